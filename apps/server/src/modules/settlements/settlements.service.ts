import type { Readable } from 'node:stream';
import {
  SETTLEMENT_PDF_MAX_BYTES,
  SETTLEMENT_PDF_MIME_TYPES,
  type TListQuery,
  type TSettlementAccountingValues,
  type TSettlementDocument,
  type TSettlementDocumentValues,
  type TVatWhitelistResult,
} from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { conflict, fieldViolation, forbidden, notFound } from '../../lib/app-error.ts';
import { mapListPage, type ListPage } from '../../lib/list-query/index.ts';
import { type VatWhitelist, vatWhitelistResult } from '../../lib/registers/index.ts';
import type { AdvisorActor, RequestContext } from '../../lib/request-context.ts';
import type { StorageProvider } from '../../lib/storage/index.ts';
import { openStoredFile } from '../../lib/uploads/send-file.ts';
import { removeStoredBytes, storeUpload, type FileUpload } from '../../lib/uploads/store-upload.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { forgetStoredFile, recordStoredFile } from '../files/files.service.ts';
import {
  findSettlementDocument,
  findSettlementDocuments,
  insertSettlementDocument,
  isDuplicateNumberError,
  lockSettlementDocument,
  updateSettlementAccounting,
  updateSettlementDocument,
  type SettlementRow,
  type SettlementScope,
} from './settlements.repository.ts';
import { toSettlementCsv } from './settlements-csv.ts';

// Settlement documents (issue 15; product-decisions section 11; docs/decisions/047). An advisor registers and edits their own
// documents while unpaid; a coordinator reads those of the advisors of the networks they coordinate; the admin reads all of
// the landing page, sets the GL account and cost centre and marks them paid. Anything outside the caller's scope is a 404.

const ENTITY_TYPE = 'settlement-document';

function scopeOf(actor: AdvisorActor): SettlementScope {
  return actor.isAdmin ? 'all' : { advisorId: actor.advisorId, coordinatedNetworkIds: actor.coordinatedNetworkIds };
}

function canEdit(actor: AdvisorActor, row: Pick<SettlementRow, 'advisorId' | 'paymentStatus'>): boolean {
  return row.advisorId === actor.advisorId && row.paymentStatus === 'unpaid';
}

function toSettlementDocument(actor: AdvisorActor, row: SettlementRow): TSettlementDocument {
  return {
    id: row.id,
    advisor: { id: row.advisorId, name: row.advisorName },
    counterPartyTin: row.counterPartyTin,
    counterPartyName: row.counterPartyName,
    counterPartyStreet: row.counterPartyStreet,
    counterPartyStreetNumber: row.counterPartyStreetNumber,
    counterPartyApartmentNumber: row.counterPartyApartmentNumber,
    counterPartyCity: row.counterPartyCity,
    counterPartyZipCode: row.counterPartyZipCode,
    counterPartyCountry: row.counterPartyCountry,
    type: row.type,
    documentNumber: row.documentNumber,
    correctedDocumentNumber: row.correctedDocumentNumber,
    issueDate: row.issueDate,
    saleDate: row.saleDate,
    paymentDate: row.paymentDate,
    additionDate: row.createdAt.toISOString(),
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    currency: row.currency,
    amount: row.amount,
    bankAccount: row.bankAccount,
    bankAccountCountry: row.bankAccountCountry,
    glAccount: row.glAccount,
    costCenter: row.costCenter,
    pdf:
      row.pdfFileName !== null && row.pdfSizeBytes !== null ? { fileName: row.pdfFileName, sizeBytes: row.pdfSizeBytes } : null,
    updatedAt: row.updatedAt.toISOString(),
    canEdit: canEdit(actor, row),
  };
}

/** What the audit row records of a document: its fields, without the file's storage details. */
function auditedFields(row: SettlementRow): Record<string, unknown> {
  const {
    pdfStorageKey: _key,
    pdfMimeType: _type,
    advisorName: _name,
    createdAt: _created,
    updatedAt: _updated,
    ...fields
  } = row;
  return fields;
}

async function readVisible(db: DbExecutor, actor: AdvisorActor, id: string): Promise<SettlementRow> {
  const row = await findSettlementDocument(db, actor.landingPageId, scopeOf(actor), id);
  if (!row) throw notFound();
  return row;
}

