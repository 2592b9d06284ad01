import type { JSDOM } from 'jsdom';

// SVG uploads (branding images, issue 14): an SVG is a document that can run scripts in our origin when opened directly, so
// it is stored only once cleaned (docs/decisions/035-back-office.md). The bytes are parsed as XML by jsdom (not as HTML: an
// SVG file must stay well-formed XML), cleaned in place by DOMPurify (its SVG profile: no <script>, no event handler
// attributes, no `javascript:` URLs, no <foreignObject>), and then stripped of what DOMPurify keeps but an image needs not:
// <style> elements (they can @import), references that leave the document (href/xlink:href other than '#fragment',
// url(...) other than url(#fragment)). The served file also gets a `default-src 'none'` policy (assets.routes.ts).
// jsdom and DOMPurify load with the first SVG upload, not with the server: jsdom alone took 0.4 s of every start
// (issue 16: a restart within 3 s).

const LOCAL_REFERENCE = /^\s*#/;
const URL_FUNCTION = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi;

/** Text that begins (after an optional BOM, XML declaration, comments and DOCTYPE) with an <svg> root element. */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const rest = head.replace(/^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)\s*)*/i, '');
  return /^<svg[\s>]/i.test(rest);
}

function referencesOutside(value: string): boolean {
  for (const match of value.matchAll(URL_FUNCTION)) if (!LOCAL_REFERENCE.test(match[2] ?? '')) return true;
  return /@import|expression\s*\(/i.test(value);
}

/**
 * The SVG without anything active or external, as UTF-8 XML; null when the bytes are not a well-formed SVG document (the
 * upload is then refused as an unsupported type).
 */
export async function sanitizeSvg(bytes: Buffer): Promise<Buffer | null> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  let dom: JSDOM;
  try {
    dom = new JSDOM(bytes.toString('utf8').replace(/^\uFEFF/, ''), { contentType: 'image/svg+xml' });
  } catch {
    return null;
  }
  const { document } = dom.window;
  const root = document.documentElement;
  if (root?.localName !== 'svg' || root.namespaceURI !== 'http://www.w3.org/2000/svg') return null;

  const purify = createDOMPurify(dom.window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if ((name === 'href' || name === 'xlink:href') && !LOCAL_REFERENCE.test(data.attrValue)) data.keepAttr = false;
    if (referencesOutside(data.attrValue)) data.keepAttr = false;
  });
  purify.sanitize(root, {
    IN_PLACE: true,
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['style', 'foreignObject', 'script', 'iframe', 'object', 'embed', 'a'],
    ALLOW_DATA_ATTR: false,
  });
  const clean = new dom.window.XMLSerializer().serializeToString(root);
  // What must never be in the stored bytes, checked once more on the result.
  if (/<script|<foreignobject|\son[a-z]+\s*=|javascript:/i.test(clean)) return null;
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${clean}\n`, 'utf8');
}
