import { createHash, randomUUID } from 'node:crypto';
import { addDaysToIsoDate, isoDateInTimeZone, ZInvestorInvestmentSchema, ZInvestorSummarySchema } from '@emisja/shared';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, landingIdOf, loginAdvisor, RELAXED_LIMITS } from '../../../test/auth-helpers.ts';
import { createTestCampaign } from '../../../test/campaign-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import {
  createTestInvestment,
  createTestInvestor,
  loginInvestorByLink,
  type TestInvestor,
  type TestScheduleRow,
} from '../../../test/investor-helpers.ts';
import type { App } from '../../app.ts';
import { assets, campaignDocuments, files } from '../../db/schema/index.ts';

// The investor's home (issue 13; product-decisions section 10; docs/decisions/033-investor-panel-server.md, "Money"): the
// summary's money per named scenario with exact decimals, the investments with their serviced schedules, the schedule files,
// and the documents; every path answers only the caller's own rows.

let app: App;
let bonds: { campaignId: string; productId: string };
let euroBonds: { campaignId: string; productId: string };
let advisorToken: string;
let navyInvestorToken: string;
const today = isoDateInTimeZone(new Date());
const day = (offset: number) => addDaysToIsoDate(today, offset);

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  const pln = await createTestCampaign(app, { translations: { pl: 'Obligacje Zażółć', en: 'Yellow Bonds' } });
  bonds = { campaignId: pln.campaignId, productId: pln.productIds[0]! };
  const eur = await createTestCampaign(app, { currency: 'EUR', translations: { pl: 'Obligacje euro', en: 'Euro Bonds' } });
  euroBonds = { campaignId: eur.campaignId, productId: eur.productIds[0]! };
  advisorToken = (await loginAdvisor(app, 'doradca@emisja.test')).accessToken;
  navyInvestorToken = await loginInvestorByLink(app, 'investor@navy.test', NAVY_HOST);
});

async function newInvestor(): Promise<{ investor: TestInvestor; token: string }> {
  const investor = await createTestInvestor(app, { firstName: 'Anna', surname: 'Nowak' });
  return { investor, token: await loginInvestorByLink(app, investor.email) };
}

const get = (url: string, token: string, host = DEMO_HOST) =>
  app.inject({ method: 'GET', url, headers: { ...bearer(token, host), 'accept-language': 'pl' } });

async function summaryOf(token: string) {
  const response = await get('/investor-api/investor/summary', token);
  expect(response.statusCode, response.body).toBe(200);
  return ZInvestorSummarySchema.parse(response.json());
}

/** A 10 000.00 PLN bond: 19% tax, three monthly rows, the principal with the last. */
const threeRows = (paymentDays: [number, number, number]): TestScheduleRow[] => [
  { paymentDate: day(paymentDays[0]), gross: '100.00', tax: '19.00', net: '81.00' },
  { paymentDate: day(paymentDays[1]), gross: '100.00', tax: '19.00', net: '81.00' },
  { paymentDate: day(paymentDays[2]), gross: '100.00', tax: '19.00', net: '81.00', principal: '10000.00' },
];

