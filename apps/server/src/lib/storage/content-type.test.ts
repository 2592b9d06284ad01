import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  sampleCompoundFile,
  sampleDocx,
  sampleExe,
  sampleHtml,
  samplePdf,
  samplePng,
} from '../../../test/sample-files.ts';
import { detectContentType } from './content-type.ts';

// A byte stream, as a file or an upload is (Readable.from defaults to object mode).
const detect = (bytes: Buffer, fileName: string) => detectContentType(Readable.from([bytes], { objectMode: false }), fileName);

describe('detectContentType', () => {
  it('reads the type from the bytes, whatever the name says', async () => {
    expect(await detect(samplePdf(), 'a.pdf')).toBe('application/pdf');
    expect(await detect(samplePdf(), 'a.png')).toBe('application/pdf');
    expect(await detect(samplePng(), 'photo.pdf')).toBe('image/png');
    expect(await detect(sampleDocx(), 'umowa.pdf')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('finds no type in text, HTML or an empty file, and names an executable as one', async () => {
    expect(await detect(sampleHtml(), 'invoice.pdf')).toBeNull();
    expect(await detect(Buffer.from('just some text, zażółć'), 'notes.pdf')).toBeNull();
    expect(await detect(Buffer.alloc(0), 'empty.pdf')).toBeNull();
    expect(await detect(sampleExe(), 'setup.pdf')).toBe('application/x-msdownload');
  });

  it('takes a compound file as legacy Word or Excel only by those extensions', async () => {
    expect(await detect(sampleCompoundFile(), 'stary.DOC')).toBe('application/msword');
    expect(await detect(sampleCompoundFile(), 'arkusz.xls')).toBe('application/vnd.ms-excel');
    expect(await detect(sampleCompoundFile(), 'setup.msi')).toBe('application/x-cfb');
    expect(await detect(sampleCompoundFile(), 'document.pdf')).toBe('application/x-cfb');
    // The extension never makes a type of bytes that are not a compound file.
    expect(await detect(sampleHtml(), 'letter.doc')).toBeNull();
  });
});
