import { z } from 'zod';
import { DOCUMENT_EXPIRY_MIN_DAYS } from '../constants.ts';
import { isValidBankAccount, normalizeBankAccount } from '../validation/bank-account.ts';
import { isValidNip } from '../validation/company-ids.ts';
import { isDocumentExpiryValid, isoDateInTimeZone, isValidIsoDate } from '../validation/dates.ts';
import { isValidPesel } from '../validation/pesel.ts';
import { sanctionsPercentagesTotalOk } from '../validation/sanctions.ts';
import { ORIGIN_OF_FUNDS_SOURCES } from './kyc-dictionaries.ts';
import {
  canonicalKycPercent,
  checkAddress,
  checkCompany,
  checkPerson,
  compact,
  isPolishAccount,
  items,
  normalizeAddress,
  record,
  Reporter,
  SWIFT_PATTERN,
  text,
  US_TIN_PATTERN,
  type RuleOptions,
  type Value,
} from './kyc-rule-parts.ts';
import {
  KYC_SECTION_CONTEXT_FIELDS,
  KYC_SECTION_FIELDS,
  KYC_SECTIONS,
  ZKycAnswersSchema,
  ZKycDraftSchema,
  type TKycAnswers,
  type TKycDraftInput,
  type TKycField,
  type TKycSection,
  type TKycSectionField,
} from './kyc-questionnaire.ts';

// The rules of spec section 5 and product-decisions section 9 for the KYC questionnaire, one definition each, grouped by the
// seven sections. `kycSectionSchema` validates one section (the web, before moving on); `kycSubmitSchema` is the same sections
// put together (the server's submit). On top of the draft's format checks, each rule reports at most one message per field,
// on its property path ('residentialAddress.zipCode', 'sanctions' for the total, 'sanctions.1.percent'), and every problem of
// a section shows at once. docs/decisions/030-kyc-questionnaire-contract.md.

export interface TKycValidationOptions {
  /** The landing page allows companies (white-label `enableLegalPerson`); otherwise `investorType: 'company'` is refused. */
  enableLegalPerson: boolean;
  /** For tests: "today" of the document expiry and age rules (a calendar day in Europe/Warsaw). */
  today?: () => Date;
}

// ---------------------------------------------------------------------------------------------------------------------------
// The sections.

interface SectionRules<S extends TKycSection> {
  check(value: Value, report: Reporter, options: RuleOptions): void;
  /** The section's fields in their submitted form; runs only once `check` found nothing. */
  normalize(value: Value): Pick<TKycAnswers, TKycSectionField<S>>;
}

