import { Controller, useFormContext } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { sanitizeDecimalInput } from '../../lib/decimal-input';
import type { TKycFormValues } from '../../lib/kyc-form-values';

type PercentFieldProps = {
  name: `sanctions.${number}.percent`;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string;
};

/**
 * A percentage typed with a comma or a dot and at most 2 decimals (spec section 5); other characters are not taken. The
 * sanctions total's message takes the focus here (`data-kyc-focus`).
 */
export function PercentField({ name, label, hint, error, className }: PercentFieldProps) {
  const { control } = useFormContext<TKycFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          label={label}
          hint={hint}
          error={error}
          isRequired
          className={className}
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          ref={field.ref}
          onChange={(event) => field.onChange(sanitizeDecimalInput(event.target.value))}
          inputMode="decimal"
          data-kyc-focus
          autoComplete="off"
          maxLength={6}
        />
      )}
    />
  );
}
