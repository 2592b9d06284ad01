import { ZAskAdvisorRequestSchema } from '@emisja/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { FormSubmit } from '@/components/ui/form-submit';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useApiForm } from '@/hooks/use-api-form';
import { useFieldErrorText } from '@/lib/form-errors';
import { useAskAdvisor } from '../api/ask-advisor';

/**
 * "Ask my advisor" (issue 13): the investor has no offer of this product; the advisor gets an e-mail with the product and
 * the optional message, and answers with an invitation.
 */
export function AskAdvisorForm({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const askAdvisor = useAskAdvisor(productId);
  const [isSent, setIsSent] = useState(false);
  const { form, onSubmit, status } = useApiForm({
    schema: ZAskAdvisorRequestSchema,
    defaultValues: { message: '' },
    serverFields: ['message'],
    onValid: async ({ message }) => {
      await askAdvisor.mutateAsync(message ? { message } : {});
      setIsSent(true);
    },
  });

  if (isSent) {
    return (
      <Alert tone="success" data-testid="ask-advisor-sent">
        {t('investorPanel.products.askAdvisor.sent')}
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" data-testid="ask-advisor-form">
      <p className="text-sm text-gray-600">{t('investorPanel.products.askAdvisor.description')}</p>
      <TextAreaField
        label={t('investorPanel.products.askAdvisor.message')}
        hint={t('investorPanel.products.askAdvisor.messageHint')}
        rows={4}
        maxLength={2000}
        error={fieldError(form.formState.errors.message)}
        data-testid="ask-advisor-message"
        {...form.register('message')}
      />
      <FormSubmit {...status} label={t('investorPanel.products.askAdvisor.submit')} />
    </form>
  );
}
