import {
  countryName,
  IDENTITY_DOCUMENT_TYPE_LABELS,
  KYC_INVESTOR_TYPE_LABELS,
  KYC_MARITAL_STATUS_LABELS,
  KYC_PROPERTY_REGIME_LABELS,
  KYC_SECTION_FIELDS,
  KYC_SECTION_LABELS,
  KYC_SECTIONS,
  KYC_TITLE_LABELS,
  ORIGIN_OF_FUNDS_SOURCE_LABELS,
  VOIVODESHIP_LABELS,
  isVoivodeship,
  type Language,
  type TKycAddress,
  type TKycAnswers,
  type TKycField,
  type TKycSection,
} from '@emisja/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { answerList, formatSanctionTie } from '@/components/kyc/kyc-answer-values';

/** The rows a questionnaire shows: its plain fields, and the parts of the grouped ones (company, FATCA, PEP, ...). */
type TRowId =
  | Exclude<TKycField, 'company' | 'fatca' | 'originOfFunds' | 'pep' | 'statements'>
  | 'companyName'
  | 'legalForm'
  | 'krsRegisterNumber'
  | 'regonStatisticalNumber'
  | 'nip'
  | 'coreBusiness'
  | 'representation'
  | 'registeredAddress'
  | 'representatives'
  | 'usPerson'
  | 'usTin'
  | 'originOfFundsSources'
  | 'originOfFundsDescription'
  | 'isPep'
  | 'isFamilyMember'
  | 'isCloseAssociate'
  | 'pepPosition'
  | 'truthful'
  | 'ownAccount';

type Row = { id: TRowId; label: string; value: ReactNode };

