import type { ComponentProps } from 'react';
import { Controller, useFormContext, type Path } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { useKycFieldError } from '../../hooks/use-kyc-field-error';
import type { TKycFormValues } from '../../lib/kyc-form-values';

type KycSelectProps = Omit<ComponentProps<typeof SelectField>, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref'> & {
  name: Path<TKycFormValues>;
  /** After the value changed (e.g. the address country clears a region that no longer fits). */
  onValueChange?: (value: string) => void;
};

/**
 * A select of the questionnaire, controlled (as the advisor form's): the loaded draft's value is always what it shows,
 * whatever the DOM's initial selection says while the form mounts. Its message is the field's own unless `error` says.
 */
export function KycSelect({ name, onValueChange, error, ...props }: KycSelectProps) {
  const { control } = useFormContext<TKycFormValues>();
  const errorOf = useKycFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          {...props}
          error={error ?? errorOf(name)}
          name={field.name}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.value);
            onValueChange?.(event.target.value);
          }}
        />
      )}
    />
  );
}