/** The owner's own document, unpaid, locked for the change: 404 outside the scope, 403 for others who see it, 409 when paid. */
async function lockEditable(db: DbExecutor, actor: AdvisorActor, id: string): Promise<SettlementRow> {
  if (!(await lockSettlementDocument(db, actor.landingPageId, id))) throw notFound();
  const row = await readVisible(db, actor, id);
  if (row.advisorId !== actor.advisorId) throw forbidden();
  if (row.paymentStatus !== 'unpaid') throw conflict();
  return row;
}

/** The GL account and cost centre are the admin's (product-decisions section 11): anyone else sending them is refused. */
function assertAdminFields(actor: AdvisorActor, values: TSettlementDocumentValues): void {
  if (!actor.isAdmin && (values.glAccount !== null || values.costCenter !== null)) throw forbidden();
}

function duplicateNumber(context: RequestContext, error: unknown): unknown {
  return isDuplicateNumberError(error) ? fieldViolation('documentNumber', 'validation.duplicateValue', context.language) : error;
}

export async function listSettlementDocuments(
  context: RequestContext,
  actor: AdvisorActor,
  query: TListQuery,
  options: { withTotal?: boolean } = {},
): Promise<ListPage<TSettlementDocument>> {
  const page = await findSettlementDocuments(context.db, actor.landingPageId, scopeOf(actor), query, options);
  return mapListPage(page, (row) => toSettlementDocument(actor, row));
}

/** The CSV of every document the filters select (up to the list's load-all limit). */
export async function exportSettlementDocuments(
  context: RequestContext,
  actor: AdvisorActor,
  query: TListQuery,
): Promise<string> {
  const page = await listSettlementDocuments(context, actor, query);
  return toSettlementCsv(page.rows);
}

export async function readSettlementDocument(
  context: RequestContext,
  actor: AdvisorActor,
  id: string,
): Promise<TSettlementDocument> {
  return toSettlementDocument(actor, await readVisible(context.db, actor, id));
}

/** Registers the caller's document (additionDate and paymentStatus unpaid set here); audited. */
export async function createSettlementDocument(
  context: RequestContext,
  actor: AdvisorActor,
  values: TSettlementDocumentValues,
): Promise<TSettlementDocument> {
  assertAdminFields(actor, values);
  try {
    return await context.db.transaction(async (tx) => {
      const id = await insertSettlementDocument(tx, {
        ...values,
        landingPageId: actor.landingPageId,
        advisorId: actor.advisorId,
      });
      const row = await readVisible(tx, actor, id);
      await writeAudit(tx, context, {
        action: 'settlement-document.created',
        actor: { userId: actor.userId },
        entity: { type: ENTITY_TYPE, id },
        after: auditedFields(row),
      });
      return toSettlementDocument(actor, row);
    });
  } catch (error) {
    throw duplicateNumber(context, error);
  }
}

/** The owner's edit while unpaid: every field of the form (the admin's fields only by the admin); audited. */
export async function updateSettlementDocumentFields(
  context: RequestContext,
  actor: AdvisorActor,
  id: string,
  values: TSettlementDocumentValues,
): Promise<TSettlementDocument> {
  assertAdminFields(actor, values);
  try {
    return await context.db.transaction(async (tx) => {
      const before = await lockEditable(tx, actor, id);
      const { glAccount, costCenter, ...fields } = values;
      await updateSettlementDocument(tx, actor.landingPageId, id, actor.isAdmin ? { ...fields, glAccount, costCenter } : fields);
      const after = await readVisible(tx, actor, id);
      await writeAudit(tx, context, {
        action: 'settlement-document.updated',
        actor: { userId: actor.userId },
        entity: { type: ENTITY_TYPE, id },
        before: auditedFields(before),
        after: auditedFields(after),
      });
      return toSettlementDocument(actor, after);
    });
  } catch (error) {
    throw duplicateNumber(context, error);
  }
}

