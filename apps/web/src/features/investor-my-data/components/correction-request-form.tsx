import { ZCorrectionRequestSchema } from '@emisja/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { FormSubmit } from '@/components/ui/form-submit';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useApiForm } from '@/hooks/use-api-form';
import { useFieldErrorText } from '@/lib/form-errors';
import { useRequestCorrection } from '../api/request-correction';

/** "Request a correction": a message to the advisor (at least 10 characters, the shared schema's rule) about what is wrong. */
export function CorrectionRequestForm() {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const requestCorrection = useRequestCorrection();
  const [isSent, setIsSent] = useState(false);
  const { form, onSubmit, status } = useApiForm({
    schema: ZCorrectionRequestSchema,
    defaultValues: { message: '' },
    serverFields: ['message'],
    onValid: async (values) => {
      await requestCorrection.mutateAsync(values);
      form.reset();
      setIsSent(true);
    },
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" data-testid="correction-form">
      <p className="text-sm text-gray-600">{t('investorPanel.myData.correction.description')}</p>
      <TextAreaField
        label={t('investorPanel.myData.correction.message')}
        hint={t('investorPanel.myData.correction.messageHint')}
        rows={4}
        maxLength={2000}
        isRequired
        error={fieldError(form.formState.errors.message)}
        data-testid="correction-message"
        {...form.register('message', { onChange: () => setIsSent(false) })}
      />
      <FormSubmit {...status} label={t('investorPanel.myData.correction.submit')}>
        {isSent && (
          <Alert tone="success" data-testid="correction-sent">
            {t('investorPanel.myData.correction.sent')}
          </Alert>
        )}
      </FormSubmit>
    </form>
  );
}