const SECTION_RULES: { [S in TKycSection]: SectionRules<S> } = {
  1: {
    check(value, report, options) {
      const investorType = report.required(['investorType'], value.investorType);
      if (investorType === 'company' && !options.enableLegalPerson) {
        report.report(['investorType'], 'validation.legalPersonNotAllowed');
      }
      // A company's questionnaire also identifies the natural person filling it in (the representative): the same data.
      checkPerson(value, report, options);
      if (investorType === 'company' && options.enableLegalPerson) checkCompany(record(value.company), report);
    },
    normalize(value) {
      const company = record(value.company);
      return {
        investorType: value.investorType as TKycAnswers['investorType'],
        title: value.title as TKycAnswers['title'],
        firstName: text(value.firstName) ?? '',
        middleName: text(value.middleName),
        surname: text(value.surname) ?? '',
        birthDay: text(value.birthDay) ?? '',
        fathersName: text(value.fathersName) ?? '',
        mothersName: text(value.mothersName) ?? '',
        phoneNo: text(value.phoneNo) ?? '',
        identificationNo: text(value.identificationNo),
        birthPlace: text(value.birthPlace) ?? '',
        countryOfBirth: text(value.countryOfBirth) ?? '',
        nationality: text(value.nationality) ?? '',
        company:
          value.investorType === 'company'
            ? {
                companyName: text(company.companyName) ?? '',
                legalForm: text(company.legalForm) ?? '',
                krsRegisterNumber: text(company.krsRegisterNumber) ?? '',
                regonStatisticalNumber: text(company.regonStatisticalNumber) ?? '',
                nip: (text(company.nip) ?? '').replace(/\D/g, ''),
                coreBusiness: text(company.coreBusiness) ?? '',
                representation: text(company.representation) ?? '',
                registeredAddress: normalizeAddress(record(company.registeredAddress)),
                representatives: items(company.representatives).map((item) => {
                  const representative = record(item);
                  return {
                    firstName: text(representative.firstName) ?? '',
                    surname: text(representative.surname) ?? '',
                    identificationNo: text(representative.identificationNo),
                    signer: representative.signer === true,
                    verified: representative.verified === true,
                  };
                }),
              }
            : null,
      };
    },
  },
  2: {
    check(value, report, options) {
      report.required(['documentType'], value.documentType);
      report.required(['documentNo'], value.documentNo);
      if (value.documentIndefinite !== true) {
        const expiry = report.required(['documentExpiryDate'], value.documentExpiryDate);
        if (expiry !== null && !isValidIsoDate(expiry)) report.report(['documentExpiryDate'], 'validation.invalidDate');
        if (expiry !== null && !isDocumentExpiryValid(expiry, options.today)) {
          report.report(['documentExpiryDate'], 'validation.documentExpiryTooSoon', { days: DOCUMENT_EXPIRY_MIN_DAYS });
        }
      }
      report.required(['documentCountry'], value.documentCountry);
    },
    normalize(value) {
      const isIndefinite = value.documentIndefinite === true;
      return {
        documentType: value.documentType as TKycAnswers['documentType'],
        documentNo: compact(text(value.documentNo) ?? ''),
        // A date left in the form when "valid indefinitely" was ticked means nothing.
        documentExpiryDate: isIndefinite ? null : text(value.documentExpiryDate),
        documentIndefinite: isIndefinite,
        documentCountry: text(value.documentCountry) ?? '',
      };
    },
  },
  3: {
    check(value, report) {
      checkAddress(record(value.residentialAddress), ['residentialAddress'], report);
      if (value.mailingAddress !== null && value.mailingAddress !== undefined) {
        checkAddress(record(value.mailingAddress), ['mailingAddress'], report);
      }
    },
    normalize(value) {
      return {
        residentialAddress: normalizeAddress(record(value.residentialAddress)),
        mailingAddress:
          value.mailingAddress === null || value.mailingAddress === undefined
            ? null
            : normalizeAddress(record(value.mailingAddress)),
      };
    },
  },
  4: {
    check(value, report) {
      const taxCountry = report.required(['countryOfTaxResidence'], value.countryOfTaxResidence);
      const tin = text(value.taxNumberIdentification);
      if (taxCountry === 'PL') {
        // A Polish resident's tax number is the PESEL (or the NIP of one in business), which section 1 may already hold.
        if (tin !== null && !isValidPesel(tin) && !isValidNip(tin)) {
          report.report(['taxNumberIdentification'], 'validation.polishTaxNumber');
        }
        report.required(['taxOffice'], value.taxOffice);
      } else if (taxCountry !== null && tin === null) {
        report.report(['taxNumberIdentification'], 'validation.required');
      }

      if (value.investorType !== 'company') report.required(['maritalStatus'], value.maritalStatus);
      if (value.maritalStatus === 'Married') {
        report.required(['propertyRegime'], value.propertyRegime, 'validation.propertyRegimeRequired');
      }

      const crs = items(value.crsTaxResidencies);
      const fatca = record(value.fatca);
      const usPerson = report.requiredFlag(['fatca', 'usPerson'], fatca.usPerson);
      if (usPerson === true) {
        const usTin = report.required(['fatca', 'usTin'], fatca.usTin, 'validation.usTinRequired');
        if (usTin !== null && !US_TIN_PATTERN.test(usTin)) report.report(['fatca', 'usTin'], 'validation.usTin');
      }
      const isUsTaxResident = taxCountry === 'US' || crs.some((item) => record(item).country === 'US');
      if (usPerson === false && isUsTaxResident) report.report(['fatca', 'usPerson'], 'validation.usTaxResidentIsUsPerson');

      const seen = new Set(taxCountry === null ? [] : [taxCountry]);
      crs.forEach((item, index) => {
        const residence = record(item);
        const country = report.required(['crsTaxResidencies', index, 'country'], residence.country);
        report.required(['crsTaxResidencies', index, 'tin'], residence.tin);
        if (country !== null && seen.has(country)) {
          report.report(['crsTaxResidencies', index, 'country'], 'validation.duplicateCountry');
        }
        if (country !== null) seen.add(country);
      });
    },
    normalize(value) {
      const fatca = record(value.fatca);
      const isUsPerson = fatca.usPerson === true;
      const isMarried = value.maritalStatus === 'Married';
      return {
        countryOfTaxResidence: text(value.countryOfTaxResidence) ?? '',
        taxNumberIdentification: text(value.taxNumberIdentification),
        taxOffice: text(value.taxOffice),
        maritalStatus: (value.maritalStatus ?? null) as TKycAnswers['maritalStatus'],
        propertyRegime: (isMarried ? value.propertyRegime : null) as TKycAnswers['propertyRegime'],
        fatca: { usPerson: isUsPerson, usTin: isUsPerson ? (text(fatca.usTin) ?? '').replace(/-/g, '') : null },
        crsTaxResidencies: items(value.crsTaxResidencies).map((item) => ({
          country: text(record(item).country) ?? '',
          tin: text(record(item).tin) ?? '',
        })),
      };
    },
  },
  5: {
    check(value, report) {
      const account = report.required(['bankAccount'], value.bankAccount);
      const isAccountValid = account !== null && isValidBankAccount(account);
      if (account !== null && !isAccountValid) report.report(['bankAccount'], 'validation.bankAccount');
      report.required(['bankAccountName'], value.bankAccountName);
      const swift = text(value.swiftCode);
      if (swift === null && isAccountValid && !isPolishAccount(account)) {
        report.report(['swiftCode'], 'validation.swiftRequired');
      }
      if (swift !== null && !SWIFT_PATTERN.test(compact(swift))) report.report(['swiftCode'], 'validation.swiftCode');
    },
    normalize(value) {
      const swift = text(value.swiftCode);
      return {
        bankAccount: normalizeBankAccount(text(value.bankAccount) ?? ''),
        bankAccountName: text(value.bankAccountName) ?? '',
        swiftCode: swift === null ? null : compact(swift),
      };
    },
  },
  6: {
    check(value, report) {
      const origin = record(value.originOfFunds);
      const sources = items(origin.sources);
      if (sources.length === 0) report.report(['originOfFunds', 'sources'], 'validation.originOfFundsRequired');
      if (sources.includes('other')) {
        report.required(['originOfFunds', 'description'], origin.description, 'validation.originOfFundsDescriptionRequired');
      }

      const pep = record(value.pep);
      const answers = [
        report.requiredFlag(['pep', 'isPep'], pep.isPep),
        report.requiredFlag(['pep', 'isFamilyMember'], pep.isFamilyMember),
        report.requiredFlag(['pep', 'isCloseAssociate'], pep.isCloseAssociate),
      ];
      // The position of the politically exposed person: the investor's own, or their relative's or associate's.
      if (answers.includes(true)) report.required(['pep', 'position'], pep.position, 'validation.pepPositionRequired');
    },
    normalize(value) {
      const origin = record(value.originOfFunds);
      const sources = items(origin.sources);
      const pep = record(value.pep);
      const isExposed = pep.isPep === true || pep.isFamilyMember === true || pep.isCloseAssociate === true;
      return {
        originOfFunds: {
          // In the list's order, each once.
          sources: ORIGIN_OF_FUNDS_SOURCES.filter((source) => sources.includes(source)),
          description: text(origin.description),
        },
        pep: {
          isPep: pep.isPep === true,
          isFamilyMember: pep.isFamilyMember === true,
          isCloseAssociate: pep.isCloseAssociate === true,
          position: isExposed ? text(pep.position) : null,
        },
      };
    },
  },
  7: {
    check(value, report) {
      const rows = items(value.sanctions).map(record);
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        const country = report.required(['sanctions', index, 'country'], row.country);
        if (country !== null && seen.has(country)) report.report(['sanctions', index, 'country'], 'validation.duplicateCountry');
        if (country !== null) seen.add(country);
        const isPercentGiven = typeof row.percent === 'number' || text(row.percent) !== null;
        if (!isPercentGiven) report.report(['sanctions', index, 'percent'], 'validation.required');
        else if (canonicalKycPercent(row.percent) === null) report.report(['sanctions', index, 'percent'], 'validation.percent');
      });
      // Spec section 5: the total, once every row's percentage is right.
      if (!report.hasIssueWithin(['sanctions'])) {
        const percents = rows.map((row) => canonicalKycPercent(row.percent));
        if (!sanctionsPercentagesTotalOk(percents)) report.report(['sanctions'], 'validation.sanctionsPercentagesTotal');
      }

      const statements = record(value.statements);
      if (statements.truthful !== true) report.report(['statements', 'truthful'], 'validation.checkboxRequired');
      if (statements.ownAccount !== true) report.report(['statements', 'ownAccount'], 'validation.checkboxRequired');
    },
    normalize(value) {
      return {
        sanctions: items(value.sanctions).map((item) => ({
          country: record(item).country as TKycAnswers['sanctions'][number]['country'],
          percent: canonicalKycPercent(record(item).percent) ?? '',
        })),
        statements: { truthful: true, ownAccount: true },
      };
    },
  },
};

