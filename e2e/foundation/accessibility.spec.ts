import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { advisorRows } from '../advisors/helpers.ts';
import { DEMO_PASSWORD, linkSentBy } from '../auth/helpers.ts';
import { ACCESSIBILITY_PORT, expect, expectNoSeriousA11yViolations, test } from '../fixtures.ts';

// Issue 16: axe-core finds no serious or critical violation on any screen the browser tests visit, in both themes (the demo
// landing page's theme-default on localhost, Navy Capital's theme-navy on navy.localhost: the app has no dark mode, the
// tenant's theme is what changes the colours) and at both widths (a desktop and a 390 px phone). Each screen is opened once
// and checked at both widths; the checks are soft, so one run lists every screen's violations. Navigation waits for the
// screen's first heading and for the network to settle, so axe sees the loaded screen, not a spinner. The spec runs beside
// the flows on its own server and fresh database (ACCESSIBILITY_PORT, playwright.config.ts).

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

type Theme = {
  name: string;
  baseUrl: string;
  admin: string;
  advisor: string;
  /** A coordinator account, where the landing page has one. */
  coordinator: string | null;
  investor: string;
  /** Whether the demo investor has an investment (the investment screen is checked where one exists). */
  hasInvestment: boolean;
};

const THEMES: Theme[] = [
  {
    name: 'theme-default',
    baseUrl: `http://localhost:${ACCESSIBILITY_PORT}`,
    admin: 'admin@emisja.test',
    advisor: 'doradca@emisja.test',
    coordinator: 'koordynator@emisja.test',
    investor: 'inwestor@emisja.test',
    hasInvestment: true,
  },
  {
    name: 'theme-navy',
    baseUrl: `http://navy.localhost:${ACCESSIBILITY_PORT}`,
    admin: 'admin@navy.test',
    advisor: 'advisor@navy.test',
    coordinator: null,
    investor: 'investor@navy.test',
    hasInvestment: false,
  },
];

/** Checks the screen as it is now at both widths, then goes back to the desktop. */
async function checkScreen(page: Page, screen: string): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expectNoSeriousA11yViolations(page, `${screen} at ${viewport.width} px`);
  }
  await page.setViewportSize(DESKTOP);
}

/** Waits until the screen has loaded: `ready` (by default the first level-1 heading) shows and the network is idle. */
async function settle(page: Page, ready?: Locator): Promise<void> {
  await expect(ready ?? page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function visit(page: Page, url: string, screen: string, ready?: Locator): Promise<void> {
  await page.goto(url);
  await settle(page, ready);
  await checkScreen(page, screen);
}

/** Opens the first link of the screen's main content whose address starts with `hrefPrefix`, and checks that screen. */
async function visitFirstLink(page: Page, hrefPrefix: string, screen: string): Promise<void> {
  const link = page.locator(`main a[href^="${hrefPrefix}"]`).first();
  await expect(link).toBeAttached();
  const href = await link.getAttribute('href');
  await visit(page, new URL(href ?? '', page.url()).toString(), screen);
}

async function logIn(page: Page, theme: Theme, email: string): Promise<void> {
  await page.goto(`${theme.baseUrl}/doradcy`);
  const form = page.getByTestId('advisor-login-form');
  await form.locator('input[type="email"]').fill(email);
  await form.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/app$/);
  await settle(page);
}

/**
 * Logs the theme's investor in by an e-mail login link and lands on the summary, accepting the onboarding's documents when
 * it shows (whether it does depends on what ran before in the shared database). With `check`, the screens on the way (the
 * link sent, the confirmation, the onboarding) are checked too.
 */
async function logInInvestor(page: Page, theme: Theme, { check }: { check: boolean }): Promise<void> {
  const base = theme.baseUrl;
  const loginLink = await linkSentBy(page, theme.investor, '/auth/confirm-login', async () => {
    await page.goto(`${base}/investor-login`);
    await page.getByTestId('investor-login-form').locator('input[type="email"]').fill(theme.investor);
    await page.getByTestId('investor-login-form').locator('button[type="submit"]').click();
    await settle(page, page.getByTestId('investor-login-sent'));
    if (check) await checkScreen(page, 'the investor login, link sent');
  });
  await page.goto(loginLink);
  await settle(page, page.getByTestId('confirm-login-button'));
  if (check) await checkScreen(page, 'the login confirmation');
  await page.getByTestId('confirm-login-button').click();
  // The panel may show before its onboarding check answers and leads to /onboarding: settle first, then look.
  const onboarding = page.getByTestId('onboarding-form');
  await expect(page).toHaveURL(/\/(onboarding|app)$/);
  await settle(page);
  if (page.url().endsWith('/onboarding')) {
    await settle(page, onboarding);
    if (check) await checkScreen(page, 'the onboarding');
    for (const consent of await onboarding.getByRole('checkbox').all()) await consent.check();
    await onboarding.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/app$/);
  }
  await settle(page);
}

