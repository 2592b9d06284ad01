import type { TListQuery } from '@emisja/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { advisors, documents, files, users } from '../../db/schema/index.ts';
import { inLanding } from '../../db/tenant-scope.ts';
import { buildListQuery, countAll, defineListColumns, paged, readListPage, type ListPage } from '../../lib/list-query/index.ts';

// All SQL of the documents module: documents for the advisors of a landing page (spec section 3, Document; spec section 7,
// GET /api/advisor/advisor/documents) and their files. Every statement is scoped to the landing page.

/** Filters and sorting of the documents list: the file name (like); newest first by default (spec section 7). */
export const DOCUMENT_LIST = defineListColumns(
  {
    fileName: { column: documents.fileName, operators: ['like'], sortable: true },
    createdAt: { column: documents.createdAt, sortable: true },
  },
  { defaultSort: { column: 'createdAt', order: 'desc' }, tiebreaker: documents.id },
);

const documentColumns = {
  id: documents.id,
  fileName: documents.fileName,
  // The uploader's name as their advisor profile on this landing page has it, else their e-mail (an uploader without one).
  uploadedBy: sql<string>`coalesce(nullif(trim(${advisors.firstName} || ' ' || ${advisors.surname}), ''), ${users.email})`,
  createdAt: documents.createdAt,
  mimeType: files.mimeType,
  sizeBytes: files.sizeBytes,
  storageKey: files.storageKey,
  fileId: files.id,
};

export interface DocumentRow {
  id: string;
  fileName: string;
  uploadedBy: string;
  createdAt: Date;
  mimeType: string;
  sizeBytes: number;
  storageKey: string;
  fileId: string;
}

function selectDocuments(db: DbExecutor) {
  return db
    .select(documentColumns)
    .from(documents)
    .innerJoin(files, and(eq(files.landingPageId, documents.landingPageId), eq(files.id, documents.fileId)))
    .innerJoin(users, eq(users.id, documents.uploadedBy))
    .leftJoin(advisors, and(eq(advisors.landingPageId, documents.landingPageId), eq(advisors.userId, documents.uploadedBy)));
}

const advisorsAudience = (landingPageId: string, ...conditions: SQL[]) =>
  inLanding(documents, landingPageId, eq(documents.audience, 'advisors'), ...conditions);

/** One page of the landing page's documents for advisors, as `query` says (validated against DOCUMENT_LIST). */
export async function findAdvisorDocuments(
  db: DbExecutor,
  landingPageId: string,
  query: TListQuery,
  options: { withTotal?: boolean } = {},
): Promise<ListPage<DocumentRow>> {
  const list = buildListQuery(DOCUMENT_LIST, query);
  const where = and(advisorsAudience(landingPageId), list.where);
  const rows = paged(selectDocuments(db).where(where).$dynamic(), list);
  return readListPage(db, { rows, count: db.select({ total: countAll() }).from(documents).where(where) }, options.withTotal);
}

/** A document for the advisors of the landing page, or null (unknown, another landing page's, or an investor's). */
export async function findAdvisorDocument(db: DbExecutor, landingPageId: string, id: string): Promise<DocumentRow | null> {
  const [row] = await selectDocuments(db)
    .where(advisorsAudience(landingPageId, eq(documents.id, id)))
    .limit(1);
  return row ?? null;
}

/** The document row of an upload whose file row is `fileId` (call inside the upload's transaction). */
export async function insertAdvisorDocument(
  db: DbExecutor,
  document: { landingPageId: string; fileId: string; fileName: string; uploadedByUserId: string },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(documents)
    .values({
      landingPageId: document.landingPageId,
      fileId: document.fileId,
      fileName: document.fileName,
      uploadedBy: document.uploadedByUserId,
      audience: 'advisors',
    })
    .returning({ id: documents.id, createdAt: documents.createdAt });
  if (!row) throw new Error('documents insert returned no row');
  return row;
}

/** Deletes a document for advisors; its file id, or null when there was no such document (a concurrent delete came first). */
export async function deleteAdvisorDocument(db: DbExecutor, landingPageId: string, id: string): Promise<string | null> {
  const [deleted] = await db
    .delete(documents)
    .where(advisorsAudience(landingPageId, eq(documents.id, id)))
    .returning({ fileId: documents.fileId });
  return deleted?.fileId ?? null;
}