describe('GET /investor-api/investor/summary: money scenarios (exact decimals)', () => {
  it('a new investor: no currencies, no payments, every offer status counted 0, no questionnaire', async () => {
    const { token } = await newInvestor();
    const summary = await summaryOf(token);
    expect(summary.currencies).toEqual([]);
    expect(summary.payments).toEqual([]);
    expect(Object.values(summary.offerCounts)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(Object.keys(summary.offerCounts).sort()).toEqual(
      ['accepted', 'active', 'archived', 'declined', 'interested', 'invited', 'rejected', 'viewed'].sort(),
    );
    expect(summary.kyc).toEqual({ status: 'none', identityVerification: 'not-started', submittedAt: null });
  });

  it('scheduled rows only: the whole principal invested, nothing paid, every row due, the next payment the first row', async () => {
    const { investor, token } = await newInvestor();
    const { investmentId } = await createTestInvestment(app, {
      investor,
      ...bonds,
      amount: '10000.00',
      startDate: day(-10),
      rows: threeRows([20, 50, 80]),
    });
    const summary = await summaryOf(token);
    expect(summary.currencies).toEqual([
      {
        currency: 'PLN',
        invested: '10000.00',
        activeInvestments: 1,
        interestPaidNet: '0.00',
        interestPaidGross: '0.00',
        interestDueGross: '300.00',
        interestDueNet: '243.00',
        nextPayment: { date: day(20), amountNet: '81.00', investmentId, campaignName: 'Obligacje Zażółć' },
      },
    ]);
    expect(summary.offerCounts.active).toBe(1);
  });

  it('a paid row: its net and gross are paid, the rest is due', async () => {
    const { investor, token } = await newInvestor();
    await createTestInvestment(app, {
      investor,
      ...bonds,
      amount: '10000.00',
      startDate: day(-40),
      rows: [
        { ...threeRows([-10, 20, 50])[0]!, status: 'paid', paidAmount: '81.00', paidAt: day(-9) },
        ...threeRows([-10, 20, 50]).slice(1),
      ],
    });
    const [pln] = (await summaryOf(token)).currencies;
    expect(pln).toMatchObject({
      invested: '10000.00',
      interestPaidNet: '81.00',
      interestPaidGross: '100.00',
      interestDueGross: '200.00',
      interestDueNet: '162.00',
      nextPayment: { date: day(20), amountNet: '81.00' },
    });
  });

  it('a partially paid row: net paid as recorded, gross paid in proportion rounded to the grosz, the remainder due', async () => {
    const { investor, token } = await newInvestor();
    await createTestInvestment(app, {
      investor,
      ...bonds,
      amount: '1000.00',
      startDate: day(-40),
      rows: [
        // 10.01 * 4.05 / 8.11 = 4.9988... -> 5.00 gross paid; 8.11 - 4.05 = 4.06 net and 10.01 - 5.00 = 5.01 gross still due.
        {
          paymentDate: day(-5),
          gross: '10.01',
          tax: '1.90',
          net: '8.11',
          status: 'partially paid',
          paidAmount: '4.05',
          paidAt: day(-5),
        },
        { paymentDate: day(25), gross: '10.01', tax: '1.90', net: '8.11', principal: '1000.00' },
      ],
    });
    const [pln] = (await summaryOf(token)).currencies;
    expect(pln).toMatchObject({
      invested: '1000.00',
      interestPaidNet: '4.05',
      interestPaidGross: '5.00',
      interestDueNet: '12.17',
      interestDueGross: '15.02',
      // A partially paid row is not "scheduled": the next payment is the last row.
      nextPayment: { date: day(25), amountNet: '1008.11' },
    });
  });

  it('a partial final payment: interest first, the rest repays principal, which leaves the principal still invested', async () => {
    const { investor, token } = await newInvestor();
    await createTestInvestment(app, {
      investor,
      ...bonds,
      amount: '10000.00',
      startDate: day(-70),
      rows: [
        { ...threeRows([-40, -10, 20])[0]!, status: 'paid', paidAmount: '81.00', paidAt: day(-40) },
        // 5 081.00 of 10 081.00: 81.00 interest, 5 000.00 principal.
        {
          paymentDate: day(-10),
          gross: '100.00',
          tax: '19.00',
          net: '81.00',
          principal: '10000.00',
          status: 'partially paid',
          paidAmount: '5081.00',
          paidAt: day(-10),
        },
      ],
    });
    const summary = await summaryOf(token);
    expect(summary.currencies[0]).toMatchObject({
      invested: '5000.00',
      interestPaidNet: '162.00',
      interestPaidGross: '200.00',
      interestDueNet: '0.00',
      interestDueGross: '0.00',
      nextPayment: null,
    });
    // The chart: what reached the investor per month, and the 5 000.00 still to come in the month of its payment date.
    const paidTotal = summary.payments.reduce((sum, month) => sum + Math.round(Number(month.paid) * 100), 0);
    expect(paidTotal).toBe(516_200);
    const scheduled = summary.payments.filter((month) => month.scheduled !== '0.00');
    expect(scheduled).toEqual([{ month: day(-10).slice(0, 7), currency: 'PLN', paid: expect.any(String), scheduled: '5000.00' }]);
  });

  it('a cancelled row: neither paid nor due, and never the next payment', async () => {
    const { investor, token } = await newInvestor();
    const rows = threeRows([15, 45, 75]);
    await createTestInvestment(app, {
      investor,
      ...bonds,
      amount: '10000.00',
      startDate: day(-15),
      rows: [{ ...rows[0]!, status: 'cancelled' }, rows[1]!, rows[2]!],
    });
    const [pln] = (await summaryOf(token)).currencies;
    expect(pln).toMatchObject({
      interestPaidNet: '0.00',
      interestDueNet: '162.00',
      interestDueGross: '200.00',
      nextPayment: { date: day(45), amountNet: '81.00' },
    });
  });

  it('a due row not paid: shown unpaid, still due, and not the next payment (that is the first row still to come)', async () => {
    const { investor, token } = await newInvestor();
    const { investmentId } = await createTestInvestment(app, {
      investor,
      ...bonds,
      amount: '10000.00',
      startDate: day(-40),
      rows: threeRows([-1, 0, 30]),
    });
    const [pln] = (await summaryOf(token)).currencies;
    expect(pln).toMatchObject({ interestDueNet: '243.00', nextPayment: { date: today, amountNet: '81.00' } });
    const investment = ZInvestorInvestmentSchema.parse((await get(`/investor-api/investment/${investmentId}`, token)).json());
    expect(investment.schedule.map((row) => row.status)).toEqual(['unpaid', 'scheduled', 'scheduled']);
    expect(investment.nextPaymentDate).toBe(today);
  });

  it('a finished investment: its paid interest stays paid; nothing of it is invested or due', async () => {
    const { investor, token } = await newInvestor();
    await createTestInvestment(app, {
      investor,
      ...bonds,
      amount: '2000.00',
      startDate: day(-400),
      status: 'finished',
      rows: [
        {
          paymentDate: day(-35),
          gross: '160.00',
          tax: '30.40',
          net: '129.60',
          principal: '2000.00',
          status: 'paid',
          paidAmount: '2129.60',
          paidAt: day(-35),
        },
      ],
    });
    const [pln] = (await summaryOf(token)).currencies;
    expect(pln).toEqual({
      currency: 'PLN',
      invested: '0.00',
      activeInvestments: 0,
      interestPaidNet: '129.60',
      interestPaidGross: '160.00',
      interestDueGross: '0.00',
      interestDueNet: '0.00',
      nextPayment: null,
    });
  });

  it('two currencies are never added together; months of the chart per currency', async () => {
    const { investor, token } = await newInvestor();
    await createTestInvestment(app, {
      investor,
      ...bonds,
      amount: '10000.00',
      startDate: day(-10),
      rows: threeRows([20, 50, 80]),
    });
    await createTestInvestment(app, {
      investor,
      ...euroBonds,
      currency: 'EUR',
      amount: '5000.50',
      startDate: day(-10),
      rows: [{ paymentDate: day(20), gross: '33.34', tax: '6.33', net: '27.01', principal: '5000.50' }],
    });
    const summary = await summaryOf(token);
    expect(summary.currencies.map((entry) => [entry.currency, entry.invested, entry.interestDueNet])).toEqual([
      ['EUR', '5000.50', '27.01'],
      ['PLN', '10000.00', '243.00'],
    ]);
    const month = day(20).slice(0, 7);
    expect(summary.payments.filter((entry) => entry.month === month)).toEqual([
      { month, currency: 'EUR', paid: '0.00', scheduled: '5027.51' },
      { month, currency: 'PLN', paid: '0.00', scheduled: '81.00' },
    ]);
  });
});

describe('investments', () => {
  it("lists the caller's investments and shows one with its campaign, advisor and serviced schedule", async () => {
    const { investor, token } = await newInvestor();
    const { investmentId, offerId, rowIds } = await createTestInvestment(app, {
      investor,
      ...bonds,
      amount: '10000.00',
      startDate: day(-40),
      rows: [
        { ...threeRows([-10, 20, 50])[0]!, status: 'paid', paidAmount: '81.00', paidAt: day(-9) },
        ...threeRows([-10, 20, 50]).slice(1),
      ],
    });
    const list = await get('/investor-api/investments?language=en', token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: investmentId,
        offerId,
        campaignId: bonds.campaignId,
        campaignName: 'Yellow Bonds',
        campaignType: 'debt',
        productCode: 'TEST-A',
        amount: '10000.00',
        currency: 'PLN',
        startDate: day(-40),
        endDate: day(50),
        status: 'active',
        interestRate: '8.5000',
        nextPaymentDate: day(20),
      },
    ]);

    const response = await get(`/investor-api/investment/${investmentId}`, token);
    expect(response.statusCode, response.body).toBe(200);
    const investment = ZInvestorInvestmentSchema.parse(response.json());
    expect(investment.campaign).toMatchObject({ id: bonds.campaignId, name: 'Obligacje Zażółć', type: 'debt' });
    expect(investment.product).toMatchObject({ id: bonds.productId, code: 'TEST-A', investmentValueMin: '1000.00' });
    expect(investment.advisor.email).toBe('doradca@emisja.test');
    expect(investment.agreementDate).toBe(day(-40));
    expect(investment.schedule[0]).toEqual({
      id: rowIds[0],
      periodNo: 1,
      periodFrom: day(-40),
      periodTo: day(-10),
      paymentDate: day(-10),
      gross: '100.00',
      tax: '19.00',
      net: '81.00',
      principal: '0.00',
      status: 'paid',
      paidAmount: '81.00',
      paidAt: day(-9),
    });
    expect(investment.schedule.map((row) => row.status)).toEqual(['paid', 'scheduled', 'scheduled']);
  });
});

