import { describe, expect, it } from 'vitest';
import { isValidUrl } from './url.ts';

describe('isValidUrl', () => {
  it('accepts absolute http and https URLs', () => {
    for (const value of ['https://emisja.pl', 'http://localhost:3000/path?q=1#x', 'https://sub.example.com/a/b.pdf']) {
      expect(isValidUrl(value)).toBe(true);
    }
  });

  it('rejects other schemes, relative URLs, whitespace and text', () => {
    for (const value of [
      'javascript:alert(1)',
      'ftp://example.com',
      'mailto:a@b.pl',
      'data:text/html,hi',
      '/relative/path',
      'example.com',
      'https://',
      'https://exa mple.com',
      ' https://example.com',
      '',
    ]) {
      expect(isValidUrl(value)).toBe(false);
    }
  });
});
