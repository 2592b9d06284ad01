import { isValidKrs, isValidNip, isValidRegon } from '@emisja/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_COMPANY,
  FAKE_FOUNDATION,
  FAKE_UNKNOWN_KRS,
  startFakeKrs,
  type FakeRegister,
} from '../../../test/fake-registers.ts';
import { createKrsRegister, mapKrsExtract, normalizeKrsNumber } from './krs-register.ts';
import { InvalidRegisterQueryError, RegisterNotFoundError, RegisterUnavailableError } from './register-errors.ts';

const TIMEOUT_MS = 250;

let fake: FakeRegister;
beforeAll(async () => {
  fake = await startFakeKrs({ slowMs: 3000 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'normal';
  fake.requests.length = 0;
});

function register() {
  const warnings: Array<{ details: object; message: string }> = [];
  const logger = { warn: (details: object, message: string) => warnings.push({ details, message }) };
  return { krs: createKrsRegister({ baseUrl: fake.url, timeoutMs: TIMEOUT_MS, logger }), warnings };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('KRS open API adapter', () => {
  it('serves a realistic company from the fake: valid KRS, NIP and REGON', () => {
    expect(isValidKrs(FAKE_COMPANY.krs) && isValidNip(FAKE_COMPANY.nip) && isValidRegon(FAKE_COMPANY.regon9)).toBe(true);
    expect(isValidKrs(FAKE_FOUNDATION.krs) && isValidNip(FAKE_FOUNDATION.nip) && isValidRegon(FAKE_FOUNDATION.regon9)).toBe(true);
  });

  it('maps a company of the register of entrepreneurs to the questionnaire company fields', async () => {
    const { krs } = register();
    const company = await krs.findCompany(FAKE_COMPANY.krs);
    expect(company).toEqual({
      krsRegisterNumber: '0000812345',
      register: 'P',
      companyName: 'ZIELONA DOLINA INWESTYCJE SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      legalForm: 'SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      regonStatisticalNumber: '147560825',
      nip: '5252827196',
      coreBusiness: 'POZOSTAŁA FINANSOWA DZIAŁALNOŚĆ USŁUGOWA',
      registeredAddress: {
        street: 'UL. MARSZAŁKOWSKA',
        houseNo: '140',
        flatNo: '12',
        city: 'WARSZAWA',
        zipCode: '00-061',
        country: 'PL',
        voivodeship: 'MAZOWIECKIE',
        county: 'WARSZAWA',
        commune: 'WARSZAWA',
      },
      representation: FAKE_COMPANY.representation,
      representationBody: 'ZARZĄD',
      // Masked as the open API masks them; the suspended member is left out.
      representatives: [
        { firstName: 'A***', surname: 'K*******-N****', function: 'PREZES ZARZĄDU', isNameMasked: true },
        { firstName: 'P****', surname: 'W*********', function: 'CZŁONEK ZARZĄDU', isNameMasked: true },
      ],
    });
    expect(fake.requests).toEqual(['/api/krs/OdpisAktualny/0000812345?rejestr=P&format=json']);
  });

  it('passes unmasked names on unflagged', async () => {
    const unmasked = await startFakeKrs({ maskNames: false });
    try {
      const company = await createKrsRegister({ baseUrl: unmasked.url, timeoutMs: TIMEOUT_MS }).findCompany(FAKE_COMPANY.krs);
      expect(company.representatives[0]).toEqual({
        firstName: 'ANNA',
        surname: 'KOWALSKA-NOWAK',
        function: 'PREZES ZARZĄDU',
        isNameMasked: false,
      });
    } finally {
      await unmasked.close();
    }
  });

  it('falls back to the register of associations and foundations (S) on 404, and pads short numbers', async () => {
    const { krs } = register();
    const foundation = await krs.findCompany('654321');
    expect(foundation).toMatchObject({
      krsRegisterNumber: '0000654321',
      register: 'S',
      legalForm: 'FUNDACJA',
      nip: '7011159239',
    });
    expect(fake.requests).toEqual([
      '/api/krs/OdpisAktualny/0000654321?rejestr=P&format=json',
      '/api/krs/OdpisAktualny/0000654321?rejestr=S&format=json',
    ]);
  });

  it('answers RegisterNotFoundError when neither register holds the number', async () => {
    const { krs, warnings } = register();
    const error = await failure(krs.findCompany(FAKE_UNKNOWN_KRS));
    expect(error).toBeInstanceOf(RegisterNotFoundError);
    expect(error).toMatchObject({ register: 'krs' });
    expect(fake.requests).toHaveLength(2);
    expect(warnings).toEqual([]);
  });

  it('refuses a malformed number without asking the register', async () => {
    const { krs } = register();
    for (const bad of ['', 'abc', '00000000001', '0000000000']) {
      expect(await failure(krs.findCompany(bad))).toBeInstanceOf(InvalidRegisterQueryError);
    }
    expect(fake.requests).toEqual([]);
    expect(normalizeKrsNumber(' 0000812345 ')).toBe('0000812345');
  });

  it('gives up on a slow register within the timeout: RegisterUnavailableError (timeout), logged', async () => {
    fake.mode = 'slow';
    const { krs, warnings } = register();
    const startedAt = performance.now();
    const error = await failure(krs.findCompany(FAKE_COMPANY.krs));
    expect(performance.now() - startedAt).toBeLessThan(TIMEOUT_MS + 1000);
    expect(error).toBeInstanceOf(RegisterUnavailableError);
    expect(error).toMatchObject({ register: 'krs', reason: 'timeout' });
    expect(warnings).toEqual([
      {
        message: 'public register unavailable',
        details: expect.objectContaining({
          register: 'krs',
          reason: 'timeout',
          url: `${fake.url}/api/krs/OdpisAktualny/0000812345?rejestr=P&format=json`,
        }),
      },
    ]);
  });

  it('answers RegisterUnavailableError for a register that is down, drops the connection, or answers broken JSON', async () => {
    const { krs } = register();
    const cases = [
      ['down', { reason: 'server-error', status: 500 }],
      ['closed', { reason: 'unreachable' }],
      ['malformed', { reason: 'malformed-answer', status: 200 }],
    ] as const;
    for (const [mode, expected] of cases) {
      fake.mode = mode;
      const error = await failure(krs.findCompany(FAKE_COMPANY.krs));
      expect(error).toBeInstanceOf(RegisterUnavailableError);
      expect(error).toMatchObject(expected);
    }
  });

  it('answers RegisterUnavailableError for an unreachable register', async () => {
    const closed = await startFakeKrs();
    const url = closed.url;
    await closed.close();
    const error = await failure(createKrsRegister({ baseUrl: url, timeoutMs: TIMEOUT_MS }).findCompany(FAKE_COMPANY.krs));
    expect(error).toMatchObject({ name: 'RegisterUnavailableError', reason: 'unreachable' });
  });

  it('caches answers for 24 hours: a second lookup does not call the register, a failure is not cached', async () => {
    const { krs } = register();
    fake.mode = 'down';
    await failure(krs.findCompany(FAKE_COMPANY.krs));
    fake.mode = 'normal';
    fake.requests.length = 0;
    const [first, concurrent] = await Promise.all([krs.findCompany(FAKE_COMPANY.krs), krs.findCompany('812345')]);
    const second = await krs.findCompany(FAKE_COMPANY.krs);
    expect(second).toEqual(first);
    expect(concurrent).toEqual(first);
    expect(fake.requests).toHaveLength(1);
  });

  it('reads no more than the documented format, and refuses answers of another shape', () => {
    expect(mapKrsExtract({ odpis: { dane: {} } }, '0000812345', 'P')).toBeNull();
    expect(mapKrsExtract('[]', '0000812345', 'P')).toBeNull();
    const minimal = mapKrsExtract({ odpis: { dane: { dzial1: { danePodmiotu: { nazwa: ' X SA ' } } } } }, '0000000001', 'P');
    expect(minimal).toMatchObject({
      companyName: 'X SA',
      legalForm: null,
      regonStatisticalNumber: null,
      nip: null,
      coreBusiness: null,
      representation: null,
      representatives: [],
      registeredAddress: { street: null, country: 'PL' },
    });
  });
});
