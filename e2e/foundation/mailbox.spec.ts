import { expect, test } from '../fixtures.ts';

test.describe('development mailbox', () => {
  test('lists a mail sent by a test action, finds it by its recipient and shows its rendered HTML and links', async ({
    page,
  }) => {
    const recipient = `e2e-${Date.now()}@example.com`;
    await page.goto('/dev/mailbox');
    await page.getByLabel('Send a test message to').fill(recipient);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('mailbox-notice')).toContainText(recipient);

    const message = page.getByTestId('mailbox-message').filter({ hasText: recipient });
    await expect(message).toHaveCount(1);
    await expect(message.getByRole('heading')).toHaveText('Wiadomość testowa z platformy Emisja Demo');
    await expect(message.getByTestId('mailbox-link')).toHaveAttribute('href', /^http:\/\/localhost:\d+\/$/);

    // The search by recipient keeps only that recipient's mails, and the address keeps the search.
    await page.getByLabel('Recipient contains').fill(recipient);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`/dev/mailbox?to=${encodeURIComponent(recipient)}`);
    await expect(page.getByTestId('mailbox-message')).toHaveCount(1);
    await expect(page.getByTestId('mailbox-to')).toHaveText(recipient);

    // The pg-boss worker delivers it to the mailbox shortly after.
    await expect(async () => {
      await page.reload();
      await expect(message.locator('.status')).toHaveText('sent');
    }).toPass({ timeout: 15_000 });

    // Only the opened mail's HTML is framed.
    await expect(page.locator('iframe')).toHaveCount(0);
    await message.getByTestId('mailbox-open').click();
    await expect(page).toHaveURL(/[?&]open=/);
    await expect(page).toHaveURL(/[?&]to=/);
    await expect(message.frameLocator('iframe').getByText('Żółć, gęś i źdźbło')).toBeVisible();
  });
});
