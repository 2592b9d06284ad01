import { expect, NAVY_URL, test } from '../fixtures.ts';

test.describe('white-label tenants', () => {
  test('the demo landing page shows the tenant title, branding and documents in Polish', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Emisja Demo/);
    await expect(page.locator('html')).toHaveClass(/theme-default/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByTestId('landing-headline')).toBeVisible();
    await expect(page.getByTestId('landing-logo')).toHaveAttribute('src', '/branding/demo/logo.svg');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/branding/demo/favicon.svg');
    const terms = page.locator('a[href="/branding/demo/regulamin.html"]');
    await expect(terms).toBeVisible();
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(page.locator('a[href="/branding/demo/ryzyka-inwestycyjne.html"]')).toBeVisible();
    await expect(page.getByTestId('landing-consents-note')).toBeVisible();
  });

  test('navy.localhost shows Navy Capital in English with theme-navy', async ({ page }) => {
    await page.goto(`${NAVY_URL}/`);
    await expect(page).toHaveTitle(/Navy Capital/);
    await expect(page.locator('html')).toHaveClass(/theme-navy/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('landing-logo')).toHaveAttribute('src', '/branding/navy/logo.svg');
    await expect(page.locator('a[href="/branding/navy/terms.html"]')).toBeVisible();
    // The navy primary colour comes from the theme's CSS variables (spec section 9).
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary.toLowerCase()).toBe('#172554');
  });

  test('the advisors landing page /doradcy shows the advisor-panel branding', async ({ page }) => {
    await page.goto('/doradcy');
    await expect(page).toHaveTitle(/Emisja Demo/);
    await expect(page.getByTestId('landing-headline')).toBeVisible();
    await expect(page.getByTestId('landing-headline')).not.toHaveText('');
  });

  test('an unknown path shows the 404 page with the path, in both languages', async ({ page }) => {
    await page.goto(`${NAVY_URL}/nope`);
    await expect(page.getByTestId('error-message')).toHaveText('Page not found: /nope');
    await expect(page.getByTestId('error-status')).toContainText('404');
    await page.goto('/nope');
    await expect(page.getByTestId('error-message')).toHaveText('Nie znaleziono strony: /nope');
  });

  test('/access-denied shows the No access screen', async ({ page }) => {
    await page.goto(`${NAVY_URL}/access-denied`);
    await expect(page.getByTestId('access-denied-title')).toHaveText('No access');
    await page.getByTestId('access-denied-home-link').click();
    await expect(page).toHaveURL(`${NAVY_URL}/`);
  });

  test('switching to English changes the texts and survives a reload', async ({ page }) => {
    await page.goto('/access-denied');
    await expect(page.getByTestId('access-denied-title')).toHaveText('Brak dostępu');
    await page.getByTestId('language-en').click();
    await expect(page.getByTestId('access-denied-title')).toHaveText('No access');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('currentLanguage'))).toBe('en');
    await page.reload();
    await expect(page.getByTestId('access-denied-title')).toHaveText('No access');
    await page.getByTestId('language-pl').click();
    await expect(page.getByTestId('access-denied-title')).toHaveText('Brak dostępu');
  });
});
