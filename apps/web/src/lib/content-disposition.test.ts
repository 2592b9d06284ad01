import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './content-disposition';

describe('fileNameFromContentDisposition', () => {
  it('prefers the UTF-8 filename* of the server over the ASCII fallback', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="Regulamin ofert zazo_c.pdf"; filename*=UTF-8''Regulamin%20ofert%20za%C5%BC%C3%B3%C5%82%C4%87.pdf`,
      ),
    ).toBe('Regulamin ofert zażółć.pdf');
  });

  it('reads a plain or quoted filename, and gives null without one', () => {
    expect(fileNameFromContentDisposition('inline; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
    expect(fileNameFromContentDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="fallback.pdf"`)).toBe('fallback.pdf');
    expect(fileNameFromContentDisposition('inline')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });
});
