import type { z } from 'zod';
import { normalizeBankAccount } from '../validation/bank-account.ts';
import { isValidKrs, isValidNip, isValidRegon } from '../validation/company-ids.ts';
import { daysInMonth, isValidIsoDate, toIsoDate } from '../validation/dates.ts';
import { decimalToHundredths, hundredthsToDecimal } from '../validation/decimal.ts';
import type { ValidationMessageKey } from '../validation/messages.ts';
import { isValidPesel, peselMatchesBirthDate } from '../validation/pesel.ts';
import { isValidPhone } from '../validation/phone.ts';
import { isValidZipCode } from '../validation/zip-code.ts';
import { isVoivodeship } from './kyc-dictionaries.ts';
import type { TKycAddress } from './kyc-questionnaire.ts';

// The parts of the KYC rules (kyc-rules.ts) used by more than one section or rule: safe readers of a half-valid form value,
// the reporter that keeps one message per field, and the checks of a person, an address and a company.

/** The validation options as the rules read them. */
export interface RuleOptions {
  enableLegalPerson: boolean;
  /** Today in Europe/Warsaw, `yyyy-mm-dd`, read once per validation. */
  todayIso: string;
  today: Date;
}

// ---------------------------------------------------------------------------------------------------------------------------
// Reading the value. A field that failed its format check still holds what was sent; the reporter below never adds a second
// message to it, so the readers only need to be safe, not exact.

export type Path = readonly (string | number)[];
export type Value = Readonly<Record<string, unknown>>;

