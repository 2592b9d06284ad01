// The arithmetic of the pagination (spec section 9: pages start at 1), kept apart from the component so it is tested alone.

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** 1-based positions of the page's first and last row, e.g. page 2 of 20 rows a page with 35 rows: 21 to 35. */
export function pageRange(page: number, perPage: number, rowsOnPage: number): { from: number; to: number } {
  if (rowsOnPage === 0) return { from: 0, to: 0 };
  const from = (page - 1) * perPage + 1;
  return { from, to: from + rowsOnPage - 1 };
}

export type PaginationItem = number | 'gap';

/**
 * The page buttons to show: always the first and the last page, the current one with `siblings` on each side, and a gap
 * where pages are left out; a gap never stands for a single page (that page is shown instead). Seven buttons at most with one
 * sibling, so the bar does not change width while paging.
 */
export function paginationItems(page: number, count: number, siblings = 1): PaginationItem[] {
  if (count <= 2 * siblings + 5) return Array.from({ length: count }, (_, index) => index + 1);
  const current = Math.min(Math.max(page, 1), count);
  // The window around the current page, slid inwards near either end so the number of buttons stays the same.
  const start = Math.max(Math.min(current - siblings, count - 2 * siblings - 2), 3);
  const end = Math.min(Math.max(current + siblings, 2 * siblings + 3), count - 2);
  const items: PaginationItem[] = [1, start > 3 ? 'gap' : 2];
  for (let number = start; number <= end; number += 1) items.push(number);
  items.push(end < count - 2 ? 'gap' : count - 1, count);
  return items;
}
