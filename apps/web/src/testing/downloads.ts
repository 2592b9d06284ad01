import { vi } from 'vitest';

/**
 * Catches the files the page asks the browser to save (lib/save-file.ts: an object URL and a clicked `download` link):
 * the returned list fills with their names, in order, and nothing is saved. happy-dom has no object URLs.
 */
export function catchDownloads(): string[] {
  return catchDownloadLinks().names;
}

/** Like catchDownloads, with the links' addresses too and the object-URL spy, for tests that check what was linked. */
export function catchDownloadLinks(objectUrl = 'blob:http://localhost/file') {
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue(objectUrl);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const names: string[] = [];
  const links: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
    links.push({ href: this.href, download: this.download });
  });
  return { names, links, createObjectURL };
}
