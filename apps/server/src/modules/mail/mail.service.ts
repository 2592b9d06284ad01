import type { Language } from '@emisja/shared';
import { THEME_COLORS } from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { renderEmail, type EmailTemplate } from '../../emails/templates.ts';
import type { EmailBranding } from '../../emails/layout.ts';
import { getAdminConfiguration, getWhiteLabel, type Landing } from '../tenancy/tenancy.service.ts';
import { findOutboxEmail, insertOutboxEmail, markOutboxEmailAttemptFailed, markOutboxEmailSent } from './mail.repository.ts';
import type { MailTransport } from './transports.ts';

export const SEND_EMAIL_QUEUE = 'send-email';
export const MAX_DELIVERY_ATTEMPTS = 6;

export interface EmailToSend {
  landingPageId: string | null;
  to: string;
  language: Language;
  template: EmailTemplate;
  branding: EmailBranding;
}

/**
 * Renders the mail and writes it to the outbox. Pass the transaction of the action that causes the mail, so the mail exists
 * exactly when the action committed; then hand the returned id to `mailer.dispatch` after the commit.
 */
export async function enqueueEmail(db: DbExecutor, email: EmailToSend): Promise<string> {
  const rendered = renderEmail(email.template, email.language, email.branding);
  return insertOutboxEmail(db, {
    landingPageId: email.landingPageId,
    template: email.template.name,
    language: email.language,
    toAddress: email.to,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    links: rendered.links,
  });
}

/** Sends one outbox mail; a mail already sent is skipped, so a repeated job (at-least-once) never sends twice. */
export async function deliverOutboxEmail(db: DbExecutor, transport: MailTransport, id: string, isLastAttempt: boolean) {
  const email = await findOutboxEmail(db, id);
  if (!email || email.status !== 'pending') return { skipped: true as const };
  try {
    const { messageId } = await transport.send(email);
    await markOutboxEmailSent(db, id, transport.name, messageId);
    return { skipped: false as const, messageId, email };
  } catch (error) {
    const attemptsSoFar = email.attempts + 1;
    await markOutboxEmailAttemptFailed(db, id, String(error), isLastAttempt || attemptsSoFar >= MAX_DELIVERY_ATTEMPTS);
    throw error;
  }
}

/** Branding of the landing page for its mails: site title, absolute logo URL, theme colour (admin colours win). */
export async function emailBrandingFor(db: DbExecutor, landing: Landing, origin: string): Promise<EmailBranding> {
  const [{ configuration }, admin] = await Promise.all([getWhiteLabel(db, landing), getAdminConfiguration(db, landing)]);
  const logo = configuration.horizontalLogo ?? configuration.logo;
  const customColor = admin.themeColors?.split(',')[0];
  const themeColor = landing.theme === 'theme-navy' ? THEME_COLORS['theme-navy'].default : THEME_COLORS['theme-default'].default;
  return {
    siteTitle: admin.siteTitle ?? configuration.siteTitle,
    logoUrl: logo ? new URL(logo, origin).toString() : null,
    primaryColor: customColor ?? themeColor,
    origin,
  };
}
