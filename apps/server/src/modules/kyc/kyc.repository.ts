import {
  IDENTITY_VERIFICATION_STATUSES,
  KYC_REQUEST_LIST_DEFAULT_SORT,
  KYC_REQUEST_LIST_FILTERS,
  KYC_REQUEST_STATUSES,
  type TIdentityVerificationStatus,
  type TKycRequestStatus,
  type TListQuery,
} from '@emisja/shared';
import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { preparedPerExecutor } from '../../db/prepared-query.ts';
import {
  advisorNetworks,
  advisors,
  investors,
  kycIdentityVerifications,
  kycRequests,
  type IdentityVerificationProvider,
} from '../../db/schema/index.ts';
import { currentKycRequestQuery, kycRequestStatusSql, NO_KYC_STATE, type InvestorKycStateRow } from '../../db/investor-kyc.ts';
import { inLanding, landingRow } from '../../db/tenant-scope.ts';
import { buildListQuery, countAll, defineListColumns, paged, readListPage, type ListPage } from '../../lib/list-query/index.ts';
import { KYC_ENCRYPTED_PATHS, type StoredQuestionnaire } from './kyc-crypto.ts';

// All SQL of the KYC module (issue 12, product-decisions section 9, docs/decisions/032-kyc-server.md): KYC requests and their
// list, the identity verification history, the investor's personal data filled by a submission, and the start-up pass that
// encrypts personal numbers earlier versions stored in clear text. Every query of a tenant-owned table names the landing page.

/** A KYC link works for 30 days unless submitted (product-decisions section 5). */
export const KYC_REQUEST_LIFETIME_DAYS = 30;

/**
 * The status the API shows: a request not submitted by its `expires_at` is `expired` (computed here, so filters and sorting by
 * status see the same value the rows show); `expired` is also stored when a newer request replaced it.
 */
export const kycStatusSql = kycRequestStatusSql(kycRequests);

/** Statuses in the order a request goes through them, for sorting. */
const statusOrderSql = sql<number>`array_position(array[${sql.raw(
  KYC_REQUEST_STATUSES.map((status) => `'${status}'`).join(', '),
)}]::text[], ${kycStatusSql})`;

/** The investor's company, else their name (filled by a submitted questionnaire); null before that. */
const investorNameSql = sql<
  string | null
>`coalesce(${investors.companyName}, nullif(concat_ws(' ', ${investors.firstName}, ${investors.surname}), ''))`;
const advisorNameSql = sql<string>`${advisors.firstName} || ' ' || ${advisors.surname}`;

const JOINS = { investor: ['investor'], advisor: ['advisor'] } as const;

/** The KYC request list of the advisor panel (`GET /api/advisor/kyc/investor-request`), filters per KYC_REQUEST_LIST_FILTERS. */
export const KYC_REQUEST_LIST = defineListColumns(
  {
    // Stored lower-case (kyc_requests_email_lower_case).
    investorEmail: {
      column: kycRequests.investorEmail,
      operators: KYC_REQUEST_LIST_FILTERS.investorEmail,
      sortable: true,
      isStoredLowerCase: true,
    },
    investorName: {
      column: investorNameSql,
      operators: KYC_REQUEST_LIST_FILTERS.investorName,
      sortable: true,
      joins: JOINS.investor,
    },
    advisorName: {
      column: advisorNameSql,
      operators: KYC_REQUEST_LIST_FILTERS.advisorName,
      sortable: true,
      sortBy: [advisors.surname, advisors.firstName],
      joins: JOINS.advisor,
    },
    status: {
      column: kycStatusSql,
      operators: KYC_REQUEST_LIST_FILTERS.status,
      values: KYC_REQUEST_STATUSES,
      sortable: true,
      sortBy: [statusOrderSql],
    },
    identityVerification: {
      column: kycRequests.identityVerification,
      operators: KYC_REQUEST_LIST_FILTERS.identityVerification,
      values: IDENTITY_VERIFICATION_STATUSES,
      sortable: true,
    },
    advisorId: { column: kycRequests.advisorId, operators: KYC_REQUEST_LIST_FILTERS.advisorId, valueFormat: 'uuid' },
    createdAt: { column: kycRequests.createdAt, sortable: true },
    createdAtFrom: { column: kycRequests.createdAt, operators: KYC_REQUEST_LIST_FILTERS.createdAtFrom },
    createdAtTo: { column: kycRequests.createdAt, operators: KYC_REQUEST_LIST_FILTERS.createdAtTo },
    submittedAt: { column: kycRequests.submittedAt, sortable: true },
    submittedAtFrom: { column: kycRequests.submittedAt, operators: KYC_REQUEST_LIST_FILTERS.submittedAtFrom },
    submittedAtTo: { column: kycRequests.submittedAt, operators: KYC_REQUEST_LIST_FILTERS.submittedAtTo },
    expiresAt: { column: kycRequests.expiresAt, sortable: true },
  },
  { defaultSort: KYC_REQUEST_LIST_DEFAULT_SORT, tiebreaker: kycRequests.id },
);

