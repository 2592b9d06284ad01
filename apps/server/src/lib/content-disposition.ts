// Content-Disposition for files sent back to the browser (RFC 6266 with the RFC 5987 `filename*` parameter), so a name such
// as "Regulamin ofert zażółć.pdf" arrives intact while older clients get a plain-ASCII fallback.

/** `filename*` value: UTF-8, percent-encoded except RFC 5987's attr-chars. */
function encodeExtendedValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The plain `filename` fallback: accents dropped ("ż" -> "z"), anything else outside printable ASCII, quotes and backslashes as "_". */
function asciiFallback(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

/**
 * The header value for a file named `fileName`: `attachment` saves it, `inline` shows it in the browser.
 *
 * @example
 * contentDisposition('attachment', 'Regulamin ofert zażółć.pdf')
 * // attachment; filename="Regulamin ofert zazo_c.pdf"; filename*=UTF-8''Regulamin%20ofert%20za%C5%BC%C3%B3%C5%82%C4%87.pdf
 */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  return `${type}; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeExtendedValue(fileName)}`;
}
