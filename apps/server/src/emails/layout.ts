import { THEME_COLORS, type Language } from '@emisja/shared';
import { escapeHtml } from './html.ts';

/** What every e-mail carries of its landing page (product-decisions section 8: templates carry the tenant's branding). */
export interface EmailBranding {
  siteTitle: string;
  /** Absolute URL of the tenant's logo, or null. */
  logoUrl: string | null;
  /** Primary colour of the tenant's theme. */
  primaryColor: string;
  /** Absolute origin of the landing page, e.g. https://navy.example.com. */
  origin: string;
}

export const DEFAULT_BRANDING: EmailBranding = {
  siteTitle: 'Emisja',
  logoUrl: null,
  primaryColor: THEME_COLORS['theme-default'].default,
  origin: 'http://localhost:3000',
};

export interface EmailContent {
  subject: string;
  /** Paragraphs of plain text; rendered escaped in HTML and as-is in the text part. */
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

const FOOTER: Record<Language, (siteTitle: string) => string> = {
  pl: (siteTitle) => `Ta wiadomość została wysłana automatycznie przez platformę ${siteTitle}. Nie odpowiadaj na nią.`,
  en: (siteTitle) => `This message was sent automatically by the ${siteTitle} platform. Please do not reply to it.`,
};

/** Renders one message as HTML (inline styles: mail clients ignore stylesheets) and as a plain-text part. */
export function renderLayout(content: EmailContent, branding: EmailBranding, language: Language) {
  const color = escapeHtml(branding.primaryColor);
  const header = branding.logoUrl
    ? `<img src="${escapeHtml(branding.logoUrl)}" alt="${escapeHtml(branding.siteTitle)}" height="40" style="display:block;height:40px;border:0">`
    : `<span style="font-size:20px;font-weight:bold;color:${color}">${escapeHtml(branding.siteTitle)}</span>`;
  const paragraphs = content.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;background:${color};color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:12px;color:#6b7280;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  const footnote = content.footnote ? `<p style="margin:0 0 16px;color:#6b7280">${escapeHtml(content.footnote)}</p>` : '';
  const footer = FOOTER[language](branding.siteTitle);
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;border-top:4px solid ${color}">
<tr><td style="padding:24px 32px">${header}</td></tr>
<tr><td style="padding:0 32px 8px;font-size:15px">
${paragraphs}
${action}
${footnote}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">${escapeHtml(footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  const text = [
    branding.siteTitle,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    '--',
    footer,
  ].join('\n');
  return { subject: content.subject, html, text, links: content.action ? [content.action.url] : [] };
}
