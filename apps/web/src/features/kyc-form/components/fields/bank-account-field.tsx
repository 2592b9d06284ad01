import { formatBankAccount } from '@emisja/shared';
import { useLayoutEffect, useRef } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { caretAfterFormatting } from '../../lib/decimal-input';
import type { TKycFormValues } from '../../lib/kyc-form-values';

type BankAccountFieldProps = { label: string; hint?: string | undefined; error?: string | undefined };

/**
 * The bank account, grouped in fours as it is typed (spec section 5: a 2-digit prefix for a numeric, Polish number:
 * '61 1090 1014 ...'; 'PL61 1090 ...' or 'DE89 3704 ...' for an IBAN). The caret stays after the character it followed.
 */
export function BankAccountField({ label, hint, error }: BankAccountFieldProps) {
  const { control } = useFormContext<TKycFormValues>();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null || inputRef.current === null || document.activeElement !== inputRef.current) return;
    pendingCaret.current = null;
    inputRef.current.setSelectionRange(caret, caret);
  });

  return (
    <Controller
      control={control}
      name="bankAccount"
      render={({ field }) => (
        <TextField
          label={label}
          hint={hint}
          error={error}
          isRequired
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          ref={(element) => {
            field.ref(element);
            inputRef.current = element;
          }}
          onChange={(event) => {
            const input = event.target;
            const caret = input.selectionStart ?? input.value.length;
            const formatted = formatBankAccount(input.value);
            pendingCaret.current = caretAfterFormatting(formatted, input.value.slice(0, caret).replace(/\s/g, '').length);
            field.onChange(formatted);
          }}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={50}
          data-testid="kyc-bank-account"
        />
      )}
    />
  );
}
