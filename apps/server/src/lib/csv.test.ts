import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV exports', () => {
  it('defuses a leading formula character and quotes separators, quotes and line breaks', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const start of ['+1', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(start).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell('Kowalski, Jan')).toBe('"Kowalski, Jan"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(csvCell('Żółć')).toBe('Żółć');
  });

  it("leaves a decimal comma unquoted in a ';' file, where the comma is no separator", () => {
    expect(csvCell('1234,56', ';')).toBe('1234,56');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
  });

  it('writes the byte order mark, the header, CRLF line ends and empty cells for null', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['1', null],
          ['x,y', '2'],
        ],
      ),
    ).toBe('\ufeffa,b\r\n1,\r\n"x,y",2\r\n');
    expect(toCsv(['a', 'b'], [['1,5', '2']], ';')).toBe('\ufeffa;b\r\n1,5;2\r\n');
  });
});
