import {
  countryName,
  IDENTITY_DOCUMENT_TYPE_LABELS,
  KYC_INVESTOR_TYPE_LABELS,
  KYC_MARITAL_STATUS_LABELS,
  KYC_PROPERTY_REGIME_LABELS,
  KYC_SECTION_LABELS,
  KYC_SECTIONS,
  KYC_TITLE_LABELS,
  ORIGIN_OF_FUNDS_SOURCE_LABELS,
  type Language,
  type TKycDraftInput,
  type TKycSection,
} from '@emisja/shared';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { currentLanguage, type TranslationResources } from '@/lib/i18n';
import { formatKycAddress } from '@/lib/kyc-address';
import { answerList, formatBankAccountAnswer, formatSanctionTie, isPresent } from './kyc-answer-values';

// The questionnaire's answers as every reader sees them: the investor's summary before the submit (with "edit" per section)
// and the preview after it, the advisor's view of a request, the investor's own data in the panel. One row builder and one
// label table (the `kycAnswers` translation group): the three views used to have one each, and they had drifted apart
// (two address formats, three wordings of the same fields, rows one view showed and another did not).
// Values are shown as they come: a draft may miss anything (an empty answer is a dash). The server decides what is masked
// (decision 030): the preview behind the e-mailed link and the investor panel's copy carry personal numbers masked
// ('*******2345'); the investor filling the form in and the advisor's or admin's view of a request read them whole.

/** The answers the views show: a draft being filled in, a saved draft, or the submitted questionnaire. */
export type TKycAnswersLike = TKycDraftInput;

export type TKycAnswerRowId = keyof TranslationResources['kycAnswers']['fields'];
export type TKycAnswerRow = { id: TKycAnswerRowId; label: string; value: ReactNode };
export type TKycAnswerGroup = { id: string; title?: string; rows: TKycAnswerRow[] };

type Formatting = { language: Language; t: TFunction; date: (iso: string) => string };

/** The rows of one section in the form's order, in groups: a company's section 1 has the company and its representative. */
export function kycAnswerGroups(
  section: TKycSection,
  answers: TKycAnswersLike,
  { language, t, date }: Formatting,
): TKycAnswerGroup[] {
  const row = (id: TKycAnswerRowId, value: ReactNode): TKycAnswerRow => ({ id, label: t(`kycAnswers.fields.${id}`), value });
  const yesNo = (value: boolean | null | undefined) =>
    value === true ? t('kycAnswers.yes') : value === false ? t('kycAnswers.no') : null;
  const country = (code: string | null | undefined) => (isPresent(code) ? countryName(code, language) : null);
  const day = (value: string | null | undefined) => (isPresent(value) ? date(value) : null);
  const isCompany = answers.investorType === 'company';

  switch (section) {
    case 1: {
      const investorType = row(
        'investorType',
        answers.investorType ? KYC_INVESTOR_TYPE_LABELS[language][answers.investorType] : null,
      );
      const person = [
        row('title', answers.title ? KYC_TITLE_LABELS[language][answers.title] : null),
        row('firstName', answers.firstName),
        row('middleName', answers.middleName),
        row('surname', answers.surname),
        row('birthDay', day(answers.birthDay)),
        row('birthPlace', answers.birthPlace),
        row('countryOfBirth', country(answers.countryOfBirth)),
        row('nationality', country(answers.nationality)),
        row('identificationNo', answers.identificationNo),
        row('phoneNo', answers.phoneNo),
        row('fathersName', answers.fathersName),
        row('mothersName', answers.mothersName),
      ];
      const company = isCompany ? answers.company : null;
      if (!company) return [{ id: 'person', rows: [investorType, ...person] }];
      const representatives = (company.representatives ?? []).map((representative) =>
        [
          [representative.firstName, representative.surname].filter(isPresent).join(' '),
          representative.identificationNo,
          representative.signer ? t('kycAnswers.signer') : null,
          representative.verified ? t('kycAnswers.verifiedInRegister') : null,
        ]
          .filter(isPresent)
          .join(', '),
      );
      return [
        {
          id: 'company',
          rows: [
            investorType,
            row('companyName', company.companyName),
            row('legalForm', company.legalForm),
            row('krsRegisterNumber', company.krsRegisterNumber),
            row('regonStatisticalNumber', company.regonStatisticalNumber),
            row('nip', company.nip),
            row('coreBusiness', company.coreBusiness),
            row('representation', company.representation),
            row('registeredAddress', formatKycAddress(company.registeredAddress, language)),
            row('representatives', answerList(representatives)),
          ],
        },
        { id: 'representative', title: t('kycAnswers.representative'), rows: person },
      ];
    }
    case 2:
      return [
        {
          id: 'document',
          rows: [
            row('documentType', answers.documentType ? IDENTITY_DOCUMENT_TYPE_LABELS[language][answers.documentType] : null),
            row('documentNo', answers.documentNo),
            row('documentExpiryDate', answers.documentIndefinite ? t('kycAnswers.indefinite') : day(answers.documentExpiryDate)),
            row('documentCountry', country(answers.documentCountry)),
          ],
        },
      ];
    case 3:
      return [
        {
          id: 'addresses',
          rows: [
            row('residentialAddress', formatKycAddress(answers.residentialAddress, language)),
            row(
              'mailingAddress',
              answers.mailingAddress ? formatKycAddress(answers.mailingAddress, language) : t('kycAnswers.sameAsResidential'),
            ),
          ],
        },
      ];
    case 4: {
      const residences = (answers.crsTaxResidencies ?? []).map((residence) =>
        [country(residence.country), residence.tin].filter(isPresent).join(': '),
      );
      const rows = [
        row('countryOfTaxResidence', country(answers.countryOfTaxResidence)),
        row('taxNumberIdentification', answers.taxNumberIdentification),
        row('taxOffice', answers.taxOffice),
        row('usPerson', yesNo(answers.fatca?.usPerson)),
      ];
      if (answers.fatca?.usPerson) rows.push(row('usTin', answers.fatca.usTin));
      rows.push(row('crsTaxResidencies', answerList(residences) ?? t('kycAnswers.none')));
      // A company has no family situation: the form does not ask for it.
      if (!isCompany) {
        rows.push(
          row('maritalStatus', answers.maritalStatus ? KYC_MARITAL_STATUS_LABELS[language][answers.maritalStatus] : null),
        );
        if (answers.maritalStatus === 'Married') {
          rows.push(
            row('propertyRegime', answers.propertyRegime ? KYC_PROPERTY_REGIME_LABELS[language][answers.propertyRegime] : null),
          );
        }
      }
      return [{ id: 'tax', rows }];
    }
    case 5:
      return [
        {
          id: 'bank',
          rows: [
            row('bankAccount', formatBankAccountAnswer(answers.bankAccount)),
            row('bankAccountName', answers.bankAccountName),
            row('swiftCode', answers.swiftCode),
          ],
        },
      ];
    case 6: {
      const sources = (answers.originOfFunds?.sources ?? []).map((source) => ORIGIN_OF_FUNDS_SOURCE_LABELS[language][source]);
      const pep = answers.pep;
      const rows = [
        row('originOfFunds', sources.join(', ')),
        row('originOfFundsDescription', answers.originOfFunds?.description),
        row('isPep', yesNo(pep?.isPep)),
        row('isFamilyMember', yesNo(pep?.isFamilyMember)),
        row('isCloseAssociate', yesNo(pep?.isCloseAssociate)),
      ];
      if (pep?.isPep || pep?.isFamilyMember || pep?.isCloseAssociate) rows.push(row('pepPosition', pep.position));
      return [{ id: 'funds', rows }];
    }
    case 7: {
      const sanctions = (answers.sanctions ?? []).map((tie) => formatSanctionTie(tie, language));
      return [
        {
          id: 'sanctions',
          rows: [
            row('sanctions', answerList(sanctions) ?? t('kycAnswers.none')),
            row('statementTruthful', yesNo(answers.statements?.truthful)),
            row('statementOwnAccount', yesNo(answers.statements?.ownAccount)),
          ],
        },
      ];
    }
  }
}

