import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// In-process fakes of the two public registers of product-decisions section 9, answering their documented JSON (formats and
// sources: src/lib/registers/krs-register.ts and vat-whitelist.ts) for a few known numbers. Free of test-runner imports:
// the browser tests start them from a plain script (test/fake-registers-cli.ts) and point KRS_API_URL and
// VAT_WHITELIST_API_URL at them.

/**
 * `normal` answers; `slow` answers after `slowMs` (past the 3 s register timeout by default); `down` answers 500;
 * `closed` drops the connection without an answer; `malformed` answers 200 with broken JSON.
 */
export type FakeRegisterMode = 'normal' | 'slow' | 'down' | 'closed' | 'malformed';

export interface FakeRegisterOptions {
  mode?: FakeRegisterMode;
  /** Delay of the `slow` mode (default 10 s). */
  slowMs?: number;
  /** Default 0: any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /**
   * The KRS open API masks people's names to their first letter ("K*******"); true by default, like the register.
   * false answers full names (handy for a demo).
   */
  maskNames?: boolean;
}

export interface FakeRegister {
  /** Base URL, e.g. http://127.0.0.1:40123 (KRS_API_URL or VAT_WHITELIST_API_URL). */
  url: string;
  mode: FakeRegisterMode;
  /** Path and query of every request received, in order. */
  requests: string[];
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------------------------------------
// Known entities. The numbers have valid checksums (packages/shared/src/validation/company-ids.ts, bank-account.ts).

interface FakePerson {
  firstName: string;
  secondName?: string;
  surname: string;
  surnameSecondPart?: string;
  function: string;
  suspended?: boolean;
}

interface FakeKrsEntity {
  krs: string;
  register: 'P' | 'S';
  name: string;
  legalForm: string;
  regon9: string;
  nip: string;
  seat: { voivodeship: string; county: string; commune: string; city: string };
  address: { street: string; houseNo: string; flatNo?: string; city: string; zipCode: string };
  registeredOn: string;
  representationBody: string;
  representation: string;
  board: readonly FakePerson[];
}

/** A limited company in the register of entrepreneurs (P): two active board members and a suspended one. */
export const FAKE_COMPANY = {
  krs: '0000812345',
  register: 'P',
  name: 'ZIELONA DOLINA INWESTYCJE SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
  legalForm: 'SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
  regon9: '147560825',
  nip: '5252827196',
  seat: { voivodeship: 'MAZOWIECKIE', county: 'WARSZAWA', commune: 'WARSZAWA', city: 'WARSZAWA' },
  address: { street: 'UL. MARSZAŁKOWSKA', houseNo: '140', flatNo: '12', city: 'WARSZAWA', zipCode: '00-061' },
  registeredOn: '04.11.2019',
  representationBody: 'ZARZĄD',
  representation:
    'DO SKŁADANIA OŚWIADCZEŃ W IMIENIU SPÓŁKI WYMAGANE JEST WSPÓŁDZIAŁANIE DWÓCH CZŁONKÓW ZARZĄDU ALBO JEDNEGO CZŁONKA ' +
    'ZARZĄDU ŁĄCZNIE Z PROKURENTEM.',
  board: [
    { firstName: 'ANNA', secondName: 'MARIA', surname: 'KOWALSKA', surnameSecondPart: 'NOWAK', function: 'PREZES ZARZĄDU' },
    { firstName: 'PIOTR', surname: 'WIŚNIEWSKI', function: 'CZŁONEK ZARZĄDU' },
    { firstName: 'TOMASZ', surname: 'ZIELIŃSKI', function: 'CZŁONEK ZARZĄDU', suspended: true },
  ],
} as const satisfies FakeKrsEntity;

/** A foundation, in the register of associations and foundations (S) only: found through the fallback. */
export const FAKE_FOUNDATION = {
  krs: '0000654321',
  register: 'S',
  name: 'FUNDACJA ROZWOJU RYNKU KAPITAŁOWEGO',
  legalForm: 'FUNDACJA',
  regon9: '384519204',
  nip: '7011159239',
  seat: { voivodeship: 'MAŁOPOLSKIE', county: 'KRAKÓW', commune: 'KRAKÓW', city: 'KRAKÓW' },
  address: { street: 'UL. FLORIAŃSKA', houseNo: '3', city: 'KRAKÓW', zipCode: '31-019' },
  registeredOn: '12.03.2020',
  representationBody: 'ZARZĄD FUNDACJI',
  representation: 'DO REPREZENTOWANIA FUNDACJI UPRAWNIONY JEST PREZES ZARZĄDU SAMODZIELNIE.',
  board: [{ firstName: 'EWA', surname: 'LEWANDOWSKA', function: 'PREZES ZARZĄDU' }],
} as const satisfies FakeKrsEntity;

/** A valid KRS number the fake register does not hold. */
export const FAKE_UNKNOWN_KRS = '0000999999';

interface FakeTaxpayer {
  nip: string;
  name: string;
  statusVat: 'Czynny' | 'Zwolniony' | 'Niezarejestrowany';
  regon: string;
  krs: string | null;
  workingAddress: string;
  registrationLegalDate: string;
  accountNumbers: readonly string[];
}

export const FAKE_TAXPAYERS = {
  company: {
    nip: FAKE_COMPANY.nip,
    name: FAKE_COMPANY.name,
    statusVat: 'Czynny',
    regon: FAKE_COMPANY.regon9,
    krs: FAKE_COMPANY.krs,
    workingAddress: 'MARSZAŁKOWSKA 140/12, 00-061 WARSZAWA',
    registrationLegalDate: '2019-11-20',
    accountNumbers: ['15114020040000350281234567'],
  },
  foundation: {
    nip: FAKE_FOUNDATION.nip,
    name: FAKE_FOUNDATION.name,
    statusVat: 'Zwolniony',
    regon: FAKE_FOUNDATION.regon9,
    krs: FAKE_FOUNDATION.krs,
    workingAddress: 'FLORIAŃSKA 3, 31-019 KRAKÓW',
    registrationLegalDate: '2020-04-01',
    accountNumbers: [],
  },
} as const satisfies Record<string, FakeTaxpayer>;

/** The company's account on the white list, a valid account that is not on it, and a valid NIP the list does not hold. */
export const FAKE_ASSIGNED_ACCOUNT = '15114020040000350281234567';
export const FAKE_UNASSIGNED_ACCOUNT = '88102055610000310200987654';
export const FAKE_UNKNOWN_NIP = '9512467183';

// ---------------------------------------------------------------------------------------------------------------------------
// The KRS open API: GET /api/krs/OdpisAktualny/{krs}?rejestr=P|S&format=json.

const KRS_ENTITIES: readonly FakeKrsEntity[] = [FAKE_COMPANY, FAKE_FOUNDATION];

export function startFakeKrs(options: FakeRegisterOptions = {}): Promise<FakeRegister> {
  const maskNames = options.maskNames ?? true;
  return startFakeRegister(options, (url, respond) => {
    const match = /^\/api\/krs\/OdpisAktualny\/(\d{10})$/.exec(url.pathname);
    const register = url.searchParams.get('rejestr');
    if (!match || (register !== 'P' && register !== 'S')) return respond(400, { message: 'Nieprawidłowe zapytanie' });
    const entity = KRS_ENTITIES.find((candidate) => candidate.krs === match[1] && candidate.register === register);
    if (!entity) return respond(404, null);
    return respond(200, krsExtract(entity, maskNames));
  });
}

function maskWord(word: string): string {
  return word.slice(0, 1) + '*'.repeat(Math.max(0, [...word].length - 1));
}

function krsPerson(person: FakePerson, maskNames: boolean) {
  const name = (word: string | undefined) => (word === undefined ? undefined : maskNames ? maskWord(word) : word);
  return {
    nazwisko: { nazwiskoICzlon: name(person.surname), nazwiskoCzlonDrugi: name(person.surnameSecondPart) },
    imiona: { imie: name(person.firstName), imieDrugie: name(person.secondName) },
    // The open API never gives more of a PESEL than its first digit.
    identyfikator: { pesel: '8**********' },
    funkcjaWOrganie: person.function,
    czyZawieszona: person.suspended ?? false,
  };
}

/** An "OdpisAktualny" answer in the register's JSON format (see src/lib/registers/krs-register.ts for the source). */
function krsExtract(entity: FakeKrsEntity, maskNames: boolean) {
  const today = new Date();
  const date = `${String(today.getDate()).padStart(2, '0')}.${String(today.getMonth() + 1).padStart(2, '0')}.${today.getFullYear()}`;
  return {
    odpis: {
      rodzaj: 'Aktualny',
      naglowekA: {
        rejestr: entity.register === 'P' ? 'RejP' : 'RejS',
        numerKRS: entity.krs,
        dataCzasOdpisu: `${date} 08:00:00`,
        stanZDnia: date,
        dataRejestracjiWKRS: entity.registeredOn,
        numerOstatniegoWpisu: 7,
        dataOstatniegoWpisu: '15.02.2024',
        sygnaturaAktSprawyDotyczacejOstatniegoWpisu: 'RDF/123456/24/789',
        oznaczenieSaduDokonujacegoOstatniegoWpisu: 'SYSTEM',
        stanPozycji: 1,
      },
      dane: {
        dzial1: {
          danePodmiotu: {
            formaPrawna: entity.legalForm,
            identyfikatory: { regon: `${entity.regon9}00000`, nip: entity.nip },
            nazwa: entity.name,
            daneOWczesniejszejRejestracji: {},
            czyProwadziDzialalnoscZInnymiPodmiotami: false,
            czyPosiadaStatusOPP: false,
          },
          siedzibaIAdres: {
            siedziba: {
              kraj: 'POLSKA',
              wojewodztwo: entity.seat.voivodeship,
              powiat: entity.seat.county,
              gmina: entity.seat.commune,
              miejscowosc: entity.seat.city,
            },
            adres: {
              ulica: entity.address.street,
              nrDomu: entity.address.houseNo,
              ...(entity.address.flatNo ? { nrLokalu: entity.address.flatNo } : {}),
              miejscowosc: entity.address.city,
              kodPocztowy: entity.address.zipCode,
              poczta: entity.address.city,
              kraj: 'POLSKA',
            },
          },
          pozostaleInformacje: { czasNaJakiUtworzonyZostalPodmiot: 'NIEOZNACZONY' },
          kapital: { wysokoscKapitaluZakladowego: { wartosc: '50000,00', waluta: 'PLN' }, wniesioneAporty: {} },
        },
        dzial2: {
          reprezentacja: {
            nazwaOrganu: entity.representationBody,
            sposobReprezentacji: entity.representation,
            sklad: entity.board.map((person) => krsPerson(person, maskNames)),
          },
        },
        dzial3: {
          przedmiotDzialalnosci: {
            przedmiotPrzewazajacejDzialalnosci: [
              { opis: 'POZOSTAŁA FINANSOWA DZIAŁALNOŚĆ USŁUGOWA', kodDzial: '64', kodKlasa: '99', kodPodklasa: 'Z' },
            ],
          },
        },
        dzial4: {},
        dzial5: {},
        dzial6: {},
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------------------
// The VAT white list: GET /api/search/nip/{nip}?date= and GET /api/check/nip/{nip}/bank-account/{account}?date=.

const TAXPAYERS: readonly FakeTaxpayer[] = Object.values(FAKE_TAXPAYERS);
const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

export function startFakeVatWhitelist(options: FakeRegisterOptions = {}): Promise<FakeRegister> {
  return startFakeRegister(options, (url, respond) => {
    const refuse = (code: string, message: string) => respond(400, { code, message });
    const date = url.searchParams.get('date');
    if (!date) return refuse('WL-101', "Pole 'data' nie może być puste.");
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return refuse('WL-102', "Pole 'data' ma nieprawidłowy format.");
    const search = /^\/api\/search\/nip\/([^/]*)$/.exec(url.pathname);
    const check = /^\/api\/check\/nip\/([^/]*)\/bank-account\/([^/]*)$/.exec(url.pathname);
    const nip = search?.[1] ?? check?.[1];
    if (nip === undefined) return respond(404, null);
    if (nip.length !== 10) return refuse('WL-113', "Pole 'NIP' ma nieprawidłową długość. Wymagane 10 znaków.");
    if (!/^\d+$/.test(nip)) return refuse('WL-114', "Pole 'NIP' zawiera niedozwolone znaki. Wymagane tylko cyfry.");
    const checksum = NIP_WEIGHTS.reduce((sum, weight, index) => sum + weight * Number(nip[index]), 0) % 11;
    if (checksum !== Number(nip[9])) return refuse('WL-115', 'Nieprawidłowy NIP.');
    const taxpayer = TAXPAYERS.find((candidate) => candidate.nip === nip);
    const meta = {
      requestDateTime: requestDateTime(),
      requestId: `${randomBytes(3).toString('hex')}-${randomBytes(4).toString('hex')}`,
    };
    if (search) return respond(200, { result: { subject: taxpayer ? whitelistSubject(taxpayer) : null, ...meta } });
    const account = check?.[2] ?? '';
    if (account.length !== 26) return refuse('WL-109', "Pole 'numer konta' ma nieprawidłową długość. Wymagane 26 znaków.");
    if (!/^\d+$/.test(account)) return refuse('WL-110', "Pole 'numer konta' zawiera niedozwolone znaki. Wymagane tylko cyfry.");
    const assigned = taxpayer?.accountNumbers.includes(account) ?? false;
    return respond(200, { result: { accountAssigned: assigned ? 'TAK' : 'NIE', ...meta } });
  });
}

function whitelistSubject(taxpayer: FakeTaxpayer) {
  return {
    name: taxpayer.name,
    nip: taxpayer.nip,
    statusVat: taxpayer.statusVat,
    regon: taxpayer.regon,
    pesel: null,
    krs: taxpayer.krs,
    residenceAddress: null,
    workingAddress: taxpayer.workingAddress,
    representatives: [],
    authorizedClerks: [],
    partners: [],
    registrationLegalDate: taxpayer.registrationLegalDate,
    registrationDenialBasis: null,
    registrationDenialDate: null,
    restorationBasis: null,
    restorationDate: null,
    removalBasis: null,
    removalDate: null,
    accountNumbers: [...taxpayer.accountNumbers],
    hasVirtualAccounts: false,
  };
}

/** "dd-MM-yyyy HH:mm:ss", as the register writes it. */
function requestDateTime(): string {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(now.getDate())}-${two(now.getMonth() + 1)}-${now.getFullYear()} ${two(now.getHours())}:${two(now.getMinutes())}:${two(now.getSeconds())}`;
}

// ---------------------------------------------------------------------------------------------------------------------------

type Respond = (status: number, body: unknown) => void;

async function startFakeRegister(
  options: FakeRegisterOptions,
  answer: (url: URL, respond: Respond) => void,
): Promise<FakeRegister> {
  const slowTimers = new Set<NodeJS.Timeout>();
  const fake: FakeRegister = {
    url: '',
    mode: options.mode ?? 'normal',
    requests: [],
    close: async () => {
      for (const timer of slowTimers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    if (response.destroyed) return;
    if (body === null) {
      response.writeHead(status).end();
      return;
    }
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  };

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake-register');
    fake.requests.push(url.pathname + url.search);
    switch (fake.mode) {
      case 'down':
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
        return;
      case 'closed':
        request.socket.destroy();
        return;
      case 'malformed':
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"odpis": {"dane": ');
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          slowTimers.delete(timer);
          answer(url, (status, body) => send(response, status, body));
        }, options.slowMs ?? 10_000);
        slowTimers.add(timer);
        return;
      }
      default:
        answer(url, (status, body) => send(response, status, body));
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  fake.url = `http://${address.address}:${address.port}`;
  return fake;
}