/** Whose KYC requests the caller sees (product-decisions sections 2 and 9: "as for offers"). */
export type KycVisibility =
  /** An admin: every request of the landing page. */
  | { kind: 'landing' }
  /** The requests the advisor sent, and those sent by advisors of the networks they coordinate (none for a plain advisor). */
  | { kind: 'senderOrNetworks'; advisorId: string; networkIds: readonly string[] };

function visibilityCondition(visibility: KycVisibility): SQL | undefined {
  if (visibility.kind === 'landing') return undefined;
  const own = eq(kycRequests.advisorId, visibility.advisorId);
  if (visibility.networkIds.length === 0) return own;
  return or(
    own,
    sql`exists (select 1 from ${advisorNetworks} where ${advisorNetworks.advisorId} = ${kycRequests.advisorId} and ${inArray(
      advisorNetworks.networkId,
      [...visibility.networkIds],
    )})`,
  );
}

const investorJoin = and(eq(investors.landingPageId, kycRequests.landingPageId), eq(investors.id, kycRequests.investorId));
const advisorJoin = and(eq(advisors.landingPageId, kycRequests.landingPageId), eq(advisors.id, kycRequests.advisorId));

const kycRowColumns = {
  id: kycRequests.id,
  investorEmail: kycRequests.investorEmail,
  investorName: investorNameSql,
  advisorId: kycRequests.advisorId,
  advisorName: advisorNameSql,
  status: kycStatusSql,
  identityVerification: kycRequests.identityVerification,
  createdAt: kycRequests.createdAt,
  submittedAt: kycRequests.submittedAt,
  expiresAt: kycRequests.expiresAt,
};

export interface KycRequestRowRecord {
  id: string;
  investorEmail: string;
  investorName: string | null;
  advisorId: string;
  advisorName: string;
  status: TKycRequestStatus;
  identityVerification: TIdentityVerificationStatus;
  createdAt: Date;
  submittedAt: Date | null;
  expiresAt: Date;
}

/** One page of the KYC requests the caller sees, filtered and sorted as `query` says (validated against KYC_REQUEST_LIST). */
export async function findKycRequestRows(
  db: DbExecutor,
  scope: { landingPageId: string; visibility: KycVisibility },
  query: TListQuery,
  options: { withTotal?: boolean } = {},
): Promise<ListPage<KycRequestRowRecord>> {
  const list = buildListQuery(KYC_REQUEST_LIST, query);
  const where = inLanding(kycRequests, scope.landingPageId, visibilityCondition(scope.visibility), list.where);
  const rows = paged(
    db
      .select(kycRowColumns)
      .from(kycRequests)
      .innerJoin(advisors, advisorJoin)
      .leftJoin(investors, investorJoin)
      .where(where)
      .$dynamic(),
    list,
  );
  // The count joins only what the active filters read. Building it runs nothing: readListPage runs it only when counted.
  let count = db.select({ total: countAll() }).from(kycRequests).$dynamic();
  if (list.whereJoins.has('advisor')) count = count.innerJoin(advisors, advisorJoin);
  if (list.whereJoins.has('investor')) count = count.leftJoin(investors, investorJoin);
  return readListPage(db, { rows, count: count.where(where) }, options.withTotal);
}

