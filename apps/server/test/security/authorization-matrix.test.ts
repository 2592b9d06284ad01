import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import {
  advisorNetworks,
  campaignDocuments,
  campaigns,
  investments,
  investorOffers,
  investors,
  kycRequests,
  networks,
  paymentConfirmations,
  paymentScheduleEntries,
  products,
  users,
} from '../../src/db/schema/index.ts';
import { hashSecret } from '../../src/lib/secrets.ts';
import { bearer, createAdvisor, landingIdOf, loginAdvisor, RELAXED_LIMITS } from '../auth-helpers.ts';
import { debtCampaignBody, multipartFile, uploadAssetOk } from '../back-office-helpers.ts';
import { samplePdf, samplePng } from '../sample-files.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../helpers.ts';
import { createTestInvestment, createTestInvestor, loginInvestorByLink } from '../investor-helpers.ts';
import { sendKycAndGetLink } from '../kyc-helpers.ts';
import { AUTHORIZATION_MATRIX, CALLERS, type Caller } from './authorization-matrix.table.ts';
import { jsonBodySchema, pathParameterKind, sampleValue, type OpenApiDocument, type RowSet } from './fuzz-schema.ts';

// Issue 17 item 1: every operation of the generated OpenAPI document, called by every kind of caller with the real ids of
// rows that caller must not see; the expected answer of each operation x caller lives in authorization-matrix.table.ts.
//
// The rows nobody but the demo landing's admin may see ("secret" rows): advisor X of a network "Zachód" that the demo
// coordinator does not coordinate, X's investor, offer (with a known link secret), investment with a schedule row, KYC
// request and settlement document. The admin may see those, so the admin gets Navy Capital's rows; the
// other tenant (Navy's admin on navy.localhost) gets the demo landing's. Tenant-wide rows (campaigns, products, campaign
// documents, documents for advisors, assets) are another landing's for everyone. Public token routes get the other landing's offer and KYC link.

interface Party {
  token: string | null;
  host: string;
  /** The ids filled into path parameters. */
  rows: RowSet;
  /** Values of rows the caller must not see: none may appear in an answer. */
  secrets: string[];
}

/**
 * Bodies that pass validation, so the route reaches its check of the ids (the schema's sample fails a refinement there:
 * dates in order, a tax number's checksum, a campaign's products).
 */
const VALID_BODIES: Record<string, (rows: RowSet) => unknown> = {
  'POST /api/advisor/advisor': (rows) => advisorBody(rows),
  'PUT /api/advisor/advisor/{brokerId}': (rows) => advisorBody(rows),
  'POST /api/advisor/settlement-documents': () => settlementBody(),
  'PUT /api/advisor/settlement-documents/{id}': () => settlementBody(),
  'POST /api/advisor/campaign': () => debtCampaignBody(),
  'PUT /api/advisor/campaign/{id}': () => debtCampaignBody(),
  'POST /public-api/kyc/investor-request/{token}/vat-whitelist': () => ({
    nip: '5260250274',
    bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
  }),
};

function advisorBody(rows: RowSet) {
  return {
    firstName: 'Matrix',
    surname: 'Caller',
    email: `matrix-${randomUUID().slice(0, 8)}@example.com`,
    brokerNetworkIds: [rows.network],
  };
}

function settlementBody() {
  return {
    counterPartyTin: '526-025-02-74',
    counterPartyName: 'Kontrahent Matrix',
    counterPartyStreet: 'Marszałkowska',
    counterPartyStreetNumber: '10',
    counterPartyApartmentNumber: '',
    counterPartyCity: 'Warszawa',
    counterPartyZipCode: '00-950',
    counterPartyCountry: 'PL',
    type: 'invoice',
    documentNumber: `FV/${randomUUID().slice(0, 8)}/2026`,
    issueDate: '2026-11-02',
    saleDate: '2026-10-31',
    paymentDate: '2026-11-16',
    paymentMethod: 'transfer',
    currency: 'PLN',
    amount: '1234,5',
    bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
    bankAccountCountry: 'PL',
  };
}

/**
 * The development mailbox (product-decisions section 8) shows every e-mail the process wrote, to anyone: it exists only
 * without SMTP_URL outside production, so its answers are not checked for other parties' values.
 */
const isDevelopmentOnly = (path: string) => path.startsWith('/dev/');

