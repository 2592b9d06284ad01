import {
  CURRENCIES,
  SETTLEMENT_DOCUMENT_TYPES,
  SETTLEMENT_PAYMENT_METHODS,
  SETTLEMENT_PAYMENT_STATUSES,
  type TListQuery,
  type TSettlementDocumentValues,
  type TSettlementPaymentStatus,
} from '@emisja/shared';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { advisorNetworks, advisors, files, settlementDocuments } from '../../db/schema/index.ts';
import { inLanding, landingRow } from '../../db/tenant-scope.ts';
import { buildListQuery, countAll, defineListColumns, paged, readListPage, type ListPage } from '../../lib/list-query/index.ts';

// All SQL of the settlement documents (issue 15; docs/decisions/047). Every statement names the landing page; the caller's
// visibility (own, coordinated networks' advisors, or the whole landing page) is one SQL condition, `visibleTo`.

/** Who the caller may read: every document of the landing page, or those of these advisors and of the advisors of networks. */
export type SettlementScope = 'all' | { advisorId: string; coordinatedNetworkIds: readonly string[] };

const advisorName = sql<string>`trim(${advisors.firstName} || ' ' || ${advisors.surname})`;

/** Filters and sorting of the settlements list (newest first by default). */
export const SETTLEMENT_LIST = defineListColumns(
  {
    documentNumber: { column: settlementDocuments.documentNumber, operators: ['like', 'leq'], sortable: true },
    counterPartyName: { column: settlementDocuments.counterPartyName, operators: ['like', 'leq'], sortable: true },
    counterPartyTin: { column: settlementDocuments.counterPartyTin, operators: ['like', 'leq'] },
    advisor: { column: advisorName, operators: ['like'], sortBy: [advisors.surname, advisors.firstName], sortable: true },
    type: { column: settlementDocuments.type, operators: ['in'], values: SETTLEMENT_DOCUMENT_TYPES, sortable: true },
    paymentMethod: { column: settlementDocuments.paymentMethod, operators: ['in'], values: SETTLEMENT_PAYMENT_METHODS },
    paymentStatus: {
      column: settlementDocuments.paymentStatus,
      operators: ['in'],
      values: SETTLEMENT_PAYMENT_STATUSES,
      sortable: true,
    },
    currency: { column: settlementDocuments.currency, operators: ['in'], values: CURRENCIES, sortable: true },
    amount: { column: settlementDocuments.amount, sortable: true },
    issueDate: { column: settlementDocuments.issueDate, operators: ['gte', 'lte'], sortable: true },
    issueDateFrom: { column: settlementDocuments.issueDate, operators: ['gte'] },
    issueDateTo: { column: settlementDocuments.issueDate, operators: ['lte'] },
    paymentDate: { column: settlementDocuments.paymentDate, operators: ['gte', 'lte'], sortable: true },
    additionDate: { column: settlementDocuments.createdAt, operators: ['gte', 'lte'], sortable: true },
  },
  { defaultSort: { column: 'additionDate', order: 'desc' }, tiebreaker: settlementDocuments.id },
);

function visibleTo(landingPageId: string, scope: SettlementScope): SQL | undefined {
  if (scope === 'all') return undefined;
  const own = eq(settlementDocuments.advisorId, scope.advisorId);
  if (scope.coordinatedNetworkIds.length === 0) return own;
  const coordinated = inArray(
    settlementDocuments.advisorId,
    sql`(select ${advisorNetworks.advisorId} from ${advisorNetworks} where ${inLanding(
      advisorNetworks,
      landingPageId,
      inArray(advisorNetworks.networkId, [...scope.coordinatedNetworkIds]),
    )})`,
  );
  return or(own, coordinated);
}

const settlementColumns = {
  id: settlementDocuments.id,
  advisorId: settlementDocuments.advisorId,
  advisorName,
  counterPartyTin: settlementDocuments.counterPartyTin,
  counterPartyName: settlementDocuments.counterPartyName,
  counterPartyStreet: settlementDocuments.counterPartyStreet,
  counterPartyStreetNumber: settlementDocuments.counterPartyStreetNumber,
  counterPartyApartmentNumber: settlementDocuments.counterPartyApartmentNumber,
  counterPartyCity: settlementDocuments.counterPartyCity,
  counterPartyZipCode: settlementDocuments.counterPartyZipCode,
  counterPartyCountry: settlementDocuments.counterPartyCountry,
  type: settlementDocuments.type,
  documentNumber: settlementDocuments.documentNumber,
  correctedDocumentNumber: settlementDocuments.correctedDocumentNumber,
  issueDate: settlementDocuments.issueDate,
  saleDate: settlementDocuments.saleDate,
  paymentDate: settlementDocuments.paymentDate,
  paymentMethod: settlementDocuments.paymentMethod,
  paymentStatus: settlementDocuments.paymentStatus,
  currency: settlementDocuments.currency,
  amount: settlementDocuments.amount,
  bankAccount: settlementDocuments.bankAccount,
  bankAccountCountry: settlementDocuments.bankAccountCountry,
  glAccount: settlementDocuments.glAccount,
  costCenter: settlementDocuments.costCenter,
  createdAt: settlementDocuments.createdAt,
  updatedAt: settlementDocuments.updatedAt,
  pdfFileId: settlementDocuments.pdfFileId,
  pdfFileName: files.originalName,
  pdfSizeBytes: files.sizeBytes,
  pdfMimeType: files.mimeType,
  pdfStorageKey: files.storageKey,
};

