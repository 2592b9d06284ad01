import { describe, expect, it } from 'vitest';
import { pageCount, pageRange, paginationItems } from './pagination-items';

describe('pagination arithmetic', () => {
  it('counts pages from 1, with one page for an empty list', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(10_000, 20)).toBe(500);
  });

  it('numbers the rows of a page from 1', () => {
    expect(pageRange(1, 20, 20)).toEqual({ from: 1, to: 20 });
    expect(pageRange(3, 20, 5)).toEqual({ from: 41, to: 45 });
    expect(pageRange(2, 50, 0)).toEqual({ from: 0, to: 0 });
  });

  it('shows every page when there are few', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first, the last and the neighbours of the current page, with gaps for two pages or more', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(paginationItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(paginationItems(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(paginationItems(250, 500)).toEqual([1, 'gap', 249, 250, 251, 'gap', 500]);
  });

  it('always has seven items, the current page among them, ascending, for any page of a long list', () => {
    for (let count = 8; count <= 30; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        const items = paginationItems(page, count);
        expect(items).toHaveLength(7);
        expect(items).toContain(page);
        const numbers = items.filter((item): item is number => item !== 'gap');
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        // A gap stands for two pages or more.
        items.forEach((item, index) => {
          if (item !== 'gap') return;
          const before = items[index - 1] as number;
          const after = items[index + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
      }
    }
  });
});
