import type { Language } from '@emisja/shared';
import { renderLayout, type EmailBranding, type EmailContent } from './layout.ts';

// Every e-mail the platform sends, in Polish and English. Each template turns its data into content; the layout adds the
// tenant's branding and the plain-text part. Later issues add their templates here (login link, activation, invitation...).

export type EmailTemplate = { name: 'test-message'; data: { requestedAt: string } };

type Renderers = { [T in EmailTemplate as T['name']]: (data: T['data'], branding: EmailBranding) => EmailContent };

const TEMPLATES: Record<Language, Renderers> = {
  pl: {
    'test-message': (data, branding) => ({
      subject: `Wiadomość testowa z platformy ${branding.siteTitle}`,
      paragraphs: [
        'Dzień dobry,',
        `to wiadomość testowa wysłana ${data.requestedAt} (UTC). Skoro ją czytasz, wysyłka poczty z platformy ${branding.siteTitle} działa.`,
        'Żółć, gęś i źdźbło: polskie znaki docierają bez zmian.',
      ],
      action: { label: 'Otwórz platformę', url: `${branding.origin}/` },
    }),
  },
  en: {
    'test-message': (data, branding) => ({
      subject: `Test message from ${branding.siteTitle}`,
      paragraphs: [
        'Hello,',
        `this is a test message sent at ${data.requestedAt} (UTC). If you can read it, e-mail delivery from ${branding.siteTitle} works.`,
      ],
      action: { label: 'Open the platform', url: `${branding.origin}/` },
    }),
  },
};

export function renderEmail(template: EmailTemplate, language: Language, branding: EmailBranding) {
  const render = TEMPLATES[language][template.name];
  return renderLayout(render(template.data, branding), branding, language);
}
