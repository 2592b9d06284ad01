import type { Page, TestInfo } from '@playwright/test';
import { expect, NAVY_URL, test } from '../fixtures.ts';

// Issue 18 "Layout and feedback": the advisor panel at 1366 px (a common laptop) and 390 px (a phone), as every role on both
// tenants. Fails when the page scrolls sideways, when the offer table's action is out of view, when the kanban hides columns
// without saying so, when the header does not fold on a phone, or when the 404 page lacks the tenant's logo. Screenshots of
// each changed screen (the home by role, the offer table, the kanban, the phone menu, the 404 page) in both themes.

const PASSWORD = 'Demo1234!';
const DEMO_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1366, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

type Account = { tenant: 'demo' | 'navy'; baseUrl: string; email: string; role: 'advisor' | 'coordinator' | 'admin' };

// Navy Capital has no coordinator among its demo accounts: its advisor and admin stand for it.
const ACCOUNTS: readonly Account[] = [
  { tenant: 'demo', baseUrl: DEMO_URL, email: 'doradca@emisja.test', role: 'advisor' },
  { tenant: 'demo', baseUrl: DEMO_URL, email: 'koordynator@emisja.test', role: 'coordinator' },
  { tenant: 'demo', baseUrl: DEMO_URL, email: 'admin@emisja.test', role: 'admin' },
  { tenant: 'navy', baseUrl: NAVY_URL, email: 'advisor@navy.test', role: 'advisor' },
  { tenant: 'navy', baseUrl: NAVY_URL, email: 'admin@navy.test', role: 'admin' },
];

/** Fails when the page is wider than the window (a horizontal scroll bar), naming the outermost elements past its edge. */
async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => {
    const window = document.documentElement.clientWidth;
    const offenders = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((element) => element.getBoundingClientRect().right > window + 1)
      .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= window + 1)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.dataset.testid ? `[${element.dataset.testid}]` : ''}.${element.className}`,
      );
    return { page: document.documentElement.scrollWidth, window, offenders };
  });
  expect(widths.page, `${where}: page wider than the window: ${widths.offenders.join(' | ')}`).toBeLessThanOrEqual(widths.window);
}

/** Fails unless the element lies wholly inside the window (not scrolled off to the right or cut by it). */
async function expectWithinWindow(page: Page, selector: ReturnType<Page['locator']>, what: string): Promise<void> {
  const box = await selector.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, `${what} has a box`).not.toBeNull();
  expect(box!.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends inside the window (${width} px)`).toBeLessThanOrEqual(width);
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function logIn(page: Page, account: Account): Promise<void> {
  await page.goto(`${account.baseUrl}/doradcy`);
  const form = page.getByTestId('advisor-login-form');
  await form.getByLabel(/^(Adres e-mail|E-mail address)$/).fill(account.email);
  await form.getByLabel(/^(Hasło|Password)$/).fill(PASSWORD);
  await form.getByRole('button', { name: /^(Zaloguj się|Log in)$/ }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('app-user-name')).toBeVisible();
}

/** The table's first page has settled: rows, or the empty state. */
async function waitForTable(page: Page): Promise<void> {
  await expect(page.getByTestId('data-table-row').first().or(page.getByTestId('data-table-empty'))).toBeVisible();
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
}

