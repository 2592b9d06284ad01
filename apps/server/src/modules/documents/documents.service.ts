import type { Readable } from 'node:stream';
import {
  DOCUMENT_MIME_TYPES,
  ERROR_LABELS,
  PREVIEWABLE_MIME_TYPES,
  type TAdvisorDocument,
  type TListQuery,
} from '@emisja/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ListPage } from '../../lib/list-query/index.ts';
import { detectContentType, StorageObjectNotFoundError, type StorageProvider } from '../../lib/storage/index.ts';
import { requireAdmin, type AdvisorActor } from '../advisors/advisor-actor.ts';
import {
  deleteAdvisorDocument as deleteDocumentRows,
  findAdvisorDocument,
  findAdvisorDocuments,
  insertAdvisorDocument,
  insertDocumentAuditEvent,
  type DocumentRow,
} from './documents.repository.ts';

// Documents for advisors (spec sections 3 and 7; product-decisions section 2: every advisor-panel user reads them, the admin
// manages them). The bytes live in the storage provider, the rows in `files` and `documents`
// (docs/decisions/014-document-storage.md).

export interface DocumentsContext {
  db: Db;
  storage: StorageProvider;
  log: FastifyBaseLogger;
}

/** An upload as the route read it from the multipart body. */
export interface DocumentUpload {
  /** The name the client gave the file; only ever shown and sent back, never used to store or type the file. */
  fileName: string;
  content: Readable;
  /** True once the content stream was cut at the size limit (the multipart parser keeps reading and discards the rest). */
  isTruncated: () => boolean;
}

export const payloadTooLarge = () => new AppError(413, ERROR_LABELS.payloadTooLarge);
export const unsupportedMediaType = () => new AppError(415, ERROR_LABELS.unsupportedMediaType);

const ALLOWED_TYPES: ReadonlySet<string> = new Set(DOCUMENT_MIME_TYPES);
const PREVIEWABLE_TYPES: ReadonlySet<string> = new Set(PREVIEWABLE_MIME_TYPES);
const FILE_NAME_MAX_LENGTH = 200;

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

/**
 * The file name to keep: the last path segment (some browsers send "C:\fakepath\..."), NFC, without control and
 * bidirectional-override characters (which can disguise "cod.exe" as "exe.doc"), at most 200 characters with the extension
 * kept. An empty result becomes "document".
 */
export function cleanFileName(raw: string): string {
  const lastSegment = raw.normalize('NFC').split(/[\\/]/).at(-1) ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = lastSegment.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
  const name = cleaned.replace(/\s+/g, ' ').trim();
  if (name === '' || name === '.' || name === '..') return 'document';
  const characters = [...name];
  if (characters.length <= FILE_NAME_MAX_LENGTH) return name;
  const extension = /\.[^.\s]{1,10}$/.exec(name)?.[0] ?? '';
  return characters.slice(0, FILE_NAME_MAX_LENGTH - extension.length).join('') + extension;
}

/** The documents list of /app/documents: newest first unless sorted otherwise. */
export async function listAdvisorDocuments(
  db: Db,
  actor: AdvisorActor,
  query: TListQuery,
  options: { withTotal?: boolean } = {},
): Promise<ListPage<TAdvisorDocument>> {
  const page = await findAdvisorDocuments(db, actor.landingPageId, query, options);
  return { ...page, rows: page.rows.map(toAdvisorDocument) };
}

/** Only the admin uploads and deletes documents: checked before the upload's body is read. */
export function assertCanManageDocuments(actor: AdvisorActor): void {
  requireAdmin(actor);
}

/**
 * Stores an upload and records it: the bytes stream into the storage (sized and hashed on the way), the type is read from
 * the stored bytes, then the file and document rows and the audit entry are written in one transaction. Whatever fails after
 * the bytes are stored removes them again.
 */
