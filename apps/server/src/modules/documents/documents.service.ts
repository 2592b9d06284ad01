import type { Readable } from 'node:stream';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  PREVIEWABLE_MIME_TYPES,
  type TAdvisorDocument,
  type TListQuery,
} from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { notFound, unsupportedMediaType } from '../../lib/app-error.ts';
import { mapListPage, type ListPage } from '../../lib/list-query/index.ts';
import type { AdvisorActor, RequestContext } from '../../lib/request-context.ts';
import type { StorageProvider } from '../../lib/storage/index.ts';
import { openStoredFile } from '../../lib/uploads/send-file.ts';
import { removeStoredBytes, storeUpload, type FileUpload } from '../../lib/uploads/store-upload.ts';
import { requireAdmin } from '../advisors/advisor-actor.service.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { forgetStoredFile, recordStoredFile } from '../files/files.service.ts';
import {
  deleteAdvisorDocument as deleteDocumentRows,
  findAdvisorDocument,
  findAdvisorDocuments,
  insertAdvisorDocument,
  type DocumentRow,
} from './documents.repository.ts';

// Documents for advisors (spec sections 3 and 7; product-decisions section 2: every advisor-panel user reads them, the admin
// manages them). The bytes live in the storage provider, the rows in `files` and `documents`
// (docs/decisions/014-document-storage.md).

const PREVIEWABLE_TYPES: ReadonlySet<string> = new Set(PREVIEWABLE_MIME_TYPES);

function toAdvisorDocument(row: DocumentRow): TAdvisorDocument {
  return {
    id: row.id,
    fileName: row.fileName,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
  };
}

/** A change of a document in the audit log: who, what, before/after. */
async function auditDocument(
  db: DbExecutor,
  context: RequestContext,
  actor: AdvisorActor,
  event: { action: 'document.uploaded' | 'document.deleted'; documentId: string } & (
    { before: Record<string, unknown> } | { after: Record<string, unknown> }
  ),
): Promise<void> {
  const { action, documentId, ...change } = event;
  await writeAudit(db, context, {
    action,
    actor: { userId: actor.userId },
    entity: { type: 'document', id: documentId },
    ...change,
  });
}

/** The documents list of /app/documents: newest first unless sorted otherwise. */
export async function listAdvisorDocuments(
  context: RequestContext,
  actor: AdvisorActor,
  query: TListQuery,
  options: { withTotal?: boolean } = {},
): Promise<ListPage<TAdvisorDocument>> {
  return mapListPage(await findAdvisorDocuments(context.db, actor.landingPageId, query, options), toAdvisorDocument);
}

/** Only the admin uploads and deletes documents: checked before the upload's body is read. */
export function assertCanManageDocuments(actor: AdvisorActor): void {
  requireAdmin(actor);
}

/**
 * Stores an upload (the upload pipeline: size, type by content, the document types) and records it: the file and document
 * rows and the audit entry in one transaction.
 */
export async function uploadAdvisorDocument(
  context: RequestContext,
  storage: StorageProvider,
  actor: AdvisorActor,
  upload: FileUpload,
): Promise<TAdvisorDocument> {
  assertCanManageDocuments(actor);
  const rules = { maxBytes: DOCUMENT_MAX_BYTES, allowedTypes: DOCUMENT_MIME_TYPES };
  const owner = { landingPageId: actor.landingPageId, uploadedByUserId: actor.userId };
  return storeUpload({ storage, log: context.log }, upload, rules, (file) =>
    context.db.transaction(async (tx) => {
      const fileId = await recordStoredFile(tx, owner, file);
      const { id } = await insertAdvisorDocument(tx, { ...owner, fileId, fileName: file.fileName });
      await auditDocument(tx, context, actor, {
        action: 'document.uploaded',
        documentId: id,
        after: { fileName: file.fileName, mimeType: file.mimeType, sizeBytes: file.sizeBytes, sha256: file.sha256 },
      });
      const row = await findAdvisorDocument(tx, actor.landingPageId, id);
      if (!row) throw new Error('the uploaded document is not readable in its own transaction');
      return toAdvisorDocument(row);
    }),
  );
}

export interface OpenedDocument {
  document: TAdvisorDocument;
  content: Readable;
}

/** A document's bytes for download (any type) or preview (PREVIEWABLE_MIME_TYPES only, else 415). */
export async function openAdvisorDocument(
  context: RequestContext,
  storage: StorageProvider,
  actor: AdvisorActor,
  id: string,
  purpose: 'download' | 'preview',
): Promise<OpenedDocument> {
  const row = await findAdvisorDocument(context.db, actor.landingPageId, id);
  if (!row) throw notFound();
  if (purpose === 'preview' && !PREVIEWABLE_TYPES.has(row.mimeType)) throw unsupportedMediaType();
  const content = await openStoredFile({ storage, log: context.log }, row, { documentId: row.id });
  return { document: toAdvisorDocument(row), content };
}

/** Deletes a document: its row, its file row and the audit entry in one transaction; the bytes after the commit. */
export async function deleteAdvisorDocument(
  context: RequestContext,
  storage: StorageProvider,
  actor: AdvisorActor,
  id: string,
): Promise<void> {
  assertCanManageDocuments(actor);
  const storageKey = await context.db.transaction(async (tx) => {
    const row = await findAdvisorDocument(tx, actor.landingPageId, id);
    const fileId = row ? await deleteDocumentRows(tx, actor.landingPageId, id) : null;
    if (!row || !fileId) throw notFound();
    await auditDocument(tx, context, actor, {
      action: 'document.deleted',
      documentId: id,
      before: { fileName: row.fileName, mimeType: row.mimeType, sizeBytes: row.sizeBytes, uploadedBy: row.uploadedBy },
    });
    return forgetStoredFile(tx, actor.landingPageId, fileId);
  });
  // After the commit: a failure here leaves unreferenced bytes (logged), never a document without its bytes.
  await removeStoredBytes(storage, context.log, storageKey);
}
