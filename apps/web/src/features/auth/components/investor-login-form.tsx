import { zodResolver } from '@hookform/resolvers/zod';
import { ZEmailRequestSchema } from '@emisja/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { applyServerError, useFieldErrorText } from '@/lib/form-errors';
import { useSendInvestorLoginLink } from '../api/send-investor-login-link';

type TEmailInput = z.input<typeof ZEmailRequestSchema>;
type TEmailOutput = z.output<typeof ZEmailRequestSchema>;

/**
 * The investor login (spec section 1: investors log in by a one-time e-mail link): the e-mail, then "check your mailbox".
 * The answer is the same whether or not the address has an account, so the screen says "if".
 */
export function InvestorLoginForm() {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const sendLink = useSendInvestorLoginLink();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TEmailInput, unknown, TEmailOutput>({ resolver: zodResolver(ZEmailRequestSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await sendLink.mutateAsync({ email });
      setSentTo(email);
    } catch (error) {
      setFormError(applyServerError(error, { fields: ['email'], setError, t }));
    }
  });

  if (sentTo !== null) {
    return (
      <div data-testid="investor-login-sent">
        <h3 className="text-lg font-semibold text-gray-900">{t('auth.investorLogin.checkMailboxTitle')}</h3>
        <Alert tone="success" className="mt-4">
          {t('auth.investorLogin.checkMailbox', { email: sentTo })}
        </Alert>
        <button
          type="button"
          onClick={() => {
            reset({ email: '' });
            setSentTo(null);
          }}
          className="mt-4 cursor-pointer text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('auth.investorLogin.useAnotherAddress')}
        </button>
      </div>
    );
  }

  return (
    <div data-testid="investor-login">
      <h3 className="text-lg font-semibold text-gray-900">{t('auth.investorLogin.title')}</h3>
      <p className="mt-2 text-sm text-gray-600">{t('auth.investorLogin.description')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5" data-testid="investor-login-form">
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          error={fieldError(errors.email)}
          {...register('email')}
        />
        {formError && <Alert data-testid="form-error">{formError}</Alert>}
        <Button type="submit" isLoading={isSubmitting} className="w-full">
          {t('auth.investorLogin.submit')}
        </Button>
      </form>
    </div>
  );
}
