import { createHash, randomBytes } from 'node:crypto';

// Small deterministic helpers for the demo data: the same seed gives the same people, offers and amounts on every fresh start
// (only dates move with "today", and token secrets are random because they must be unguessable).

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32: tiny, fast and good enough for demo data (not for secrets). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (probability: number) => next() < probability,
    shuffle: <T>(items: readonly T[]): T[] => {
      const result = [...items];
      for (let i = result.length - 1; i > 0; i--) {
        const j = int(0, i);
        [result[i], result[j]] = [result[j] as T, result[i] as T];
      }
      return result;
    },
  };
}

/** A fresh unguessable token (256 bits) and the sha-256 hex digest that is the only thing stored. */
export function createTokenHash(): string {
  return createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex');
}

// Calendar dates as `YYYY-MM-DD`, computed on UTC midnights so no time zone shifts a day.

const MS_PER_DAY = 86_400_000;
const MS_PER_HOUR = 3_600_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

export function toDate(timestamp: Date): string {
  return timestamp.toISOString().slice(0, 10);
}

/** A moment on a calendar date, `hours` after midnight UTC. */
export function atHour(date: string, hours: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + hours * MS_PER_HOUR);
}

export function addHours(timestamp: Date, hours: number): Date {
  return new Date(timestamp.getTime() + hours * MS_PER_HOUR);
}

/** An amount in minor units (grosz, cent) as the exact decimal string numeric(18,2) takes: 1250 -> "12.50". */
export function formatMinorUnits(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`not an amount in minor units: ${minor}`);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

const POLISH_LETTERS: Record<string, string> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' };

/** "Łukasz Wójcik" -> "lukasz.wojcik" for demo e-mail addresses. */
export function toEmailLocalPart(firstName: string, surname: string): string {
  return `${firstName}.${surname}`
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (letter) => POLISH_LETTERS[letter] ?? letter)
    .replace(/[^a-z0-9.]/g, '');
}

/** A PESEL with a valid check digit for the birth date and sex (months + 20 for births from 2000). */
export function createPesel(birthDate: string, isFemale: boolean, random: Random): string {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const encodedMonth = year >= 2000 ? month + 20 : month;
  const serial = String(random.int(0, 999)).padStart(3, '0');
  const sexDigit = 2 * random.int(0, 4) + (isFemale ? 0 : 1);
  const digits = `${String(year % 100).padStart(2, '0')}${String(encodedMonth).padStart(2, '0')}${String(day).padStart(2, '0')}${serial}${sexDigit}`;
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

const BANK_PREFIXES = ['1020', '1140', '1050', '1240', '1090', '1160', '2490'];

/** A Polish account number (NRB, the 26 digits of a PL IBAN) with valid sort-code and IBAN check digits. */
export function createBankAccount(random: Random): string {
  const branch = `${random.pick(BANK_PREFIXES)}${String(random.int(0, 999)).padStart(3, '0')}`;
  const sortWeights = [3, 9, 7, 1, 3, 9, 7];
  const sortSum = sortWeights.reduce((total, weight, index) => total + weight * Number(branch[index]), 0);
  const sortCode = `${branch}${(10 - (sortSum % 10)) % 10}`;
  let account = '';
  for (let i = 0; i < 16; i++) account += String(random.int(0, 9));
  const bban = `${sortCode}${account}`;
  // IBAN check digits: 98 - (BBAN + "PL00" with letters as numbers, P = 25, L = 21) mod 97.
  const checkDigits = 98n - (BigInt(`${bban}252100`) % 97n);
  return `${String(checkDigits).padStart(2, '0')}${bban}`;
}

/** A Polish identity card number (three letters, six digits) whose check digit (the first digit) is valid. */
export function createIdCardNumber(random: Random): string {
  const letters = Array.from({ length: 3 }, () => String.fromCharCode(65 + random.int(0, 25))).join('');
  const tail = Array.from({ length: 5 }, () => random.int(0, 9));
  const values = [...[...letters].map((letter) => letter.charCodeAt(0) - 55), ...tail];
  const weights = [7, 3, 1, 7, 3, 1, 7, 3];
  const checkDigit = values.reduce((total, value, index) => total + value * (weights[index] ?? 0), 0) % 10;
  return `${letters}${checkDigit}${tail.join('')}`;
}

/** A Polish mobile number in E.164. */
export function createPhoneNumber(random: Random): string {
  return `+48${random.pick(['50', '51', '53', '60', '66', '69', '72', '79', '88'])}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
}
