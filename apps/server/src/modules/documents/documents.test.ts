import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENT_MAX_BYTES, type TAdvisorDocument } from '@emisja/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { auditLog, documents, files, users } from '../../db/schema/index.ts';
import { StorageObjectNotFoundError } from '../../lib/storage/index.ts';
import { bearer, createAdvisor, landingIdOf, loginAdvisor, RELAXED_LIMITS } from '../../../test/auth-helpers.ts';
import { buildTestApp, createTestStorageDir, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import { sampleDocx, sampleExe, sampleHtml, samplePdf, samplePng } from '../../../test/sample-files.ts';

const BASE = '/api/advisor/advisor/documents';

let app: App;
let storageDir: string;
let admin: string;
let coordinator: string;
let advisor: string;
let navyAdvisor: string;
let navyAdmin: string;

beforeAll(async () => {
  storageDir = createTestStorageDir();
  app = await buildTestApp({ env: { ...RELAXED_LIMITS, STORAGE_DIR: storageDir } });
  [admin, coordinator, advisor, navyAdvisor] = await Promise.all([
    loginAdvisor(app, 'admin@emisja.test').then((tokens) => tokens.accessToken),
    loginAdvisor(app, 'koordynator@emisja.test').then((tokens) => tokens.accessToken),
    loginAdvisor(app, 'doradca@emisja.test').then((tokens) => tokens.accessToken),
    loginAdvisor(app, 'advisor@navy.test', NAVY_HOST).then((tokens) => tokens.accessToken),
  ]);
  const navyAdminAccount = await createAdvisor(app, { host: NAVY_HOST, role: 'admin' });
  navyAdmin = (await loginAdvisor(app, navyAdminAccount.email, NAVY_HOST)).accessToken;
});

interface Part {
  name: string;
  fileName?: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser sends it (file names as raw UTF-8). */
function multipartBody(parts: readonly Part[]) {
  const boundary = `----emisja${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`, 'utf8'), part.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(
  token: string,
  fileName: string,
  data: Buffer,
  options: { contentType?: string; host?: string; language?: string } = {},
) {
  const body = multipartBody([{ name: 'file', fileName, contentType: options.contentType ?? 'application/pdf', data }]);
  return app.inject({
    method: 'POST',
    url: BASE,
    headers: {
      ...bearer(token, options.host),
      'content-type': body.contentType,
      'accept-language': options.language ?? 'en',
    },
    payload: body.payload,
  });
}

async function uploadOk(fileName: string, data: Buffer): Promise<TAdvisorDocument> {
  const response = await upload(admin, fileName, data);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function get(url: string, token: string, host?: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { ...bearer(token, host), 'accept-language': 'en', ...headers } });
}

/** The stored objects (prefix directories), temporary files excluded. */
function storedObjectCount(): number {
  return readdirSync(storageDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '.tmp')
    .reduce((total, entry) => total + readdirSync(path.join(storageDir, entry.name)).length, 0);
}

async function storageKeyOf(documentId: string): Promise<string> {
  const [row] = await app.db
    .select({ storageKey: files.storageKey })
    .from(documents)
    .innerJoin(files, eq(files.id, documents.fileId))
    .where(eq(documents.id, documentId));
  if (!row) throw new Error(`no document ${documentId}`);
  return row.storageKey;
}

async function auditActions(documentId: string): Promise<string[]> {
  const rows = await app.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'document'), eq(auditLog.entityId, documentId)))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

