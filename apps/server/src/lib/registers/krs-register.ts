import { isValidKrs } from '@emisja/shared';
import { z } from 'zod';
import { createTtlCache } from '../ttl-cache.ts';
import { InvalidRegisterQueryError, RegisterNotFoundError, RegisterUnavailableError } from './register-errors.ts';
import { getRegisterJson, registerUrl, type RegisterLogger } from './register-http.ts';

// The KRS open API of the Ministry of Justice (product-decisions section 9: `KRS_API_URL`, default https://api-krs.ms.gov.pl):
// `GET /api/krs/OdpisAktualny/{krs}?rejestr=P&format=json` (entrepreneurs), then `rejestr=S` (associations, foundations) on
// 404. The JSON format below follows recorded answers of that API ("odpis" -> "dane" -> "dzial1".."dzial6"), e.g. the ones
// kept in github.com/michal-bed/el-proyecte-grande-naspolke (src/main/java/com/company/naspolke/controller/KRSMock.java):
//   odpis.naglowekA {rejestr: 'RejP' | 'RejS', numerKRS, stanZDnia, ...}
//   odpis.dane.dzial1.danePodmiotu {nazwa, formaPrawna, identyfikatory {regon (14 digits, a REGON-9 padded with 00000), nip}}
//   odpis.dane.dzial1.siedzibaIAdres.siedziba {kraj, wojewodztwo, powiat, gmina, miejscowosc}
//   odpis.dane.dzial1.siedzibaIAdres.adres {ulica, nrDomu, nrLokalu, miejscowosc, kodPocztowy, poczta, kraj}
//   odpis.dane.dzial2.reprezentacja {nazwaOrganu, sposobReprezentacji, sklad: [{nazwisko {nazwiskoICzlon,
//     nazwiskoCzlonDrugi}, imiona {imie, imieDrugie}, identyfikator {pesel}, funkcjaWOrganie, czyZawieszona}]}
//   odpis.dane.dzial3.przedmiotDzialalnosci.przedmiotPrzewazajacejDzialalnosci [{opis, kodDzial, kodKlasa, kodPodklasa}]
// The open API masks people's data: names keep their first letter ("K*******"), PESEL numbers their first digit. The
// representatives' names are passed on as they come, flagged, for the investor to complete; PESEL numbers are never read.

export const KRS_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

export interface KrsAddress {
  street: string | null;
  houseNo: string | null;
  flatNo: string | null;
  city: string | null;
  zipCode: string | null;
  /** ISO 3166-1 alpha-2: 'PL' for a seat in Poland, null for one abroad (to be filled in by hand). */
  country: 'PL' | null;
  voivodeship: string | null;
  county: string | null;
  commune: string | null;
}

export interface KrsRepresentative {
  firstName: string;
  surname: string;
  /** "PREZES ZARZĄDU", "CZŁONEK ZARZĄDU", ... */
  function: string | null;
  /** The register masked the name ("A***"): the investor has to complete it. */
  isNameMasked: boolean;
}

/** The company fields of the KYC questionnaire (product-decisions section 9) that the register knows. */
export interface KrsCompany {
  krsRegisterNumber: string;
  /** P: register of entrepreneurs, S: associations and foundations. */
  register: 'P' | 'S';
  companyName: string;
  legalForm: string | null;
  regonStatisticalNumber: string | null;
  nip: string | null;
  /** The main business activity (the predominant PKD entry's description). */
  coreBusiness: string | null;
  registeredAddress: KrsAddress;
  /** The representation rule ("sposób reprezentacji"). */
  representation: string | null;
  /** The body that represents the company, e.g. "ZARZĄD". */
  representationBody: string | null;
  /** The members of that body, suspended ones left out. */
  representatives: KrsRepresentative[];
}

/** The company register as the KYC module sees it; a fake replaces it in tests. */
export interface CompanyRegister {
  /** RegisterNotFoundError, RegisterUnavailableError or InvalidRegisterQueryError when there is no company to give. */
  findCompany(krsNumber: string): Promise<KrsCompany>;
}

export interface KrsRegisterOptions {
  /** KRS_API_URL. */
  baseUrl: string;
  /** REGISTER_TIMEOUT_MS: per request (a fallback to register S gets its own). */
  timeoutMs: number;
  cacheTtlMs?: number;
  logger?: RegisterLogger;
}

export function createKrsRegister(options: KrsRegisterOptions): CompanyRegister {
  const cache = createTtlCache<KrsCompany>(options.cacheTtlMs ?? KRS_CACHE_TTL_MS);

  async function fetchExtract(krs: string, register: 'P' | 'S'): Promise<KrsCompany | null> {
    const url = registerUrl(options.baseUrl, `/api/krs/OdpisAktualny/${krs}`, { rejestr: register, format: 'json' });
    const answer = await getRegisterJson({
      register: 'krs',
      url,
      logUrl: url.toString(),
      timeoutMs: options.timeoutMs,
      logger: options.logger,
    });
    if (answer.status === 404) return null;
    if (answer.status !== 200) {
      options.logger?.warn({ register: 'krs', url: url.toString(), status: answer.status }, 'public register refused the query');
      throw new RegisterUnavailableError('krs', 'unexpected-status', { status: answer.status });
    }
    const company = mapKrsExtract(answer.body, krs, register);
    if (!company) {
      options.logger?.warn({ register: 'krs', url: url.toString() }, 'public register answered an unknown format');
      throw new RegisterUnavailableError('krs', 'malformed-answer', { status: answer.status });
    }
    return company;
  }

  return {
    findCompany(krsNumber) {
      const krs = normalizeKrsNumber(krsNumber);
      if (!krs) return Promise.reject(new InvalidRegisterQueryError('krs', 'krsRegisterNumber'));
      return cache.get(krs, async () => {
        const company = (await fetchExtract(krs, 'P')) ?? (await fetchExtract(krs, 'S'));
        if (!company) throw new RegisterNotFoundError('krs');
        return company;
      });
    },
  };
}