type KycAnswerSectionsProps = {
  answers: TKycAnswersLike;
  /** The sections shown, all seven unless said (the form's summary comes before the last section is filled in). */
  sections?: readonly TKycSection[];
  /** Prefix of the test ids: `${prefix}-section-${n}` per section, `${prefix}-${rowId}` per answer. */
  testIdPrefix: string;
  /** The sections' heading level where the views sit in their page's outline. */
  headingLevel: 2 | 3 | 4;
  /** "Edit" per section (the form's summary). */
  onEdit?: (section: TKycSection) => void;
  isEditDisabled?: boolean;
};

/** The answers of a questionnaire in its sections, each a headed list of labelled values (an empty one is a dash). */
export function KycAnswerSections({
  answers,
  sections = KYC_SECTIONS,
  testIdPrefix,
  headingLevel,
  onEdit,
  isEditDisabled = false,
}: KycAnswerSectionsProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const format = useFormat();
  const Heading = `h${headingLevel}` as const;
  const GroupHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';
  return (
    <div className="space-y-4">
      {sections.map((section) => {
        const headingId = `${testIdPrefix}-section-${section}`;
        const name = KYC_SECTION_LABELS[language][section];
        return (
          <section
            key={section}
            aria-labelledby={headingId}
            className="rounded-lg bg-white p-4 ring-1 ring-gray-200 sm:p-5"
            data-testid={headingId}
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <Heading id={headingId} className="text-base font-semibold text-gray-900">
                <span aria-hidden="true">{section}. </span>
                {name}
              </Heading>
              {onEdit && (
                <button
                  type="button"
                  aria-label={t('kycAnswers.editSection', { section: name })}
                  disabled={isEditDisabled}
                  onClick={() => onEdit(section)}
                  className="cursor-pointer rounded text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {t('kycAnswers.edit')}
                </button>
              )}
            </div>
            {kycAnswerGroups(section, answers, { language, t, date: format.date }).map((group) => (
              <div key={group.id} className="mt-3">
                {group.title && <GroupHeading className="mb-2 text-sm font-semibold text-gray-700">{group.title}</GroupHeading>}
                <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] sm:gap-y-2">
                  {group.rows.map((row) => (
                    <div key={row.id} className="contents" data-testid={`${testIdPrefix}-${row.id}`}>
                      <dt className="text-gray-500">{row.label}</dt>
                      <dd className="mb-2 break-words whitespace-pre-line text-gray-900 sm:mb-0">
                        {row.value === null || row.value === undefined || row.value === '' ? t('kycAnswers.empty') : row.value}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}
