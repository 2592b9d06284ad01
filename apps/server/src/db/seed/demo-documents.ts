import type { StorageProvider } from '../../lib/storage/index.ts';
import type { DbExecutor } from '../client.ts';
import { documents, files } from '../schema/index.ts';
import { buildPng, buildTextPdf } from './demo-files.ts';
import { addHours } from './seed-helpers.ts';

// Documents for advisors on the demo landing page (/app/documents, spec section 7): two PDFs and an image, uploaded by the
// demo admin some days ago, so the list, the download and the preview have something on the first start.

interface DemoDocument {
  fileName: string;
  mimeType: 'application/pdf' | 'image/png';
  /** How long before "now" it was uploaded, in hours: the list shows the newest first. */
  ageHours: number;
  build: () => Buffer;
}

const FOOTER = 'Emisja Demo — dokument przykładowy wygenerowany z danymi demonstracyjnymi';

/** The brand's dark ink over a light band with a diagonal stripe: a recognisable banner without any text. */
function bannerPixel(x: number, y: number): readonly [number, number, number] {
  if (y < 8 || y > 191) return [17, 24, 39];
  if ((x + y) % 120 < 24) return [30, 58, 138];
  return [249, 250, 251];
}

export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  {
    fileName: 'Regulamin współpracy z doradcami.pdf',
    mimeType: 'application/pdf',
    ageHours: 45 * 24,
    build: () =>
      buildTextPdf({
        title: 'Regulamin współpracy z doradcami',
        paragraphs: [
          '§ 1. Regulamin określa zasady, na jakich doradcy i koordynatorzy sieci oferują inwestorom kampanie emisyjne ' +
            'prowadzone na platformie Emisja.',
          '§ 2. Doradca zaprasza inwestora do kampanii wyłącznie w ramach sieci, do której należy, i tylko za zgodą ' +
            'inwestora na przetwarzanie danych osobowych.',
          '§ 3. Koordynator sieci może zmienić doradcę prowadzącego ofertę w sieciach, które koordynuje. Każda zmiana ' +
            'jest zapisywana w historii oferty.',
          '§ 4. Materiały dla doradców, w tym ten regulamin, są dostępne w zakładce Dokumenty panelu doradcy.',
        ],
        footer: FOOTER,
      }),
  },
  {
    fileName: 'Procedura AML — przeciwdziałanie praniu pieniędzy.pdf',
    mimeType: 'application/pdf',
    ageHours: 20 * 24,
    build: () =>
      buildTextPdf({
        title: 'Procedura przeciwdziałania praniu pieniędzy (AML)',
        paragraphs: [
          'Przed przyjęciem wpłaty doradca upewnia się, że inwestor wypełnił ankietę KYC: dane osobowe, dokument ' +
            'tożsamości, źródło pochodzenia środków oraz status osoby zajmującej eksponowane stanowisko polityczne.',
          'Transakcje z krajami objętymi sankcjami nie są przyjmowane. Wątpliwości zgłasza się koordynatorowi sieci, ' +
            'który decyduje o dalszym postępowaniu.',
          'Dokumenty potwierdzające tożsamość i wpłaty przechowuje się przez okres wymagany przepisami.',
        ],
        footer: FOOTER,
      }),
  },
  {
    fileName: 'Materiały marketingowe — baner.png',
    mimeType: 'image/png',
    ageHours: 3 * 24,
    build: () => buildPng(600, 200, bannerPixel),
  },
];

export interface DemoDocumentsTarget {
  landingPageId: string;
  uploadedByUserId: string;
  now: Date;
}

/**
 * Stores the demo documents' bytes and inserts their files and documents rows with `db` (the seed's transaction). Each key
 * is pushed to `storedKeys` as soon as its bytes are stored, so the caller can remove them when the transaction fails.
 */
export async function insertDemoDocuments(
  db: DbExecutor,
  storage: StorageProvider,
  target: DemoDocumentsTarget,
  storedKeys: string[],
): Promise<void> {
  for (const demo of DEMO_DOCUMENTS) {
    const stored = await storage.put(demo.build());
    storedKeys.push(stored.key);
    const createdAt = addHours(target.now, -demo.ageHours);
    const [file] = await db
      .insert(files)
      .values({
        landingPageId: target.landingPageId,
        storageKey: stored.key,
        originalName: demo.fileName,
        mimeType: demo.mimeType,
        sizeBytes: stored.sizeBytes,
        sha256: stored.sha256,
        uploadedByUserId: target.uploadedByUserId,
        createdAt,
      })
      .returning({ id: files.id });
    if (!file) throw new Error('the demo file row was not inserted');
    await db.insert(documents).values({
      landingPageId: target.landingPageId,
      fileId: file.id,
      fileName: demo.fileName,
      uploadedBy: target.uploadedByUserId,
      audience: 'advisors',
      createdAt,
    });
  }
}
