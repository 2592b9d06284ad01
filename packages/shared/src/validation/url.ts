/** An absolute http(s) URL with a host (spec section 5); other schemes (javascript:, ftp:, mailto:) and whitespace are rejected. */
export function isValidUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}
