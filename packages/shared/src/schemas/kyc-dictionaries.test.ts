import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  countryName,
  countryOptions,
  IDENTITY_DOCUMENT_TYPE_LABELS,
  IDENTITY_VERIFICATION_STATUS_LABELS,
  IDENTITY_VERIFICATION_STATUSES,
  isCountryCode,
  KYC_DOCUMENT_TYPES,
  KYC_INVESTOR_TYPE_LABELS,
  KYC_INVESTOR_TYPES,
  KYC_MARITAL_STATUS_LABELS,
  KYC_MARITAL_STATUSES,
  KYC_PROPERTY_REGIME_LABELS,
  KYC_PROPERTY_REGIMES,
  KYC_REQUEST_STATUS_LABELS,
  KYC_REQUEST_STATUSES,
  KYC_TITLE_LABELS,
  KYC_TITLES,
  ORIGIN_OF_FUNDS_SOURCE_LABELS,
  ORIGIN_OF_FUNDS_SOURCES,
  SANCTIONED_COUNTRIES,
  SANCTIONED_COUNTRY_LABELS,
  voivodeshipFromName,
  VOIVODESHIP_LABELS,
  VOIVODESHIPS,
} from './kyc-dictionaries.ts';

describe('KYC label tables', () => {
  const tables: [readonly string[], Record<'pl' | 'en', Record<string, string>>][] = [
    [KYC_REQUEST_STATUSES, KYC_REQUEST_STATUS_LABELS],
    [IDENTITY_VERIFICATION_STATUSES, IDENTITY_VERIFICATION_STATUS_LABELS],
    [KYC_INVESTOR_TYPES, KYC_INVESTOR_TYPE_LABELS],
    [KYC_TITLES, KYC_TITLE_LABELS],
    [KYC_DOCUMENT_TYPES, IDENTITY_DOCUMENT_TYPE_LABELS],
    [KYC_MARITAL_STATUSES, KYC_MARITAL_STATUS_LABELS],
    [KYC_PROPERTY_REGIMES, KYC_PROPERTY_REGIME_LABELS],
    [SANCTIONED_COUNTRIES, SANCTIONED_COUNTRY_LABELS],
    [ORIGIN_OF_FUNDS_SOURCES, ORIGIN_OF_FUNDS_SOURCE_LABELS],
    [VOIVODESHIPS, VOIVODESHIP_LABELS],
  ];

  it('label every value in Polish and English, and nothing else', () => {
    for (const [values, labels] of tables) {
      for (const language of ['pl', 'en'] as const) {
        expect(Object.keys(labels[language]).sort()).toEqual([...values].sort());
        for (const value of values) expect(labels[language][value]?.trim()).not.toBe('');
      }
    }
  });

  it('use the words of the spec and product decisions', () => {
    expect(KYC_REQUEST_STATUSES).toEqual(['sent', 'in-progress', 'submitted', 'expired']);
    expect(IDENTITY_VERIFICATION_STATUSES).toEqual(['not-started', 'in-progress', 'success', 'failed']);
    expect(SANCTIONED_COUNTRIES).toEqual(['IR', 'KP', 'SY', 'CU', 'RU', 'UA-CRIMEA-DONETSK']);
    expect(KYC_TITLE_LABELS.pl).toEqual({ 'Mr.': 'Pan', 'Mrs.': 'Pani' });
    expect(VOIVODESHIPS).toHaveLength(16);
  });
});

describe('voivodeshipFromName', () => {
  it('reads the names registers write', () => {
    expect(voivodeshipFromName('MAZOWIECKIE')).toBe('mazowieckie');
    expect(voivodeshipFromName('ŁÓDZKIE')).toBe('łódzkie');
    expect(voivodeshipFromName('woj. śląskie')).toBe('śląskie');
    expect(voivodeshipFromName(' Województwo Warmińsko-Mazurskie ')).toBe('warmińsko-mazurskie');
    expect(voivodeshipFromName('Bayern')).toBeNull();
  });
});

describe('countries', () => {
  it('are the 249 ISO 3166-1 alpha-2 codes, once each, Poland first', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES[0]).toBe('PL');
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(isCountryCode('DE')).toBe(true);
    expect(isCountryCode('XK')).toBe(false);
  });

  it('are named in the reader`s language, every one of them', () => {
    expect(countryName('PL', 'pl')).toBe('Polska');
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('KP', 'pl')).toBe('Korea Północna');
    for (const code of COUNTRY_CODES) expect(countryName(code, 'en'), code).not.toBe(code);
  });

  it('fall back to the code when the runtime has no name', () => {
    expect(countryName('QQ', 'pl')).toBe('QQ');
    expect(countryName('not a code', 'en')).toBe('not a code');
  });

  it('make select options with Poland first, then by name', () => {
    const options = countryOptions('pl');
    expect(options).toHaveLength(249);
    expect(options[0]).toEqual({ value: 'PL', label: 'Polska' });
    const labels = options.slice(1).map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('pl').compare));
  });
});
