import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { ZErrorBodySchema } from '@emisja/shared';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import {
  advisors,
  documents,
  investments,
  investorOffers,
  investors,
  networks,
  paymentScheduleEntries,
  users,
} from '../../src/db/schema/index.ts';
import type { ListDefinition } from '../../src/lib/list-query/define-list-columns.ts';
import { ADVISOR_LIST } from '../../src/modules/advisors/advisors.repository.ts';
import { AUDIT_LIST } from '../../src/modules/audit/audit.repository.ts';
import { DOCUMENT_LIST } from '../../src/modules/documents/documents.repository.ts';
import { INVESTOR_PANEL_OFFER_LIST } from '../../src/modules/investor-panel/investor-panel.repository.ts';
import { KYC_REQUEST_LIST } from '../../src/modules/kyc/kyc.repository.ts';
import { OFFER_LIST } from '../../src/modules/offers/offers.repository.ts';
import { SETTLEMENT_LIST } from '../../src/modules/settlements/settlements.repository.ts';
import { bearer, landingIdOf, loginAdvisor, RELAXED_LIMITS, secretOfLink, waitForEmail } from '../auth-helpers.ts';
import { uploadAssetOk } from '../back-office-helpers.ts';
import { createTestCampaign } from '../campaign-helpers.ts';
import { buildTestApp, DEMO_HOST } from '../helpers.ts';
import { loginInvestorByLink } from '../investor-helpers.ts';
import { sendKycAndGetLink } from '../kyc-helpers.ts';
import { samplePng } from '../sample-files.ts';
import {
  HOSTILE_VALUES,
  jsonBodySchema,
  malformedBodies,
  pathParameterKind,
  type OpenApiDocument,
  type RowSet,
} from './fuzz-schema.ts';

// Issue 17 item 2: every JSON body of a POST/PUT/PATCH operation of the OpenAPI document and every list's query string,
// sent malformed at least VARIANTS_PER_ROUTE times (wrong types, missing and extra fields, 1 MB strings, deep nesting,
// unicode with lone surrogates and RTL, SQL and HTML injection, huge numbers, NaN-ish strings, bad UUIDs and dates, unknown
// filter columns and operators, NUL). Each route is called by a caller allowed to use it (the demo admin for /api, an investor
// of this file for /investor-api, anyone for /auth and the link pages, with real ids and link secrets), so the validation and
// what lies behind it answer, not the authorization. No answer may be a 5xx, every 4xx carries the error body
// {label, message, violations}, and no answer shows a stack trace or SQL. Seeded (FUZZ_SEED) so a failure reproduces;
// FUZZ_REPORT=<file> writes every finding and the time each route took.

const VARIANTS_PER_ROUTE = 200;
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const BATCH = 8;
// Thousands of requests: well over the suite's 30 s per test (60-80 s for the bodies on a busy machine).
const FUZZ_TIMEOUT_MS = 300_000;

/** The list routes (parseListRequest) with their columns; a route of the list missing from the document fails the test. */
const LIST_ROUTES: { path: string; definition: ListDefinition | null }[] = [
  { path: '/api/advisor/advisor', definition: ADVISOR_LIST },
  { path: '/api/advisor/audit', definition: AUDIT_LIST },
  { path: '/api/advisor/audit.csv', definition: AUDIT_LIST },
  { path: '/api/advisor/advisor/documents', definition: DOCUMENT_LIST },
  { path: '/api/advisor/settlement-documents', definition: SETTLEMENT_LIST },
  { path: '/api/advisor/settlement-documents.csv', definition: SETTLEMENT_LIST },
  { path: '/api/advisor/investor/offers', definition: OFFER_LIST },
  { path: '/api/advisor/investor/offers/summary', definition: OFFER_LIST },
  { path: '/api/advisor/investor/offers-by-network', definition: OFFER_LIST },
  { path: '/api/advisor/investor/offers-by-network/summary', definition: OFFER_LIST },
  { path: '/api/advisor/campaign/{id}/offers', definition: OFFER_LIST },
  { path: '/api/advisor/kyc/investor-request', definition: KYC_REQUEST_LIST },
  { path: '/investor-api/offers', definition: INVESTOR_PANEL_OFFER_LIST },
  { path: '/investor-api/products', definition: null },
];

/** Text that must never reach a client: stack frames, source paths, SQL and driver messages, framework internals. */
const INTERNALS = [
  /\n\s+at \S/,
  /\bat \S+ \(.*:\d+:\d+\)/,
  /\.(ts|js|mjs):\d+/,
  /node_modules/,
  /\bSELECT\s.+\sFROM\s/i,
  /\bINSERT INTO\b/i,
  /syntax error/i,
  /\brelation "/i,
  /violates .* constraint/i,
  /duplicate key/i,
  /invalid input syntax/i,
  /FST_ERR/,
  /\b(TypeError|RangeError|ReferenceError|SyntaxError)\b/,
  /Maximum call stack/i,
];