/**
 * An API call to the theme's landing page: Node resolves no `*.localhost` name, so the request goes to the loopback address
 * with the landing page's host in the Host header (tenancy by host).
 */
function api(theme: Theme, path: string): { url: string; host: string } {
  const host = new URL(theme.baseUrl).host;
  return { url: `http://127.0.0.1:${ACCESSIBILITY_PORT}${path}`, host };
}

async function apiToken(request: APIRequestContext, theme: Theme, email: string): Promise<string> {
  const { url, host } = api(theme, '/auth/login');
  const response = await request.post(url, { headers: { host }, data: { email, password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** The advisor invites a new investor to the first campaign with a product; returns the offer link from the mailbox. */
async function offerLinkFor(page: Page, theme: Theme, email: string): Promise<string> {
  const headers = { authorization: `Bearer ${await apiToken(page.request, theme, theme.advisor)}`, host: api(theme, '').host };
  const campaigns = (await (await page.request.get(api(theme, '/api/advisor/campaigns').url, { headers })).json()) as {
    id: string;
    products: { id: string }[];
  }[];
  const campaign = campaigns.find((candidate) => candidate.products.length > 0);
  const networks = (await (await page.request.get(api(theme, '/api/advisor/network').url, { headers })).json()) as {
    id: string;
  }[];
  if (!campaign || !networks[0]) throw new Error(`${theme.advisor} has no campaign with a product or no network`);
  return linkSentBy(page, email, '/campaign?token=', async () => {
    const invited = await page.request.post(
      api(theme, `/api/advisor/campaign/${campaign.id}/product/${campaign.products[0]!.id}/invite-investor`).url,
      {
        headers,
        data: { investorEmail: email, message: 'Dzień dobry, zapraszam do zapoznania się z ofertą.', networkId: networks[0]!.id },
      },
    );
    expect(invited.status(), await invited.text()).toBe(201);
  });
}

async function kycLinkFor(page: Page, theme: Theme, email: string): Promise<string> {
  const headers = { authorization: `Bearer ${await apiToken(page.request, theme, theme.advisor)}`, host: api(theme, '').host };
  return linkSentBy(page, email, '/kyc-form?token=', async () => {
    const sent = await page.request.post(api(theme, '/api/advisor/kyc/investor-request/send').url, {
      headers,
      data: { investorEmail: email, message: 'Dzień dobry, proszę o wypełnienie ankiety KYC przed wpłatą.' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  });
}

for (const theme of THEMES) {
  test.describe(`accessibility in ${theme.name}`, () => {
    test.use({ viewport: DESKTOP });

    // The longest screen lists are split in two tests each: one list of 14 screens took 1.9 min of its 3 on a quiet machine
    // and ran out of time on a busy one.
    test('public pages and login pages', async ({ page }) => {
      test.setTimeout(180_000);
      const base = theme.baseUrl;
      await visit(page, `${base}/`, 'the landing page');
      await visit(page, `${base}/doradcy`, '/doradcy');
      await visit(page, `${base}/investor-login`, '/investor-login');
      await visit(page, `${base}/auth/reset-password`, 'the password reset request');
      await visit(page, `${base}/auth/reset-password/not-a-token`, 'the new password form');
      await visit(page, `${base}/auth/activate-from-email/not-a-token`, 'the account activation');
      await visit(page, `${base}/auth/confirm-login?token=not-a-token`, 'the login confirmation');
      await visit(page, `${base}/login-with-redirect-token?token=not-a-token`, 'the login by redirect token');
      await visit(page, `${base}/access-denied`, 'access denied');
      await visit(page, `${base}/no-such-page`, 'the page-not-found page');
    });

    test('the public offer page, the invest form, the KYC form and the development mailbox', async ({ page }) => {
      test.setTimeout(180_000);
      const suffix = `${theme.name}-${Date.now()}`;
      const offerLink = await offerLinkFor(page, theme, `a11y-offer-${suffix}@example.com`);
      await visit(page, offerLink, 'the public offer page');
      await page.getByTestId('offer-mark-interest').click();
      await expect(page.getByTestId('offer-mark-interest')).toBeHidden();
      await visit(page, offerLink.replace('/campaign?', '/invest?'), 'the invest form');

      const kycLink = await kycLinkFor(page, theme, `a11y-kyc-${suffix}@example.com`);
      await visit(page, kycLink, 'the KYC form');

      await visit(
        page,
        `http://localhost:${ACCESSIBILITY_PORT}/dev/mailbox`,
        'the development mailbox',
        page.getByRole('heading', { level: 1 }),
      );
    });

    test('the advisor panel: home, offers table and kanban, an offer', async ({ page }) => {
      test.setTimeout(180_000);
      const base = theme.baseUrl;
      await logIn(page, theme, theme.advisor);
      await checkScreen(page, 'the advisor home');
      await visit(page, `${base}/app/investors`, 'the own offers table');
      await page.getByTestId('offers-view-kanban').click();
      await settle(page, page.getByTestId('kanban-column-invited'));
      await checkScreen(page, 'the own offers kanban');
      await page.getByTestId('offers-view-table').click();
      await visitFirstLink(page, '/app/investors/offer/', 'an offer');
    });

    test('the advisor panel: campaigns, a campaign, KYC, documents, profile, settlements', async ({ page }) => {
      test.setTimeout(180_000);
      const base = theme.baseUrl;
      await logIn(page, theme, theme.advisor);
      await visit(page, `${base}/app/offers`, 'the campaigns');
      await visitFirstLink(page, '/app/offers/', 'a campaign with the invitation form');
      await visit(page, `${base}/app/kyc`, 'the KYC requests');
      await visit(page, `${base}/app/documents`, 'the advisor documents');
      await visit(page, `${base}/app/profile`, 'the profile');
      await visit(page, `${base}/app/settlements`, 'the settlement documents');
      await visit(page, `${base}/app/settlements/new`, 'a new settlement document');
    });

    if (theme.coordinator) {
      const coordinator = theme.coordinator;
      test('the coordinator: advisors, an advisor, a new advisor, network offers, a KYC request', async ({ page }) => {
        test.setTimeout(120_000);
        const base = theme.baseUrl;
        await logIn(page, theme, coordinator);
        await visit(page, `${base}/app/advisors`, 'the advisors');
        await visitFirstLink(page, '/app/advisors/', 'an advisor');
        await visit(page, `${base}/app/advisors/new`, 'a new advisor');
        await visit(page, `${base}/app/investors/network`, 'the network offers');
        await visit(page, `${base}/app/kyc`, 'the network KYC requests');
        await visitFirstLink(page, '/app/kyc/', 'a KYC request');
      });
    }

    // The admin's screens in two tests: one took 58 s of its 120 s on a quiet machine and ran out of time on a busy one.
    test('the admin campaign pages: campaigns, a campaign, its preview, a new campaign', async ({ page }) => {
      test.setTimeout(180_000);
      const base = theme.baseUrl;
      await logIn(page, theme, theme.admin);
      await visit(page, `${base}/app/admin/campaigns`, 'the admin campaigns');
      await visitFirstLink(page, '/app/admin/campaigns/', 'a campaign being edited');
      await visit(page, `${page.url()}/preview`, 'a campaign preview');
      await visit(page, `${base}/app/admin/campaigns/new`, 'a new campaign');
    });

    test('the other admin pages: branding, networks, audit trail, impersonation', async ({ page }) => {
      test.setTimeout(180_000);
      const base = theme.baseUrl;
      await logIn(page, theme, theme.admin);
      await visit(page, `${base}/app/admin/branding`, 'the branding');
      await visit(page, `${base}/app/admin/networks`, 'the networks');
      await visit(page, `${base}/app/admin/audit`, 'the audit trail');
      // The advisor's panel as the admin views it (impersonation), with its banner; then back to the admin's own panel.
      await visit(page, `${base}/app/advisors`, 'the advisors, as an admin');
      await advisorRows(page).filter({ hasText: theme.advisor }).getByTestId('advisor-edit').click();
      await expect(page).toHaveURL(/\/app\/advisors\/[0-9a-f-]{36}$/);
      await page.getByTestId('impersonate-button').click();
      const banner = page.getByTestId('impersonation-banner');
      await expect(banner).toContainText(theme.advisor);
      await expect(page).toHaveURL(/\/app$/);
      await settle(page, page.getByTestId('app-user-name'));
      await checkScreen(page, 'an advisor panel viewed by the admin');
      await banner.getByRole('button').click();
      await expect(banner).toBeHidden();
    });

    test('the investor panel: login link sent, login confirmation, onboarding, summary, offers, an offer', async ({ page }) => {
      test.setTimeout(180_000);
      const base = theme.baseUrl;
      await logInInvestor(page, theme, { check: true });
      await checkScreen(page, 'the investor summary');
      await visit(page, `${base}/app/offers`, 'the investor offers');
      await visitFirstLink(page, '/app/offers/', 'an investor offer');
      await visit(page, `${base}/app/offers?tab=archived`, 'the archived investor offers');
    });

    test('the investor panel: investments, products, my data, documents', async ({ page }) => {
      test.setTimeout(180_000);
      const base = theme.baseUrl;
      await logInInvestor(page, theme, { check: false });
      await visit(page, `${base}/app/investments`, 'the investments');
      if (theme.hasInvestment) await visitFirstLink(page, '/app/investments/', 'an investment with its schedule');
      await visit(page, `${base}/app/products`, 'the products');
      await visitFirstLink(page, '/app/products/', 'a product');
      await visit(page, `${base}/app/my-data`, 'my data');
      await visit(page, `${base}/app/documents`, 'the investor documents');
    });
  });
}
