import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isValidPolishAccountNumber } from '@emisja/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_ASSIGNED_ACCOUNT,
  FAKE_COMPANY,
  FAKE_FOUNDATION,
  FAKE_UNASSIGNED_ACCOUNT,
  FAKE_UNKNOWN_NIP,
  startFakeVatWhitelist,
  type FakeRegister,
} from '../../../test/fake-registers.ts';
import { InvalidRegisterQueryError, RegisterNotFoundError, RegisterUnavailableError } from './register-errors.ts';
import { createVatWhitelist, maskBankAccount } from './vat-whitelist.ts';

const TIMEOUT_MS = 250;
const DATE = '2026-11-20';

let fake: FakeRegister;
beforeAll(async () => {
  fake = await startFakeVatWhitelist({ slowMs: 3000 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'normal';
  fake.requests.length = 0;
});

function whitelist(baseUrl = fake.url) {
  const logged: string[] = [];
  const logger = { warn: (details: object, message: string) => logged.push(JSON.stringify({ details, message })) };
  return {
    vat: createVatWhitelist({ baseUrl, timeoutMs: TIMEOUT_MS, logger, now: () => new Date('2026-11-20T23:30:00Z') }),
    logged,
  };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('VAT white list adapter', () => {
  it('uses valid account numbers in the fake', () => {
    expect(isValidPolishAccountNumber(FAKE_ASSIGNED_ACCOUNT) && isValidPolishAccountNumber(FAKE_UNASSIGNED_ACCOUNT)).toBe(true);
  });

  it('answers the taxpayer name, VAT status and whether the account is registered to the NIP', async () => {
    const { vat } = whitelist();
    const answer = await vat.checkAccount('525-282-71-96', `PL${FAKE_ASSIGNED_ACCOUNT.replace(/(\d{4})/g, ' $1')}`, DATE);
    expect(answer).toEqual({
      name: FAKE_COMPANY.name,
      statusVat: 'Czynny',
      accountAssigned: true,
      requestId: expect.stringMatching(/^[0-9a-f]+-[0-9a-f]+$/),
    });
    expect(fake.requests.sort()).toEqual([
      `/api/check/nip/5252827196/bank-account/${FAKE_ASSIGNED_ACCOUNT}?date=${DATE}`,
      `/api/search/nip/5252827196?date=${DATE}`,
    ]);
  });

  it('says so when the account is not registered to the NIP', async () => {
    const { vat } = whitelist();
    expect(await vat.checkAccount(FAKE_COMPANY.nip, FAKE_UNASSIGNED_ACCOUNT, DATE)).toMatchObject({ accountAssigned: false });
    expect(await vat.checkAccount(FAKE_FOUNDATION.nip, FAKE_ASSIGNED_ACCOUNT, DATE)).toMatchObject({
      statusVat: 'Zwolniony',
      accountAssigned: false,
    });
  });

  it('treats a foreign IBAN as not on the (Polish) list without sending it anywhere', async () => {
    const { vat } = whitelist();
    const answer = await vat.checkAccount(FAKE_COMPANY.nip, 'DE89 3704 0044 0532 0130 00', DATE);
    expect(answer).toEqual({ name: FAKE_COMPANY.name, statusVat: 'Czynny', accountAssigned: false, requestId: null });
    expect(fake.requests).toEqual([`/api/search/nip/5252827196?date=${DATE}`]);
  });

  it('answers RegisterNotFoundError for a NIP the list does not hold', async () => {
    const { vat } = whitelist();
    const error = await failure(vat.checkAccount(FAKE_UNKNOWN_NIP, FAKE_ASSIGNED_ACCOUNT, DATE));
    expect(error).toBeInstanceOf(RegisterNotFoundError);
    expect(error).toMatchObject({ register: 'vat-whitelist' });
  });

  it('refuses a malformed NIP, account or date without asking the register', async () => {
    const { vat } = whitelist();
    const cases: Array<[string, string, string | undefined, string]> = [
      ['5252827197', FAKE_ASSIGNED_ACCOUNT, DATE, 'nip'],
      [FAKE_COMPANY.nip, '15114020040000350281234568', DATE, 'bankAccount'],
      [FAKE_COMPANY.nip, 'not an account', DATE, 'bankAccount'],
      [FAKE_COMPANY.nip, FAKE_ASSIGNED_ACCOUNT, '20.11.2026', 'date'],
    ];
    for (const [nip, account, date, field] of cases) {
      const error = await failure(vat.checkAccount(nip, account, date));
      expect(error).toBeInstanceOf(InvalidRegisterQueryError);
      expect(error).toMatchObject({ field });
    }
    expect(fake.requests).toEqual([]);
  });

  it("asks about today's date in Warsaw by default", async () => {
    const { vat } = whitelist();
    await vat.checkAccount(FAKE_COMPANY.nip, FAKE_ASSIGNED_ACCOUNT);
    // 2026-11-20T23:30Z is already the 21st in Warsaw.
    expect(fake.requests.every((request) => request.endsWith('?date=2026-11-21'))).toBe(true);
  });

  it('gives up on a slow register within the timeout: RegisterUnavailableError (timeout)', async () => {
    fake.mode = 'slow';
    const { vat } = whitelist();
    const startedAt = performance.now();
    const error = await failure(vat.checkAccount(FAKE_COMPANY.nip, FAKE_ASSIGNED_ACCOUNT, DATE));
    expect(performance.now() - startedAt).toBeLessThan(TIMEOUT_MS + 1000);
    expect(error).toBeInstanceOf(RegisterUnavailableError);
    expect(error).toMatchObject({ reason: 'timeout' });
  });

  it('answers RegisterUnavailableError when the register is down, drops the connection or answers broken JSON', async () => {
    const { vat } = whitelist();
    for (const [mode, reason] of [
      ['down', 'server-error'],
      ['closed', 'unreachable'],
      ['malformed', 'malformed-answer'],
    ] as const) {
      fake.mode = mode;
      const error = await failure(vat.checkAccount(FAKE_COMPANY.nip, FAKE_ASSIGNED_ACCOUNT, DATE));
      expect(error).toBeInstanceOf(RegisterUnavailableError);
      expect(error).toMatchObject({ reason });
    }
  });

  it('treats a refused query (e.g. WL-191, the request limit) as unavailable, logging its code and a masked account only', async () => {
    const refusing = createServer((_request, response) => {
      response
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code: 'WL-191', message: `Limit wyczerpany dla ${FAKE_ASSIGNED_ACCOUNT}` }));
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    try {
      const { vat, logged } = whitelist(`http://127.0.0.1:${(refusing.address() as AddressInfo).port}`);
      const error = await failure(vat.checkAccount(FAKE_COMPANY.nip, FAKE_ASSIGNED_ACCOUNT, DATE));
      expect(error).toMatchObject({ name: 'RegisterUnavailableError', reason: 'unexpected-status', status: 400 });
      const log = logged.join('\n');
      expect(log).toContain('WL-191');
      expect(log).toContain(`/bank-account/${maskBankAccount(FAKE_ASSIGNED_ACCOUNT)}`);
      expect(log).not.toContain(FAKE_ASSIGNED_ACCOUNT);
      expect(log).not.toContain('Limit wyczerpany');
    } finally {
      refusing.closeAllConnections();
      await new Promise((resolve) => refusing.close(resolve));
    }
  });

  it('never puts the account number in clear into logs or error messages', async () => {
    fake.mode = 'slow';
    const { vat, logged } = whitelist();
    const error = await failure(vat.checkAccount(FAKE_COMPANY.nip, FAKE_ASSIGNED_ACCOUNT, DATE));
    expect(logged.join('\n')).toContain(maskBankAccount(FAKE_ASSIGNED_ACCOUNT));
    expect(logged.join('\n')).not.toContain(FAKE_ASSIGNED_ACCOUNT);
    expect(String((error as Error).message)).not.toContain(FAKE_ASSIGNED_ACCOUNT);
    expect(maskBankAccount(FAKE_ASSIGNED_ACCOUNT)).toBe('15********************4567');
  });

  it('caches answers: the same question twice calls the register once, another account calls it again', async () => {
    const { vat } = whitelist();
    const first = await vat.checkAccount(FAKE_COMPANY.nip, FAKE_ASSIGNED_ACCOUNT, DATE);
    expect(await vat.checkAccount('5252827196', `PL${FAKE_ASSIGNED_ACCOUNT}`, DATE)).toEqual(first);
    expect(fake.requests).toHaveLength(2);
    await vat.checkAccount(FAKE_COMPANY.nip, FAKE_UNASSIGNED_ACCOUNT, DATE);
    expect(fake.requests).toHaveLength(4);
  });
});
