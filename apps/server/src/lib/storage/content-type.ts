import path from 'node:path';
import type { Readable } from 'node:stream';
// The Node entry explicitly: it reads Node streams (and TypeScript's bundler resolution would pick the browser typings).
import { fileTypeFromStream } from 'file-type/node';

// Upload types are read from the bytes (issue 4: "type checked by content, not only extension"), never from the client's
// Content-Type or the file name. docs/decisions/014-document-storage.md.

const COMPOUND_FILE_MIME = 'application/x-cfb';

/**
 * Legacy Word and Excel files are OLE compound files (CFB): their first bytes only say "compound file", which Word, Excel,
 * Outlook and installers share. Such a container is taken as the type its extension names, and only for these extensions.
 */
const COMPOUND_FILE_TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  '.doc': 'application/msword',
  '.xls': 'application/vnd.ms-excel',
};

/**
 * The media type of `content` as its bytes say (signatures; zip-based office formats by their entries), or null when the
 * bytes match no known binary format (plain text, HTML, scripts). The stream is read as far as detection needs, then
 * destroyed. `fileName` is consulted only for a compound file (see above).
 */
export async function detectContentType(content: Readable, fileName: string): Promise<string | null> {
  const detected = await fileTypeFromStream(content);
  if (!detected) return null;
  if (detected.mime === COMPOUND_FILE_MIME) {
    return COMPOUND_FILE_TYPES_BY_EXTENSION[path.extname(fileName).toLowerCase()] ?? COMPOUND_FILE_MIME;
  }
  return detected.mime;
}
