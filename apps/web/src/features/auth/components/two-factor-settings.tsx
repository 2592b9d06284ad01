import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZTwoFactorConfirmRequestSchema,
  ZTwoFactorDisableRequestSchema,
  type TActiveUserData,
  type TTwoFactorSetupResponse,
} from '@emisja/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { applyServerError, useFieldErrorText } from '@/lib/form-errors';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { errorMessage } from '@/lib/error-messages';
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

type TConfirmInput = z.input<typeof ZTwoFactorConfirmRequestSchema>;
type TConfirmOutput = z.output<typeof ZTwoFactorConfirmRequestSchema>;

function ConfirmTwoFactorForm({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const confirm = useConfirmTwoFactor();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TConfirmInput, unknown, TConfirmOutput>({
    resolver: zodResolver(ZTwoFactorConfirmRequestSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await confirm.mutateAsync(values);
      onConfirmed();
    } catch (error) {
      setFormError(applyServerError(error, { fields: ['code'], setError, t }));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" data-testid="two-factor-confirm-form">
      <TextField
        label={t('auth.fields.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        error={fieldError(errors.code)}
        {...register('code')}
      />
      {formError && <Alert data-testid="form-error">{formError}</Alert>}
      <Button type="submit" isLoading={isSubmitting}>
        {t('app.twoFactor.confirm')}
      </Button>
    </form>
  );
}

type TDisableInput = z.input<typeof ZTwoFactorDisableRequestSchema>;
type TDisableOutput = z.output<typeof ZTwoFactorDisableRequestSchema>;

function DisableTwoFactorForm({ onDisabled }: { onDisabled: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const disable = useDisableTwoFactor();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TDisableInput, unknown, TDisableOutput>({
    resolver: zodResolver(ZTwoFactorDisableRequestSchema),
    defaultValues: { password: '', code: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await disable.mutateAsync(values);
      onDisabled();
    } catch (error) {
      setFormError(applyServerError(error, { fields: ['password', 'code'], setError, t }));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" data-testid="two-factor-disable-form">
      <p className="text-sm text-gray-600">{t('app.twoFactor.disableDescription')}</p>
      <TextField
        label={t('auth.fields.password')}
        type="password"
        autoComplete="current-password"
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <TextField
        label={t('auth.fields.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        error={fieldError(errors.code)}
        {...register('code')}
      />
      {formError && <Alert data-testid="form-error">{formError}</Alert>}
      <Button type="submit" variant="danger" isLoading={isSubmitting}>
        {t('app.twoFactor.disable')}
      </Button>
    </form>
  );
}