let app: App;
let admin: string;
let investor: string;
let rows: RowSet;
let operations: { method: string; path: string; schema: NonNullable<ReturnType<typeof jsonBodySchema>> }[];
let documentPaths: Set<string>;
let advisorOfferId: string;

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  admin = (await loginAdvisor(app, 'admin@emisja.test')).accessToken;
  const document = app.swagger() as unknown as OpenApiDocument;
  documentPaths = new Set(Object.keys(document.paths));
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).flatMap(([method, operation]) => {
      const schema = jsonBodySchema(operation);
      return schema && ['post', 'put', 'patch'].includes(method) ? [{ method: method.toUpperCase(), path, schema }] : [];
    }),
  );

  // This file's own investor, invited by the admin to a campaign of this file: the investor panel's and the public pages'
  // calls change only these rows.
  const landingPageId = await landingIdOf(app, DEMO_HOST);
  const campaign = await createTestCampaign(app);
  const [north] = await app.db.select({ id: networks.id }).from(networks).where(eq(networks.name, 'Północ'));
  const investorEmail = `fuzz-${randomUUID().slice(0, 8)}@example.com`;
  const invitation = await app.inject({
    method: 'POST',
    url: `/api/advisor/campaign/${campaign.campaignId}/product/${campaign.productIds[0]}/invite-investor`,
    headers: { ...bearer(admin), 'accept-language': 'en' },
    payload: {
      investorEmail,
      message: 'Dzień dobry, zapraszam do oferty testowej.',
      networkId: north!.id,
    },
  });
  expect(invitation.statusCode, invitation.body).toBe(201);
  const offerId = (invitation.json() as { offer: { id: string } }).offer.id;
  const offerToken = secretOfLink((await waitForEmail(app, investorEmail, 'offer-invitation')).links[0]!);
  investor = await loginInvestorByLink(app, investorEmail);
  const [invited] = await app.db.select({ id: investors.id }).from(investors).where(eq(investors.email, investorEmail));
  const invitedInvestorId = invited!.id;
  const kyc = await sendKycAndGetLink(app, admin, investorEmail);
  const settlement = await app.inject({
    method: 'POST',
    url: '/api/advisor/settlement-documents',
    headers: { ...bearer(admin), 'accept-language': 'en' },
    payload: {
      counterPartyTin: '526-025-02-74',
      counterPartyName: 'Emitent S.A.',
      counterPartyStreet: 'Marszałkowska',
      counterPartyStreetNumber: '10',
      counterPartyCity: 'Warszawa',
      counterPartyZipCode: '00-950',
      counterPartyCountry: 'PL',
      type: 'invoice',
      documentNumber: 'FV/FUZZ/2026',
      issueDate: '2026-11-02',
      saleDate: '2026-10-31',
      paymentDate: '2026-11-16',
      paymentMethod: 'transfer',
      currency: 'PLN',
      amount: '1234.50',
      bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
      bankAccountCountry: 'PL',
    },
  });
  expect(settlement.statusCode, settlement.body).toBe(201);
  const asset = await uploadAssetOk(app, admin, 'campaign-cover', 'cover.png', samplePng());
  const [advisor] = await app.db
    .select({ id: advisors.id, userId: advisors.userId })
    .from(advisors)
    .where(eq(advisors.email, 'doradca@emisja.test'));
  const [doradca] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'doradca@emisja.test'));
  const [advisorDocument] = await app.db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.landingPageId, landingPageId), eq(documents.audience, 'advisors')));
  const [investment] = await app.db
    .select({ id: investments.id, rowId: paymentScheduleEntries.id })
    .from(investments)
    .innerJoin(paymentScheduleEntries, eq(paymentScheduleEntries.investmentId, investments.id))
    .where(eq(investments.landingPageId, landingPageId));
  const [demoOffer] = await app.db
    .select({ id: investorOffers.id })
    .from(investorOffers)
    .where(and(eq(investorOffers.landingPageId, landingPageId), eq(investorOffers.status, 'accepted')));
  rows = {
    advisor: advisor!.id,
    advisorDocument: advisorDocument?.id ?? randomUUID(),
    settlement: (settlement.json() as { id: string }).id,
    campaign: campaign.campaignId,
    product: campaign.productIds[0]!,
    campaignDocument: randomUUID(),
    asset: asset.id,
    network: north!.id,
    user: doradca!.id,
    investor: invitedInvestorId,
    offer: offerId,
    attachment: randomUUID(),
    investment: investment!.id,
    scheduleRow: investment!.rowId,
    kycRequest: kyc.id,
    offerToken,
    kycToken: kyc.secret,
    krs: '0000123456',
  };
  // The advisor panel's offer routes get a demo offer the admin may act on; the investor panel's, this file's offer.
  advisorOfferId = demoOffer?.id ?? offerId;
});