export interface KycRequestRecord extends KycRequestRowRecord {
  investorId: string | null;
  /** Status as stored (`expired` only when replaced). */
  storedStatus: TKycRequestStatus;
  data: StoredQuestionnaire | null;
  draft: StoredQuestionnaire | null;
  draftSavedAt: Date | null;
  /** The networks the sending advisor belongs to: their coordinators may decide the identity verification. */
  senderNetworkIds: string[];
}

const kycRecordColumns = {
  ...kycRowColumns,
  investorId: kycRequests.investorId,
  storedStatus: kycRequests.status,
  data: kycRequests.data,
  draft: kycRequests.draft,
  draftSavedAt: kycRequests.draftSavedAt,
  senderNetworkIds: sql<
    string[]
  >`array(select ${advisorNetworks.networkId}::text from ${advisorNetworks} where ${advisorNetworks.advisorId} = ${kycRequests.advisorId} order by 1)`,
};

/** A request the caller sees (null outside their scope or landing page). */
export async function findVisibleKycRequest(
  db: DbExecutor,
  landingPageId: string,
  id: string,
  visibility: KycVisibility,
): Promise<KycRequestRecord | null> {
  const [row] = await db
    .select(kycRecordColumns)
    .from(kycRequests)
    .innerJoin(advisors, advisorJoin)
    .leftJoin(investors, investorJoin)
    .where(landingRow(kycRequests, landingPageId, id, visibilityCondition(visibility)));
  return (row as KycRequestRecord | undefined) ?? null;
}

/** The request row locked until the transaction ends (verification decisions, webhook results). */
export async function lockKycRequest(
  tx: DbExecutor,
  landingPageId: string,
  id: string,
): Promise<{ id: string; status: TKycRequestStatus; identityVerification: TIdentityVerificationStatus } | null> {
  const [row] = await tx
    .select({ id: kycRequests.id, status: kycStatusSql, identityVerification: kycRequests.identityVerification })
    .from(kycRequests)
    .where(landingRow(kycRequests, landingPageId, id))
    .for('update');
  return row ?? null;
}

export interface KycFormRecord {
  id: string;
  status: TKycRequestStatus;
  investorEmail: string;
  investorId: string | null;
  advisorId: string;
  draft: StoredQuestionnaire | null;
  draftSavedAt: Date | null;
  data: StoredQuestionnaire | null;
  submittedAt: Date | null;
  identityVerification: TIdentityVerificationStatus;
  expiresAt: Date;
}

const kycFormColumns = {
  id: kycRequests.id,
  status: kycStatusSql,
  investorEmail: kycRequests.investorEmail,
  investorId: kycRequests.investorId,
  advisorId: kycRequests.advisorId,
  draft: kycRequests.draft,
  draftSavedAt: kycRequests.draftSavedAt,
  data: kycRequests.data,
  submittedAt: kycRequests.submittedAt,
  identityVerification: kycRequests.identityVerification,
  expiresAt: kycRequests.expiresAt,
};

/** The request of a link secret's hash on this landing page (another landing page's secret is simply unknown). */
export async function findKycRequestByTokenHash(
  db: DbExecutor,
  landingPageId: string,
  tokenHash: string,
): Promise<KycFormRecord | null> {
  const [row] = await db
    .select(kycFormColumns)
    .from(kycRequests)
    .where(inLanding(kycRequests, landingPageId, eq(kycRequests.tokenHash, tokenHash)));
  return row ?? null;
}

/** The same, locked until the transaction ends: draft saves and submissions of one link run one after the other. */
export async function lockKycRequestByTokenHash(
  tx: DbExecutor,
  landingPageId: string,
  tokenHash: string,
): Promise<KycFormRecord | null> {
  const [row] = await tx
    .select(kycFormColumns)
    .from(kycRequests)
    .where(inLanding(kycRequests, landingPageId, eq(kycRequests.tokenHash, tokenHash)))
    .for('update');
  return row ?? null;
}

