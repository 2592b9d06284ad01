/**
 * The URL slug of a name, the one rule for campaigns and landing pages (issue 11): Polish and other accents dropped, `ł` as
 * `l`, lower case, every run of other characters one dash, no dash at either end, at most `maxLength` characters and no
 * dash left at the cut; `fallback` when nothing is left (a name of symbols only).
 *
 * In the server's lib, not in packages/shared: only the server makes slugs (a new campaign, `npm run tenant:create`),
 * each checked against its table for a free `-2`, `-3`...; the web shows the slug it is given and never derives one.
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