describe('schedule files', () => {
  let owner: { investor: TestInvestor; token: string };
  let investmentId: string;
  let rowIds: string[];
  beforeAll(async () => {
    owner = await newInvestor();
    ({ investmentId, rowIds } = await createTestInvestment(app, {
      investor: owner.investor,
      ...bonds,
      amount: '12500.00',
      startDate: '2026-01-15',
      rows: [
        {
          paymentDate: '2026-02-15',
          gross: '1234.56',
          tax: '234.57',
          net: '999.99',
          status: 'paid',
          paidAmount: '999.99',
          paidAt: '2026-02-16',
        },
        { paymentDate: '2026-03-15', gross: '90.00', tax: '17.10', net: '72.90', status: 'cancelled' },
        { paymentDate: '2099-04-15', gross: '100.00', tax: '19.00', net: '81.00', principal: '12500.00' },
      ],
    }));
  });

  it('CSV: UTF-8 with BOM, ";" between cells, headers, statuses and decimals in the language, ISO days', async () => {
    const response = await get(`/investor-api/investment/${investmentId}/schedule.csv?language=pl`, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`harmonogram-TEST-A-2026-01-15.csv`);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines).toEqual([
      'Lp.;Okres od;Okres do;Data płatności;Odsetki brutto;Podatek;Odsetki netto;Kapitał;Do wypłaty (netto + kapitał);Waluta;Status;Zapłacono;Data zapłaty',
      '1;2026-01-15;2026-02-15;2026-02-15;1234,56;234,57;999,99;0,00;999,99;PLN;Zapłacona;999,99;2026-02-16',
      '2;2026-02-15;2026-03-15;2026-03-15;90,00;17,10;72,90;0,00;72,90;PLN;Anulowana;;',
      '3;2026-03-15;2099-04-15;2099-04-15;100,00;19,00;81,00;12500,00;12581,00;PLN;Zaplanowana;;',
      '',
    ]);

    const english = await get(`/investor-api/investment/${investmentId}/schedule.csv?language=en`, owner.token);
    const englishLines = english.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(englishLines[0]).toBe(
      'No.;Period from;Period to;Payment date;Gross interest;Tax;Net interest;Principal;Payment (net + principal);Currency;Status;Paid amount;Paid on',
    );
    expect(englishLines[1]).toBe(
      '1;2026-01-15;2026-02-15;2026-02-15;1234.56;234.57;999.99;0.00;999.99;PLN;Paid;999.99;2026-02-16',
    );
  });

  it('iCalendar: one all-day event per payment date with a stable UID and the amount in the summary; it parses', async () => {
    const first = await get(`/investor-api/investment/${investmentId}/schedule.ics?language=pl`, owner.token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(first.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    for (const line of first.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(first.body));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.uid)).toEqual(rowIds.map((id) => `${id}@localhost`));
    expect(events.map((event) => event.startDate.toString())).toEqual(['2026-02-15', '2026-03-15', '2099-04-15']);
    expect(events.every((event) => event.startDate.isDate)).toBe(true);
    expect(events[0]!.summary).toBe('Wypłata 999,99 PLN: Obligacje Zażółć (TEST-A)');
    expect(events[2]!.summary).toBe('Wypłata 12 581,00 PLN: Obligacje Zażółć (TEST-A)');
    expect(events[0]!.description).toContain('Status: Zapłacona');
    expect(events[1]!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(events[2]!.component.getFirstPropertyValue('status')).toBe('CONFIRMED');

    // Downloaded again: the same events (a calendar updates them instead of doubling them).
    const second = await get(`/investor-api/investment/${investmentId}/schedule.ics?language=pl`, owner.token);
    expect(second.body).toBe(first.body);
    const english = await get(`/investor-api/investment/${investmentId}/schedule.ics?language=en`, owner.token);
    expect(english.body).toContain('SUMMARY:Payment 12 581.00 PLN: Yellow Bonds (TEST-A)');
  });
});

