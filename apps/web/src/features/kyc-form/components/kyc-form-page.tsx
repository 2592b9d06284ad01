import type { TKycSubmitResult } from '@emisja/shared';
import { useCallback, useState } from 'react';
import { useKycRequest } from '../api/get-kyc-request';
import { kycGoneReason, type TKycGoneReason } from '../lib/kyc-api-errors';
import { KycLinkInactive } from './kyc-link-inactive';
import { KycLoadError, KycLoading } from './kyc-load-state';
import { KycPreviewPage } from './kyc-preview';
import { KycQuestionnaire } from './kyc-questionnaire';
import { KycThankYou } from './kyc-thank-you';

type KycFormPageProps = {
  /** The `token` of the link; none is the "link no longer active" page. */
  token: string | null;
};

/**
 * `/kyc-form?token=`: the investor's KYC questionnaire (product-decisions section 9). The link opens the form (resumed from
 * the saved draft), then the thanks, then the read-only preview; a submitted form shows the preview (a later visit, or a
 * submit from another tab), a dead link says so.
 */
export function KycFormPage({ token }: KycFormPageProps) {
  if (!token) return <KycLinkInactive />;
  // A new token is a new questionnaire: nothing of the previous one is kept.
  return <KycForm key={token} token={token} />;
}

type Outcome = { kind: 'submitted'; result: TKycSubmitResult } | { kind: 'preview' } | { kind: 'gone'; reason: TKycGoneReason };

function KycForm({ token }: { token: string }) {
  const requestQuery = useKycRequest(token);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const onGone = useCallback((reason: TKycGoneReason) => setOutcome({ kind: 'gone', reason }), []);
  const onSubmitted = useCallback((result: TKycSubmitResult) => setOutcome({ kind: 'submitted', result }), []);

  if (outcome?.kind === 'submitted') {
    return <KycThankYou result={outcome.result} onShowAnswers={() => setOutcome({ kind: 'preview' })} />;
  }
  if (outcome?.kind === 'preview') return <KycPreviewPage token={token} />;
  if (outcome?.kind === 'gone') {
    return outcome.reason === 'formInactive' ? <KycPreviewPage token={token} notice="formInactive" /> : <KycLinkInactive />;
  }

  // Submitted earlier (410): the read-only preview; an unknown or expired link (404): the dead-link page.
  const loadGone = kycGoneReason(requestQuery.error, { isAny404Dead: true });
  if (loadGone === 'formInactive') return <KycPreviewPage token={token} />;
  if (loadGone === 'linkInactive') return <KycLinkInactive />;
  if (requestQuery.isPending) return <KycLoading />;
  if (requestQuery.isError) return <KycLoadError error={requestQuery.error} onRetry={() => void requestQuery.refetch()} />;
  return <KycQuestionnaire token={token} request={requestQuery.data} onSubmitted={onSubmitted} onGone={onGone} />;
}
