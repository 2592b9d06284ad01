import { describe, expect, it } from 'vitest';
import { fillTransferTitle, offerNumberOf, unknownTransferTitlePlaceholders } from './transfer-title.ts';

describe('transfer titles', () => {
  it('fills the default pattern with the offer number and the surname', () => {
    const offerNumber = offerNumberOf('3fa85f64-5717-4562-b3fc-2c963f66afa6');
    expect(offerNumber).toBe('3FA85F64');
    expect(fillTransferTitle(null, { offerNumber, surname: 'Wiśniewska' })).toBe('3FA85F64 Wiśniewska');
  });

  it('leaves missing values and unknown placeholders empty, strips what a bank file cannot carry, cuts at 140', () => {
    expect(
      fillTransferTitle('Zapis {productCode} | {firstName} {surname} {pesel}', { productCode: 'SERIA-A', surname: 'Nowak' }),
    ).toBe('Zapis SERIA-A Nowak');
    expect(fillTransferTitle('{investorName}', { investorName: 'x'.repeat(200) })).toHaveLength(140);
  });

  it('names the unknown placeholders', () => {
    expect(unknownTransferTitlePlaceholders('{offerNumber} {pesel} {surname} {}')).toEqual(['pesel', '']);
  });
});
