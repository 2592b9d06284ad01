import { expect, test } from '../fixtures.ts';

test.describe('development mailbox', () => {
  test('lists a mail sent by a test action, with its rendered HTML and links', async ({ page }) => {
    const recipient = `e2e-${Date.now()}@example.com`;
    await page.goto('/dev/mailbox');
    await page.getByLabel('Send a test message to').fill(recipient);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('mailbox-notice')).toContainText(recipient);

    const message = page.getByTestId('mailbox-message').filter({ hasText: recipient });
    await expect(message).toHaveCount(1);
    await expect(message.getByRole('heading')).toHaveText('Wiadomość testowa z platformy Emisja Demo');
    await expect(message.getByTestId('mailbox-link')).toHaveAttribute('href', /^http:\/\/localhost:\d+\/$/);

    // The pg-boss worker delivers it to the mailbox shortly after.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('mailbox-message').filter({ hasText: recipient }).locator('.status')).toHaveText('sent');
    }).toPass({ timeout: 15_000 });

    await expect(message.frameLocator('iframe').getByText('Żółć, gęś i źdźbło')).toBeVisible();
  });
});
