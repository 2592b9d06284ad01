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
  type TKycDraft,
  type TKycSection,
} from '@emisja/shared';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { currentLanguage, type TranslationResources } from '@/lib/i18n';
import { formatKycAddress } from '@/lib/kyc-address';
import { answerList, formatBankAccountAnswer, formatSanctionTie, isPresent } from '@/components/kyc/kyc-answer-values';

// The questionnaire as the advisor reads it (product-decisions section 9): the seven sections of the form, closed lists in
// the shared PL/EN label tables, countries by name (countryName). Values come as the server sends them: personal numbers
// the server masks ('*******2345') are shown masked.

type AnswerField = keyof TranslationResources['kycRequests']['answers']['fields'];
type Row = { id: AnswerField; label: string; value: ReactNode };
type Group = { id: string; title?: string; rows: Row[] };

/** The groups of one section, in the form's order. */
function sectionGroups(
  section: TKycSection,
  answers: TKycDraft,
  language: Language,
  t: TFunction,
  date: (iso: string) => string,
): Group[] {
  const row = (id: AnswerField, value: ReactNode): Row => ({ id, label: t(`kycRequests.answers.fields.${id}`), value });
  const yesNo = (value: boolean | null | undefined) =>
    value === true ? t('kycRequests.answers.yes') : value === false ? t('kycRequests.answers.no') : null;
  const country = (code: string | null | undefined) => (isPresent(code) ? countryName(code, language) : null);
  const day = (value: string | null | undefined) => (isPresent(value) ? date(value) : null);

  switch (section) {
    case 1: {
      const company = answers.investorType === 'company' ? answers.company : null;
      const person: Row[] = [
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
      const investorType = [
        row('investorType', answers.investorType ? KYC_INVESTOR_TYPE_LABELS[language][answers.investorType] : null),
      ];
      if (!company) return [{ id: 'person', rows: [...investorType, ...person] }];
      const representatives = (company.representatives ?? []).map((representative) =>
        [
          [representative.firstName, representative.surname].filter(isPresent).join(' '),
          isPresent(representative.identificationNo) ? representative.identificationNo : null,
          representative.signer ? t('kycRequests.answers.signer') : null,
          representative.verified ? t('kycRequests.answers.verifiedInRegister') : null,
        ]
          .filter(isPresent)
          .join(', '),
      );
      return [
        {
          id: 'company',
          rows: [
            ...investorType,
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
        { id: 'representative', title: t('kycRequests.answers.representative'), rows: person },
      ];
    }
    case 2:
      return [
        {
          id: 'document',
          rows: [
            row('documentType', answers.documentType ? IDENTITY_DOCUMENT_TYPE_LABELS[language][answers.documentType] : null),
            row('documentNo', answers.documentNo),
            row(
              'documentExpiryDate',
              answers.documentIndefinite ? t('kycRequests.answers.indefinite') : day(answers.documentExpiryDate),
            ),
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
              answers.mailingAddress
                ? formatKycAddress(answers.mailingAddress, language)
                : t('kycRequests.answers.sameAsResidential'),
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
      rows.push(
        row('crsTaxResidencies', answerList(residences) ?? t('kycRequests.answers.none')),
        row('maritalStatus', answers.maritalStatus ? KYC_MARITAL_STATUS_LABELS[language][answers.maritalStatus] : null),
      );
      if (answers.maritalStatus === 'Married') {
        rows.push(
          row('propertyRegime', answers.propertyRegime ? KYC_PROPERTY_REGIME_LABELS[language][answers.propertyRegime] : null),
        );
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
            row('sanctions', answerList(sanctions) ?? t('kycRequests.answers.none')),
            row('statementTruthful', yesNo(answers.statements?.truthful)),
            row('statementOwnAccount', yesNo(answers.statements?.ownAccount)),
          ],
        },
      ];
    }
  }
}

/** The answers of a questionnaire in its seven sections, each a headed list of labelled values (an empty one is a dash). */
export function KycAnswers({ answers }: { answers: TKycDraft }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const format = useFormat();
  return (
    <div className="space-y-4">
      {KYC_SECTIONS.map((section) => {
        const headingId = `kyc-answers-section-${section}`;
        return (
          <section
            key={section}
            aria-labelledby={headingId}
            className="rounded-lg bg-white p-4 ring-1 ring-gray-200 sm:p-5"
            data-testid={headingId}
          >
            <h3 id={headingId} className="text-base font-semibold text-gray-900">
              <span aria-hidden="true">{section}. </span>
              {KYC_SECTION_LABELS[language][section]}
            </h3>
            {sectionGroups(section, answers, language, t, format.date).map((group) => (
              <div key={group.id} className="mt-3">
                {group.title && <h4 className="mb-2 text-sm font-semibold text-gray-700">{group.title}</h4>}
                <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] sm:gap-y-2">
                  {group.rows.map((item) => (
                    <div key={item.id} className="contents" data-testid={`kyc-answer-${item.id}`}>
                      <dt className="text-gray-500">{item.label}</dt>
                      <dd className="mb-2 break-words whitespace-pre-line text-gray-900 sm:mb-0">
                        {item.value === null || item.value === undefined || item.value === ''
                          ? t('kycRequests.answers.empty')
                          : item.value}
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
