import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The server's PDF printer (docs/decisions/018): pdfmake 0.3 with the Roboto TTF it ships, embedded from memory: the 14
// standard PDF fonts have no Polish letters, Roboto has them all, and PDFKit writes a ToUnicode map, so the text can be copied
// and searched. pdfmake may fetch URLs and read local files named in a document; our documents name none, and both access
// policies refuse everything. Used by the offer PDF and the personal-data export.

/** The part of pdfmake 0.3's server entry the server uses (the package ships no typings). */
interface PdfMake {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
  setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
  setUrlAccessPolicy(callback: (url: string) => boolean): void;
  setLocalAccessPolicy(callback: (path: string) => boolean): void;
  createPdf(document: Record<string, unknown>): { getBuffer(): Promise<Buffer> };
}

const require = createRequire(import.meta.url);
let pdfmake: PdfMake | null = null;

/** pdfmake is a process-wide singleton: set up once, on the first document. */
function printer(): PdfMake {
  if (pdfmake) return pdfmake;
  const instance = require('pdfmake') as PdfMake;
  const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  for (const file of ['Roboto-Regular.ttf', 'Roboto-Medium.ttf', 'Roboto-Italic.ttf', 'Roboto-MediumItalic.ttf']) {
    instance.virtualfs.writeFileSync(file, readFileSync(path.join(fontDir, file)));
  }
  instance.setFonts({
    Roboto: {
      normal: 'Roboto-Regular.ttf',
      bold: 'Roboto-Medium.ttf',
      italics: 'Roboto-Italic.ttf',
      bolditalics: 'Roboto-MediumItalic.ttf',
    },
  });
  instance.setUrlAccessPolicy(() => false);
  instance.setLocalAccessPolicy(() => false);
  pdfmake = instance;
  return instance;
}

/** A pdfmake document definition rendered to PDF bytes (font `Roboto`). */
export function renderPdf(document: Record<string, unknown>): Promise<Buffer> {
  return printer().createPdf(document).getBuffer();
}