/** The advisor who sent a request, as its notices name them (null when their profile is gone). */
export interface KycSender {
  email: string;
  firstName: string;
  surname: string;
  status: (typeof advisors.$inferSelect)['status'];
}

/**
 * A submission's read: the request locked as `lockKycRequestByTokenHash` does (its row only, `for update of`), with the
 * advisor who sent it for the "questionnaire submitted" notice, in one statement instead of two (bench/kyc.ts).
 */
export async function lockKycSubmissionByTokenHash(
  tx: DbExecutor,
  landingPageId: string,
  tokenHash: string,
): Promise<{ record: KycFormRecord; sender: KycSender | null } | null> {
  const [row] = await tx
    .select({
      ...kycFormColumns,
      senderEmail: advisors.email,
      senderFirstName: advisors.firstName,
      senderSurname: advisors.surname,
      senderStatus: advisors.status,
    })
    .from(kycRequests)
    .leftJoin(advisors, and(eq(advisors.id, kycRequests.advisorId), eq(advisors.landingPageId, kycRequests.landingPageId)))
    .where(inLanding(kycRequests, landingPageId, eq(kycRequests.tokenHash, tokenHash)))
    .for('update', { of: kycRequests });
  if (!row) return null;
  const { senderEmail, senderFirstName, senderSurname, senderStatus, ...record } = row;
  const sender =
    senderEmail !== null && senderFirstName !== null && senderSurname !== null && senderStatus !== null
      ? { email: senderEmail, firstName: senderFirstName, surname: senderSurname, status: senderStatus }
      : null;
  return { record, sender };
}

/** What an earlier send asked for, to tell a retry (same request) from a reused Idempotency-Key (another request). */
export interface KycSendRecord {
  id: string;
  investorEmail: string;
  message: string;
  status: TKycRequestStatus;
  expiresAt: Date;
}

export async function findKycRequestByIdempotencyKey(
  db: DbExecutor,
  key: { landingPageId: string; advisorId: string; idempotencyKey: string },
): Promise<KycSendRecord | null> {
  const [row] = await db
    .select({
      id: kycRequests.id,
      investorEmail: kycRequests.investorEmail,
      message: kycRequests.message,
      status: kycStatusSql,
      expiresAt: kycRequests.expiresAt,
    })
    .from(kycRequests)
    .where(
      inLanding(
        kycRequests,
        key.landingPageId,
        eq(kycRequests.advisorId, key.advisorId),
        eq(kycRequests.idempotencyKey, key.idempotencyKey),
      ),
    );
  return row ?? null;
}

const isUnsubmitted = inArray(kycRequests.status, ['sent', 'in-progress']);

/** The newest saved draft among the unsubmitted requests of an e-mail (a newer request carries it over), or null. */
export async function findNewestOpenDraft(
  tx: DbExecutor,
  landingPageId: string,
  email: string,
): Promise<{ id: string; draft: StoredQuestionnaire } | null> {
  const [row] = await tx
    .select({ id: kycRequests.id, draft: kycRequests.draft })
    .from(kycRequests)
    .where(
      inLanding(kycRequests, landingPageId, eq(kycRequests.investorEmail, email), isUnsubmitted, isNotNull(kycRequests.draft)),
    )
    .orderBy(desc(kycRequests.draftSavedAt), desc(kycRequests.id))
    .limit(1);
  return row?.draft ? { id: row.id, draft: row.draft } : null;
}

/**
 * Marks every unsubmitted request of the e-mail on the landing page `expired` (a newer request replaces them, product-decisions
 * section 9) and drops their drafts (the newest one was carried over). Returns how many.
 */
export async function expireOpenKycRequests(tx: DbExecutor, landingPageId: string, email: string): Promise<number> {
  const rows = await tx
    .update(kycRequests)
    .set({ status: 'expired', draft: null, updatedAt: new Date() })
    .where(inLanding(kycRequests, landingPageId, eq(kycRequests.investorEmail, email), isUnsubmitted))
    .returning({ id: kycRequests.id });
  return rows.length;
}

