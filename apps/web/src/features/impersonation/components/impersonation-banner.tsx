import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isRequestCancelled } from '@/lib/api-error';
import { decodeAccessToken, readImpersonatorAccessToken, useSession } from '@/lib/session';
import { returnToImpersonator } from '@/lib/session-refresh';
import { useEndImpersonation } from '../api/end-impersonation';

/** Longest a browser timer can wait (about 24.8 days); an impersonated token lives 30 minutes. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * The banner of spec section 1 while an admin views another user's panel (product-decisions section 11): "You are viewing
 * the account of {user} as {admin}" with an end button, on every panel page. When the 30 minutes are over the admin's own
 * session comes back by itself (there is no refresh token to extend it).
 */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const session = useSession();
  const end = useEndImpersonation();
  const expiresAt = session.tokenData?.impersonator ? session.tokenData.exp * 1000 : null;

  useEffect(() => {
    if (expiresAt === null) return;
    const timer = window.setTimeout(
      () => {
        try {
          returnToImpersonator();
        } catch (error) {
          if (!isRequestCancelled(error)) throw error;
        }
      },
      Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMEOUT_MS),
    );
    return () => window.clearTimeout(timer);
  }, [expiresAt]);

  if (!session.tokenData?.impersonator) return null;
  const user = session.tokenData.username;
  const admin = decodeAccessToken(readImpersonatorAccessToken())?.username ?? '';
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-3 bg-amber-100 px-4 py-2 text-sm text-amber-950 ring-1 ring-amber-300"
      data-testid="impersonation-banner"
    >
      <span>{t('impersonation.banner', { user, admin })}</span>
      <Button
        variant="secondary"
        className="px-3 py-1"
        isLoading={end.isPending}
        onClick={() => end.mutate()}
        aria-label={t('impersonation.endLabel', { user })}
        data-testid="impersonation-end"
      >
        {end.isPending ? t('impersonation.ending') : t('impersonation.end')}
      </Button>
    </div>
  );
}
