import { useFormState, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** The end of a branding form: what is wrong with it as a whole (the client's and the server's) and its save button. */
export function BrandingFormFooter({
  serverMessages,
  label,
  testId,
}: {
  serverMessages: string[];
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { errors, isSubmitted, isSubmitting } = useFormState<FieldValues>();
  const rootMessage = (errors.root as { form?: { message?: string } } | undefined)?.form?.message;
  const messages = [...(rootMessage ? [rootMessage] : []), ...serverMessages];
  const hasFieldErrors = Object.keys(errors).some((key) => key !== 'root');
  return (
    <div className="space-y-4">
      {isSubmitted && hasFieldErrors && <Alert>{t('adminBranding.form.invalid')}</Alert>}
      {messages.length > 0 && (
        <Alert data-testid="form-error">
          <ul className="space-y-1">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Button type="submit" isLoading={isSubmitting} data-testid={testId}>
        {label}
      </Button>
    </div>
  );
}