describe("only the caller's own rows", () => {
  let owner: { investor: TestInvestor; token: string };
  let stranger: string;
  let investmentId: string;
  beforeAll(async () => {
    owner = await newInvestor();
    stranger = (await newInvestor()).token;
    ({ investmentId } = await createTestInvestment(app, {
      investor: owner.investor,
      ...bonds,
      amount: '5000.00',
      startDate: day(-5),
      rows: threeRows([25, 55, 85]),
    }));
  });

  const idPaths = () => [
    `/investor-api/investment/${investmentId}`,
    `/investor-api/investment/${investmentId}/schedule.csv`,
    `/investor-api/investment/${investmentId}/schedule.ics`,
  ];
  const listPaths = ['/investor-api/investor/summary', '/investor-api/investments', '/investor-api/documents'];

  it("answers another investor's investment with 404 (and an unknown one; a malformed id 400)", async () => {
    for (const path of idPaths()) {
      expect((await get(path, owner.token)).statusCode, path).toBe(200);
      const response = await get(path, stranger);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().label).toBe('error.notFound');
    }
    expect((await get('/investor-api/investment/00000000-0000-4000-8000-000000000000', owner.token)).statusCode).toBe(404);
    expect((await get('/investor-api/investment/not-an-id', owner.token)).statusCode).toBe(400);
    const theirs = (await get('/investor-api/investments', stranger)).json() as unknown[];
    expect(theirs).toEqual([]);
  });

  it("refuses an advisor token (403), another landing page's token (401) and no token (401) on every path", async () => {
    for (const path of [...idPaths(), ...listPaths]) {
      expect((await get(path, advisorToken)).statusCode, path).toBe(403);
      expect((await get(path, navyInvestorToken)).statusCode, path).toBe(401);
      expect((await app.inject({ method: 'GET', url: path, headers: { host: DEMO_HOST } })).statusCode, path).toBe(401);
    }
  });
});

