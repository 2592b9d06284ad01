import { useId, type InputHTMLAttributes, type Ref } from 'react';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { label: string; ref?: Ref<HTMLInputElement> };

export function Checkbox({ label, ref, ...props }: CheckboxProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2.5">
      <input
        {...props}
        ref={ref}
        id={id}
        type="checkbox"
        className="size-4 rounded border-gray-300 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      />
      <label htmlFor={id} className="text-sm text-gray-700">
        {label}
      </label>
    </div>
  );
}
