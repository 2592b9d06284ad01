import type { TWhiteLabelResponse } from '@emisja/shared';
import { escapeHtml } from '../emails/html.ts';

export type TLandingSide = 'investor' | 'advisors';

/**
 * The pages that show one side of the tenant's landing split screen (the routes of apps/web/src/app/routes that render
 * `LandingLayout`): the investor side uses the landing's main content, the advisors' side the advisor-panel content.
 */
const LANDING_PAGES: { path: RegExp; side: TLandingSide }[] = [
  { path: /^\/(investor-login|auth\/confirm-login|login-with-redirect-token)?$/, side: 'investor' },
  { path: /^\/(doradcy|auth\/activate-from-email\/[^/]+|auth\/reset-password(\/[^/]+)?)$/, side: 'advisors' },
];

export function landingSideOf(pathname: string): TLandingSide | null {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return LANDING_PAGES.find(({ path }) => path.test(normalized))?.side ?? null;
}

/** What the HTML shell says about the tenant before the app runs. */
export type TShellHead = { title: string | null; favicon: string | null; backgroundImage: string | null };

function present(text: string | null | undefined): string | null {
  return text && text.trim() ? text : null;
}

/**
 * The tenant's title, favicon and, on a landing page, the background picture of its side: the picture is the page's largest
 * element (Lighthouse's LCP), and the app asks for it only once React renders the layout, after its code and the branding
 * have arrived; named in the HTML, the browser fetches it beside the code. The same choice as the app's resolveBranding
 * (apps/web/src/features/white-label/lib/resolve-branding.ts): the advisors' side falls back to the main picture.
 */
export function shellHeadFor(whiteLabel: TWhiteLabelResponse, side: TLandingSide | null): TShellHead {
  const { landing, configuration } = whiteLabel;
  const main = present(configuration.bgImage);
  const backgroundImage = side === 'advisors' ? (present(configuration.advisorPanel.bgImage) ?? main) : side ? main : null;
  return { title: present(landing.siteTitle), favicon: present(landing.favicon), backgroundImage };
}

/** index.html with the tenant's head: the title and favicon replaced, the picture's preload added before `</head>`. */
export function renderShell(template: string, head: TShellHead): string {
  let html = template;
  if (head.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  if (head.favicon) html = html.replace(/<link rel="icon"[^>]*>/, `<link rel="icon" href="${escapeHtml(head.favicon)}" />`);
  if (head.backgroundImage) {
    const preload = `<link rel="preload" as="image" href="${escapeHtml(head.backgroundImage)}" fetchpriority="high" />`;
    html = html.replace('</head>', `    ${preload}\n  </head>`);
  }
  return html;
}
