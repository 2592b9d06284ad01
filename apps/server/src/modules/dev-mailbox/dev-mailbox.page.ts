import { escapeHtml } from '../../emails/html.ts';
import type { MailboxListRow } from '../mail/mail.service.ts';

// The development mailbox page (issue 2): the mails the platform wrote, newest first, 50 a page with a search by recipient
// (issue 16: one page of every mail took 7.3 s with 192 mails). Only the opened mail's HTML is framed; the others link to it.
// Server-rendered with no script at all, so it works under the strict CSP.

export const MAILBOX_PAGE_SIZE = 50;

export interface MailboxView {
  /** The recipient search as typed (a part of the address), or null. */
  recipient: string | null;
  /** 1-based page number. */
  page: number;
  /** The mail whose HTML is shown, or null. */
  openId: string | null;
  /** At most MAILBOX_PAGE_SIZE mails of this page. */
  emails: MailboxListRow[];
  hasOlder: boolean;
  notice: string | null;
}

export const MAILBOX_CSS = `
body{font-family:system-ui,Arial,sans-serif;margin:0;background:#f3f4f6;color:#111827}
header{background:#111827;color:#fff;padding:16px 24px}header h1{margin:0;font-size:20px}header p{margin:4px 0 0;color:#d1d5db;font-size:14px}
main{padding:24px;max-width:1100px;margin:0 auto}
form.send,form.search{display:flex;gap:8px;align-items:center;margin-bottom:12px;background:#fff;padding:12px 16px;border-radius:8px}
form input{flex:1;padding:8px;border:1px solid #6b7280;border-radius:6px}form button{padding:8px 14px;border:0;border-radius:6px;background:#111827;color:#fff;cursor:pointer}
nav.pages{display:flex;gap:16px;align-items:center;margin:12px 0 16px;font-size:14px}nav.pages a{color:#1d4ed8}
article{background:#fff;border-radius:8px;margin-bottom:16px;padding:16px 20px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
article h2{margin:0 0 6px;font-size:17px}dl{display:grid;grid-template-columns:110px 1fr;gap:2px 12px;margin:0 0 10px;font-size:14px}dt{color:#4b5563}dd{margin:0}
ul.links{margin:0 0 10px;padding-left:20px;font-size:14px;word-break:break-all}a{color:#1d4ed8}
iframe{width:100%;height:460px;border:1px solid #e5e7eb;border-radius:6px;background:#fff}
details{margin-top:8px}pre{white-space:pre-wrap;font-size:13px;background:#f9fafb;padding:10px;border-radius:6px}
.status{display:inline-block;padding:1px 8px;border-radius:999px;font-size:12px;background:#e5e7eb}.status-sent{background:#dcfce7}.status-failed{background:#fee2e2}
.empty{color:#4b5563}`;

/** The mailbox address of a view: the search, the page and the opened mail survive every link. */
export function mailboxUrl(view: { recipient: string | null; page: number; openId?: string | null }): string {
  const query = new URLSearchParams();
  if (view.recipient) query.set('to', view.recipient);
  if (view.page > 1) query.set('page', String(view.page));
  if (view.openId) query.set('open', view.openId);
  const search = query.toString();
  return search ? `/dev/mailbox?${search}` : '/dev/mailbox';
}

function renderEmail(email: MailboxListRow, view: MailboxView): string {
  const isOpen = email.id === view.openId;
  const html = isOpen
    ? `<iframe title="${escapeHtml(email.subject)}" src="/dev/mailbox/${email.id}/html" sandbox=""></iframe>`
    : `<p><a href="${escapeHtml(mailboxUrl({ ...view, openId: email.id }))}#mail-${email.id}" data-testid="mailbox-open">Show the HTML of this e-mail</a></p>`;
  return `<article data-testid="mailbox-message" id="mail-${email.id}">
<h2>${escapeHtml(email.subject)}</h2>
<dl>
<dt>To</dt><dd data-testid="mailbox-to">${escapeHtml(email.toAddress)}</dd>
<dt>Date (UTC)</dt><dd>${escapeHtml(email.createdAt.toISOString())}</dd>
<dt>Template</dt><dd>${escapeHtml(email.template)} (${escapeHtml(email.language)})</dd>
<dt>Status</dt><dd><span class="status status-${escapeHtml(email.status)}">${escapeHtml(email.status)}</span></dd>
</dl>
${
  email.links.length
    ? `<ul class="links">${email.links.map((link) => `<li><a href="${escapeHtml(link)}" data-testid="mailbox-link">${escapeHtml(link)}</a></li>`).join('')}</ul>`
    : ''
}
${html}
<details><summary>Plain text</summary><pre>${escapeHtml(email.text)}</pre></details>
</article>`;
}

function renderPager(view: MailboxView, label: string): string {
  const newer =
    view.page > 1
      ? `<a href="${escapeHtml(mailboxUrl({ recipient: view.recipient, page: view.page - 1 }))}" rel="prev" data-testid="mailbox-newer">Newer e-mails</a>`
      : '';
  const older = view.hasOlder
    ? `<a href="${escapeHtml(mailboxUrl({ recipient: view.recipient, page: view.page + 1 }))}" rel="next" data-testid="mailbox-older">Older e-mails</a>`
    : '';
  const scope = view.recipient ? ` to addresses containing "${escapeHtml(view.recipient)}"` : '';
  return `<nav class="pages" aria-label="${label}"><span data-testid="mailbox-page">Page ${view.page}${scope}, ${MAILBOX_PAGE_SIZE} a page</span>${newer}${older}</nav>`;
}

export function renderMailboxPage(view: MailboxView): string {
  const items = view.emails.map((email) => renderEmail(email, view)).join('\n');
  const empty = view.recipient ? `No e-mails to addresses containing "${escapeHtml(view.recipient)}".` : 'No e-mails yet.';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Development mailbox</title>
<link rel="stylesheet" href="/dev/mailbox/mailbox.css"></head>
<body>
<header><h1>Development mailbox</h1><p>No SMTP_URL is set, so e-mails are not delivered: they are kept here. Newest first.</p></header>
<main>
${view.notice ? `<p data-testid="mailbox-notice">${escapeHtml(view.notice)}</p>` : ''}
<form class="search" method="get" action="/dev/mailbox" role="search">
<label for="search-to">Recipient contains</label>
<input id="search-to" name="to" type="search" value="${escapeHtml(view.recipient ?? '')}" placeholder="someone@example.com">
<button type="submit">Search</button>
</form>
<form class="send" method="post" action="/dev/mailbox/test-message">
<label for="to">Send a test message to</label>
<input id="to" name="to" type="email" required placeholder="someone@example.com">
<button type="submit">Send</button>
</form>
${renderPager(view, 'Mailbox pages')}
${items || `<p class="empty" data-testid="mailbox-empty">${empty}</p>`}
${view.emails.length > 5 ? renderPager(view, 'Mailbox pages, bottom') : ''}
</main>
</body>
</html>`;
}