export interface NewKycRequest {
  id: string;
  landingPageId: string;
  investorEmail: string;
  investorId: string;
  advisorId: string;
  message: string;
  tokenHash: string;
  idempotencyKey: string | null;
  status: 'sent' | 'in-progress';
  draft: StoredQuestionnaire | null;
}

/**
 * Inserts a request valid for KYC_REQUEST_LIFETIME_DAYS by the database clock; null when a concurrent request took its
 * Idempotency-Key first (the caller reads that request instead).
 */
export async function insertKycRequest(tx: DbExecutor, request: NewKycRequest): Promise<{ id: string; expiresAt: Date } | null> {
  const [row] = await tx
    .insert(kycRequests)
    .values({
      ...request,
      expiresAt: sql`now() + make_interval(days => ${KYC_REQUEST_LIFETIME_DAYS})`,
      draftSavedAt: request.draft ? sql`now()` : null,
    })
    .onConflictDoNothing()
    .returning({ id: kycRequests.id, expiresAt: kycRequests.expiresAt });
  return row ?? null;
}

/** Saves the draft (already encrypted); the request is then `in-progress`. */
export async function saveKycDraft(tx: DbExecutor, id: string, draft: StoredQuestionnaire): Promise<Date> {
  const [row] = await tx
    .update(kycRequests)
    .set({ draft, draftSavedAt: sql`now()`, status: 'in-progress', updatedAt: sql`now()` })
    .where(eq(kycRequests.id, id))
    .returning({ draftSavedAt: kycRequests.draftSavedAt });
  if (!row?.draftSavedAt) throw new Error('The KYC draft was not saved');
  return row.draftSavedAt;
}

/** Stores the submitted answers (already encrypted): status `submitted`, the draft dropped. */
export async function markKycRequestSubmitted(
  tx: DbExecutor,
  id: string,
  submission: { data: StoredQuestionnaire; identityVerification: TIdentityVerificationStatus },
): Promise<Date> {
  const [row] = await tx
    .update(kycRequests)
    .set({
      status: 'submitted',
      submittedAt: sql`now()`,
      data: submission.data,
      draft: null,
      identityVerification: submission.identityVerification,
      updatedAt: sql`now()`,
    })
    .where(eq(kycRequests.id, id))
    .returning({ submittedAt: kycRequests.submittedAt });
  if (!row?.submittedAt) throw new Error('The KYC request was not marked submitted');
  return row.submittedAt;
}

export async function setIdentityVerificationStatus(
  tx: DbExecutor,
  id: string,
  status: TIdentityVerificationStatus,
): Promise<void> {
  await tx
    .update(kycRequests)
    .set({ identityVerification: status, updatedAt: sql`now()` })
    .where(eq(kycRequests.id, id));
}

export interface IdentityVerificationEntry {
  kycRequestId: string;
  status: TIdentityVerificationStatus;
  note: string | null;
  provider: IdentityVerificationProvider;
  providerReference: string | null;
  decidedByUserId: string | null;
  decidedByLabel: string;
}

export async function insertIdentityVerificationEntry(tx: DbExecutor, entry: IdentityVerificationEntry): Promise<void> {
  await tx.insert(kycIdentityVerifications).values(entry);
}

/** The verification history of a request, oldest first. */
export async function findIdentityVerificationHistory(db: DbExecutor, kycRequestId: string) {
  return db
    .select({
      status: kycIdentityVerifications.status,
      note: kycIdentityVerifications.note,
      provider: kycIdentityVerifications.provider,
      providerReference: kycIdentityVerifications.providerReference,
      decidedByLabel: kycIdentityVerifications.decidedByLabel,
      createdAt: kycIdentityVerifications.createdAt,
    })
    .from(kycIdentityVerifications)
    .where(eq(kycIdentityVerifications.kycRequestId, kycRequestId))
    .orderBy(asc(kycIdentityVerifications.createdAt), asc(kycIdentityVerifications.id));
}