export function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
export function record(value: unknown): Value {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Value) : {};
}
export function items(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
export function compact(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** A percentage of 0 to 100 with at most 2 decimals ('12,5', 12.5) as '12.50'; null when it is not one. */
export function canonicalKycPercent(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const hundredths = decimalToHundredths(String(value));
  if (hundredths === null || hundredths < 0n || hundredths > 10000n) return null;
  return hundredthsToDecimal(hundredths);
}

/** `years` after an ISO date; 29 February becomes 28 February in a common year (Polish civil code, article 112). */
export function addYears(isoDate: string, years: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return toIsoDate(year + years, month, Math.min(day, daysInMonth(year + years, month)));
}

export function isPolishAccount(account: string): boolean {
  const normalized = normalizeBankAccount(account);
  return /^\d{26}$/.test(normalized) || normalized.startsWith('PL');
}

// ---------------------------------------------------------------------------------------------------------------------------
// Reporting.

export class Reporter {
  constructor(private readonly context: z.core.$RefinementCtx<unknown>) {}

  private startsWith(path: readonly PropertyKey[], prefix: readonly PropertyKey[]): boolean {
    return prefix.length <= path.length && prefix.every((key, index) => String(key) === String(path[index]));
  }

  /** Some issue sits on `path` or inside it (a sanctions row, when checking the total). */
  hasIssueWithin(path: Path): boolean {
    return this.context.issues.some((issue) => this.startsWith(issue.path ?? [], path));
  }

  /** One message per field: nothing is added where the field, or an object holding it, already has one. */
  report(path: Path, message: ValidationMessageKey, params?: Record<string, string | number>): void {
    if (this.context.issues.some((issue) => this.startsWith(path, issue.path ?? []))) return;
    this.context.addIssue({ code: 'custom', message, path: [...path], input: undefined, ...(params ? { params } : {}) });
  }

  /** The trimmed text, or null after reporting it missing. */
  required(path: Path, value: unknown, message: ValidationMessageKey = 'validation.required'): string | null {
    const result = text(value);
    if (result === null) this.report(path, message);
    return result;
  }

  /** A yes/no answer (radio buttons): either must be chosen. */
  requiredFlag(path: Path, value: unknown): boolean | null {
    if (typeof value === 'boolean') return value;
    this.report(path, 'validation.required');
    return null;
  }
}

/** Investing needs full legal capacity (Polish civil code: 18 years). */
export const KYC_MIN_AGE_YEARS = 18;
const EARLIEST_BIRTH_DAY = '1900-01-01';
export const US_TIN_PATTERN = /^(?:\d{9}|\d{3}-\d{2}-\d{4}|\d{2}-\d{7})$/;
/** Bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const SWIFT_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

// ---------------------------------------------------------------------------------------------------------------------------
// Shared parts: a person's data, an address, a company.

export function checkPerson(value: Value, report: Reporter, options: RuleOptions): void {
  // In the form's order: a page without an error label shows the first violation (spec section 8).
  report.required(['title'], value.title);
  report.required(['firstName'], value.firstName);
  report.required(['surname'], value.surname);

  const birthDay = report.required(['birthDay'], value.birthDay);
  const isBirthDayValid = birthDay !== null && isValidIsoDate(birthDay) && birthDay >= EARLIEST_BIRTH_DAY;
  if (birthDay !== null && !isBirthDayValid) report.report(['birthDay'], 'validation.invalidDate');
  if (isBirthDayValid && addYears(birthDay, KYC_MIN_AGE_YEARS) > options.todayIso) {
    report.report(['birthDay'], 'validation.adultRequired');
  }

  report.required(['fathersName'], value.fathersName);
  report.required(['mothersName'], value.mothersName);
  const phone = report.required(['phoneNo'], value.phoneNo);
  if (phone !== null && !isValidPhone(phone, 'PL')) report.report(['phoneNo'], 'validation.phone');

  // PESEL: required for Polish nationals (product-decisions section 9); a foreigner who has one gives a valid one.
  const pesel = text(value.identificationNo);
  if (pesel === null && text(value.nationality) === 'PL') report.report(['identificationNo'], 'validation.required');
  if (pesel !== null && !isValidPesel(pesel)) report.report(['identificationNo'], 'validation.pesel');
  if (pesel !== null && isBirthDayValid && !peselMatchesBirthDate(pesel, birthDay)) {
    report.report(['identificationNo'], 'validation.peselBirthDateMismatch');
  }

  report.required(['birthPlace'], value.birthPlace);
  report.required(['countryOfBirth'], value.countryOfBirth);
  report.required(['nationality'], value.nationality);
}

export function checkAddress(address: Value, path: Path, report: Reporter): void {
  const country = text(address.country);
  report.required([...path, 'houseNo'], address.houseNo);
  // Polish addresses: the administrative division (voivodeship, county, commune) and the zip code `NN-NNN` are required.
  if (country === 'PL') {
    const voivodeship = report.required([...path, 'voivodeship'], address.voivodeship);
    if (voivodeship !== null && !isVoivodeship(voivodeship)) report.report([...path, 'voivodeship'], 'validation.invalid');
    report.required([...path, 'county'], address.county);
    report.required([...path, 'commune'], address.commune);
  }
  report.required([...path, 'city'], address.city);
  if (country === 'PL') {
    const zipCode = report.required([...path, 'zipCode'], address.zipCode);
    if (zipCode !== null && !isValidZipCode(zipCode)) report.report([...path, 'zipCode'], 'validation.zipCode');
  }
  report.required([...path, 'country'], address.country);
}

export function checkCompany(company: Value, report: Reporter): void {
  const path = ['company'] as const;
  report.required([...path, 'companyName'], company.companyName);
  report.required([...path, 'legalForm'], company.legalForm);
  const krs = report.required([...path, 'krsRegisterNumber'], company.krsRegisterNumber);
  if (krs !== null && !isValidKrs(krs)) report.report([...path, 'krsRegisterNumber'], 'validation.krs');
  const regon = report.required([...path, 'regonStatisticalNumber'], company.regonStatisticalNumber);
  if (regon !== null && !isValidRegon(regon)) report.report([...path, 'regonStatisticalNumber'], 'validation.regon');
  const nip = report.required([...path, 'nip'], company.nip);
  if (nip !== null && !isValidNip(nip)) report.report([...path, 'nip'], 'validation.nip');
  report.required([...path, 'coreBusiness'], company.coreBusiness);
  report.required([...path, 'representation'], company.representation);
  checkAddress(record(company.registeredAddress), [...path, 'registeredAddress'], report);

  const representatives = items(company.representatives);
  representatives.forEach((item, index) => {
    const representative = record(item);
    const rowPath = [...path, 'representatives', index];
    report.required([...rowPath, 'firstName'], representative.firstName);
    report.required([...rowPath, 'surname'], representative.surname);
    const pesel = text(representative.identificationNo);
    if (pesel !== null && !isValidPesel(pesel)) report.report([...rowPath, 'identificationNo'], 'validation.pesel');
  });
  if (!representatives.some((item) => record(item).signer === true)) {
    report.report([...path, 'representatives'], 'validation.signerRequired');
  }
}

export function normalizeAddress(address: Value): TKycAddress {
  const country = text(address.country) ?? '';
  return {
    street: text(address.street),
    houseNo: text(address.houseNo) ?? '',
    flatNo: text(address.flatNo),
    voivodeship: text(address.voivodeship),
    county: text(address.county),
    commune: text(address.commune),
    city: text(address.city) ?? '',
    zipCode: text(address.zipCode),
    country,
  };
}