describe('GET /api/advisor/advisor/documents', () => {
  it('lists the landing page documents newest first with the uploader name, for every advisor-panel user', async () => {
    for (const token of [admin, coordinator, advisor]) {
      const response = await get(BASE, token);
      expect(response.statusCode, response.body).toBe(200);
      const rows: TAdvisorDocument[] = response.json();
      expect(rows.length).toBeGreaterThanOrEqual(3);
      const createdAt = rows.map((row) => row.createdAt);
      expect(createdAt).toEqual([...createdAt].sort().reverse());
      expect(rows.find((row) => row.fileName === 'Regulamin współpracy z doradcami.pdf')).toMatchObject({
        uploadedBy: 'Barbara Sadowska',
        mimeType: 'application/pdf',
      });
    }
  });

  it('puts a new upload first, and answers the total when asked', async () => {
    const uploaded = await uploadOk('Najnowszy.pdf', samplePdf('Najnowszy'));
    const response = await get(BASE, advisor, undefined, { 'x-request-total-count': 'true' });
    const rows: TAdvisorDocument[] = response.json();
    expect(rows[0]).toEqual(uploaded);
    expect(Number(response.headers['x-total-count'])).toBe(rows.length);
    expect((await get(BASE, advisor)).headers['x-total-count']).toBeUndefined();
  });

  it('names an uploader without an advisor profile on this landing page by their e-mail', async () => {
    const landingPageId = await landingIdOf(app, DEMO_HOST);
    const [operator] = await app.db
      .insert(users)
      .values({ email: 'operator@example.com', firstName: 'Ops', surname: 'Only', isActive: true })
      .returning({ id: users.id });
    const stored = await app.storage.put(samplePdf());
    const [file] = await app.db
      .insert(files)
      .values({
        landingPageId,
        storageKey: stored.key,
        originalName: 'Import.pdf',
        mimeType: 'application/pdf',
        sizeBytes: stored.sizeBytes,
        sha256: stored.sha256,
      })
      .returning({ id: files.id });
    const [document] = await app.db
      .insert(documents)
      .values({ landingPageId, fileId: file!.id, fileName: 'Import.pdf', uploadedBy: operator!.id, audience: 'advisors' })
      .returning({ id: documents.id });
    const rows: TAdvisorDocument[] = (await get(BASE, advisor)).json();
    expect(rows.find((row) => row.id === document!.id)?.uploadedBy).toBe('operator@example.com');
  });

  it('filters by file name, sorts by file name and pages', async () => {
    await uploadOk('Cennik 50%_rabat.pdf', samplePdf('Cennik'));
    const filtered = await get(`${BASE}?filters[fileName][value]=50%25_rab&filters[fileName][operator]=like`, advisor);
    expect(filtered.json().map((row: TAdvisorDocument) => row.fileName)).toEqual(['Cennik 50%_rabat.pdf']);

    const sorted: TAdvisorDocument[] = (await get(`${BASE}?sort=fileName&order=asc`, advisor)).json();
    const names = sorted.map((row) => row.fileName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const page = await get(`${BASE}?limit=1&offset=1`, advisor, undefined, { 'x-request-total-count': 'true' });
    expect(page.json()).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(1);
  });

  it('refuses unknown filters and sort columns with violations (400)', async () => {
    const badFilter = await get(`${BASE}?filters[mimeType][value]=x&filters[mimeType][operator]=like`, advisor);
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().violations[0]).toMatchObject({ propertyPath: 'filters.mimeType' });
    const badSort = await get(`${BASE}?sort=uploadedBy`, advisor);
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().violations[0]).toMatchObject({ propertyPath: 'sort' });
  });

  it("never shows another landing page's documents", async () => {
    const navyRows: TAdvisorDocument[] = (await get(BASE, navyAdvisor, NAVY_HOST)).json();
    const demoIds = new Set(((await get(BASE, advisor)).json() as TAdvisorDocument[]).map((row) => row.id));
    expect(navyRows.some((row) => demoIds.has(row.id))).toBe(false);
  });

  it('requires a session (401)', async () => {
    const response = await app.inject({ method: 'GET', url: BASE, headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/advisor/advisor/documents', () => {
  it('stores a PDF uploaded by the admin: rows, bytes, sha-256 and the audit entry', async () => {
    const bytes = samplePdf();
    const document = await uploadOk('Regulamin ofert zażółć.pdf', bytes);
    expect(document).toMatchObject({
      fileName: 'Regulamin ofert zażółć.pdf',
      uploadedBy: 'Barbara Sadowska',
      mimeType: 'application/pdf',
      sizeBytes: bytes.length,
    });
    const [file] = await app.db
      .select()
      .from(files)
      .innerJoin(documents, eq(documents.fileId, files.id))
      .where(eq(documents.id, document.id));
    expect(file?.files.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(file?.files.originalName).toBe('Regulamin ofert zażółć.pdf');
    // The key is random: nothing of the user's file name reaches the disk.
    expect(file?.files.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}$/);
    expect(file?.documents.audience).toBe('advisors');
    const stored = app.storage.get(file?.files.storageKey ?? '');
    await expect(stored.then((stream) => stream.toArray()).then((chunks) => Buffer.concat(chunks))).resolves.toEqual(bytes);
    expect(await auditActions(document.id)).toEqual(['document.uploaded']);
  });

  it('stores a PNG with the type read from its bytes, whatever the client claimed', async () => {
    const document = await uploadOk('baner.png', samplePng());
    expect(document.mimeType).toBe('image/png');
    const response = await upload(admin, 'zdjecie.png', samplePng(), { contentType: 'application/pdf' });
    expect(response.json().mimeType).toBe('image/png');
  });

  it('keeps a clean file name: no path, no control or direction-override characters', async () => {
    const document = await uploadOk('C:\\fakepath\\umowa\u202Efdp.exe\u0007.pdf', samplePdf());
    expect(document.fileName).toBe('umowafdp.exe.pdf');
  });

  it.each([
    ['coordinator', () => coordinator],
    ['advisor', () => advisor],
  ])('refuses an upload by a %s (403) and stores nothing', async (_role, token) => {
    const before = storedObjectCount();
    const response = await upload(token(), 'x.pdf', samplePdf());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ label: 'error.forbidden' });
    expect(storedObjectCount()).toBe(before);
  });

  it('refuses a file over the limit with 413 and the error body in the caller language, keeping nothing', async () => {
    const before = storedObjectCount();
    const oversized = Buffer.concat([samplePdf(), Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    const response = await upload(admin, 'duży.pdf', oversized, { language: 'pl' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ label: 'error.payloadTooLarge', message: 'Plik jest za duży', violations: [] });
    expect(storedObjectCount()).toBe(before);
  });

  it.each([
    ['HTML named .pdf', sampleHtml()],
    ['text named .pdf', Buffer.from('Zażółć gęślą jaźń: plain text, whatever its name says')],
    ['an executable named .pdf', sampleExe()],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s with 415, keeping nothing', async (_case, data) => {
    const before = storedObjectCount();
    const response = await upload(admin, 'faktura.pdf', data);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      label: 'error.unsupportedMediaType',
      message: 'This file type is not allowed',
      violations: [],
    });
    expect(storedObjectCount()).toBe(before);
  });

  it('refuses a body that is not multipart (415) and a multipart body without the file part (400)', async () => {
    const json = await app.inject({ method: 'POST', url: BASE, headers: bearer(admin), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().label).toBe('error.unsupportedMediaType');

    const body = multipartBody([{ name: 'comment', data: Buffer.from('no file here') }]);
    const noFile = await app.inject({
      method: 'POST',
      url: BASE,
      headers: { ...bearer(admin), 'content-type': body.contentType, 'accept-language': 'en' },
      payload: body.payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().violations).toEqual([
      { propertyPath: 'file', title: 'This field is required', code: 'validation.required' },
    ]);
  });
});

describe('download and preview', () => {
  let pdf: TAdvisorDocument;
  let pdfBytes: Buffer;
  let docx: TAdvisorDocument;

  beforeAll(async () => {
    pdfBytes = samplePdf();
    pdf = await uploadOk('Regulamin ofert zażółć.pdf', pdfBytes);
    docx = await uploadOk('Umowa.docx', sampleDocx());
  });

  it('downloads the bytes as an attachment with the UTF-8 file name, the stored type, nosniff and no caching', async () => {
    const response = await get(`${BASE}/${pdf.id}/download`, advisor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Regulamin ofert zazo_c.pdf"; filename*=UTF-8''Regulamin%20ofert%20za%C5%BC%C3%B3%C5%82%C4%87.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(Number(response.headers['content-length'])).toBe(pdfBytes.length);
    expect(response.rawPayload).toEqual(pdfBytes);
  });

  it('downloads any allowed type, such as a Word document', async () => {
    const response = await get(`${BASE}/${docx.id}/download`, coordinator);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(response.rawPayload).toEqual(sampleDocx());
  });

  it('downloads a seeded demo document', async () => {
    const rows: TAdvisorDocument[] = (await get(BASE, advisor)).json();
    const seeded = rows.find((row) => row.fileName === 'Materiały marketingowe — baner.png');
    const response = await get(`${BASE}/${seeded?.id}/download`, advisor);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('previews a PDF inline in a sandbox', async () => {
    const response = await get(`${BASE}/${pdf.id}/preview`, advisor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="Regulamin ofert zazo_c.pdf"; filename\*=UTF-8''/);
    expect(String(response.headers['content-security-policy'])).toMatch(/^sandbox;/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.rawPayload).toEqual(pdfBytes);
  });

  it('refuses to preview a type that is not shown in the page (415)', async () => {
    const response = await get(`${BASE}/${docx.id}/preview`, advisor);
    expect(response.statusCode).toBe(415);
    expect(response.json().label).toBe('error.unsupportedMediaType');
  });

  it("gives 404 for another landing page's document, an unknown id, and 400 for a malformed id", async () => {
    for (const suffix of ['download', 'preview']) {
      expect((await get(`${BASE}/${pdf.id}/${suffix}`, navyAdvisor, NAVY_HOST)).statusCode).toBe(404);
      expect((await get(`${BASE}/${pdf.id}/${suffix}`, navyAdmin, NAVY_HOST)).statusCode).toBe(404);
      const unknown = await get(`${BASE}/${randomUUID()}/${suffix}`, advisor);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().label).toBe('error.notFound');
      const malformed = await get(`${BASE}/not-a-uuid/${suffix}`, advisor);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().label).toBe('error.validation');
    }
  });

  it('answers 404 "file could not be downloaded" when the bytes are gone from the storage', async () => {
    const document = await uploadOk('zniknie.pdf', samplePdf());
    await app.storage.delete(await storageKeyOf(document.id));
    const response = await get(`${BASE}/${document.id}/download`, advisor);
    expect(response.statusCode).toBe(404);
    expect(response.json().label).toBe('error.fileDownload');
  });
});

describe('DELETE /api/advisor/advisor/documents/{id}', () => {
  const remove = (id: string, token: string, host?: string) =>
    app.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers: bearer(token, host) });

  it('removes the document row, the file row and the bytes, and writes the audit entry', async () => {
    const document = await uploadOk('Do usunięcia.pdf', samplePdf());
    const key = await storageKeyOf(document.id);
    const response = await remove(document.id, admin);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await app.db.select().from(documents).where(eq(documents.id, document.id))).toEqual([]);
    expect(await app.db.select().from(files).where(eq(files.storageKey, key))).toEqual([]);
    await expect(app.storage.get(key)).rejects.toBeInstanceOf(StorageObjectNotFoundError);
    expect(await auditActions(document.id)).toEqual(['document.uploaded', 'document.deleted']);
    expect((await get(`${BASE}/${document.id}/download`, advisor)).statusCode).toBe(404);
    expect((await remove(document.id, admin)).statusCode).toBe(404);
  });

  it("is for the admin only (403), and never reaches another landing page's document (404) nor a malformed id (400)", async () => {
    const document = await uploadOk('Zostaje.pdf', samplePdf());
    expect((await remove(document.id, coordinator)).statusCode).toBe(403);
    expect((await remove(document.id, advisor)).statusCode).toBe(403);
    expect((await remove(document.id, navyAdvisor, NAVY_HOST)).statusCode).toBe(403);
    expect((await remove(document.id, navyAdmin, NAVY_HOST)).statusCode).toBe(404);
    expect((await remove('42', admin)).statusCode).toBe(400);
    expect((await get(`${BASE}/${document.id}/download`, advisor)).statusCode).toBe(200);
  });
});
