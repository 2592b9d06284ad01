import { useId } from 'react';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '@/components/ui/bound-fields';
import { FieldError, FieldLabel } from '@/components/ui/field-label';
import { INPUT_CLASSES, inputStateClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

const SIX_DIGIT_HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * A colour: the browser's colour picker and the same colour as `#rrggbb` text, one value (what is typed shows in the picker
 * once it is a colour). The text field carries the label and the message; the picker is named after it.
 */
export function ColorField<T extends FieldValues>({
  name,
  label,
  isRequired = false,
  isDisabled = false,
}: {
  name: Path<T>;
  label: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<T>();
  const message = useFieldMessage<T>(name);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        return (
          <div>
            <FieldLabel htmlFor={id} isRequired={isRequired}>
              {label}
            </FieldLabel>
            <div className="flex items-center gap-2">
              <input
                type="color"
                aria-label={t('adminBranding.colors.picker', { name: label })}
                value={SIX_DIGIT_HEX.test(value.trim()) ? value.trim().toLowerCase() : '#000000'}
                disabled={isDisabled}
                onChange={(event) => field.onChange(event.target.value)}
                className="mt-1.5 h-9 w-12 shrink-0 cursor-pointer rounded-md bg-white p-0.5 ring-1 ring-gray-300 disabled:cursor-not-allowed disabled:opacity-60"
              />
              <input
                id={id}
                ref={field.ref}
                name={field.name}
                value={value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                disabled={isDisabled}
                spellCheck={false}
                autoComplete="off"
                maxLength={7}
                aria-required={isRequired || undefined}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? errorId : undefined}
                className={cn(INPUT_CLASSES, inputStateClasses(message), 'font-mono')}
              />
            </div>
            {message && <FieldError id={errorId}>{message}</FieldError>}
          </div>
        );
      }}
    />
  );
}