/** True when the provider already reported this result with this reference (a repeated delivery changes nothing). */
export async function hasProviderResult(
  db: DbExecutor,
  kycRequestId: string,
  result: { providerReference: string; status: TIdentityVerificationStatus },
): Promise<boolean> {
  const [row] = await db
    .select({ id: kycIdentityVerifications.id })
    .from(kycIdentityVerifications)
    .where(
      and(
        eq(kycIdentityVerifications.kycRequestId, kycRequestId),
        eq(kycIdentityVerifications.provider, 'webhook'),
        eq(kycIdentityVerifications.providerReference, result.providerReference),
        eq(kycIdentityVerifications.status, result.status),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The sending advisor's name and e-mail (for the submission notice). */
export async function findKycSender(db: DbExecutor, landingPageId: string, advisorId: string) {
  const [row] = await db
    .select({ email: advisors.email, firstName: advisors.firstName, surname: advisors.surname, status: advisors.status })
    .from(advisors)
    .where(landingRow(advisors, landingPageId, advisorId));
  return row ?? null;
}

/** A request of an earlier version sent before investors were created with it. */
export async function linkKycRequestToInvestor(tx: DbExecutor, id: string, investorId: string): Promise<void> {
  await tx.update(kycRequests).set({ investorId }).where(eq(kycRequests.id, id));
}

/** The investor's personal data from a submitted questionnaire (`pesel` and `bankAccount` already encrypted). */
export interface InvestorKycData {
  firstName: string;
  surname: string;
  phoneNo: string;
  pesel: string | null;
  bankAccount: string;
  isLegalPerson: boolean;
  companyName: string | null;
  lastKycRequestId: string;
}

export async function recordInvestorKycData(
  tx: DbExecutor,
  landingPageId: string,
  investorId: string,
  data: InvestorKycData,
): Promise<void> {
  await tx
    .update(investors)
    .set({ ...data, kycSubmittedAt: sql`now()`, updatedAt: sql`now()` })
    .where(landingRow(investors, landingPageId, investorId));
}

// ---------------------------------------------------------------------------------------------------------------------------
// The investor's questionnaire outside the KYC screens (db/investor-kyc.ts: the current request is the newest submitted one,
// else the newest sent).

/** Read on every opening of the public offer page and the invest form (issue 17 item 5): prepared (db/prepared-query.ts). */
const investorKycStateQuery = preparedPerExecutor((db) =>
  currentKycRequestQuery(db, sql.placeholder('landingPageId'), sql.placeholder('investorId')).prepare(''),
);

export async function findInvestorKycState(
  db: DbExecutor,
  landingPageId: string,
  investorId: string,
): Promise<InvestorKycStateRow> {
  const [row] = await investorKycStateQuery(db).execute({ landingPageId, investorId });
  return row
    ? { status: row.status, identityVerification: row.identityVerification, submittedAt: row.submittedAt }
    : NO_KYC_STATE;
}

/** A submitted questionnaire as stored: its answers (encrypted), when it was submitted and its identity verification. */
export interface SubmittedQuestionnaireRecord {
  id: string;
  data: StoredQuestionnaire;
  submittedAt: Date;
  identityVerification: TIdentityVerificationStatus;
}

/** The columns of a SubmittedQuestionnaireRecord; read the row with submittedQuestionnaireOf. */
export const submittedQuestionnaireColumns = {
  id: kycRequests.id,
  data: kycRequests.data,
  submittedAt: kycRequests.submittedAt,
  identityVerification: kycRequests.identityVerification,
};

/** A row read with submittedQuestionnaireColumns (and more), or null when there is none or it holds no answers. */
export function submittedQuestionnaireOf<T extends { data: StoredQuestionnaire | null; submittedAt: Date | null }>(
  row: T | undefined,
): (T & { data: StoredQuestionnaire; submittedAt: Date }) | null {
  return row?.data && row.submittedAt ? { ...row, data: row.data, submittedAt: row.submittedAt } : null;
}

/** The investor's current request when it is submitted, with its stored (encrypted) answers; null otherwise. */
export async function findInvestorSubmittedQuestionnaire(
  db: DbExecutor,
  landingPageId: string,
  investorId: string,
): Promise<SubmittedQuestionnaireRecord | null> {
  const current = currentKycRequestQuery(db, landingPageId, investorId).as('current');
  const [row] = await db
    .select(submittedQuestionnaireColumns)
    .from(current)
    .innerJoin(kycRequests, eq(kycRequests.id, current.id))
    .where(eq(kycRequests.status, 'submitted'));
  return submittedQuestionnaireOf(row);
}

// ---------------------------------------------------------------------------------------------------------------------------
// Clear-text personal numbers of earlier versions (encrypt-legacy-personal-data.ts). Both engines: jsonb_path_exists with
// `starts with` finds a string at a secret path that is not a ciphertext (`v1:...`); the groups of the earliest questionnaire
// format (`person`, `document`, `taxAndFamily`, `bank`) are found by their keys.

const LEGACY_GROUPS = ['person', 'document', 'taxAndFamily', 'bank'] as const;

/**
 * One `jsonb_path_exists` per secret path of the questionnaire (KYC_ENCRYPTED_PATHS): true where a value at the path is a
 * number, or a string that does not start with `prefix` (a jsonpath expression: a string literal or a `$variable`).
 */
function secretPathConditions(column: typeof kycRequests.data | typeof kycRequests.draft, prefix: string, variables?: string) {
  return KYC_ENCRYPTED_PATHS.map((path) => {
    const jsonPath = `$.${path.replace(/\[\*\]/g, '[*]').replace(/\.\*/g, '[*]')} ? (@.type() == "string" && !(@ starts with ${prefix}) || @.type() == "number")`;
    return variables === undefined
      ? sql`jsonb_path_exists(${column}, ${sql.raw(`'${jsonPath}'`)})`
      : sql`jsonb_path_exists(${column}, ${sql.raw(`'${jsonPath}'`)}, ${variables}::jsonb)`;
  });
}

function clearNumbersCondition(column: typeof kycRequests.data | typeof kycRequests.draft): SQL {
  const groups = sql`${column} ?| ${sql.raw(`array[${LEGACY_GROUPS.map((group) => `'${group}'`).join(', ')}]`)}`;
  return sql`(${column} is not null and (${groups} or ${sql.join(secretPathConditions(column, '"v1:"'), sql` or `)}))`;
}

/** Up to `limit` ids of `table` meeting `condition`, after `afterId` in id order: one batch of a pass over personal data. */
async function idsAfter(
  db: DbExecutor,
  table: typeof investors | typeof kycRequests,
  condition: SQL | undefined,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(afterId ? sql`${table.id} > ${afterId}` : undefined, condition))
    .orderBy(asc(table.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Up to `limit` requests whose draft or answers hold a clear personal number or the earliest format, after `afterId`. */
export function findKycRequestIdsWithClearNumbers(db: DbExecutor, afterId: string | null, limit: number) {
  const condition = or(clearNumbersCondition(kycRequests.data), clearNumbersCondition(kycRequests.draft));
  return idsAfter(db, kycRequests, condition, afterId, limit);
}

export async function lockKycQuestionnaires(tx: DbExecutor, id: string) {
  const [row] = await tx
    .select({ id: kycRequests.id, data: kycRequests.data, draft: kycRequests.draft })
    .from(kycRequests)
    .where(eq(kycRequests.id, id))
    .for('update');
  return row ?? null;
}

export async function updateKycQuestionnaires(
  tx: DbExecutor,
  id: string,
  values: { data: StoredQuestionnaire | null; draft: StoredQuestionnaire | null },
): Promise<void> {
  // updated_at stays as it was (Drizzle's $onUpdate would set it): the answers did not change, only their storage.
  await tx
    .update(kycRequests)
    .set({ ...values, updatedAt: sql`${kycRequests.updatedAt}` })
    .where(eq(kycRequests.id, id));
}

const clearInvestorCondition = or(
  and(isNotNull(investors.pesel), sql`${investors.pesel} not like 'v1:%'`),
  and(isNotNull(investors.bankAccount), sql`${investors.bankAccount} not like 'v1:%'`),
);

/** Up to `limit` investors whose PESEL or bank account is stored in clear text, after `afterId`. */
export function findInvestorIdsWithClearNumbers(db: DbExecutor, afterId: string | null, limit: number) {
  return idsAfter(db, investors, clearInvestorCondition, afterId, limit);
}

export async function lockInvestorNumbers(tx: DbExecutor, id: string) {
  const [row] = await tx
    .select({ id: investors.id, pesel: investors.pesel, bankAccount: investors.bankAccount })
    .from(investors)
    .where(eq(investors.id, id))
    .for('update');
  return row ?? null;
}

export async function updateInvestorNumbers(
  tx: DbExecutor,
  id: string,
  values: { pesel: string | null; bankAccount: string | null },
): Promise<void> {
  await tx
    .update(investors)
    .set({ ...values, updatedAt: sql`${investors.updatedAt}` })
    .where(eq(investors.id, id));
}

// ---------------------------------------------------------------------------------------------------------------------------
// Key rotation (reencrypt-personal-data.ts): values not encrypted with the current key `keyId`, i.e. not starting
// `v1:<keyId>:` (starts_with, not LIKE: a key id may hold "_"). The prefix travels as a parameter, and as a jsonpath variable
// into jsonb_path_exists, on both engines.

function keyPrefix(keyId: string): string {
  return `v1:${keyId}:`;
}

function investorColumnNotUnderKey(column: typeof investors.pesel | typeof investors.bankAccount, keyId: string): SQL {
  return sql`(${column} is not null and not starts_with(${column}, ${keyPrefix(keyId)}))`;
}

function questionnaireNotUnderKey(column: typeof kycRequests.data | typeof kycRequests.draft, keyId: string): SQL {
  const paths = secretPathConditions(column, '$prefix', JSON.stringify({ prefix: keyPrefix(keyId) }));
  return sql`(${column} is not null and (${sql.join(paths, sql` or `)}))`;
}

/** Up to `limit` investors with a PESEL or bank account not under the key `keyId`, after `afterId`. */
export function findInvestorIdsNotUnderKey(db: DbExecutor, keyId: string, afterId: string | null, limit: number) {
  const condition = or(
    investorColumnNotUnderKey(investors.pesel, keyId),
    investorColumnNotUnderKey(investors.bankAccount, keyId),
  );
  return idsAfter(db, investors, condition, afterId, limit);
}

/** Up to `limit` KYC requests whose draft or answers hold a value not under the key `keyId`, after `afterId`. */
export function findKycRequestIdsNotUnderKey(db: DbExecutor, keyId: string, afterId: string | null, limit: number) {
  const condition = or(questionnaireNotUnderKey(kycRequests.data, keyId), questionnaireNotUnderKey(kycRequests.draft, keyId));
  return idsAfter(db, kycRequests, condition, afterId, limit);
}

/** How many rows still hold a value not under the key `keyId`, per column. */
export async function countKycValuesNotUnderKey(db: DbExecutor, keyId: string) {
  const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
  const [investorCounts] = await db
    .select({
      pesel: count(investorColumnNotUnderKey(investors.pesel, keyId)),
      bankAccount: count(investorColumnNotUnderKey(investors.bankAccount, keyId)),
    })
    .from(investors);
  const [requestCounts] = await db
    .select({
      draft: count(questionnaireNotUnderKey(kycRequests.draft, keyId)),
      data: count(questionnaireNotUnderKey(kycRequests.data, keyId)),
    })
    .from(kycRequests);
  return {
    'investors.pesel': investorCounts?.pesel ?? 0,
    'investors.bank_account': investorCounts?.bankAccount ?? 0,
    'kyc_requests.draft': requestCounts?.draft ?? 0,
    'kyc_requests.data': requestCounts?.data ?? 0,
  };
}
