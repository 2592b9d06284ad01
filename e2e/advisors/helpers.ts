import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, linkSentBy } from '../auth/helpers.ts';
import { expect } from '../fixtures.ts';

// Steps the advisor-workspace browser tests share (issue 4). Accounts of the demo data: product-decisions section 7.

export const ADMIN_EMAIL = 'admin@emisja.test';
export const COORDINATOR_EMAIL = 'koordynator@emisja.test';
export const NORTH_NETWORK = 'Północ';
/** A password that meets the rule (8+ characters, upper and lower case, a digit and a special character). */
export const NEW_ADVISOR_PASSWORD = 'Doradca#2026';
export const ACTIVATION_PATH = '/auth/activate-from-email/';

/** Something unique to this run and call, in letters only (surnames are validated as names). */
export function uniqueSuffix(): string {
  const n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  return n
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('');
}

/** The toast region of the app (sonner, "Powiadomienia"). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Powiadomienia/ });
}

/** Opens "Doradcy" from the panel menu. */
export async function openAdvisorsList(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Doradcy', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/advisors(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Doradcy' })).toBeVisible();
}

/** The advisors table's rows (the machinery's data-table-row). */
export function advisorRows(page: Page) {
  return page.getByTestId('data-table-advisors').getByTestId('data-table-row');
}

/** The surnames in the table, top to bottom, once the table is not loading. */
export async function shownSurnames(page: Page): Promise<string[]> {
  await expect(page.getByTestId('data-table-advisors').getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
  return advisorRows(page).locator('td:nth-child(2)').allTextContents();
}

/** Picks `option` in a multi-select column filter ("Filtr: <column>: …" button, then the checkbox) and closes it. */
export async function toggleMultiSelectFilter(page: Page, column: string, option: string, checked = true): Promise<void> {
  const trigger = page.getByRole('button', { name: new RegExp(`^Filtr: ${column}: `) });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const box = page.getByRole('group', { name: `Filtr: ${column}` }).getByRole('checkbox', { name: option, exact: true });
  // The checkbox shows the URL's filter, which the router updates a moment after the click: wait for it, and click again
  // only when the first click landed while the list was re-rendering.
  await expect(async () => {
    if ((await box.isChecked()) !== checked) await box.click();
    await expect(box).toBeChecked({ checked, timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
}

/** Logs in through the API (no second factor on the demo accounts used here) and returns the access token. */
export async function apiAccessToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { type: string; accessToken?: string };
  expect(body.type).toBe('auth-token');
  return body.accessToken ?? '';
}

export type CreatedAdvisor = { id: string; email: string; firstName: string; surname: string; password: string };

/**
 * Creates an advisor of the North network through the API with `token` (a coordinator's or admin's), reads the activation
 * e-mail from the development mailbox and activates the account with NEW_ADVISOR_PASSWORD: an active advisor who can log
 * in, which no other test relies on.
 */
export async function createActiveAdvisor(page: Page, token: string, surname: string): Promise<CreatedAdvisor> {
  const headers = { authorization: `Bearer ${token}` };
  const networksResponse = await page.request.get('/api/advisor/network', { headers });
  expect(networksResponse.status()).toBe(200);
  const networks = (await networksResponse.json()) as { id: string; name: string }[];
  const north = networks.find((network) => network.name === NORTH_NETWORK);
  if (!north) throw new Error(`No ${NORTH_NETWORK} network in ${JSON.stringify(networks)}`);

  const email = `e2e-${surname.toLowerCase()}@example.com`;
  const firstName = 'Ewa';
  let id = '';
  const link = await linkSentBy(page, email, ACTIVATION_PATH, async () => {
    const response = await page.request.post('/api/advisor/advisor', {
      headers,
      data: { firstName, surname, email, brokerNetworkIds: [north.id] },
    });
    expect(response.status(), await response.text()).toBe(201);
    id = ((await response.json()) as { id: string }).id;
  });

  const activationToken = new URL(link).pathname.slice(ACTIVATION_PATH.length);
  const activation = await page.request.post('/auth/activate-from-email', {
    data: { token: activationToken, password: NEW_ADVISOR_PASSWORD, passwordConfirmation: NEW_ADVISOR_PASSWORD },
  });
  expect(activation.status(), await activation.text()).toBe(200);
  return { id, email, firstName, surname, password: NEW_ADVISOR_PASSWORD };
}
