import { isoDateInTimeZone } from '@emisja/shared';
import { forbidden } from '../../lib/app-error.ts';
import { requireSession, type RequestContext } from '../../lib/request-context.ts';
import { findPanelInvestor, type PanelInvestorRecord } from './investor-panel.repository.ts';

// The caller of an /investor-api route as an investor (product-decisions sections 2 and 10): the session's user is an
// investor of the session's landing page (the auth plugin admits only investor-panel tokens of the host's landing page).
// Every read of the panel is scoped to this investor, so another investor's id is not found (404).

export type PanelInvestor = PanelInvestorRecord;

/** The session's investor; 403 when the user holds the investor-panel context without an investor row (never seeded so). */
export async function requirePanelInvestor(context: RequestContext): Promise<PanelInvestor> {
  const session = requireSession(context);
  const investor = await findPanelInvestor(context.db, { landingPageId: session.landingId, userId: session.userId });
  if (!investor) throw forbidden();
  return investor;
}

/** The scope of the investments module's investor reads. */
export function investorScopeOf(context: RequestContext, investor: PanelInvestor) {
  return { landingPageId: context.landing.id, investorId: investor.id };
}

/** How e-mails to advisors name the investor: the company, else the person from the questionnaire, else the e-mail. */
export function investorDisplayName(investor: PanelInvestor): string {
  if (investor.companyName) return investor.companyName;
  const person = [investor.firstName, investor.surname].filter(Boolean).join(' ');
  return person || investor.email;
}

/** `yyyy-mm-dd` in Europe/Warsaw: the day every date rule of the panel reads. */
export const todayInWarsaw = () => isoDateInTimeZone(new Date());