/** Reads whose ids stand for no row: the demo data has none of that kind there (see navyRows and demoSecretRows). */
const WITHOUT_A_REAL_ROW = new Set([
  'GET /api/advisor/campaign/{id}/document/{documentId}',
  'GET /public-api/campaign-offer/{token}/document/{documentId}',
  'GET /api/advisor/investor/offer/{offerId}/attachment/{attachmentId}',
  // No PDF is uploaded to the settlement document.
  'GET /api/advisor/settlement-documents/{id}/pdf',
]);

// About a thousand calls one after the other (callers in parallel could change each other's answers: the admin's
// configuration applies to the advisors): some 10 s alone, more than the suite's 30 s per test on a busy machine.
const MATRIX_TIMEOUT_MS = 180_000;

/** Operations that end the caller's session run last, so the caller's other calls keep their session. */
const isSessionEnding = (path: string) => path.endsWith('/logout');

let app: App;
let operations: { method: string; path: string; key: string; body: (rows: RowSet) => unknown }[];
const parties = {} as Record<Caller, Party>;
/** The landing pages' own admins with the rows of their landing: the ids the matrix uses are real rows. */
const owners: { token: string; host: string; rows: RowSet }[] = [];

async function firstId<T extends { id: string }>(rows: Promise<T[]>, what: string): Promise<string> {
  const [row] = await rows;
  if (!row) throw new Error(`the demo data holds no ${what}`);
  return row.id;
}

/** An asset (campaign cover) and a document for advisors, uploaded by the landing's admin: tenant-wide rows. */
async function uploadTenantRows(host: string, adminEmail: string) {
  const admin = (await loginAdvisor(app, adminEmail, host)).accessToken;
  const asset = await uploadAssetOk(app, admin, 'campaign-cover', 'cover.png', samplePng(), host);
  const upload = multipartFile('dla-doradcow.pdf', samplePdf());
  const document = await app.inject({
    method: 'POST',
    url: '/api/advisor/advisor/documents',
    headers: { ...bearer(admin, host), 'content-type': upload.contentType, 'accept-language': 'en' },
    payload: upload.payload,
  });
  expect(document.statusCode, document.body).toBe(201);
  return { asset: asset.id, advisorDocument: (document.json() as { id: string }).id };
}

/** Rows of Navy Capital: the seed's, with a known secret set on one offer and one KYC request. */
async function navyRows(offerToken: string, kycToken: string): Promise<{ rows: RowSet; secrets: string[] }> {
  const landingId = await landingIdOf(app, NAVY_HOST);
  const [offer] = await app.db
    .select({
      id: investorOffers.id,
      investorId: investorOffers.investorId,
      campaignId: investorOffers.campaignId,
      ownerAdvisorId: investorOffers.ownerAdvisorId,
    })
    .from(investorOffers)
    .innerJoin(investments, eq(investments.offerId, investorOffers.id))
    .where(eq(investorOffers.landingPageId, landingId));
  if (!offer) throw new Error('the demo data holds no Navy investment');
  await app.db
    .update(investorOffers)
    .set({ tokenHash: hashSecret(offerToken) })
    .where(eq(investorOffers.id, offer.id));
  const kycRequestId = await firstId(
    app.db.select({ id: kycRequests.id }).from(kycRequests).where(eq(kycRequests.landingPageId, landingId)),
    'Navy KYC request',
  );
  await app.db
    .update(kycRequests)
    .set({ tokenHash: hashSecret(kycToken) })
    .where(eq(kycRequests.id, kycRequestId));
  const investmentId = await firstId(
    app.db.select({ id: investments.id }).from(investments).where(eq(investments.offerId, offer.id)),
    'Navy investment',
  );
  const tenantRows = await uploadTenantRows(NAVY_HOST, 'admin@navy.test');
  const navyAdvisorToken = (await loginAdvisor(app, 'advisor@navy.test', NAVY_HOST)).accessToken;
  const settlement = await app.inject({
    method: 'POST',
    url: '/api/advisor/settlement-documents',
    headers: { ...bearer(navyAdvisorToken, NAVY_HOST), 'accept-language': 'en' },
    payload: settlementBody(),
  });
  expect(settlement.statusCode, settlement.body).toBe(201);
  const [navyAdvisorUser] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'advisor@navy.test'));
  const [investor] = await app.db.select({ email: investors.email }).from(investors).where(eq(investors.id, offer.investorId));
  const firstRows = await Promise.all([
    app.db
      .select({ id: paymentScheduleEntries.id })
      .from(paymentScheduleEntries)
      .where(eq(paymentScheduleEntries.investmentId, investmentId)),
    app.db.select({ id: campaignDocuments.id }).from(campaignDocuments).where(eq(campaignDocuments.campaignId, offer.campaignId)),
    app.db.select({ id: paymentConfirmations.id }).from(paymentConfirmations).where(eq(paymentConfirmations.offerId, offer.id)),
    app.db.select({ id: products.id }).from(products).where(eq(products.campaignId, offer.campaignId)),
    app.db.select({ id: networks.id }).from(networks).where(eq(networks.landingPageId, landingId)),
  ]);
  // Where the seed has no such row on Navy (a campaign document, a payment confirmation), an id of no row at all stands in.
  const [scheduleRows, campaignDocs, attachments, productRows, networkRows] = firstRows.map(
    (rows) => rows[0]?.id ?? randomUUID(),
  );
  const rows: RowSet = {
    advisor: offer.ownerAdvisorId,
    advisorDocument: tenantRows.advisorDocument,
    settlement: (settlement.json() as { id: string }).id,
    campaign: offer.campaignId,
    product: productRows!,
    campaignDocument: campaignDocs!,
    asset: tenantRows.asset,
    network: networkRows!,
    user: navyAdvisorUser!.id,
    investor: offer.investorId,
    offer: offer.id,
    attachment: attachments!,
    investment: investmentId,
    scheduleRow: scheduleRows!,
    kycRequest: kycRequestId,
    offerToken,
    kycToken,
    krs: '0000123456',
  };
  const secrets = [
    ...Object.entries(rows)
      .filter(([kind]) => kind !== 'krs')
      .map(([, value]) => value),
    'advisor@navy.test',
    'investor@navy.test',
    investor!.email,
  ];
  return { rows, secrets };
}