/** The admin's GL account, cost centre and payment status; `settlement-document.paid` when it becomes paid. */
export async function updateSettlementDocumentAccounting(
  context: RequestContext,
  actor: AdvisorActor,
  id: string,
  values: TSettlementAccountingValues,
): Promise<TSettlementDocument> {
  if (!actor.isAdmin) throw forbidden();
  return context.db.transaction(async (tx) => {
    if (!(await lockSettlementDocument(tx, actor.landingPageId, id))) throw notFound();
    const before = await readVisible(tx, actor, id);
    await updateSettlementAccounting(tx, actor.landingPageId, id, values);
    const after = await readVisible(tx, actor, id);
    const becamePaid = before.paymentStatus !== 'paid' && after.paymentStatus === 'paid';
    await writeAudit(tx, context, {
      action: becamePaid ? 'settlement-document.paid' : 'settlement-document.accounting-updated',
      actor: { userId: actor.userId },
      entity: { type: ENTITY_TYPE, id },
      before: { glAccount: before.glAccount, costCenter: before.costCenter, paymentStatus: before.paymentStatus },
      after: { glAccount: after.glAccount, costCenter: after.costCenter, paymentStatus: after.paymentStatus },
    });
    return toSettlementDocument(actor, after);
  });
}

/** Checked before the upload's body is read: the owner's unpaid document. */
export async function assertCanAttachPdf(context: RequestContext, actor: AdvisorActor, id: string): Promise<void> {
  const row = await readVisible(context.db, actor, id);
  if (!canEdit(actor, row)) throw row.advisorId === actor.advisorId ? conflict() : forbidden();
}

/**
 * Attaches the PDF (the upload pipeline: size, PDF by content, else 413 / 415), replacing an earlier one: the file row, the
 * document and the audit row in one transaction, the earlier bytes removed after the commit.
 */
export async function attachSettlementPdf(
  context: RequestContext,
  storage: StorageProvider,
  actor: AdvisorActor,
  id: string,
  upload: FileUpload,
): Promise<TSettlementDocument> {
  const rules = { maxBytes: SETTLEMENT_PDF_MAX_BYTES, allowedTypes: SETTLEMENT_PDF_MIME_TYPES };
  const owner = { landingPageId: actor.landingPageId, uploadedByUserId: actor.userId };
  const { document, replacedKey } = await storeUpload({ storage, log: context.log }, upload, rules, (file) =>
    context.db.transaction(async (tx) => {
      const before = await lockEditable(tx, actor, id);
      const fileId = await recordStoredFile(tx, owner, file);
      await updateSettlementDocument(tx, actor.landingPageId, id, { pdfFileId: fileId });
      const replaced = before.pdfFileId ? await forgetStoredFile(tx, actor.landingPageId, before.pdfFileId) : null;
      await writeAudit(tx, context, {
        action: 'settlement-document.pdf-attached',
        actor: { userId: actor.userId },
        entity: { type: ENTITY_TYPE, id },
        before: before.pdfFileName ? { fileName: before.pdfFileName } : null,
        after: { fileName: file.fileName, sizeBytes: file.sizeBytes, sha256: file.sha256 },
      });
      return { document: toSettlementDocument(actor, await readVisible(tx, actor, id)), replacedKey: replaced };
    }),
  );
  if (replacedKey) await removeStoredBytes(storage, context.log, replacedKey);
  return document;
}

export interface OpenedSettlementPdf {
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  content: Readable;
}

/** The document's PDF for whoever sees the document; 404 when it has none. */
export async function openSettlementPdf(
  context: RequestContext,
  storage: StorageProvider,
  actor: AdvisorActor,
  id: string,
): Promise<OpenedSettlementPdf> {
  const row = await readVisible(context.db, actor, id);
  if (!row.pdfStorageKey || !row.pdfFileName || !row.pdfMimeType || row.pdfSizeBytes === null) throw notFound();
  const content = await openStoredFile({ storage, log: context.log }, { storageKey: row.pdfStorageKey }, { settlementId: id });
  return { fileName: row.pdfFileName, mimeType: row.pdfMimeType, sizeBytes: row.pdfSizeBytes, content };
}

/**
 * The counterparty's NIP and bank account in the Ministry of Finance's VAT white list (the KYC module's adapter, cached 24 h):
 * the taxpayer's name, VAT status and whether the account is theirs, for the form to show beside the fields; never a
 * condition of saving (docs/decisions/047). A NIP the list does not hold is an answer (`name: null`); a list that does not
 * answer is 503 `error.registerUnavailable`.
 */
export async function checkCounterpartyInWhitelist(
  context: RequestContext,
  whitelist: VatWhitelist,
  request: { nip: string; bankAccount: string },
): Promise<TVatWhitelistResult> {
  return vatWhitelistResult(whitelist, request, context.language);
}
