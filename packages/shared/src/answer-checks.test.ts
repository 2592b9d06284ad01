import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { adminConfigurationCheck, AnswerCheckError, errorBodyCheck, whiteLabelResponseCheck } from './answer-checks.ts';
import { ZErrorBodySchema, type TErrorBody, type TViolation, type ZViolationSchema } from './errors.ts';
import {
  EMPTY_ADMIN_CONFIGURATION,
  ZAdminConfigurationSchema,
  ZWhiteLabelResponseSchema,
  type ZPanelContentSchema,
  type ZWhiteLabelConfigurationSchema,
  type ZWhiteLabelLandingSchema,
  type TAdminConfiguration,
  type TPanelContent,
  type TWhiteLabelConfiguration,
  type TWhiteLabelLanding,
  type TWhiteLabelResponse,
} from './schemas/white-label.ts';
import { arbitraryOf, brokenVariantsOf, expectSameVerdicts } from './testing/schema-agreement.ts';

// The hand checks of the web shell's three start-up answers against the zod schemas that define them (docs/decisions/063):
// the same verdict and the same data for valid answers, broken ones and anything at all. The types of the zod-free modules
// (errors-core.ts, schemas/white-label-core.ts) are held to the schemas here too: `npm run typecheck` fails when they differ.

const ANSWERS = [
  { name: 'error body', schema: ZErrorBodySchema, check: errorBodyCheck },
  { name: 'white-label answer', schema: ZWhiteLabelResponseSchema, check: whiteLabelResponseCheck },
  { name: 'admin configuration', schema: ZAdminConfigurationSchema, check: adminConfigurationCheck },
] as const;

describe.each(ANSWERS)('the $name check', ({ schema, check }) => {
  it('accepts every answer its zod schema accepts, with the same data', () => {
    const { refused } = expectSameVerdicts(schema, check, arbitraryOf(schema));
    expect(refused).toBe(0);
  });

  it('accepts and refuses broken answers as its zod schema does', () => {
    const { accepted, refused } = expectSameVerdicts(schema, check, brokenVariantsOf(arbitraryOf(schema)), { numRuns: 1000 });
    expect(accepted).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });

  it('refuses any other value as its zod schema does', () => {
    expectSameVerdicts(schema, check, fc.anything());
  });
});

const violation = { propertyPath: 'email', title: 'Niepoprawny adres e-mail', code: 'invalid_format' };

describe('errorBodyCheck', () => {
  it('gives the label, the message and the violations of an error body, without keys it does not know', () => {
    const body = { label: 'error.validation', message: 'Niepoprawne dane formularza', violations: [violation], stack: 'x' };
    expect(errorBodyCheck.safeParse(body)).toEqual({
      success: true,
      data: { label: 'error.validation', message: 'Niepoprawne dane formularza', violations: [violation] },
    });
  });

  it('says where a body is not an error body', () => {
    const result = errorBodyCheck.safeParse({ label: 'error.validation', message: 'x', violations: [{ ...violation, code: 1 }] });
    expect(result.success).toBe(false);
    expect(result.error).toBeInstanceOf(AnswerCheckError);
    expect(result.error).toMatchObject({ path: 'violations[0].code', message: 'violations[0].code: expected a string' });
  });

  it('refuses what is not an object: a text answer, nothing, an array', () => {
    for (const value of ['Bad Gateway', undefined, null, [violation]])
      expect(errorBodyCheck.safeParse(value).success).toBe(false);
  });
});

const panel = { bgImage: null, headline: null, description: null, horizontalLogo: null };
const whiteLabel: TWhiteLabelResponse = {
  landing: { id: 'landing-1', language: 'pl', favicon: null, siteTitle: 'Emisja Demo', theme: 'theme-navy' },
  configuration: {
    id: 'configuration-1',
    theme: 'theme-navy',
    issuerHeading: true,
    blockInvestorPanel: false,
    enableLegalPerson: true,
    logo: '/uploads/logo.svg',
    siteTitle: 'Emisja Demo',
    bgImage: null,
    headline: 'Inwestuj z nami',
    description: null,
    favicon: null,
    reg: '/uploads/reg.pdf',
    menuLogo: null,
    privacy_policy: null,
    horizontalLogo: null,
    subtext: null,
    inviteText: 'Zapraszamy do {campaignName}',
    consent2: 'Zgoda 2',
    consent3: null,
    requireConsent2: true,
    requireConsent3: false,
    campaignInvestButtonText: null,
    formInvestButtonText: null,
    debtPlaceholder: null,
    equityPlaceholder: null,
    advisorPanel: panel,
    investorPanel: { ...panel, headline: 'Panel inwestora' },
  },
};

