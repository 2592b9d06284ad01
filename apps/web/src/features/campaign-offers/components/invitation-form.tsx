import { zodResolver } from '@hookform/resolvers/zod';
import { interpolate, translateValidationMessage, type TCampaign, type TNetwork } from '@emisja/shared';
import { useId, useMemo, useState } from 'react';
import { useForm, type FieldError as FormFieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-label';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/notify';
import { isRequestCancelled } from '@/lib/api-error';
import { emailEntries } from '@/lib/email-entries';
import { errorMessage } from '@/lib/error-messages';
import { useFieldErrorText } from '@/lib/form-errors';
import { currentLanguage } from '@/lib/i18n';
import { inviteInvestor } from '../api/invite-investor';
import {
  EMAILS_WITH_SPACES,
  invitationFormSchema,
  type TInvitationFormData,
  type TInvitationFormInput,
} from '../lib/invitation-form';
import { sendInvitations, type InvitationOutcome } from '../lib/send-invitations';
import { AlreadyInvited } from './already-invited';

type InvitationFormProps = {
  campaign: Pick<TCampaign, 'id' | 'name' | 'products'>;
  /** `GET /api/advisor/network` (an empty list when it failed, spec section 7). */
  networks: readonly TNetwork[];
  /**
   * The landing page's invitation text (effective configuration's `inviteText`, `{campaignName}` in it): the message starts
   * from it (issue 18), the advisor edits it. Null: an empty message.
   */
  inviteText?: string | null;
};

type FailureReport = { sent: number; total: number; failures: { email: string; message: string }[] };

function defaultValues(
  campaign: InvitationFormProps['campaign'],
  networks: readonly TNetwork[],
  inviteText: string | null,
): TInvitationFormInput {
  return {
    productId: campaign.products[0]?.id ?? '',
    emails: '',
    message: inviteText?.trim() ? interpolate(inviteText, { campaignName: campaign.name }) : '',
    networkId: networks.length === 1 ? (networks[0]?.id ?? '') : '',
    consent: false,
  };
}

/**
 * The invitation form of `/app/offers/{id}` (spec sections 5 and 7): e-mails separated by semicolons without spaces, a
 * message of at least 10 characters, a network and the advisor's confirmation of the investor's consent. One call per
 * e-mail, settled individually: all sent -> a toast and an empty form; otherwise the failed addresses with their reasons,
 * and only those stay in the field to be corrected and sent again. An address that already has the advisor's open offer
 * is named as already invited (nothing was sent to it), with "send the link again" (docs/decisions/040).
 */
export function InvitationForm({ campaign, networks, inviteText = null }: InvitationFormProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const fieldErrorText = useFieldErrorText();
  const schema = useMemo(() => invitationFormSchema(), []);
  const [report, setReport] = useState<FailureReport | null>(null);
  // Keyed by the submit that found them: each submit's "send again" starts afresh.
  const [alreadyInvited, setAlreadyInvited] = useState<{ round: number; invitations: InvitationOutcome['alreadyInvited'] }>({
    round: 0,
    invitations: [],
  });
  const consentErrorId = useId();
  const form = useForm<TInvitationFormInput, unknown, TInvitationFormData>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues(campaign, networks, inviteText),
  });
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  const errorText = (error: FormFieldError | undefined) =>
    error?.message === EMAILS_WITH_SPACES ? t(EMAILS_WITH_SPACES) : fieldErrorText(error);

  const onSubmit = handleSubmit(async (data) => {
    setReport(null);
    setAlreadyInvited((current) => ({ round: current.round + 1, invitations: [] }));
    const entries = emailEntries(data.emails);
    const outcome = await sendInvitations(entries, (investorEmail, idempotencyKey) =>
      inviteInvestor({
        campaignId: campaign.id,
        productId: data.productId,
        body: { investorEmail, message: data.message, networkId: data.networkId },
        idempotencyKey,
        language,
      }),
    );
    // The session rules are moving the user elsewhere (spec section 5): nothing to report here.
    if (outcome.failed.some((failure) => failure.kind === 'refused' && isRequestCancelled(failure.error))) return;
    setAlreadyInvited((current) => ({ round: current.round, invitations: outcome.alreadyInvited }));
    if (outcome.failed.length === 0) {
      // "Sent" only for what was sent: already invited addresses got nothing and are named below the form.
      if (outcome.sent.length > 0) notify.success({ title: t('campaignOffers.invite.sent') });
      reset(defaultValues(campaign, networks, inviteText));
      return;
    }
    setReport({
      sent: outcome.sent.length,
      total: entries.length,
      failures: outcome.failed.map((failure) => ({
        email: failure.email,
        message:
          failure.kind === 'invalid' ? translateValidationMessage(failure.message, language) : errorMessage(failure.error, t),
      })),
    });
    setValue('emails', outcome.failed.map((failure) => failure.email).join(';'), { shouldDirty: true });
  });

  const hasNetworks = networks.length > 0;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('campaignOffers.invite.formLabel')}
      className="space-y-5"
      data-testid="invitation-form"
    >
      {campaign.products.length > 1 && (
        <SelectField
          label={t('campaignOffers.invite.product')}
          isRequired
          options={campaign.products.map((product) => ({ value: product.id, label: product.code }))}
          error={errorText(errors.productId)}
          {...register('productId')}
        />
      )}
      <TextField
        label={t('campaignOffers.invite.emails')}
        isRequired
        autoComplete="off"
        spellCheck={false}
        hint={t('campaignOffers.invite.emailsHint')}
        error={errorText(errors.emails)}
        {...register('emails')}
      />
      <TextAreaField
        label={t('campaignOffers.invite.message')}
        isRequired
        rows={5}
        error={errorText(errors.message)}
        {...register('message')}
      />
      <SelectField
        label={t('campaignOffers.invite.network')}
        isRequired
        emptyLabel={t('campaignOffers.invite.networkEmpty')}
        options={networks.map((network) => ({ value: network.id, label: network.name }))}
        error={errorText(errors.networkId)}
        {...register('networkId')}
      />
      {!hasNetworks && (
        <Alert tone="info" data-testid="invitation-no-networks">
          {t('campaignOffers.invite.noNetworks')}
        </Alert>
      )}
      <div>
        <Checkbox
          label={t('campaignOffers.invite.consent')}
          aria-required
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? consentErrorId : undefined}
          {...register('consent')}
        />
        {errors.consent && <FieldError id={consentErrorId}>{errorText(errors.consent)}</FieldError>}
      </div>
      {report && (
        <Alert data-testid="invitation-failures">
          <p className="font-semibold">{t('campaignOffers.invite.notAllSent')}</p>
          <p className="mt-1">{t('campaignOffers.invite.sentCount', { sent: report.sent, total: report.total })}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {report.failures.map((failure) => (
              <li key={failure.email} data-testid="invitation-failure">
                {t('campaignOffers.invite.failure', { email: failure.email, message: failure.message })}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <AlreadyInvited key={alreadyInvited.round} invitations={alreadyInvited.invitations} />
      <Button type="submit" isLoading={isSubmitting} disabled={!hasNetworks} data-testid="invitation-submit">
        {t('campaignOffers.invite.submit')}
      </Button>
    </form>
  );
}