for (const viewport of VIEWPORTS) {
  for (const account of ACCOUNTS) {
    test(`${account.tenant} ${account.role} at ${viewport.size.width} px: home, offer table, kanban and header fit the window`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport.size);
      const shot = (screen: string) =>
        attachScreenshot(page, testInfo, `${account.tenant}-${account.role}-${viewport.name}-${screen}`);
      await logIn(page, account);

      // The home by role (issue 18): offers awaiting action and recent activity; network totals; campaign funding.
      await expect(page.getByTestId('dashboard-awaiting')).toBeVisible();
      await expect(page.getByTestId('dashboard-recent')).toBeVisible();
      await expect(page.getByTestId('dashboard-network')).toBeVisible({ visible: account.role !== 'advisor' });
      await expect(page.getByTestId('dashboard-funding')).toBeVisible({ visible: account.role === 'admin' });
      if (account.role === 'admin') await expect(page.getByTestId('dashboard-funding-campaign').first()).toBeVisible();
      await expect(page.getByText(/^(Ładowanie…|Loading…)$/)).toHaveCount(0);
      await expectNoHorizontalOverflow(page, 'home');
      await shot('home');

      // The header: on a phone the navigation folds behind a menu button, the language switch stays in view.
      const languageSwitch = page.getByTestId('language-en').or(page.getByTestId('language-pl')).first();
      await expectWithinWindow(page, languageSwitch, 'the language switch');
      if (viewport.name === 'phone') {
        await page.getByTestId('panel-menu-button').click();
        await expect(page.getByTestId('panel-mobile-menu')).toBeVisible();
        await expectNoHorizontalOverflow(page, 'phone menu');
        await shot('phone-menu');
        await page.getByTestId('panel-menu-button').click();
        await expect(page.getByTestId('panel-mobile-menu')).toBeHidden();
      }

      // The offer table: the network variant for coordinators and admins (with "Change advisor"), own offers otherwise.
      const listPath = account.role === 'advisor' ? '/app/investors' : '/app/investors/network';
      await page.goto(`${account.baseUrl}${listPath}`);
      await waitForTable(page);
      await expectNoHorizontalOverflow(page, 'offer table');
      const rows = page.getByTestId('data-table-row');
      if ((await rows.count()) > 0) {
        const rowBox = await rows.first().boundingBox();
        // One line of text; the network table's "Change advisor" button (a 40 px touch target) sets its rows' height.
        expect(rowBox!.height, 'a compact row').toBeLessThan(account.role === 'advisor' ? 56 : 64);
      }
      const changeOwner = page.getByTestId('offer-change-owner');
      if (account.tenant === 'demo' && account.role !== 'advisor') await expect(changeOwner.first()).toBeVisible();
      if ((await changeOwner.count()) > 0) await expectWithinWindow(page, changeOwner.first(), 'the row action');
      await shot('offer-table');

      // The kanban says how many columns are out of view and scrolls to them.
      await page.goto(`${account.baseUrl}${listPath}?view=kanban`);
      await expect(page.getByTestId('kanban-column-invited')).toBeVisible();
      const more = page.getByTestId('kanban-scroll-right');
      await expect(more).toBeVisible();
      await expect(more).toHaveText(/(Jeszcze \d+ kolumn|\d+ more columns? to the right)/);
      await expectNoHorizontalOverflow(page, 'kanban');
      await shot('kanban');
      await more.click();
      await expect(page.getByTestId('kanban-scroll-left')).toBeVisible();
      if (viewport.name === 'phone') {
        await expect(page.getByTestId('offer-filters')).toBeHidden();
        await page.getByTestId('offer-filters-toggle').click();
        await expect(page.getByTestId('offer-filters')).toBeVisible();
        await expectNoHorizontalOverflow(page, 'kanban filters');
      }
    });
  }

  for (const tenant of [
    { name: 'demo', baseUrl: DEMO_URL },
    { name: 'navy', baseUrl: NAVY_URL },
  ]) {
    test(`${tenant.name} 404 page at ${viewport.size.width} px carries the tenant's logo and one language switch`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport.size);
      await page.goto(`${tenant.baseUrl}/no-such-page`);
      await expect(page.getByTestId('error-status')).toHaveText('404');
      await expect(page.getByTestId('blank-page-logo')).toBeVisible();
      await expect(page.locator('[data-testid^="language-"]')).toHaveCount(2);
      await expectNoHorizontalOverflow(page, '404');
      await attachScreenshot(page, testInfo, `${tenant.name}-${viewport.name}-404`);
    });
  }
}

test('a cold load shows the shell loader before the app, which replaces it', async ({ page }) => {
  // The HTML shell alone (no script run yet) carries the loader.
  const shell = await (await page.request.get('/')).text();
  expect(shell).toContain('data-testid="shell-loader"');
  await page.goto('/');
  await expect(page.getByTestId('shell-loader')).toHaveCount(0);
});