export async function uploadAdvisorDocument(
  context: DocumentsContext,
  actor: AdvisorActor,
  upload: DocumentUpload,
  origin: { ip: string },
): Promise<TAdvisorDocument> {
  assertCanManageDocuments(actor);
  const fileName = cleanFileName(upload.fileName);
  const stored = await context.storage.put(upload.content);
  try {
    if (upload.isTruncated()) throw payloadTooLarge();
    const mimeType = await detectContentType(await context.storage.get(stored.key), fileName);
    if (mimeType === null || !ALLOWED_TYPES.has(mimeType)) throw unsupportedMediaType();
    return await context.db.transaction(async (tx) => {
      const { id } = await insertAdvisorDocument(
        tx,
        {
          landingPageId: actor.landingPageId,
          storageKey: stored.key,
          originalName: fileName,
          mimeType,
          sizeBytes: stored.sizeBytes,
          sha256: stored.sha256,
          uploadedByUserId: actor.userId,
        },
        fileName,
      );
      await insertDocumentAuditEvent(tx, {
        landingPageId: actor.landingPageId,
        actorUserId: actor.userId,
        action: 'document.uploaded',
        documentId: id,
        after: { fileName, mimeType, sizeBytes: stored.sizeBytes, sha256: stored.sha256 },
        ip: origin.ip,
      });
      const row = await findAdvisorDocument(tx, actor.landingPageId, id);
      if (!row) throw new Error('the uploaded document is not readable in its own transaction');
      return toAdvisorDocument(row);
    });
  } catch (error) {
    await removeStoredBytes(context, stored.key);
    throw error;
  }
}

export interface OpenedDocument {
  document: TAdvisorDocument;
  content: Readable;
}

/** A document's bytes for download (any type) or preview (PREVIEWABLE_MIME_TYPES only, else 415). */
export async function openAdvisorDocument(
  context: DocumentsContext,
  actor: AdvisorActor,
  id: string,
  purpose: 'download' | 'preview',
): Promise<OpenedDocument> {
  const row = await findAdvisorDocument(context.db, actor.landingPageId, id);
  if (!row) throw notFound();
  if (purpose === 'preview' && !PREVIEWABLE_TYPES.has(row.mimeType)) throw unsupportedMediaType();
  try {
    return { document: toAdvisorDocument(row), content: await context.storage.get(row.storageKey) };
  } catch (error) {
    if (!(error instanceof StorageObjectNotFoundError)) throw error;
    // The row outlived its bytes (a storage directory lost or restored from an older backup): say so, and tell the operator.
    context.log.error({ documentId: row.id, storageKey: row.storageKey }, 'document bytes missing from the storage');
    throw new AppError(404, ERROR_LABELS.fileDownload);
  }
}

/** Deletes a document: its row, its file row and the audit entry in one transaction; the bytes after the commit. */
export async function deleteAdvisorDocument(
  context: DocumentsContext,
  actor: AdvisorActor,
  id: string,
  origin: { ip: string },
): Promise<void> {
  assertCanManageDocuments(actor);
  const storageKey = await context.db.transaction(async (tx) => {
    const row = await findAdvisorDocument(tx, actor.landingPageId, id);
    const deleted = row ? await deleteDocumentRows(tx, actor.landingPageId, id) : null;
    if (!row || !deleted) throw notFound();
    await insertDocumentAuditEvent(tx, {
      landingPageId: actor.landingPageId,
      actorUserId: actor.userId,
      action: 'document.deleted',
      documentId: id,
      before: { fileName: row.fileName, mimeType: row.mimeType, sizeBytes: row.sizeBytes, uploadedBy: row.uploadedBy },
      ip: origin.ip,
    });
    return deleted.storageKey;
  });
  // After the commit: a failure here leaves unreferenced bytes (logged), never a document without its bytes.
  await removeStoredBytes(context, storageKey);
}

async function removeStoredBytes(context: DocumentsContext, key: string): Promise<void> {
  try {
    await context.storage.delete(key);
  } catch (error) {
    context.log.error({ err: error, storageKey: key }, 'could not remove stored bytes');
  }
}