describe('GET /investor-api/documents', () => {
  it("lists the caller's subscriptions (PDF by POST) and uploads (GET), newest first", async () => {
    const { investor, token } = await newInvestor();
    const { offerId } = await createTestInvestment(app, {
      investor,
      ...bonds,
      amount: '5000.00',
      startDate: day(-5),
      rows: threeRows([25, 55, 85]),
    });
    // The campaign's terms (for every language) and an English memorandum; a Polish one is left out of the English list.
    const terms = await addCampaignDocument(bonds.campaignId, 'regulamin.pdf', null, 1);
    await addCampaignDocument(bonds.campaignId, 'memorandum.pdf', 'en', 2);
    await addCampaignDocument(bonds.campaignId, 'memorandum-pl.pdf', 'pl', 3);
    const response = await get('/investor-api/documents?language=en', token);
    expect(response.statusCode).toBe(200);
    const documents = response.json() as { name: string; downloadPath: string }[];
    expect(documents[0]).toEqual({
      kind: 'offer-pdf',
      name: 'Offer and subscription form: Yellow Bonds (TEST-A)',
      offerId,
      campaignName: 'Yellow Bonds',
      createdAt: `${day(-5)}T00:00:00.000Z`,
      downloadPath: `/investor-api/offer/${offerId}/pdf`,
      method: 'POST',
    });
    expect(documents.slice(1)).toEqual([
      {
        kind: 'campaign-document',
        name: 'regulamin.pdf',
        offerId: null,
        campaignName: 'Yellow Bonds',
        createdAt: null,
        downloadPath: `/investor-api/campaign/${bonds.campaignId}/document/${terms}`,
        method: 'GET',
      },
      expect.objectContaining({ kind: 'campaign-document', name: 'memorandum.pdf' }),
    ]);
    expect((await get('/investor-api/documents', (await newInvestor()).token)).json()).toEqual([]);
  });
});

/** A PDF document of the campaign (a stored file behind an asset), as the back office records one; returns its id. */
async function addCampaignDocument(campaignId: string, fileName: string, language: 'pl' | 'en' | null, position: number) {
  const landingPageId = await landingIdOf(app, DEMO_HOST);
  const [file] = await app.db
    .insert(files)
    .values({
      landingPageId,
      storageKey: `test/${randomUUID()}`,
      originalName: fileName,
      mimeType: 'application/pdf',
      sizeBytes: 100,
      sha256: createHash('sha256').update(fileName).digest('hex'),
    })
    .returning({ id: files.id });
  const [asset] = await app.db
    .insert(assets)
    .values({ landingPageId, fileId: file!.id, kind: 'campaign-document' })
    .returning({ id: assets.id });
  const [document] = await app.db
    .insert(campaignDocuments)
    .values({ landingPageId, campaignId, assetId: asset!.id, kind: 'terms', language, position })
    .returning({ id: campaignDocuments.id });
  return document!.id;
}