/** The questionnaire's answers as rows of its seven sections, in the reader's language, with the shared labels. */
function useAnswerRows(answers: TKycAnswers) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const language: Language = currentLanguage(i18n);
  const none = t('investorPanel.common.none');
  const label = (id: TRowId) => t(`investorPanel.myData.fields.${id}`);
  const yesNo = (value: boolean) => (value ? t('investorPanel.common.yes') : t('investorPanel.common.no'));
  const text = (value: string | null) => (value === null || value === '' ? none : value);
  const country = (code: string) => countryName(code, language);
  const address = (value: TKycAddress) => {
    const street = [value.street ?? value.city, [value.houseNo, value.flatNo].filter(Boolean).join('/')].join(' ');
    const region =
      value.voivodeship && isVoivodeship(value.voivodeship) ? VOIVODESHIP_LABELS[language][value.voivodeship] : value.voivodeship;
    return answerList(
      [
        street,
        [value.zipCode, value.city].filter(Boolean).join(' '),
        [value.commune, value.county, region].filter(Boolean).join(', '),
        country(value.country),
      ].filter((line) => line.trim() !== ''),
    );
  };

  const rowsOf = (field: TKycField): Row[] => {
    const row = (id: TRowId, value: ReactNode): Row => ({ id, label: label(id), value });
    switch (field) {
      case 'investorType':
        return [row(field, KYC_INVESTOR_TYPE_LABELS[language][answers.investorType])];
      case 'title':
        return [row(field, KYC_TITLE_LABELS[language][answers.title])];
      case 'birthDay':
        return [row(field, format.date(answers.birthDay))];
      case 'countryOfBirth':
      case 'nationality':
      case 'documentCountry':
      case 'countryOfTaxResidence':
        return [row(field, country(answers[field]))];
      case 'company': {
        const company = answers.company;
        if (!company) return [];
        return [
          row('companyName', company.companyName),
          row('legalForm', company.legalForm),
          row('krsRegisterNumber', company.krsRegisterNumber),
          row('regonStatisticalNumber', company.regonStatisticalNumber),
          row('nip', company.nip),
          row('coreBusiness', company.coreBusiness),
          row('representation', company.representation),
          row('registeredAddress', address(company.registeredAddress)),
          row(
            'representatives',
            answerList(
              company.representatives.map((person) =>
                [
                  `${person.firstName} ${person.surname}`,
                  person.identificationNo,
                  person.signer ? t('investorPanel.myData.signer') : null,
                ]
                  .filter(Boolean)
                  .join(' · '),
              ),
            ),
          ),
        ];
      }
      case 'documentType':
        return [row(field, IDENTITY_DOCUMENT_TYPE_LABELS[language][answers.documentType])];
      case 'documentExpiryDate':
        return answers.documentIndefinite
          ? []
          : [row(field, answers.documentExpiryDate ? format.date(answers.documentExpiryDate) : none)];
      case 'documentIndefinite':
        return [row(field, yesNo(answers.documentIndefinite))];
      case 'residentialAddress':
        return [row(field, address(answers.residentialAddress))];
      case 'mailingAddress':
        return [
          row(field, answers.mailingAddress ? address(answers.mailingAddress) : t('investorPanel.myData.sameAsResidential')),
        ];
      case 'maritalStatus':
        return answers.maritalStatus ? [row(field, KYC_MARITAL_STATUS_LABELS[language][answers.maritalStatus])] : [];
      case 'propertyRegime':
        return answers.propertyRegime ? [row(field, KYC_PROPERTY_REGIME_LABELS[language][answers.propertyRegime])] : [];
      case 'fatca':
        return [
          row('usPerson', yesNo(answers.fatca.usPerson)),
          ...(answers.fatca.usPerson ? [row('usTin', text(answers.fatca.usTin))] : []),
        ];
      case 'crsTaxResidencies':
        return [
          row(
            field,
            answers.crsTaxResidencies.length === 0
              ? none
              : answerList(answers.crsTaxResidencies.map((residence) => `${country(residence.country)}: ${residence.tin}`)),
          ),
        ];
      case 'originOfFunds':
        return [
          row(
            'originOfFundsSources',
            answerList(answers.originOfFunds.sources.map((source) => ORIGIN_OF_FUNDS_SOURCE_LABELS[language][source])),
          ),
          ...(answers.originOfFunds.description ? [row('originOfFundsDescription', answers.originOfFunds.description)] : []),
        ];
      case 'pep':
        return [
          row('isPep', yesNo(answers.pep.isPep)),
          row('isFamilyMember', yesNo(answers.pep.isFamilyMember)),
          row('isCloseAssociate', yesNo(answers.pep.isCloseAssociate)),
          ...(answers.pep.position ? [row('pepPosition', answers.pep.position)] : []),
        ];
      case 'sanctions':
        return [
          row(
            field,
            answers.sanctions.length === 0
              ? t('investorPanel.myData.noSanctions')
              : answerList(answers.sanctions.map((sanction) => formatSanctionTie(sanction, language))),
          ),
        ];
      case 'statements':
        return [row('truthful', yesNo(answers.statements.truthful)), row('ownAccount', yesNo(answers.statements.ownAccount))];
      default: {
        const value = answers[field];
        return [row(field, typeof value === 'string' ? text(value) : value === null ? none : String(value))];
      }
    }
  };

  return (section: TKycSection): Row[] => KYC_SECTION_FIELDS[section].flatMap((field) => rowsOf(field));
}

/**
 * The last submitted questionnaire, by the seven sections of product-decisions section 9 with the shared section labels.
 * Personal numbers (PESEL, document, tax numbers, the bank account) arrive masked from the server and are shown as they come.
 */
export function LeadFormSections({ answers }: { answers: TKycAnswers }) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const rowsOf = useAnswerRows(answers);
  return (
    <div className="space-y-6">
      {KYC_SECTIONS.map((section) => {
        const rows = rowsOf(section);
        const headingId = `my-data-section-${section}`;
        return (
          <section
            key={section}
            aria-labelledby={headingId}
            className="rounded-lg bg-white p-5 shadow-xs ring-1 ring-gray-200 sm:p-6"
            data-testid={`my-data-section-${section}`}
          >
            <h2 id={headingId} className="text-base font-semibold text-gray-900">
              <span className="mr-2 text-gray-500">{section}.</span>
              {KYC_SECTION_LABELS[language][section]}
            </h2>
            <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              {rows.map((row) => (
                <div key={row.id} className="min-w-0" data-testid={`my-data-${row.id}`}>
                  <dt className="text-gray-500">{row.label}</dt>
                  <dd className="mt-0.5 font-medium break-words text-gray-900">{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
