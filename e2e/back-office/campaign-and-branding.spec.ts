import type { Page, TestInfo } from '@playwright/test';
import { uniqueSuffix } from '../advisors/helpers.ts';
import { DEMO_PASSWORD, linkSentBy } from '../auth/helpers.ts';
import { expect, NAVY_URL, test } from '../fixtures.ts';
import { onePagePdf, solidPng } from './fixture-files.ts';

// Issue 14 end to end on the second tenant (Navy Capital, English): the issuer's admin puts a debt campaign with two
// products on sale in PL and EN with its terms PDF and cover, rebrands the landing page (theme colours and logo); an
// advisor of the tenant then offers the campaign to a new investor, whose offer page shows the new branding, the cover and
// the terms. Navy's branding is put back afterwards: e2e/foundation/tenants.spec.ts expects its navy theme and logo.

const ADMIN_EMAIL = 'admin@navy.test';
const ADVISOR_EMAIL = 'advisor@navy.test';
const CAMPAIGN_EN = 'Lighthouse Shipping Bonds Series A';
const CAMPAIGN_PL = 'Obligacje Lighthouse Shipping seria A';
/** Teal: white text on it passes WCAG AA. */
const THEME = { default: '#0f766e', hover: '#115e59', highlight: '#f0fdfa' };
const THEME_PRIMARY_RGB = 'rgb(15, 118, 110)';

const COVER = { name: 'lighthouse-cover.png', mimeType: 'image/png', buffer: solidPng(600, 200, [14, 116, 144]) };
const LOGO = { name: 'lighthouse-logo.png', mimeType: 'image/png', buffer: solidPng(240, 64, [15, 118, 110]) };
const TERMS = { name: 'lighthouse-terms.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Terms of the issue') };

test.describe.configure({ mode: 'serial' });

type Branding = { whiteLabel: unknown; admin: unknown };
let originalBranding: Branding | null = null;

/**
 * Calls the Navy landing page's API as its admin from a page on its host (Node does not resolve `*.localhost`; the browser
 * does): logs in, then sends each request with the token. Answers the JSON bodies, and fails on any status but 200.
 */
async function asNavyAdmin(page: Page, requests: { method: 'GET' | 'PUT'; path: string; body?: unknown }[]): Promise<unknown[]> {
  await page.goto(`${NAVY_URL}/access-denied`);
  const answers = await page.evaluate(
    async ({ email, password, calls }) => {
      const login = await fetch('/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const results: { status: number; body: unknown }[] = [];
      for (const call of calls) {
        const response = await fetch(call.path, {
          method: call.method,
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
        });
        results.push({ status: response.status, body: await response.json() });
      }
      return results;
    },
    { email: ADMIN_EMAIL, password: DEMO_PASSWORD, calls: requests },
  );
  for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answers.map((answer) => answer.body);
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const [whiteLabel, admin] = await asNavyAdmin(page, [
    { method: 'GET', path: '/api/advisor/white-label' },
    { method: 'GET', path: '/api/advisor/admin-configuration' },
  ]);
  originalBranding = { whiteLabel, admin };
  await page.close();
});

test.afterAll(async ({ browser }) => {
  if (!originalBranding) return;
  const page = await browser.newPage();
  await asNavyAdmin(page, [
    { method: 'PUT', path: '/api/advisor/white-label', body: originalBranding.whiteLabel },
    { method: 'PUT', path: '/api/advisor/admin-configuration', body: originalBranding.admin },
  ]);
  await page.close();
});

/** Today and a day `days` later in the business time zone, `yyyy-mm-dd`. */
function warsawDay(days = 0): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(date);
}

async function logInOnNavy(page: Page, email: string): Promise<void> {
  await page.goto(`${NAVY_URL}/doradcy`);
  const form = page.getByTestId('advisor-login-form');
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('app-user-name')).toBeVisible();
}

async function logOut(page: Page): Promise<void> {
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(`${NAVY_URL}/`);
}

