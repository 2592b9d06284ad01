import type { ComponentProps, ReactNode } from 'react';
import {
  Controller,
  FormProvider,
  get,
  useFormContext,
  useFormState,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

// Fields bound to the react-hook-form of a FormProvider by their path (`debt.interestRate`, `products.1.investmentValueMax`),
// for long forms with nested values (the back office's campaign and branding forms, lib/body-schema-resolver.ts). Their
// messages are already in the interface language: the resolver translates the shared schema's, the server writes its own
// in the request's language.

/** The message of a field (nested paths included), if any. */
export function useFieldMessage<T extends FieldValues>(name: Path<T>): string | undefined {
  const { errors } = useFormState<T>({ name });
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' && error.message !== '' ? error.message : undefined;
}

type BoundProps<T extends FieldValues> = { name: Path<T> };

export function FormTextField<T extends FieldValues>({
  name,
  error,
  ...props
}: BoundProps<T> & Omit<ComponentProps<typeof TextField>, 'name'>) {
  const { register } = useFormContext<T>();
  const message = useFieldMessage<T>(name);
  return <TextField {...props} error={message ?? error} {...register(name)} />;
}

export function FormTextAreaField<T extends FieldValues>({
  name,
  ...props
}: BoundProps<T> & Omit<ComponentProps<typeof TextAreaField>, 'name'>) {
  const { register } = useFormContext<T>();
  const message = useFieldMessage<T>(name);
  return <TextAreaField {...props} error={message} {...register(name)} />;
}

type ControlledSelectFieldProps<T extends FieldValues> = BoundProps<T> &
  Omit<ComponentProps<typeof SelectField>, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref'> & {
    /** After the value changed (e.g. an address's country clears a region that no longer fits). */
    onValueChange?: (value: string) => void;
  };

/**
 * A select bound by its path, controlled: it always shows the form's value (the DOM's first option never overrides a
 * default, nor does the initial selection while the form mounts). `error` is the message it shows, as the caller words it.
 */
export function ControlledSelectField<T extends FieldValues>({ name, onValueChange, ...props }: ControlledSelectFieldProps<T>) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          {...props}
          name={field.name}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => {
            field.onChange(event.target.value);
            onValueChange?.(event.target.value);
          }}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** A controlled select (ControlledSelectField) showing the field's own message. */
export function FormSelectField<T extends FieldValues>({
  name,
  ...props
}: BoundProps<T> & Omit<ComponentProps<typeof SelectField>, 'name' | 'value' | 'onChange' | 'onBlur'>) {
  const message = useFieldMessage<T>(name);
  return <ControlledSelectField<T> {...props} name={name} error={message} />;
}

type SectionedFormProps<T extends FieldValues, TContext, TOutput extends FieldValues> = {
  form: UseFormReturn<T, TContext, TOutput>;
  onSubmit: ComponentProps<'form'>['onSubmit'];
  /** The form's name for assistive technologies, when the page holds more than one thing to fill in. */
  label?: string;
  'data-testid': string;
  children: ReactNode;
};

/**
 * A long form of FormSections, its fields bound through the FormProvider: checked by its schema, not by the browser
 * (`noValidate`: one message per field in our words, spec section 5).
 */
export function SectionedForm<T extends FieldValues, TContext, TOutput extends FieldValues>({
  form,
  onSubmit,
  label,
  'data-testid': testId,
  children,
}: SectionedFormProps<T, TContext, TOutput>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={label} data-testid={testId}>
        {children}
      </form>
    </FormProvider>
  );
}

/** A section of a long form: a card named by its legend. */
export function FormSection({
  title,
  description,
  children,
  'data-testid': testId,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <fieldset className="min-w-0 rounded-lg bg-white p-4 shadow-xs ring-1 ring-gray-200 sm:p-6" data-testid={testId}>
      <legend className="float-left mb-1 w-full text-lg font-semibold text-gray-900">{title}</legend>
      {description && <p className="clear-both mb-4 text-sm text-gray-600">{description}</p>}
      <div className="clear-both pt-3">{children}</div>
    </fieldset>
  );
}
