import { escapeHtml } from '../../emails/html.ts';
import type { OutboxRow } from '../mail/mail.service.ts';

// The development mailbox page (issue 2): every mail the platform wrote, newest first, with its rendered HTML and links.
// Server-rendered with no script at all, so it works under the strict CSP.

export const MAILBOX_CSS = `
body{font-family:system-ui,Arial,sans-serif;margin:0;background:#f3f4f6;color:#111827}
header{background:#111827;color:#fff;padding:16px 24px}header h1{margin:0;font-size:20px}header p{margin:4px 0 0;color:#d1d5db;font-size:14px}
main{padding:24px;max-width:1100px;margin:0 auto}
form.send{display:flex;gap:8px;align-items:center;margin-bottom:24px;background:#fff;padding:12px 16px;border-radius:8px}
form.send input{flex:1;padding:8px;border:1px solid #d1d5db;border-radius:6px}form.send button{padding:8px 14px;border:0;border-radius:6px;background:#111827;color:#fff;cursor:pointer}
article{background:#fff;border-radius:8px;margin-bottom:16px;padding:16px 20px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
article h2{margin:0 0 6px;font-size:17px}dl{display:grid;grid-template-columns:110px 1fr;gap:2px 12px;margin:0 0 10px;font-size:14px}dt{color:#6b7280}dd{margin:0}
ul.links{margin:0 0 10px;padding-left:20px;font-size:14px;word-break:break-all}
iframe{width:100%;height:460px;border:1px solid #e5e7eb;border-radius:6px;background:#fff}
details{margin-top:8px}pre{white-space:pre-wrap;font-size:13px;background:#f9fafb;padding:10px;border-radius:6px}
.status{display:inline-block;padding:1px 8px;border-radius:999px;font-size:12px;background:#e5e7eb}.status-sent{background:#dcfce7}.status-failed{background:#fee2e2}
.empty{color:#6b7280}`;

export function renderMailboxPage(emails: OutboxRow[], notice: string | null): string {
  const items = emails
    .map(
      (email) => `<article data-testid="mailbox-message" id="mail-${email.id}">
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
<iframe title="${escapeHtml(email.subject)}" src="/dev/mailbox/${email.id}/html" sandbox="" loading="lazy"></iframe>
<details><summary>Plain text</summary><pre>${escapeHtml(email.text)}</pre></details>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Development mailbox</title>
<link rel="stylesheet" href="/dev/mailbox/mailbox.css"></head>
<body>
<header><h1>Development mailbox</h1><p>No SMTP_URL is set, so e-mails are not delivered: they are kept here. Newest first.</p></header>
<main>
${notice ? `<p data-testid="mailbox-notice">${escapeHtml(notice)}</p>` : ''}
<form class="send" method="post" action="/dev/mailbox/test-message">
<label for="to">Send a test message to</label>
<input id="to" name="to" type="email" required placeholder="someone@example.com">
<button type="submit">Send</button>
</form>
${items || '<p class="empty" data-testid="mailbox-empty">No e-mails yet.</p>'}
</main>
</body>
</html>`;
}
