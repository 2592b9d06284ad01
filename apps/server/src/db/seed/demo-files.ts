import { crc32, deflateSync } from 'node:zlib';

// Small, valid files generated in code for the demo documents (and the tests' uploads): a one-page text PDF and a PNG. No
// PDF library is needed for a page of text, and the seed stays fast (a few kilobytes, microseconds).

// ---------------------------------------------------------------------------------------------------------------------------
// PDF: one A4 page of Helvetica text. The standard fonts are not embedded; their WinAnsi encoding lacks most Polish letters,
// so the font's encoding maps the otherwise unused codes 1-16 to the Polish glyphs, which the standard Helvetica glyph set
// has (aogonek, lslash, ...). Every viewer then shows "zażółć" intact.

const POLISH_GLYPHS: ReadonlyArray<readonly [string, string]> = [
  ['ą', 'aogonek'],
  ['ć', 'cacute'],
  ['ę', 'eogonek'],
  ['ł', 'lslash'],
  ['ń', 'nacute'],
  ['ś', 'sacute'],
  ['ź', 'zacute'],
  ['ż', 'zdotaccent'],
  ['Ą', 'Aogonek'],
  ['Ć', 'Cacute'],
  ['Ę', 'Eogonek'],
  ['Ł', 'Lslash'],
  ['Ń', 'Nacute'],
  ['Ś', 'Sacute'],
  ['Ź', 'Zacute'],
  ['Ż', 'Zdotaccent'],
];
const POLISH_CODES = new Map(POLISH_GLYPHS.map(([letter], index) => [letter, index + 1]));
/** WinAnsi codes of the typographic characters outside Latin-1 that demo texts use. */
const WIN_ANSI_EXTRAS = new Map([
  ['€', 0x80],
  ['„', 0x84],
  ['…', 0x85],
  ['’', 0x92],
  ['“', 0x93],
  ['”', 0x94],
  ['•', 0x95],
  ['–', 0x96],
  ['—', 0x97],
]);

function pdfCharCode(character: string): number {
  const mapped = POLISH_CODES.get(character) ?? WIN_ANSI_EXTRAS.get(character);
  if (mapped !== undefined) return mapped;
  const codePoint = character.codePointAt(0) ?? 0;
  // Printable ASCII and Latin-1 (ó, Ó, ...) have the same codes in WinAnsi.
  if ((codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff)) return codePoint;
  throw new Error(`The demo PDF writer cannot show ${JSON.stringify(character)}`);
}

/** A PDF string literal in the page's font encoding: delimiters escaped, non-printable codes as octal escapes. */
function pdfText(text: string): string {
  let literal = '(';
  for (const character of text) {
    const code = pdfCharCode(character);
    if (character === '(' || character === ')' || character === '\\') literal += `\\${character}`;
    else if (code < 0x20 || code > 0x7e) literal += `\\${code.toString(8).padStart(3, '0')}`;
    else literal += character;
  }
  return `${literal})`;
}

/** A text string of the document information (title, ...): UTF-16BE with its byte-order mark, as hex. */
function pdfUnicodeText(text: string): string {
  const bytes = Buffer.from(`\ufeff${text}`, 'utf16le').swap16();
  return `<${bytes.toString('hex').toUpperCase()}>`;
}

/** Breaks a paragraph into lines of at most `width` characters (Helvetica 11 pt is ~90 characters across the page). */
function wrap(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface TextPdf {
  title: string;
  paragraphs: readonly string[];
  footer?: string;
}

/** A one-page A4 PDF with a bold title and wrapped paragraphs (text beyond the page is cut: keep demo texts short). */
export function buildTextPdf(document: TextPdf): Buffer {
  const lines: string[] = [];
  for (const paragraph of document.paragraphs) {
    if (lines.length > 0) lines.push('');
    lines.push(...wrap(paragraph, 90));
  }
  const body = lines.slice(0, 48).map((line) => `${pdfText(line)} Tj T*`);
  const content = [
    'BT /F2 18 Tf 56 780 Td',
    `${pdfText(document.title)} Tj`,
    'ET',
    'BT /F1 11 Tf 15 TL 56 744 Td',
    ...body,
    'ET',
    ...(document.footer ? ['BT /F1 8 Tf 56 40 Td', `${pdfText(document.footer)} Tj`, 'ET'] : []),
  ].join('\n');
  const differences = POLISH_GLYPHS.map(([, glyph]) => `/${glyph}`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding 7 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding 7 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [1 ${differences}] >>`,
    `<< /Title ${pdfUnicodeText(document.title)} /Producer (Emisja) >>`,
  ];
  // Everything above is 8-bit text (latin1 keeps each code as one byte); the xref table needs each object's byte offset.
  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

// ---------------------------------------------------------------------------------------------------------------------------
// PNG: 8-bit RGB, unfiltered rows, one IDAT chunk.

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

/** A PNG of `width` x `height` whose pixel colours `pixel(x, y)` returns as [red, green, blue] (0-255). */
export function buildPng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => readonly [number, number, number],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter method, no interlace
  const rowLength = 1 + width * 3;
  const raw = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y++) {
    raw[y * rowLength] = 0; // filter type None
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * rowLength + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