/** Ten digits; shorter numbers are zero-padded as the register writes them ("413516" -> "0000413516"). */
export function normalizeKrsNumber(value: string): string | null {
  const digits = value.trim();
  if (!/^\d{1,10}$/.test(digits)) return null;
  const padded = digits.padStart(10, '0');
  return isValidKrs(padded) ? padded : null;
}

const text = z
  .string()
  .transform((value) => value.trim() || null)
  .nullish()
  .transform((value) => value ?? null);

const ZKrsPersonSchema = z.object({
  nazwisko: z.object({ nazwiskoICzlon: text, nazwiskoCzlonDrugi: text }).partial().nullish(),
  imiona: z.object({ imie: text, imieDrugie: text }).partial().nullish(),
  funkcjaWOrganie: text,
  czyZawieszona: z.boolean().nullish(),
});

const ZKrsExtractSchema = z.object({
  odpis: z.object({
    dane: z.object({
      dzial1: z.object({
        danePodmiotu: z.object({
          nazwa: z.string().trim().min(1),
          formaPrawna: text,
          identyfikatory: z.object({ regon: text, nip: text }).partial().nullish(),
        }),
        siedzibaIAdres: z
          .object({
            siedziba: z
              .object({ kraj: text, wojewodztwo: text, powiat: text, gmina: text, miejscowosc: text })
              .partial()
              .nullish(),
            adres: z
              .object({ ulica: text, nrDomu: text, nrLokalu: text, miejscowosc: text, kodPocztowy: text, kraj: text })
              .partial()
              .nullish(),
          })
          .nullish(),
      }),
      dzial2: z
        .object({
          reprezentacja: z
            .object({ nazwaOrganu: text, sposobReprezentacji: text, sklad: z.array(ZKrsPersonSchema).nullish() })
            .partial()
            .nullish(),
        })
        .nullish(),
      dzial3: z
        .object({
          przedmiotDzialalnosci: z
            .object({ przedmiotPrzewazajacejDzialalnosci: z.array(z.object({ opis: text }).partial()).nullish() })
            .partial()
            .nullish(),
        })
        .nullish(),
    }),
  }),
});

/** The questionnaire's company fields from an "OdpisAktualny" answer; null when the answer does not have that format. */
export function mapKrsExtract(body: unknown, krsNumber: string, register: 'P' | 'S'): KrsCompany | null {
  const parsed = ZKrsExtractSchema.safeParse(body);
  if (!parsed.success) return null;
  const { dzial1, dzial2, dzial3 } = parsed.data.odpis.dane;
  const seat = dzial1.siedzibaIAdres?.siedziba;
  const address = dzial1.siedzibaIAdres?.adres;
  const country = address?.kraj ?? seat?.kraj ?? null;
  const representation = dzial2?.reprezentacja;
  return {
    krsRegisterNumber: krsNumber,
    register,
    companyName: dzial1.danePodmiotu.nazwa,
    legalForm: dzial1.danePodmiotu.formaPrawna,
    regonStatisticalNumber: normalizeRegon(dzial1.danePodmiotu.identyfikatory?.regon ?? null),
    nip: dzial1.danePodmiotu.identyfikatory?.nip?.replace(/[\s-]/g, '') ?? null,
    coreBusiness: dzial3?.przedmiotDzialalnosci?.przedmiotPrzewazajacejDzialalnosci?.[0]?.opis ?? null,
    registeredAddress: {
      street: address?.ulica ?? null,
      houseNo: address?.nrDomu ?? null,
      flatNo: address?.nrLokalu ?? null,
      city: address?.miejscowosc ?? seat?.miejscowosc ?? null,
      zipCode: address?.kodPocztowy ?? null,
      country: country === null || country.toUpperCase() === 'POLSKA' ? 'PL' : null,
      voivodeship: seat?.wojewodztwo ?? null,
      county: seat?.powiat ?? null,
      commune: seat?.gmina ?? null,
    },
    representation: representation?.sposobReprezentacji ?? null,
    representationBody: representation?.nazwaOrganu ?? null,
    representatives: (representation?.sklad ?? [])
      .filter((person) => !person.czyZawieszona)
      .map((person) => {
        const firstName = person.imiona?.imie ?? '';
        const surname = [person.nazwisko?.nazwiskoICzlon, person.nazwisko?.nazwiskoCzlonDrugi].filter(Boolean).join('-');
        return { firstName, surname, function: person.funkcjaWOrganie, isNameMasked: `${firstName}${surname}`.includes('*') };
      })
      .filter((person) => person.firstName || person.surname),
  };
}

/** The register pads a REGON-9 to 14 digits with "00000"; a real REGON-14 (a local unit) stays as it is. */
function normalizeRegon(regon: string | null): string | null {
  if (regon === null) return null;
  const digits = regon.replace(/\s/g, '');
  return /^\d{9}0{5}$/.test(digits) ? digits.slice(0, 9) : digits;
}
