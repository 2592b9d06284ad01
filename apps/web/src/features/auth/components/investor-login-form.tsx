import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { FormSubmit } from '@/components/ui/form-submit';
import { useSendInvestorLoginLink } from '../api/send-investor-login-link';
import { useSendLinkForm } from '../hooks/use-send-link-form';
import { EmailField } from './auth-fields';
import { TextButton } from './text-button';

/**
 * The investor login (spec section 1: investors log in by a one-time e-mail link): the e-mail, then "check your mailbox".
 * The answer is the same whether or not the address has an account, so the screen says "if".
 */
export function InvestorLoginForm() {
  const { t } = useTranslation();
  const sendLink = useSendInvestorLoginLink();
  const { form, onSubmit, status, sentTo, startOver } = useSendLinkForm(sendLink.mutateAsync);

  if (sentTo !== null) {
    return (
      <div data-testid="investor-login-sent">
        <h3 className="text-lg font-semibold text-gray-900">{t('auth.investorLogin.checkMailboxTitle')}</h3>
        <Alert tone="success" className="mt-4">
          {t('auth.investorLogin.checkMailbox', { email: sentTo })}
        </Alert>
        <TextButton onClick={startOver}>{t('auth.investorLogin.useAnotherAddress')}</TextButton>
      </div>
    );
  }

  return (
    <div data-testid="investor-login">
      <h3 className="text-lg font-semibold text-gray-900">{t('auth.investorLogin.title')}</h3>
      <p className="mt-2 text-sm text-gray-600">{t('auth.investorLogin.description')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5" data-testid="investor-login-form">
        <EmailField error={form.formState.errors.email} {...form.register('email')} />
        <FormSubmit {...status} label={t('auth.investorLogin.submit')} isFullWidth />
      </form>
    </div>
  );
}
