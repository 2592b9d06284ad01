import type { APIRequestContext, Page } from '@playwright/test';
import { decimalToHundredths, formatMoney, hundredthsToDecimal, isoDateInTimeZone, type Currency } from '@emisja/shared';
import { ADMIN_EMAIL, apiAccessToken } from '../advisors/helpers.ts';
import { storedItem } from '../auth/helpers.ts';
import { expect } from '../fixtures.ts';

// Steps and figures of the investor panel's browser tests (issue 13; product-decisions section 10).

/** A phone of 390 px (the width). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** The page is no wider than the window: nothing to scroll sideways (tables scroll inside their own boxes). */
export async function expectNoHorizontalOverflow(page: Page, screen: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${screen} is wider than the window`,
    })
    .toBeLessThanOrEqual(0);
}

/**
 * Opens an item of the panel's navigation by its test id: in the header on a desktop, from the menu button on a phone (the
 * navigation folds into it below `lg`).
 */
export async function openPanelItem(page: Page, testId: string): Promise<void> {
  const menuButton = page.getByTestId('panel-menu-button');
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await page.getByTestId('panel-mobile-menu').getByTestId(testId).click();
    return;
  }
  await page.getByRole('banner').getByTestId(testId).click();
}

/**
 * The admin publishes new versions of the landing page's onboarding documents (terms, privacy policy, risk statement: new
 * links), so the demo investor meets /onboarding at the next login whatever ran before. Returns the step that puts the
 * admin configuration back as it was.
 */
export async function publishNewOnboardingDocuments(request: APIRequestContext, version: string): Promise<() => Promise<void>> {
  const headers = { authorization: `Bearer ${await apiAccessToken(request, ADMIN_EMAIL)}` };
  const adminResponse = await request.get('/api/advisor/admin-configuration', { headers });
  expect(adminResponse.status()).toBe(200);
  const original = (await adminResponse.json()) as Record<string, unknown> & {
    reg: string | null;
    privacyPolicy: string | null;
    investmentRisks: string | null;
  };
  const whiteLabel = (await (await request.get('/public-api/white-label')).json()) as {
    configuration: { reg: string | null; privacy_policy: string | null };
  };
  const withVersion = (link: string | null) => (link ? `${link}?wersja=${version}` : null);
  const put = async (configuration: Record<string, unknown>) => {
    const response = await request.put('/api/advisor/admin-configuration', { headers, data: configuration });
    expect(response.status(), await response.text()).toBe(200);
  };
  await put({
    ...original,
    reg: withVersion(original.reg ?? whiteLabel.configuration.reg),
    privacyPolicy: withVersion(original.privacyPolicy ?? whiteLabel.configuration.privacy_policy),
    investmentRisks: withVersion(original.investmentRisks),
  });
  return () => put(original);
}

// --- Money as the summary defines it (docs/decisions/033-investor-panel-server.md, "Money") ----------------------------------

type ScheduleRow = {
  id: string;
  periodNo: number;
  paymentDate: string;
  net: string;
  principal: string;
  status: 'scheduled' | 'unpaid' | 'paid' | 'partially paid' | 'cancelled';
  paidAmount: string | null;
  paidAt: string | null;
};
export type PanelInvestment = {
  id: string;
  offerId: string;
  campaignName: string;
  productCode: string;
  amount: string;
  currency: Currency;
  status: 'active' | 'finished';
  schedule: ScheduleRow[];
};

/** Amounts in grosze (exact). */
export const grosze = (value: string): bigint => {
  const parsed = decimalToHundredths(value);
  if (parsed === null) throw new Error(`not an amount: ${value}`);
  return parsed;
};

/** An amount as the Polish screens print it ("1 234,56 PLN"; the one formatter of packages/shared). */
export const shownMoney = (hundredths: bigint, currency: Currency): string =>
  formatMoney(hundredthsToDecimal(hundredths), currency, 'pl').replace(/\s/g, ' ');

/** A GET of the investor API with the token the page's session holds now. */
export async function investorApi<T>(page: Page, path: string): Promise<T> {
  const token = await storedItem(page, 'apiKey');
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The investor's investments with their schedules, read from the investor API. */
export async function investmentsOf(page: Page): Promise<PanelInvestment[]> {
  const rows = await investorApi<{ id: string }[]>(page, '/investor-api/investments');
  return Promise.all(rows.map((row) => investorApi<PanelInvestment>(page, `/investor-api/investment/${row.id}`)));
}

export type ExpectedSummary = {
  invested: bigint;
  interestPaid: bigint;
  interestDue: bigint;
  nextPayment: { date: string; amount: bigint } | null;
};

/**
 * The summary's figures of `currency` worked out from the schedules the API answers: a recorded amount pays the net interest
 * first, then principal; invested = active amounts less the principal repaid; interest paid (net) over every investment;
 * interest due (net) over active ones, rows neither paid nor cancelled; the next payment = the earliest row still scheduled
 * from today on (net + principal).
 */
export function expectedSummary(investments: PanelInvestment[], currency: Currency): ExpectedSummary {
  const today = isoDateInTimeZone(new Date());
  const summary: ExpectedSummary = { invested: 0n, interestPaid: 0n, interestDue: 0n, nextPayment: null };
  const upcoming: { date: string; campaignName: string; id: string; amount: bigint }[] = [];
  for (const investment of investments.filter((candidate) => candidate.currency === currency)) {
    const isActive = investment.status === 'active';
    if (isActive) summary.invested += grosze(investment.amount);
    for (const row of investment.schedule) {
      const net = grosze(row.net);
      const paid = row.paidAmount === null ? 0n : grosze(row.paidAmount);
      const interestPaid = paid < net ? paid : net;
      summary.interestPaid += interestPaid;
      if (!isActive) continue;
      summary.invested -= paid - interestPaid;
      if (row.status === 'scheduled' || row.status === 'unpaid') summary.interestDue += net;
      if (row.status === 'partially paid') summary.interestDue += net - interestPaid;
      if (row.status === 'scheduled' && row.paymentDate >= today) {
        upcoming.push({
          date: row.paymentDate,
          campaignName: investment.campaignName,
          id: investment.id,
          amount: net + grosze(row.principal),
        });
      }
    }
  }
  upcoming.sort(
    (a, b) => a.date.localeCompare(b.date) || a.campaignName.localeCompare(b.campaignName) || a.id.localeCompare(b.id),
  );
  const [next] = upcoming;
  summary.nextPayment = next ? { date: next.date, amount: next.amount } : null;
  return summary;
}

/** The home's figures of `currency` are those worked out from the API. */
export async function expectSummaryShows(page: Page, expected: ExpectedSummary, currency: Currency): Promise<void> {
  const figures = page.getByTestId(`summary-${currency}`);
  // toHaveText compares with every kind of space made one plain space.
  await expect(figures.getByTestId('summary-invested')).toHaveText(shownMoney(expected.invested, currency));
  await expect(figures.getByTestId('summary-interest-paid')).toHaveText(shownMoney(expected.interestPaid, currency));
  await expect(figures.getByTestId('summary-interest-due')).toHaveText(shownMoney(expected.interestDue, currency));
  if (expected.nextPayment) {
    await expect(figures.getByTestId('summary-next-payment')).toHaveText(shownMoney(expected.nextPayment.amount, currency));
    await expect(figures.getByTestId('summary-next-payment-date')).toHaveText(shownDate(expected.nextPayment.date));
  }
}

/** `yyyy-mm-dd` as the Polish screens print it. */
export const shownDate = (isoDate: string): string => isoDate.split('-').reverse().join('.');
