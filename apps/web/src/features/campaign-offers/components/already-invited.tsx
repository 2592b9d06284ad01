import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-messages';
import { resendInvitation } from '../api/resend-invitation';

type AlreadyInvitedProps = {
  /** The addresses that already had the advisor's open offer of the product, with that offer. */
  invitations: readonly { email: string; offerId: string }[];
};

/**
 * The addresses an invitation found already invited (docs/decisions/040): nothing was sent to them, and each may get its
 * link again (one more e-mail, the same offer, a new link). The outcome of each resend is said next to its address, a
 * refusal (no longer open: 409, too many resends: 429) in the server's words.
 */
export function AlreadyInvited({ invitations }: AlreadyInvitedProps) {
  const { t } = useTranslation();
  if (invitations.length === 0) return null;
  return (
    <Alert tone="info" data-testid="invitation-already-invited">
      <p className="font-semibold">{t('campaignOffers.invite.alreadyInvited.title', { count: invitations.length })}</p>
      <p className="mt-1">{t('campaignOffers.invite.alreadyInvited.description')}</p>
      <ul className="mt-3 space-y-3">
        {invitations.map((invitation) => (
          <AlreadyInvitedAddress key={invitation.offerId} {...invitation} />
        ))}
      </ul>
    </Alert>
  );
}

function AlreadyInvitedAddress({ email, offerId }: { email: string; offerId: string }) {
  const { t } = useTranslation();
  const resend = useMutation({ mutationFn: () => resendInvitation(offerId) });
  const refusal =
    resend.error instanceof ApiError && resend.error.message && resend.error.message !== resend.error.label
      ? resend.error.message
      : resend.error
        ? errorMessage(resend.error, t)
        : null;
  return (
    <li data-testid="invitation-already-invited-address" data-email={email} className="space-y-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="font-medium break-all">{t('campaignOffers.invite.alreadyInvited.address', { email })}</span>
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          isLoading={resend.isPending}
          disabled={resend.isSuccess}
          data-testid="invitation-resend"
          aria-label={t('campaignOffers.invite.alreadyInvited.resendNamed', { email })}
          onClick={() => resend.mutate()}
        >
          {t('campaignOffers.invite.alreadyInvited.resend')}
        </Button>
      </div>
      <p role="status" className="text-sm" data-testid="invitation-resend-result">
        {resend.isSuccess && t('campaignOffers.invite.alreadyInvited.resent', { email: resend.data.sentTo })}
        {refusal && <span className="text-red-800">{refusal}</span>}
      </p>
    </li>
  );
}
