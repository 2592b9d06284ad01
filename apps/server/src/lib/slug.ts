/**
 * The URL slug of a name, the one rule for campaigns and landing pages (issue 11): Polish and other accents dropped, `ł` as
 * `l`, lower case, every run of other characters one dash, no dash at either end, at most `maxLength` characters and no
 * dash left at the cut; `fallback` when nothing is left (a name of symbols only).
 */
export function slugify(name: string, { maxLength, fallback }: { maxLength: number; fallback: string }): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[łŁ]/g, 'l')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, maxLength)
      .replace(/-+$/, '') || fallback
  );
}