// ---------------------------------------------------------------------------------------------------------------------------
// The schemas.

function resolveOptions(options: TKycValidationOptions): RuleOptions {
  const today = options.today?.() ?? new Date();
  return { enableLegalPerson: options.enableLegalPerson, today, todayIso: isoDateInTimeZone(today) };
}

/** Rules read the object even when some of its fields failed their format checks, so a form shows every problem at once. */
const isObjectPayload = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value);

function checkSections(sections: readonly TKycSection[], options: TKycValidationOptions) {
  return (value: Value, context: z.core.$RefinementCtx<unknown>) => {
    const report = new Reporter(context);
    const resolved = resolveOptions(options);
    for (const section of sections) SECTION_RULES[section].check(value, report, resolved);
  };
}

function fieldMask(fields: readonly TKycField[]): Record<string, true> {
  return Object.fromEntries(fields.map((field) => [field, true]));
}

/**
 * One section of the questionnaire with the same rules as the submit. Give it the whole form value: it reads the section's
 * fields (and KYC_SECTION_CONTEXT_FIELDS) and ignores the rest; it outputs the section's fields in their submitted form.
 */
export function kycSectionSchema<S extends TKycSection>(
  section: S,
  options: TKycValidationOptions,
): z.ZodType<Pick<TKycAnswers, TKycSectionField<S>>, Pick<TKycDraftInput, TKycSectionField<S>>> {
  const fields: readonly TKycField[] = KYC_SECTION_FIELDS[section];
  const contextFields: readonly TKycField[] = KYC_SECTION_CONTEXT_FIELDS[section];
  const shape = {
    ...ZKycDraftSchema.pick(fieldMask(fields) as { [K in TKycField]?: true }).shape,
    ...Object.fromEntries(contextFields.map((field) => [field, z.unknown()])),
  };
  const rules = SECTION_RULES[section] as SectionRules<TKycSection>;
  return z
    .object(shape, { error: 'validation.invalid' })
    .superRefine(checkSections([section], options), { when: isObjectPayload })
    .transform((value) => rules.normalize(value))
    .pipe(ZKycAnswersSchema.pick(fieldMask(fields) as { [K in TKycField]?: true })) as unknown as z.ZodType<
    Pick<TKycAnswers, TKycSectionField<S>>,
    Pick<TKycDraftInput, TKycSectionField<S>>
  >;
}

/**
 * `PUT /public-api/kyc/investor-request/{token}/submit`: the draft's format checks, then every section's rules, then the
 * submitted form (ZKycAnswersSchema). A function, not a constant: the landing page decides `enableLegalPerson`. The route can
 * declare ZKycDraftSchema as its body (same shape) and run this one in the service.
 */
export function kycSubmitSchema(options: TKycValidationOptions) {
  return ZKycDraftSchema.superRefine(checkSections(KYC_SECTIONS, options), { when: isObjectPayload })
    .transform((value): TKycAnswers => {
      const answers = {};
      for (const section of KYC_SECTIONS) Object.assign(answers, SECTION_RULES[section].normalize(value));
      return answers as TKycAnswers;
    })
    .pipe(ZKycAnswersSchema);
}