describe('whiteLabelResponseCheck', () => {
  it('gives the landing page and its configuration', () => {
    expect(whiteLabelResponseCheck.safeParse(whiteLabel)).toEqual({ success: true, data: whiteLabel });
  });

  it('leaves the consent requirements out when the answer has none, as zod does', () => {
    const { requireConsent2: _2, requireConsent3: _3, ...configuration } = whiteLabel.configuration;
    const result = whiteLabelResponseCheck.safeParse({ ...whiteLabel, configuration });
    expect(result.success && Object.keys(result.data.configuration)).not.toContain('requireConsent2');
  });

  it('refuses a language or a theme the app does not have', () => {
    const english = { ...whiteLabel, landing: { ...whiteLabel.landing, language: 'de' } };
    expect(whiteLabelResponseCheck.safeParse(english).error).toMatchObject({ path: 'landing.language' });
    const themed = { ...whiteLabel, configuration: { ...whiteLabel.configuration, theme: 'theme-red' } };
    expect(whiteLabelResponseCheck.safeParse(themed).error).toMatchObject({ path: 'configuration.theme' });
  });

  it('refuses a panel without its content', () => {
    const result = whiteLabelResponseCheck.safeParse({
      ...whiteLabel,
      configuration: { ...whiteLabel.configuration, advisorPanel: { bgImage: null } },
    });
    expect(result.error).toMatchObject({ path: 'configuration.advisorPanel.headline' });
  });
});

describe('adminConfigurationCheck', () => {
  it('gives the admin configuration', () => {
    const configured: TAdminConfiguration = {
      ...EMPTY_ADMIN_CONFIGURATION,
      themeColors: '#112233,#223344,#f0f0f0',
      requireConsent3: true,
      siteTitle: 'Navy Capital',
    };
    expect(adminConfigurationCheck.safeParse(configured)).toEqual({ success: true, data: configured });
  });

  it('refuses theme colours that are not three hex colours', () => {
    const result = adminConfigurationCheck.safeParse({ ...EMPTY_ADMIN_CONFIGURATION, themeColors: '#112233,#223344' });
    expect(result.error).toMatchObject({ path: 'themeColors' });
  });

  it('refuses a setting that is not a boolean', () => {
    const result = adminConfigurationCheck.safeParse({ ...EMPTY_ADMIN_CONFIGURATION, requireKycBeforePayment: 'true' });
    expect(result.error).toMatchObject({ path: 'requireKycBeforePayment' });
  });
});

describe('the zod-free types', () => {
  it('are what the zod schemas infer', () => {
    expectTypeOf<TViolation>().toEqualTypeOf<z.output<typeof ZViolationSchema>>();
    expectTypeOf<TErrorBody>().toEqualTypeOf<z.output<typeof ZErrorBodySchema>>();
    expectTypeOf<TPanelContent>().toEqualTypeOf<z.output<typeof ZPanelContentSchema>>();
    expectTypeOf<TWhiteLabelLanding>().toEqualTypeOf<z.output<typeof ZWhiteLabelLandingSchema>>();
    expectTypeOf<TWhiteLabelConfiguration>().toEqualTypeOf<z.output<typeof ZWhiteLabelConfigurationSchema>>();
    expectTypeOf<TWhiteLabelResponse>().toEqualTypeOf<z.output<typeof ZWhiteLabelResponseSchema>>();
    expectTypeOf<TAdminConfiguration>().toEqualTypeOf<z.output<typeof ZAdminConfigurationSchema>>();
  });
});
