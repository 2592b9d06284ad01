import {
  ZTwoFactorConfirmRequestSchema,
  ZTwoFactorDisableRequestSchema,
  type TActiveUserData,
  type TTwoFactorSetupResponse,
} from '@emisja/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormSubmit } from '@/components/ui/form-submit';
import { useApiForm } from '@/hooks/use-api-form';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { errorMessage } from '@/lib/error-messages';
import { CodeField, CurrentPasswordField } from './auth-fields';
import { TwoFactorSecret } from './two-factor-secret';

/** The profile's two-step verification: turn on with the QR code and a first code, turn off with the password and a code. */
export function TwoFactorSettings({ user }: { user: TActiveUserData }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section aria-labelledby="two-factor-heading" className="rounded-lg bg-white p-6 shadow-xs ring-1 ring-gray-200">
      <h2 id="two-factor-heading" className="text-lg font-semibold text-gray-900">
        {t('app.twoFactor.title')}
      </h2>
      <p className="mt-2 text-sm text-gray-600" data-testid="two-factor-status">
        {user.twoFactorEnabled ? t('app.twoFactor.enabled') : t('app.twoFactor.disabled')}
      </p>
      {notice && (
        <Alert tone="success" className="mt-4 max-w-md" data-testid="two-factor-notice">
          {notice}
        </Alert>
      )}
      <div className="mt-5 max-w-md">
        {user.twoFactorEnabled ? (
          <DisableTwoFactorForm onDisabled={() => setNotice(t('app.twoFactor.disabledSuccess'))} />
        ) : (
          <EnableTwoFactor onEnabled={() => setNotice(t('app.twoFactor.enabledSuccess'))} />
        )}
      </div>
    </section>
  );
}

function EnableTwoFactor({ onEnabled }: { onEnabled: () => void }) {
  const { t } = useTranslation();
  const setup = useSetupTwoFactor();
  const [secret, setSecret] = useState<TTwoFactorSetupResponse | null>(null);

  if (secret) {
    return (
      <div className="space-y-5">
        <p className="text-sm text-gray-600">{t('app.twoFactor.setupDescription')}</p>
        <TwoFactorSecret setup={secret} />
        <ConfirmTwoFactorForm onConfirmed={onEnabled} />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {setup.error && <Alert data-testid="form-error">{errorMessage(setup.error, t)}</Alert>}
      <Button
        data-testid="two-factor-enable"
        isLoading={setup.isPending}
        onClick={() => setup.mutate(undefined, { onSuccess: setSecret })}
      >
        {t('app.twoFactor.enable')}
      </Button>
    </div>
  );
}

function ConfirmTwoFactorForm({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoFactor();
  const { form, onSubmit, status } = useApiForm({
    schema: ZTwoFactorConfirmRequestSchema,
    defaultValues: { code: '' },
    serverFields: ['code'],
    onValid: async (values) => {
      await confirm.mutateAsync(values);
      onConfirmed();
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" data-testid="two-factor-confirm-form">
      <CodeField error={form.formState.errors.code} {...form.register('code')} />
      <FormSubmit {...status} label={t('app.twoFactor.confirm')} />
    </form>
  );
}

function DisableTwoFactorForm({ onDisabled }: { onDisabled: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const { form, onSubmit, status } = useApiForm({
    schema: ZTwoFactorDisableRequestSchema,
    defaultValues: { password: '', code: '' },
    serverFields: ['password', 'code'],
    onValid: async (values) => {
      await disable.mutateAsync(values);
      onDisabled();
    },
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" data-testid="two-factor-disable-form">
      <p className="text-sm text-gray-600">{t('app.twoFactor.disableDescription')}</p>
      <CurrentPasswordField error={errors.password} {...form.register('password')} />
      <CodeField error={errors.code} {...form.register('code')} />
      <FormSubmit {...status} label={t('app.twoFactor.disable')} variant="danger" />
    </form>
  );
}