/** The demo landing's secret rows: advisor X of network "Zachód" and everything of X's investor. */
async function demoSecretRows(): Promise<{ rows: RowSet; secrets: string[] }> {
  const landingPageId = await landingIdOf(app, DEMO_HOST);
  const suffix = randomUUID().slice(0, 8);
  const [network] = await app.db
    .insert(networks)
    .values({ landingPageId, name: `Zachód ${suffix}` })
    .returning({ id: networks.id });
  const owner = await createAdvisor(app, { email: `matrix-owner-${suffix}@example.com` });
  await app.db.insert(advisorNetworks).values({ advisorId: owner.advisorId, networkId: network!.id, landingPageId });
  const ownerToken = (await loginAdvisor(app, owner.email)).accessToken;
  const investor = await createTestInvestor(app, { email: `matrix-investor-${suffix}@example.com`, surname: `Tajny${suffix}` });
  const [campaign] = await app.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.landingPageId, landingPageId), eq(campaigns.isActive, true)));
  const [product] = await app.db.select({ id: products.id }).from(products).where(eq(products.campaignId, campaign!.id));
  const { offerId, investmentId, rowIds } = await createTestInvestment(app, {
    investor,
    campaignId: campaign!.id,
    productId: product!.id,
    amount: '10000.00',
    startDate: '2026-01-15',
    owner: { ownerAdvisorId: owner.advisorId, networkId: network!.id },
    rows: [{ paymentDate: '2026-04-15', gross: '212.50', tax: '40.38', net: '172.12' }],
  });
  const offerToken = `matrix-offer-${randomUUID()}`;
  await app.db
    .update(investorOffers)
    .set({ tokenHash: hashSecret(offerToken) })
    .where(eq(investorOffers.id, offerId));
  const kyc = await sendKycAndGetLink(app, ownerToken, investor.email);
  const settlement = await app.inject({
    method: 'POST',
    url: '/api/advisor/settlement-documents',
    headers: { ...bearer(ownerToken), 'accept-language': 'en' },
    payload: { ...settlementBody(), counterPartyName: `Kontrahent ${suffix}`, documentNumber: `FV/${suffix}/2026` },
  });
  expect(settlement.statusCode, settlement.body).toBe(201);
  // Tenant-wide rows of the demo landing, secret only to the other tenant.
  const [campaignDocument] = await app.db
    .select({ id: campaignDocuments.id })
    .from(campaignDocuments)
    .where(eq(campaignDocuments.campaignId, campaign!.id));
  const tenantRows = await uploadTenantRows(DEMO_HOST, 'admin@emisja.test');
  const [attachment] = await app.db
    .select({ id: paymentConfirmations.id })
    .from(paymentConfirmations)
    .innerJoin(investorOffers, eq(investorOffers.id, paymentConfirmations.offerId))
    .where(and(eq(investorOffers.landingPageId, landingPageId), ne(investorOffers.id, offerId)));
  const rows: RowSet = {
    advisor: owner.advisorId,
    advisorDocument: tenantRows.advisorDocument,
    settlement: (settlement.json() as { id: string }).id,
    campaign: campaign!.id,
    product: product!.id,
    campaignDocument: campaignDocument?.id ?? randomUUID(),
    asset: tenantRows.asset,
    network: network!.id,
    user: owner.userId,
    investor: investor.investorId,
    offer: offerId,
    attachment: attachment?.id ?? randomUUID(),
    investment: investmentId,
    scheduleRow: rowIds[0]!,
    kycRequest: kyc.id,
    offerToken,
    kycToken: kyc.secret,
    krs: '0000123456',
  };
  const secrets = [
    offerId,
    investmentId,
    rowIds[0]!,
    kyc.id,
    kyc.secret,
    offerToken,
    owner.advisorId,
    owner.userId,
    owner.email,
    investor.email,
    investor.investorId,
    `Tajny${suffix}`,
    `Zachód ${suffix}`,
    `Kontrahent ${suffix}`,
    `FV/${suffix}/2026`,
    rows.settlement,
  ];
  return { rows, secrets };
}

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  const document = app.swagger() as unknown as OpenApiDocument;
  operations = Object.entries(document.paths)
    .flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => {
        const schema = jsonBodySchema(operation);
        return {
          method: method.toUpperCase(),
          path,
          key: `${method.toUpperCase()} ${path}`,
          body: (rows: RowSet) =>
            VALID_BODIES[`${method.toUpperCase()} ${path}`]?.(rows) ?? (schema ? sampleValue(schema) : undefined),
        };
      }),
    )
    .sort((a, b) => Number(isSessionEnding(a.path)) - Number(isSessionEnding(b.path)));

  const demo = await demoSecretRows();
  const navy = await navyRows(`matrix-navy-offer-${randomUUID()}`, `matrix-navy-kyc-${randomUUID()}`);
  // Demo callers get the secret rows of their landing and the other landing's tenant-wide rows and links.
  const demoCallerRows: RowSet = {
    ...demo.rows,
    campaign: navy.rows.campaign,
    product: navy.rows.product,
    campaignDocument: navy.rows.campaignDocument,
    advisorDocument: navy.rows.advisorDocument,
    asset: navy.rows.asset,
    offerToken: navy.rows.offerToken,
    kycToken: navy.rows.kycToken,
  };
  const demoCallerSecrets = [...demo.secrets, ...navy.secrets];
  const demoAdvisorSession = async (email: string) => (await loginAdvisor(app, email)).accessToken;
  parties.anonymous = { token: null, host: DEMO_HOST, rows: demoCallerRows, secrets: demoCallerSecrets };
  parties.investor = {
    token: await loginInvestorByLink(app, 'inwestor@emisja.test'),
    host: DEMO_HOST,
    rows: demoCallerRows,
    secrets: demoCallerSecrets,
  };
  parties.advisor = {
    token: await demoAdvisorSession('doradca@emisja.test'),
    host: DEMO_HOST,
    rows: demoCallerRows,
    secrets: demoCallerSecrets,
  };
  parties.otherNetworkAdvisor = {
    token: await demoAdvisorSession('doradca2@emisja.test'),
    host: DEMO_HOST,
    rows: demoCallerRows,
    secrets: demoCallerSecrets,
  };
  parties.coordinator = {
    token: await demoAdvisorSession('koordynator@emisja.test'),
    host: DEMO_HOST,
    rows: demoCallerRows,
    secrets: demoCallerSecrets,
  };
  parties.admin = {
    token: await demoAdvisorSession('admin@emisja.test'),
    host: DEMO_HOST,
    rows: navy.rows,
    secrets: navy.secrets,
  };
  const navyAdmin = (await loginAdvisor(app, 'admin@navy.test', NAVY_HOST)).accessToken;
  owners.push({ token: parties.admin.token!, host: DEMO_HOST, rows: demo.rows });
  owners.push({ token: navyAdmin, host: NAVY_HOST, rows: navy.rows });
  parties.otherTenant = {
    token: navyAdmin,
    host: NAVY_HOST,
    rows: demo.rows,
    secrets: [...demo.secrets, 'inwestor@emisja.test', 'doradca@emisja.test', 'koordynator@emisja.test'],
  };
});

