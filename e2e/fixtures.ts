import { test as base, expect } from '@playwright/test';

// Every browser test fails on a CSP violation or an uncaught page error: the strict CSP must hold for what users see.
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const NAVY_URL = `http://navy.localhost:${E2E_PORT}`;
