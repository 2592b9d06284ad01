import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect } from '../fixtures.ts';

// Steps the auth browser tests share. Demo accounts: product-decisions section 7 (password Demo1234!).

export const DEMO_PASSWORD = 'Demo1234!';
export const INVESTOR_EMAIL = 'inwestor@emisja.test';

/** Logs in on /doradcy with e-mail and password; `code` answers the second-factor step when the account has 2FA. */
export async function logInAsAdvisor(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/doradcy');
  await submitAdvisorCredentials(page, email, password);
}

export async function submitAdvisorCredentials(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByTestId('advisor-login-form');
  await form.getByLabel('Adres e-mail').fill(email);
  await form.getByLabel('Hasło').fill(password);
  await form.getByRole('button', { name: 'Zaloguj się' }).click();
}

export async function expectInPanelAs(page: Page, name: string): Promise<void> {
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('app-user-name')).toHaveText(`Witaj, ${name}`);
}

/**
 * An investor whose landing page's documents are not all accepted in their current versions lands on /onboarding, the
 * investor panel's first page (product-decisions section 10); the demo investor does on every fresh database.
 */
export async function expectOnInvestorOnboarding(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Witamy w panelu inwestora' })).toBeVisible();
  await expect(page.getByTestId('onboarding-form')).toBeVisible();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('landing-headline')).toBeVisible();
}

export function storedItem(page: Page, key: 'apiKey' | 'refreshToken' | 'interceptor'): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/** The claims of the stored access token. */
export async function storedTokenData(page: Page): Promise<{ exp: number; context_type: string; username: string }> {
  const token = await storedItem(page, 'apiKey');
  if (!token) throw new Error('No access token is stored');
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    exp: number;
    context_type: string;
    username: string;
  };
}

/** The development mailbox searched by `recipient`: it pages 50 mails at a time, newest first (issue 16). */
export function mailboxUrlFor(recipient: string, baseUrl = ''): string {
  return `${baseUrl}/dev/mailbox?to=${encodeURIComponent(recipient)}`;
}

async function newestLink(page: Page, recipient: string, pathPart: string): Promise<string | null> {
  await page.goto(mailboxUrlFor(recipient));
  const links = page
    .getByTestId('mailbox-message')
    .filter({ hasText: recipient })
    .getByTestId('mailbox-link')
    .filter({ hasText: pathPart });
  return (await links.count()) > 0 ? links.first().getAttribute('href') : null;
}

/**
 * Runs `send` (an action that e-mails a link to `recipient`) and returns the new link whose path contains `pathPart`, read
 * from the development mailbox (/dev/mailbox searched by the recipient, newest first). The "send a link" endpoints write the e-mail just after
 * answering, so the mailbox is read until a link other than the newest one before `send` is there.
 */
export async function linkSentBy(page: Page, recipient: string, pathPart: string, send: () => Promise<void>): Promise<string> {
  const previous = await newestLink(page, recipient, pathPart);
  await send();
  let link: string | null = null;
  await expect(async () => {
    link = await newestLink(page, recipient, pathPart);
    expect(link).not.toBeNull();
    expect(link).not.toBe(previous);
  }).toPass({ timeout: 15_000 });
  if (!link) throw new Error(`No link to ${recipient}`);
  return link;
}

/** Asks for an investor login link on /investor-login and returns the link from the mailbox. */
export function requestInvestorLoginLink(page: Page, email = INVESTOR_EMAIL): Promise<string> {
  return linkSentBy(page, email, '/auth/confirm-login', async () => {
    await page.goto('/investor-login');
    await page.getByTestId('investor-login-form').getByLabel('Adres e-mail').fill(email);
    await page.getByRole('button', { name: 'Wyślij link do logowania' }).click();
    await expect(page.getByTestId('investor-login-sent')).toContainText('Sprawdź skrzynkę pocztową');
  });
}

/** Opens an investor login link and presses the button that uses it. */
export async function confirmInvestorLogin(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByTestId('confirm-login-button').click();
}

/** The code the authenticator app shows `offsetSeconds` from now (otplib 13: async, epoch in seconds). */
export function totpCode(secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

export const TOKEN_INACTIVE_PL = 'Token nie jest już aktywny';