function urlFor(path: string, rows: RowSet): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(rows[pathParameterKind(path, name)]));
}

describe('the authorization matrix', () => {
  it('uses ids of real rows: the admin of their landing page reads them', async () => {
    const reads = operations.filter(
      (operation) => operation.method === 'GET' && operation.path.includes('{') && !operation.path.startsWith('/investor-api/'),
    );
    const denied: string[] = [];
    for (const owner of owners) {
      for (const operation of reads) {
        const response = await app.inject({
          method: 'GET',
          url: urlFor(operation.path, owner.rows),
          headers: { host: owner.host, authorization: `Bearer ${owner.token}` },
        });
        if ([401, 403, 404].includes(response.statusCode) && !WITHOUT_A_REAL_ROW.has(operation.key)) {
          denied.push(`${owner.host} ${operation.key}: ${response.statusCode}`);
        }
      }
    }
    expect(denied).toEqual([]);
  });
  it(
    'answers every operation of the OpenAPI document as its table entry says, with no leak and no 5xx',
    async () => {
      const mismatches: string[] = [];
      const leaks: string[] = [];
      const serverErrors: string[] = [];
      const observed = new Map<string, number[]>();
      let calls = 0;
      for (const caller of CALLERS) {
        const party = parties[caller];
        for (const operation of operations) {
          const url = urlFor(operation.path, party.rows);
          const body = operation.body(party.rows);
          const response = await app.inject({
            method: operation.method as 'GET',
            url,
            headers: {
              host: party.host,
              'accept-language': 'en',
              ...(party.token ? { authorization: `Bearer ${party.token}` } : {}),
            },
            ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
          });
          calls += 1;
          const status = response.statusCode;
          observed.set(operation.key, [...(observed.get(operation.key) ?? []), status]);
          if (status >= 500) serverErrors.push(`${caller} ${operation.method} ${url}: ${status} ${response.body.slice(0, 200)}`);
          const leaked = isDevelopmentOnly(operation.path)
            ? []
            : party.secrets.filter((secret) => response.body.includes(secret));
          if (leaked.length > 0) leaks.push(`${caller} ${operation.method} ${url}: ${status} carries ${leaked.join(', ')}`);
          const expected = AUTHORIZATION_MATRIX[operation.key]?.[CALLERS.indexOf(caller)];
          if (expected !== undefined && expected !== status) {
            mismatches.push(`${caller} ${operation.key}: expected ${expected}, got ${status} ${response.body.slice(0, 160)}`);
          }
        }
      }
      const missing = operations.filter((operation) => !(operation.key in AUTHORIZATION_MATRIX));
      const stale = Object.keys(AUTHORIZATION_MATRIX).filter((key) => !operations.some((operation) => operation.key === key));
      // eslint-disable-next-line no-console -- the figures issue 17 item 1 asks for, printed with the run
      console.log(
        `authorization matrix: ${operations.length} operations x ${CALLERS.length} callers = ${calls} calls, ` +
          `${leaks.length} leaks, ${serverErrors.length} answers of 5xx, ${mismatches.length} differences from the table`,
      );
      // An entry of a route not (or no longer) served is reported, not failed: a route being added in the working tree may
      // have its entry before the route lands.
      if (stale.length > 0) {
        // eslint-disable-next-line no-console -- entries to delete once their route is gone for good
        console.log(`table entries of no route: ${stale.join(', ')}`);
      }
      if (missing.length > 0) {
        // eslint-disable-next-line no-console -- the entries to review and add to the table
        console.log(
          `new routes without an entry (observed answers, in the order of CALLERS):\n${missing
            .map((operation) => `  '${operation.key}': [${observed.get(operation.key)!.join(', ')}],`)
            .join('\n')}`,
        );
      }
      expect(leaks).toEqual([]);
      expect(serverErrors).toEqual([]);
      expect(missing.map((operation) => `new route without an entry: ${operation.key}`)).toEqual([]);
      expect(mismatches).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );
});
