import {
  countryName,
  IDENTITY_DOCUMENT_TYPE_LABELS,
  KYC_INVESTOR_TYPE_LABELS,
  KYC_MARITAL_STATUS_LABELS,
  KYC_PROPERTY_REGIME_LABELS,
  KYC_SECTION_LABELS,
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
import { currentLanguage } from '@/lib/i18n';
import { formatKycAddress } from '@/lib/kyc-address';
import { answerList, formatBankAccountAnswer, formatSanctionTie, isPresent } from '@/components/kyc/kyc-answer-values';

type Row = { label: string; value: ReactNode };

type KycSummaryProps = {
  /** The answers: the form's draft before the submit, the submitted (masked) answers in the preview. */
  draft: TKycDraftInput;
  sections: readonly TKycSection[];
  /** "Edit" per section (the form's summary); none in the read-only preview. */
  onEdit?: (section: TKycSection) => void;
  isEditDisabled?: boolean;
};

function yesNo(value: boolean | null | undefined, t: TFunction): string | null {
  if (value === true) return t('kycForm.yesNo.yes');
  if (value === false) return t('kycForm.yesNo.no');
  return null;
}

/** The rows of one section, in the form's order; empty answers show as a dash. */
function sectionRows(
  section: TKycSection,
  draft: TKycDraftInput,
  language: Language,
  t: TFunction,
  date: (iso: string) => string,
): Row[] {
  const country = (code: string | null | undefined) => (isPresent(code) ? countryName(code, language) : null);
  switch (section) {
    case 1: {
      const company = draft.investorType === 'company' ? draft.company : null;
      const companyRows: Row[] = company
        ? [
            { label: t('kycForm.company.companyName'), value: company.companyName },
            { label: t('kycForm.company.legalForm'), value: company.legalForm },
            { label: t('kycForm.company.krsRegisterNumber'), value: company.krsRegisterNumber },
            { label: t('kycForm.company.regonStatisticalNumber'), value: company.regonStatisticalNumber },
            { label: t('kycForm.company.nip'), value: company.nip },
            { label: t('kycForm.company.coreBusiness'), value: company.coreBusiness },
            { label: t('kycForm.company.representation'), value: company.representation },
            { label: t('kycForm.summary.registeredAddress'), value: formatKycAddress(company.registeredAddress, language) },
            {
              label: t('kycForm.summary.representatives'),
              value: answerList(
                (company.representatives ?? []).map(
                  (person) =>
                    [person.firstName, person.surname].filter(isPresent).join(' ') +
                    (isPresent(person.identificationNo) ? `, ${person.identificationNo}` : '') +
                    (person.signer ? ` (${t('kycForm.summary.signer')})` : ''),
                ),
              ),
            },
          ]
        : [];
      return [
        {
          label: t('kycForm.summary.investorType'),
          value: draft.investorType ? KYC_INVESTOR_TYPE_LABELS[language][draft.investorType] : null,
        },
        ...companyRows,
        { label: t('kycForm.investor.title'), value: draft.title ? KYC_TITLE_LABELS[language][draft.title] : null },
        { label: t('kycForm.investor.firstName'), value: draft.firstName },
        { label: t('kycForm.investor.middleName'), value: draft.middleName },
        { label: t('kycForm.investor.surname'), value: draft.surname },
        { label: t('kycForm.investor.birthDay'), value: isPresent(draft.birthDay) ? date(draft.birthDay) : null },
        { label: t('kycForm.investor.birthPlace'), value: draft.birthPlace },
        { label: t('kycForm.investor.countryOfBirth'), value: country(draft.countryOfBirth) },
        { label: t('kycForm.investor.nationality'), value: country(draft.nationality) },
        { label: t('kycForm.investor.identificationNo'), value: draft.identificationNo },
        { label: t('kycForm.investor.phoneNo'), value: draft.phoneNo },
        { label: t('kycForm.investor.fathersName'), value: draft.fathersName },
        { label: t('kycForm.investor.mothersName'), value: draft.mothersName },
      ];
    }
    case 2:
      return [
        {
          label: t('kycForm.document.documentType'),
          value: draft.documentType ? IDENTITY_DOCUMENT_TYPE_LABELS[language][draft.documentType] : null,
        },
        { label: t('kycForm.document.documentNo'), value: draft.documentNo },
        {
          label: t('kycForm.document.documentExpiryDate'),
          value: draft.documentIndefinite
            ? t('kycForm.summary.indefinite')
            : isPresent(draft.documentExpiryDate)
              ? date(draft.documentExpiryDate)
              : null,
        },
        { label: t('kycForm.document.documentCountry'), value: country(draft.documentCountry) },
      ];
    case 3:
      return [
        { label: t('kycForm.summary.residentialAddress'), value: formatKycAddress(draft.residentialAddress, language) },
        {
          label: t('kycForm.summary.mailingAddress'),
          value: draft.mailingAddress ? formatKycAddress(draft.mailingAddress, language) : t('kycForm.summary.sameAsResidential'),
        },
      ];
    case 4: {
      const crs = draft.crsTaxResidencies ?? [];
      const rows: Row[] = [
        { label: t('kycForm.tax.countryOfTaxResidence'), value: country(draft.countryOfTaxResidence) },
        { label: t('kycForm.tax.taxNumberIdentification'), value: draft.taxNumberIdentification },
        { label: t('kycForm.tax.taxOffice'), value: draft.taxOffice },
        { label: t('kycForm.summary.usPerson'), value: yesNo(draft.fatca?.usPerson, t) },
      ];
      if (draft.fatca?.usPerson) rows.push({ label: t('kycForm.tax.usTin'), value: draft.fatca.usTin });
      rows.push({
        label: t('kycForm.summary.crs'),
        value:
          answerList(crs.map((residence) => [country(residence.country), residence.tin].filter(isPresent).join(': '))) ??
          t('kycForm.summary.none'),
      });
      if (draft.investorType !== 'company') {
        rows.push({
          label: t('kycForm.summary.family'),
          value: [
            draft.maritalStatus ? KYC_MARITAL_STATUS_LABELS[language][draft.maritalStatus] : null,
            draft.maritalStatus === 'Married' && draft.propertyRegime
              ? KYC_PROPERTY_REGIME_LABELS[language][draft.propertyRegime]
              : null,
          ]
            .filter(isPresent)
            .join(', '),
        });
      }
      return rows;
    }
    case 5:
      return [
        {
          label: t('kycForm.bank.bankAccount'),
          // A masked number (the preview) is shown as the server sent it.
          value: formatBankAccountAnswer(draft.bankAccount),
        },
        { label: t('kycForm.bank.bankAccountName'), value: draft.bankAccountName },
        { label: t('kycForm.bank.swiftCode'), value: draft.swiftCode },
      ];
    case 6: {
      const sources = draft.originOfFunds?.sources ?? [];
      const pep = draft.pep;
      const rows: Row[] = [
        {
          label: t('kycForm.summary.originOfFunds'),
          value: sources.map((source) => ORIGIN_OF_FUNDS_SOURCE_LABELS[language][source]).join(', '),
        },
        { label: t('kycForm.funds.description'), value: draft.originOfFunds?.description },
        { label: t('kycForm.funds.isPep'), value: yesNo(pep?.isPep, t) },
        { label: t('kycForm.funds.isFamilyMember'), value: yesNo(pep?.isFamilyMember, t) },
        { label: t('kycForm.funds.isCloseAssociate'), value: yesNo(pep?.isCloseAssociate, t) },
      ];
      if (pep?.isPep || pep?.isFamilyMember || pep?.isCloseAssociate) {
        rows.push({ label: t('kycForm.funds.position'), value: pep.position });
      }
      return rows;
    }
    case 7: {
      const sanctions = draft.sanctions ?? [];
      return [
        {
          label: t('kycForm.summary.sanctions'),
          value: answerList(sanctions.map((row) => formatSanctionTie(row, language))) ?? t('kycForm.summary.none'),
        },
        {
          label: t('kycForm.summary.statements'),
          value: draft.statements?.truthful && draft.statements.ownAccount ? t('kycForm.summary.statementsAccepted') : null,
        },
      ];
    }
  }
}

/**
 * Everything entered, section by section, in the words of the form: the summary before the submit (with "edit" per section)
 * and the read-only preview after it.
 */
export function KycSummary({ draft, sections, onEdit, isEditDisabled = false }: KycSummaryProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const format = useFormat();
  return (
    <div className="space-y-4">
      {sections.map((section) => {
        const headingId = `kyc-summary-section-${section}`;
        const name = KYC_SECTION_LABELS[language][section];
        return (
          <section
            key={section}
            aria-labelledby={headingId}
            className="rounded-md bg-white p-4 ring-1 ring-gray-200 sm:p-5"
            data-testid={`kyc-summary-section-${section}`}
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h4 id={headingId} className="text-sm font-semibold text-gray-900">
                <span aria-hidden="true">{section}. </span>
                {name}
              </h4>
              {onEdit && (
                <button
                  type="button"
                  aria-label={t('kycForm.summary.editSection', { section: name })}
                  disabled={isEditDisabled}
                  onClick={() => onEdit(section)}
                  className="cursor-pointer rounded text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {t('kycForm.summary.edit')}
                </button>
              )}
            </div>
            <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
              {sectionRows(section, draft, language, t, format.date).map((row) => (
                <div key={row.label} className="contents">
                  <dt className="text-gray-500">{row.label}</dt>
                  <dd className="break-words whitespace-pre-line text-gray-900">
                    {row.value === null || row.value === undefined || row.value === '' ? t('kycForm.summary.empty') : row.value}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