export type SettlementRow = Awaited<ReturnType<typeof findSettlementDocument>> & {};

function selectSettlements(db: DbExecutor) {
  return db
    .select(settlementColumns)
    .from(settlementDocuments)
    .innerJoin(
      advisors,
      and(eq(advisors.landingPageId, settlementDocuments.landingPageId), eq(advisors.id, settlementDocuments.advisorId)),
    )
    .leftJoin(
      files,
      and(eq(files.landingPageId, settlementDocuments.landingPageId), eq(files.id, settlementDocuments.pdfFileId)),
    );
}

function listStatements(db: DbExecutor, landingPageId: string, scope: SettlementScope, query: TListQuery) {
  const list = buildListQuery(SETTLEMENT_LIST, query);
  const where = inLanding(settlementDocuments, landingPageId, visibleTo(landingPageId, scope), list.where);
  return {
    rows: paged(selectSettlements(db).where(where).$dynamic(), list),
    count: db
      .select({ total: countAll() })
      .from(settlementDocuments)
      .innerJoin(
        advisors,
        and(eq(advisors.landingPageId, settlementDocuments.landingPageId), eq(advisors.id, settlementDocuments.advisorId)),
      )
      .where(where),
  };
}

/** One page of the documents the caller sees, as `query` says (validated against SETTLEMENT_LIST). */
export function findSettlementDocuments(
  db: DbExecutor,
  landingPageId: string,
  scope: SettlementScope,
  query: TListQuery,
  options: { withTotal?: boolean } = {},
) {
  return readListPage(db, listStatements(db, landingPageId, scope, query), options.withTotal);
}

export type SettlementListPage = ListPage<SettlementRow>;

/** A document the caller sees, or null (unknown, another landing page's, or outside the scope). */
export async function findSettlementDocument(db: DbExecutor, landingPageId: string, scope: SettlementScope, id: string) {
  const [row] = await selectSettlements(db)
    .where(landingRow(settlementDocuments, landingPageId, id, visibleTo(landingPageId, scope)))
    .limit(1);
  return row ?? null;
}

/** Locks the document row for a change (call inside the change's transaction). */
export async function lockSettlementDocument(db: DbExecutor, landingPageId: string, id: string) {
  const [row] = await db
    .select({ id: settlementDocuments.id })
    .from(settlementDocuments)
    .where(landingRow(settlementDocuments, landingPageId, id))
    .for('update');
  return row ?? null;
}

type SettlementFields = Omit<TSettlementDocumentValues, 'glAccount' | 'costCenter'> & {
  glAccount?: string | null;
  costCenter?: string | null;
};

export async function insertSettlementDocument(
  db: DbExecutor,
  document: SettlementFields & { landingPageId: string; advisorId: string },
): Promise<string> {
  const [row] = await db.insert(settlementDocuments).values(document).returning({ id: settlementDocuments.id });
  if (!row) throw new Error('settlement_documents insert returned no row');
  return row.id;
}

export async function updateSettlementDocument(
  db: DbExecutor,
  landingPageId: string,
  id: string,
  fields: Partial<SettlementFields> & { pdfFileId?: string },
): Promise<void> {
  await db
    .update(settlementDocuments)
    .set(fields)
    .where(landingRow(settlementDocuments, landingPageId, id));
}

export async function updateSettlementAccounting(
  db: DbExecutor,
  landingPageId: string,
  id: string,
  fields: { glAccount: string | null; costCenter: string | null; paymentStatus: TSettlementPaymentStatus },
): Promise<void> {
  const paidAt = fields.paymentStatus === 'paid' ? sql`coalesce(${settlementDocuments.paidAt}, now())` : null;
  await db
    .update(settlementDocuments)
    .set({ ...fields, paidAt })
    .where(landingRow(settlementDocuments, landingPageId, id));
}

/** True when a failed statement ran into the unique number of an advisor's documents of one type. */
export function isDuplicateNumberError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return candidate.constraint === 'settlement_documents_number_unique';
    current = candidate.cause;
  }
  return false;
}
