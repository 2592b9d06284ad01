import type { Language } from '@emisja/shared';
import { THEME_COLORS } from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { renderEmail, type EmailTemplate } from '../../emails/templates.ts';
import type { EmailBranding } from '../../emails/layout.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import {
  findOutboxEmail,
  findStalePendingEmailIds,
  insertOutboxEmail,
  findMailboxEmails,
  markOutboxEmailAttemptFailed,
  markOutboxEmailSent,
  type MailboxListRow,
  type OutboxRow,
} from './mail.repository.ts';
import type { MailTransport } from './transports.ts';

export type { MailboxListRow, OutboxRow };

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

/**
 * Mails still pending after `olderThan` with no send-email job waiting or running: their dispatch was lost (a crash between
 * the commit and the queueing) and is made again. Needs pg-boss's schema (the mailer's jobs).
 */
export function findLostDispatches(db: DbExecutor, olderThan: Date): Promise<string[]> {
  return findStalePendingEmailIds(db, { olderThan, queue: SEND_EMAIL_QUEUE });
}

/** One page of outbox mails for the development mailbox, newest first, optionally of one recipient (a part of the address). */
export function listMailboxPage(
  db: DbExecutor,
  options: { recipient: string | null; offset: number; limit: number },
): Promise<MailboxListRow[]> {
  return findMailboxEmails(db, options);
}

/** One outbox mail, or null. */
export function getOutboxEmail(db: DbExecutor, id: string): Promise<OutboxRow | null> {
  return findOutboxEmail(db, id);
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

/** What a mail of a request needs of it: the landing page, its configuration and the address links point at. */
export type MailContext = Pick<RequestContext, 'landing' | 'configuration' | 'baseUrl'>;

/** Branding of the landing page for its mails: site title, absolute logo URL, theme colour (admin colours win). */
export async function emailBrandingFor(context: MailContext): Promise<EmailBranding> {
  const configuration = await context.configuration();
  const logo = configuration.horizontalLogo ?? configuration.logo;
  const customColor = configuration.themeColors?.split(',')[0];
  const themeName = context.landing.theme === 'theme-navy' ? 'theme-navy' : 'theme-default';
  return {
    siteTitle: configuration.siteTitle,
    logoUrl: logo ? new URL(logo, context.baseUrl).toString() : null,
    primaryColor: customColor ?? THEME_COLORS[themeName].default,
    origin: context.baseUrl,
  };
}

/**
 * Writes a mail of the request's landing page, branded, to the outbox inside `db` (the action's transaction); dispatch the
 * returned id after the commit (`app.mailer.dispatchAfterCommit`).
 */
export async function writeEmail(
  db: DbExecutor,
  context: MailContext,
  email: { to: string; language: Language; template: EmailTemplate },
): Promise<string> {
  return enqueueEmail(db, { ...email, landingPageId: context.landing.id, branding: await emailBrandingFor(context) });
}