/** The caller allowed to use a path, and the ids in it. */
function requestFor(path: string): { url: string; headers: Record<string, string> } {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const kind = pathParameterKind(path, name);
    if (kind === 'offer' && path.startsWith('/api/')) return advisorOfferId;
    return encodeURIComponent(rows[kind]);
  });
  const token = path.startsWith('/api/') ? admin : path.startsWith('/investor-api/') ? investor : null;
  return { url, headers: { ...(token ? bearer(token) : { host: DEMO_HOST }), 'accept-language': 'en' } };
}

interface Finding {
  request: string;
  problem: string;
}

/** Checks one answer: no 5xx, the error body on a 4xx, no internals unless the request itself carried that text. */
function check(request: string, sent: string, response: { statusCode: number; body: string }): Finding[] {
  const findings: Finding[] = [];
  const described = request.length > 300 ? `${request.slice(0, 300)}...` : request;
  if (response.statusCode >= 500)
    findings.push({ request: described, problem: `${response.statusCode} ${response.body.slice(0, 300)}` });
  if (response.statusCode >= 400) {
    let body: unknown = null;
    try {
      body = JSON.parse(response.body);
    } catch {
      body = null;
    }
    if (!ZErrorBodySchema.safeParse(body).success) {
      findings.push({
        request: described,
        problem: `${response.statusCode} without the error body: ${response.body.slice(0, 200)}`,
      });
    }
  }
  for (const pattern of INTERNALS) {
    const match = pattern.exec(response.body);
    if (match && !sent.includes(match[0])) {
      findings.push({
        request: described,
        problem: `${response.statusCode} shows "${match[0]}": ${response.body.slice(0, 200)}`,
      });
    }
  }
  return findings;
}

async function inBatches<T>(items: T[], run: (item: T) => Promise<Finding[]>): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (let start = 0; start < items.length; start += BATCH) {
    for (const found of await Promise.all(items.slice(start, start + BATCH).map(run))) findings.push(...found);
  }
  return findings;
}

/** A query string value as a client might send it; lone surrogates (which encodeURIComponent refuses) as their raw bytes. */
function encodeValue(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80').replace(/[^%\w-]/g, (character) => encodeURIComponent(character));
  }
}

const QUERY_HOSTILE = [
  ...HOSTILE_VALUES.filter((value) => typeof value === 'string'),
  '%',
  '%zz',
  '%ED%A0%80',
  '%C0%AF',
  'x'.repeat(5_000),
];
const OPERATORS = ['like', 'leq', 'in', 'contain', 'gte', 'lte', 'eq', 'LIKE', 'drop', '', 'like; DROP TABLE users', '__proto__'];