async function openAdministration(page: Page, link: 'Campaigns' | 'Branding' | 'Networks'): Promise<void> {
  await page.getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('list', { name: 'Administration' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
}

/** The branding editor as the admin sees it, whole, attached to the report and kept beside it. */
async function attachBrandingEditor(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expect(page.getByTestId('theme-preview')).toBeVisible();
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('the issuer puts a campaign on sale and rebrands, and the investor sees both in English', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const investorEmail = `investor-${uniqueSuffix()}@example.com`;

  // 1. The admin of Navy Capital (English) opens the branding editor under the navy theme.
  await logInOnNavy(page, ADMIN_EMAIL);
  await expect(page.locator('html')).toHaveClass(/theme-navy/);
  await openAdministration(page, 'Branding');
  await expect(page.getByTestId('theme-preview')).toHaveClass(/theme-navy/);
  await attachBrandingEditor(page, testInfo, 'branding-editor-navy-theme');

  // 2. A debt campaign in PL and EN with its cover, terms PDF, payment account and two products.
  await openAdministration(page, 'Campaigns');
  await page.getByRole('link', { name: 'New campaign' }).click();
  const form = page.getByRole('form', { name: 'Campaign' });
  await form.getByLabel('Issuer', { exact: true }).fill('Lighthouse Shipping plc');
  await form.getByLabel('Currency', { exact: true }).selectOption('EUR');
  await form.getByLabel('Subscriptions from', { exact: true }).fill(warsawDay());
  await form.getByLabel('Subscriptions until', { exact: true }).fill(warsawDay(90));
  await form.getByLabel('Target amount', { exact: true }).fill('2 500 000');
  await form.getByLabel('Name (PL)', { exact: true }).fill(CAMPAIGN_PL);
  await form.getByLabel('Short description (PL)', { exact: true }).fill('Obligacje zabezpieczone na flocie, 7,5% rocznie.');
  await form.getByLabel('Name (EN)', { exact: true }).fill(CAMPAIGN_EN);
  await form.getByLabel('Short description (EN)', { exact: true }).fill('Bonds secured on the fleet, 7.5% a year.');
  await form
    .getByLabel('Description (EN)', { exact: true })
    .fill('Lighthouse Shipping renews its feeder fleet. Interest is paid every quarter.');
  await form.getByLabel('Interest rate (% a year)', { exact: true }).fill('7.5');
  await form.getByLabel('Duration', { exact: true }).fill('24');

  await form.getByLabel('Upload a cover image').setInputFiles(COVER);
  await expect(form.getByTestId('campaign-cover-preview')).toHaveAttribute('src', /^\/public-api\/asset\//);
  await expect(form.getByLabel("Next document's type")).toHaveValue('terms');
  await form.getByLabel('Upload a PDF document').setInputFiles(TERMS);
  await expect(form.getByTestId('campaign-document-row')).toContainText(TERMS.name);

  const iban = form.getByLabel('Account number (IBAN or NRB)', { exact: true });
  await iban.pressSequentially('GB29NWBK60161331926819');
  await expect(iban).toHaveValue('GB29 NWBK 6016 1331 9268 19');
  await form.getByLabel('Account holder', { exact: true }).fill('Lighthouse Shipping plc');
  await form.getByLabel('Bank', { exact: true }).fill('NatWest');
  await form.getByLabel('SWIFT/BIC', { exact: true }).fill('NWBKGB2L');
  await form.getByLabel('Transfer title', { exact: true }).fill('Lighthouse');
  await form.getByRole('button', { name: 'Insert the placeholder: offer number' }).click();
  await expect(form.getByTestId('transfer-title-example')).toHaveText('Example: Lighthouse 3FA85F64');

  for (const [index, product] of [
    { code: 'LH-A', min: '1000', max: '250000', step: '1000' },
    { code: 'LH-A-INST', min: '100000', max: '1000000', step: '10000' },
  ].entries()) {
    await form.getByRole('button', { name: 'Add a product' }).click();
    const fields = form.getByRole('group', { name: `Product ${index + 1}` });
    await fields.getByLabel('Code', { exact: true }).fill(product.code);
    await fields.getByLabel('Minimum investment', { exact: true }).fill(product.min);
    await fields.getByLabel('Maximum investment', { exact: true }).fill(product.max);
    await fields.getByLabel('Amount multiple', { exact: true }).fill(product.step);
    await expect(fields.getByLabel('Currency', { exact: true })).toHaveValue('EUR');
  }
  await form.getByRole('button', { name: 'Create the campaign' }).click();

  await expect(page).toHaveURL(/\/app\/admin\/campaigns$/);
  const row = page.getByTestId('admin-campaign-row').filter({ hasText: CAMPAIGN_EN });
  await expect(row.getByTestId('campaign-state')).toHaveText('Running');
  await expect(row.locator('td').nth(4)).toHaveText('2');

  // 3. The preview shows the public page's presentation with the cover and the terms.
  await row.getByRole('link', { name: 'Preview' }).click();
  const preview = page.getByTestId('campaign-preview');
  await expect(preview.getByRole('heading', { level: 1, name: CAMPAIGN_EN })).toBeVisible();
  await expect(preview.getByTestId('campaign-image')).toHaveAttribute('src', /^\/public-api\/asset\//);
  await expect(preview.getByTestId('offer-product-code')).toContainText('LH-A');
  await expect(preview.getByRole('button', { name: `Terms and conditions: ${TERMS.name}` })).toBeVisible();

  // 4. New theme colours and logo; the app takes the custom theme at once.
  await openAdministration(page, 'Branding');
  const theme = page.getByRole('form', { name: 'Theme and overrides' });
  await theme.getByRole('checkbox', { name: 'Use custom theme colours' }).check();
  await theme.getByLabel('Default colour', { exact: true }).fill(THEME.default);
  await theme.getByLabel('Hover colour', { exact: true }).fill(THEME.hover);
  await theme.getByLabel('Highlight colour', { exact: true }).fill(THEME.highlight);
  await expect(theme.getByTestId('theme-preview')).toHaveClass(/theme-custom/);
  await expect(theme.getByTestId('contrast-warning')).toHaveCount(0);
  await theme.getByRole('button', { name: 'Save the theme and overrides' }).click();
  await expect(page.locator('html')).toHaveClass(/theme-custom/);

  const landing = page.getByRole('form', { name: 'Landing page' });
  await landing.getByLabel('Upload: Logo', { exact: true }).setInputFiles(LOGO);
  const logoUrl = landing.getByLabel('Logo', { exact: true });
  await expect(logoUrl).toHaveValue(/^\/public-api\/asset\//);
  const newLogo = await logoUrl.inputValue();
  await landing.getByRole('button', { name: 'Save the landing page' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('The landing page has been saved');
  await attachBrandingEditor(page, testInfo, 'branding-editor-custom-theme');
  await logOut(page);

  // 5. An advisor of Navy Capital sees the new campaign and invites a new investor.
  await logInOnNavy(page, ADVISOR_EMAIL);
  await page.getByTestId('nav-offers').click();
  await page.getByRole('article', { name: CAMPAIGN_EN }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN_EN })).toBeVisible();
  const campaignUrl = page.url();
  const offerLink = await linkSentBy(page, investorEmail, '/campaign?token=', async () => {
    await page.goto(campaignUrl);
    const invitation = page.getByRole('form', { name: 'Investor invitation' });
    await invitation.getByLabel("Investors' e-mail addresses").fill(investorEmail);
    await invitation.getByLabel('Message').fill('Good morning, here is the new Lighthouse bond issue we talked about.');
    await invitation.getByLabel('Network').selectOption({ label: 'Atlantic' });
    await invitation.getByLabel('I confirm the investor agreed to receive the invitation').check();
    await invitation.getByRole('button', { name: 'Send invitations' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Invitation(s) sent!');
  });
  expect(new URL(offerLink).host).toBe(new URL(NAVY_URL).host);
  // linkSentBy has read the mailbox on the default host: back to the panel to log out.
  await page.goto(`${NAVY_URL}/app`);
  await logOut(page);

  // 6. The investor's offer page: the new theme colours, logo, cover and terms, in English.
  await page.goto(offerLink);
  await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN_EN })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveClass(/theme-custom/);
  const interested = page.getByRole('button', { name: "I'm interested" });
  await expect(interested).toHaveCSS('background-color', THEME_PRIMARY_RGB);
  await expect(page.getByTestId('offer-campaign-type')).toHaveCSS('color', THEME_PRIMARY_RGB);
  await expect(page.getByTestId('public-page-logo')).toHaveAttribute('src', newLogo);
  const cover = page.getByTestId('campaign-image');
  await expect(cover).toHaveAttribute('src', /^\/public-api\/asset\//);
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(600);
  const terms = page
    .getByRole('region', { name: 'Documents' })
    .getByRole('link', { name: `Terms and conditions: ${TERMS.name}` });
  await expect(terms).toBeVisible();
  const href = (await terms.getAttribute('href')) ?? '';
  const downloaded = await page.evaluate(async (path) => {
    const response = await fetch(path);
    return { status: response.status, start: (await response.text()).slice(0, 5) };
  }, href);
  expect(downloaded).toEqual({ status: 200, start: '%PDF-' });
});

test('the back office fits a 390 px phone and its menu works from the keyboard', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInOnNavy(page, ADMIN_EMAIL);
  const noHorizontalScroll = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByTestId('panel-menu-button').click();
  const menu = page.getByTestId('panel-mobile-menu');
  const administration = menu.getByRole('button', { name: 'Administration' });
  await administration.focus();
  await page.keyboard.press('Enter');
  await expect(administration).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Campaigns' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await noHorizontalScroll();

  await page.getByRole('link', { name: 'New campaign' }).click();
  await page.getByRole('button', { name: 'Add a product' }).click();
  await expect(page.getByRole('group', { name: 'Product 1' })).toBeVisible();
  await noHorizontalScroll();
  const path = testInfo.outputPath('campaign-form-390px.png');
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach('campaign-form-390px', { path, contentType: 'image/png' });

  for (const screen of ['Branding', 'Networks'] as const) {
    // Each screen is opened from a fresh load; a load that cuts off the previous page's session refresh keeps the session
    // (the reuse grace, decision 067).
    await page.goto(`${NAVY_URL}/app`);
    await page.getByTestId('panel-menu-button').click();
    await menu.getByRole('button', { name: 'Administration' }).click();
    await menu.getByRole('link', { name: screen }).click();
    await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible();
    await noHorizontalScroll();
  }
});
