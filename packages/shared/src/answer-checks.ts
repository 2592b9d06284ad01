import { LANGUAGES, THEMES } from './constants.ts';
import type { TErrorBody, TViolation } from './errors-core.ts';
import {
  THEME_COLORS_PATTERN,
  type TAdminConfiguration,
  type TPanelContent,
  type TWhiteLabelConfiguration,
  type TWhiteLabelLanding,
  type TWhiteLabelResponse,
} from './schemas/white-label-core.ts';

// Checks of the three answers the web's shell reads before its first screen: an error body (every failed call), the
// white-label answer and the admin configuration (the branding provider). Written by hand so that the shell does without
// zod, ~22 kB brotli of every page's first load (docs/decisions/063). They are not a second definition: the zod schemas
// (errors.ts, schemas/white-label.ts) stay the one definition of these answers, the server declares its answers with them,
// and answer-checks.test.ts gives a schema and its check the same valid and broken answers and requires the same verdict and
// the same data (testing/schema-agreement.ts), so a schema that changes fails there until its check follows.
// Each check has zod's `safeParse` shape, so the API client takes either (lib/api-transport.ts).

/** What `safeParse` answers, as zod's does: the checked data (the keys of the answer's type only), or why not. */
export type TSafeParseResult<T> =
  { success: true; data: T; error?: undefined } | { success: false; error: unknown; data?: undefined };

/** Anything with zod's `safeParse`: a zod schema, or one of the checks below. */
export type TAnswerSchema<T = unknown> = { safeParse(value: unknown): TSafeParseResult<T> };

/** The data an answer schema gives when the value passes: `z.output` for a zod schema. */
export type TAnswerData<TSchema extends TAnswerSchema> = Extract<ReturnType<TSchema['safeParse']>, { success: true }>['data'];

/** Why a check refused a value: the first place that is not as the answer's schema says. */
export class AnswerCheckError extends Error {
  override readonly name = 'AnswerCheckError';

  constructor(
    /** `configuration.advisorPanel.headline`, `violations[0].code`; empty for the value itself. */
    readonly path: string,
    expected: string,
  ) {
    super(`${path || 'The answer'}: expected ${expected}`);
  }
}

type Check<T> = (value: unknown, path: string) => T;

function refuse(path: string, expected: string): never {
  throw new AnswerCheckError(path, expected);
}

const string: Check<string> = (value, path) => (typeof value === 'string' ? value : refuse(path, 'a string'));

const boolean: Check<boolean> = (value, path) => (typeof value === 'boolean' ? value : refuse(path, 'a boolean'));

const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value, path) =>
    value === null ? null : check(value, path);

const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value, path) =>
    value === undefined ? undefined : check(value, path);

const oneOf =
  <T extends string>(values: readonly T[]): Check<T> =>
  (value, path) =>
    values.includes(value as T) ? (value as T) : refuse(path, values.join(' | '));

const matching =
  (pattern: RegExp): Check<string> =>
  (value, path) =>
    pattern.test(string(value, path)) ? (value as string) : refuse(path, String(pattern));

function arrayOf<T>(check: Check<T>): Check<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) return refuse(path, 'an array');
    // A loop, not map: map skips the holes of a sparse array, which zod reads as undefined.
    const data: T[] = [];
    for (let index = 0; index < value.length; index++) data.push(check(value[index], `${path}[${index}]`));
    return data;
  };
}

/** Every key of T with its check; the data keeps these keys only, as zod's objects do. */
function object<T>(shape: { [K in keyof T]-?: Check<T[K]> }): Check<T> {
  return (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse(path, 'an object');
    const input = value as Record<string, unknown>;
    const data = {} as Record<string, unknown>;
    for (const key of Object.keys(shape)) {
      const item = (shape as Record<string, Check<unknown>>)[key]!(input[key], path ? `${path}.${key}` : key);
      // An optional key the answer does not have stays out of the data (zod does the same).
      if (item !== undefined || key in input) data[key] = item;
    }
    return data as T;
  };
}

function answerCheck<T>(check: Check<T>): TAnswerSchema<T> {
  return {
    safeParse(value) {
      try {
        return { success: true, data: check(value, '') };
      } catch (error) {
        if (error instanceof AnswerCheckError) return { success: false, error };
        throw error;
      }
    },
  };
}

/** ZErrorBodySchema (errors.ts): the body of every error answer. */
export const errorBodyCheck = answerCheck(
  object<TErrorBody>({
    label: string,
    message: string,
    violations: arrayOf(object<TViolation>({ propertyPath: string, title: string, code: string })),
  }),
);

const url = nullable(string);
const text = nullable(string);

const panelContent = object<TPanelContent>({ bgImage: url, headline: text, description: text, horizontalLogo: url });

/** ZWhiteLabelResponseSchema (schemas/white-label.ts): `GET /public-api/white-label`. */
export const whiteLabelResponseCheck = answerCheck(
  object<TWhiteLabelResponse>({
    landing: object<TWhiteLabelLanding>({
      id: string,
      language: oneOf(LANGUAGES),
      favicon: url,
      siteTitle: string,
      theme: oneOf(THEMES),
    }),
    configuration: object<TWhiteLabelConfiguration>({
      id: string,
      theme: oneOf(THEMES),
      issuerHeading: boolean,
      blockInvestorPanel: boolean,
      enableLegalPerson: boolean,
      logo: url,
      siteTitle: string,
      bgImage: url,
      headline: text,
      description: text,
      favicon: url,
      reg: url,
      menuLogo: url,
      privacy_policy: url,
      horizontalLogo: url,
      subtext: text,
      inviteText: text,
      consent2: text,
      consent3: text,
      requireConsent2: optional(boolean),
      requireConsent3: optional(boolean),
      campaignInvestButtonText: text,
      formInvestButtonText: text,
      debtPlaceholder: url,
      equityPlaceholder: url,
      advisorPanel: panelContent,
      investorPanel: panelContent,
    }),
  }),
);

/** ZAdminConfigurationSchema (schemas/white-label.ts): `GET /public-api/advisor-panel-configuration`. */
export const adminConfigurationCheck = answerCheck(
  object<TAdminConfiguration>({
    investmentRisks: url,
    reg: url,
    privacyPolicy: url,
    inviteText: text,
    campaignInvestButtonText: text,
    formInvestButtonText: text,
    consent2: text,
    consent3: text,
    requireConsent2: optional(nullable(boolean)),
    requireConsent3: optional(nullable(boolean)),
    debtPlaceholder: url,
    equityPlaceholder: url,
    favicon: url,
    siteTitle: text,
    themeColors: nullable(matching(THEME_COLORS_PATTERN)),
    investorPanelHeaderColor: text,
    investorPanelDescriptionColor: text,
    advisorPanelHeaderColor: text,
    advisorPanelDescriptionColor: text,
    requireTwoFactorForAdvisors: boolean,
    requireKycBeforePayment: boolean,
  }),
);