/** At least `count` malformed query strings for a list with these columns. */
function malformedQueries(columns: string[], count: number, seed: number): string[] {
  const known = columns.length > 0 ? columns : ['createdAt'];
  const raw = (value: string) => value;
  const queries: string[] = [
    'limit=-1',
    'limit=abc',
    'limit=1e309',
    'limit=99999999999999999999',
    'limit=0',
    'limit=1.5',
    'offset=-5',
    'offset=NaN',
    'offset=99999999999999999999',
    'limit=1&limit=2',
    'limit[]=1',
    'limit[a]=1',
    'sort=unknownColumn',
    'sort=__proto__',
    'sort[]=createdAt',
    'order=sideways',
    'order[]=asc',
    'filters=plain',
    'filters[]=x',
    'filters[][value]=x',
    'filters[__proto__][value]=x',
    'filters[constructor][prototype][value]=x',
    'filters[unknownColumn][value]=x&filters[unknownColumn][operator]=like',
    `filters[a]${'[b]'.repeat(200)}=deep`,
    Array.from({ length: 500 }, (_, index) => `filters[c${index}][value]=x`).join('&'),
    `filters[${known[0]}][operator]=in&${Array.from({ length: 500 }, (_, index) => `filters[${known[0]}][value][]=v${index}`).join('&')}`,
    '&&&==&=',
    '?',
    '%00=%00',
  ].map(raw);
  const perColumn: string[] = [];
  for (const column of known) {
    perColumn.push(`sort=${encodeValue(column)}&order=desc`);
    perColumn.push(`filters[${encodeValue(column)}][value]=x`);
    perColumn.push(`filters[${encodeValue(column)}]=x`);
    perColumn.push(`filters[${encodeValue(column)}][value][nested]=x`);
    for (const operator of OPERATORS) {
      perColumn.push(
        `filters[${encodeValue(column)}][value]=x&filters[${encodeValue(column)}][operator]=${encodeValue(operator)}`,
      );
    }
  }
  // Every column's variants when they fit (keeping room for 60 random ones), else a seeded selection of them.
  const room = Math.max(count - queries.length - 60, 0);
  queries.push(
    ...(perColumn.length <= room
      ? perColumn
      : fc.sample(fc.shuffledSubarray(perColumn, { minLength: room, maxLength: room }), { seed, numRuns: 1 })[0]!),
  );
  const draws = fc.sample(
    fc.record({
      column: fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 20 })),
      operator: fc.constantFrom(...OPERATORS),
      value: fc.oneof(fc.constantFrom(...QUERY_HOSTILE), fc.string({ unit: 'grapheme', maxLength: 30 })),
      secondValue: fc.constantFrom(...QUERY_HOSTILE),
      asArray: fc.boolean(),
      paging: fc.constantFrom('', 'limit', 'offset', 'sort', 'order'),
    }),
    { seed, numRuns: Math.max(count - queries.length, 0) + 50 },
  );
  for (const draw of draws) {
    if (queries.length >= count) break;
    const column = encodeValue(draw.column);
    const values = draw.asArray
      ? `filters[${column}][value][]=${encodeValue(draw.value)}&filters[${column}][value][]=${encodeValue(draw.secondValue)}`
      : `filters[${column}][value]=${encodeValue(draw.value)}`;
    const paging = draw.paging === '' ? '' : `&${draw.paging}=${encodeValue(draw.secondValue)}`;
    queries.push(`${values}&filters[${column}][operator]=${encodeValue(draw.operator)}${paging}`);
  }
  return queries;
}

describe('fuzzing from the schemas', () => {
  it(
    `answers ${VARIANTS_PER_ROUTE}+ malformed bodies per POST/PUT/PATCH route with a 4xx error body, never a 5xx or internals`,
    async () => {
      const findings: Finding[] = [];
      const timings: string[] = [];
      let calls = 0;
      for (const [index, operation] of operations.entries()) {
        const bodies = malformedBodies(operation.schema, VARIANTS_PER_ROUTE, SEED + index);
        expect(bodies.length, operation.path).toBeGreaterThanOrEqual(VARIANTS_PER_ROUTE);
        const { url, headers } = requestFor(operation.path);
        const startedAt = Date.now();
        findings.push(
          ...(await inBatches(bodies, async (payload) => {
            const response = await app.inject({
              method: operation.method as 'POST',
              url,
              headers: { ...headers, 'content-type': 'application/json' },
              payload,
            });
            calls += 1;
            return check(`${operation.method} ${url} ${payload}`, payload, response);
          })),
        );
        timings.push(`${Date.now() - startedAt} ms ${operation.method} ${operation.path}`);
      }
      // eslint-disable-next-line no-console -- the figures issue 17 item 2 asks for, printed with the run
      console.log(`fuzz (bodies): ${operations.length} routes, ${calls} calls, ${findings.length} findings, seed ${SEED}`);
      if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ findings, timings }, null, 1));
      expect(findings.slice(0, 20)).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `answers ${VARIANTS_PER_ROUTE}+ malformed query strings per list route with a 4xx error body or the list, never a 5xx`,
    async () => {
      const missing = LIST_ROUTES.filter((route) => !documentPaths.has(route.path));
      expect(missing.map((route) => `list route not in the OpenAPI document: ${route.path}`)).toEqual([]);
      const findings: Finding[] = [];
      let calls = 0;
      for (const [index, route] of LIST_ROUTES.entries()) {
        const columns = route.definition ? Object.keys(route.definition.columns) : [];
        const queries = malformedQueries(columns, VARIANTS_PER_ROUTE, SEED + 1000 + index);
        expect(queries.length, route.path).toBeGreaterThanOrEqual(VARIANTS_PER_ROUTE);
        const { url, headers } = requestFor(route.path);
        findings.push(
          ...(await inBatches(queries, async (query) => {
            const target = `${url}?${query}`;
            const response = await app.inject({
              method: 'GET',
              url: target,
              headers: { ...headers, 'x-request-total-count': 'true' },
            });
            calls += 1;
            return check(`GET ${target}`, decodeURIComponentSafe(query), response);
          })),
        );
      }
      // eslint-disable-next-line no-console -- the figures issue 17 item 2 asks for, printed with the run
      console.log(`fuzz (list queries): ${LIST_ROUTES.length} routes, ${calls} calls, ${findings.length} findings, seed ${SEED}`);
      expect(findings.slice(0, 20)).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );
});

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
