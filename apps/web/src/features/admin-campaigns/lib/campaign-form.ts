import {
  LANGUAGES,
  isValidIsoDate,
  productLimitIssues,
  type Currency,
  type Language,
  type TCampaign,
  type TCampaignDocumentKind,
  type TCampaignType,
  type TDurationUnit,
  type TInterestType,
  type TPaymentFrequency,
  type TProduct,
} from '@emisja/shared';
import type { TFieldIssue } from '@/lib/body-schema-resolver';

// The campaign form of the back office (issue 14) edits texts; the request body (ZCampaignCreateRequestSchema,
// ZCampaignUpdateRequestSchema, ZProductInputSchema) is built from them on submit, so the shared schema, the server's own,
// checks exactly what is sent. Paths of the body and of the form are the same but for the translations: a language left
// empty is not sent, so its index in the body may differ from its column in the form.

export type TTranslationValues = { language: Language; name: string; shortDescription: string; description: string };

export type TProductValues = {
  code: string;
  investmentValueMin: string;
  investmentValueMax: string;
  investmentValueStep: string;
  nominalValue: string;
};

export type TDocumentValues = {
  assetId: string;
  kind: TCampaignDocumentKind;
  /** '' = every language. */
  language: '' | Language;
  /** Shown in the list; not sent (the server knows the asset). */
  fileName: string;
};

export type TCampaignFormValues = {
  issuerName: string;
  type: TCampaignType;
  currency: Currency;
  startDate: string;
  endDate: string;
  targetAmount: string;
  /** One column per language, in LANGUAGES order (PL, EN). */
  translations: TTranslationValues[];
  debt: {
    interestType: TInterestType;
    interestRate: string;
    paymentFrequency: TPaymentFrequency;
    duration: { value: string; unit: TDurationUnit };
    taxRate: string;
  };
  equity: {
    sharesSeries: string;
    counterFrom: string;
    counterTo: string;
    issueValue: string;
    notarialDeed: string;
    pccFlag: boolean;
  };
  coverImageId: string | null;
  /** The cover's public URL for the preview; not sent. */
  coverImageUrl: string | null;
  documents: TDocumentValues[];
  paymentAccount: { iban: string; holder: string; bankName: string; swift: string };
  transferTitlePattern: string;
  /** A new campaign's products (an existing campaign's have their own endpoints and dialog). */
  products: TProductValues[];
};

/** Product-decisions section 4: 19% Polish flat tax on interest by default. */
export const DEFAULT_TAX_RATE = '19';

export const EMPTY_PRODUCT: TProductValues = {
  code: '',
  investmentValueMin: '',
  investmentValueMax: '',
  investmentValueStep: '',
  nominalValue: '',
};

/** A stored percentage without its trailing zeros: '9.0000' -> '9', '7.2500' -> '7.25'. */
function percentText(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

export function productFormValues(product?: TProduct): TProductValues {
  if (!product) return { ...EMPTY_PRODUCT };
  return {
    code: product.code,
    investmentValueMin: product.investmentValueMin,
    investmentValueMax: product.investmentValueMax,
    investmentValueStep: product.investmentValueStep,
    nominalValue: text(product.nominalValue),
  };
}

/**
 * The form's values: empty for a new campaign, the campaign's for an edit, and for a copy the campaign's with its products
 * (without their ids), the same cover and documents (assets may be shared by copies, docs/decisions/036).
 */
export function campaignFormValues(campaign?: TCampaign): TCampaignFormValues {
  const translations = LANGUAGES.map((language) => {
    const translation = campaign?.translations.find((candidate) => candidate.language === language);
    return {
      language,
      name: translation?.name ?? '',
      shortDescription: translation?.shortDescription ?? '',
      description: translation?.description ?? '',
    };
  });
  const debt = campaign?.debt;
  const equity = campaign?.equity;
  const account = campaign?.paymentAccount;
  return {
    issuerName: campaign?.issuerName ?? '',
    type: campaign?.type ?? 'debt',
    currency: campaign?.currency ?? 'PLN',
    startDate: campaign?.startDate ?? '',
    endDate: campaign?.endDate ?? '',
    targetAmount: campaign?.targetAmount ?? '',
    translations,
    debt: {
      interestType: debt?.interestType ?? 'Fixed',
      interestRate: debt ? percentText(debt.interestRate) : '',
      paymentFrequency: debt?.paymentFrequency ?? 'Quarterly',
      duration: { value: text(debt?.duration.value), unit: debt?.duration.unit ?? 'month' },
      taxRate: debt ? percentText(debt.taxRate) : DEFAULT_TAX_RATE,
    },
    equity: {
      sharesSeries: equity?.sharesSeries ?? '',
      counterFrom: text(equity?.counterFrom),
      counterTo: text(equity?.counterTo),
      issueValue: text(equity?.issueValue),
      notarialDeed: equity?.notarialDeed ?? '',
      pccFlag: equity?.pccFlag ?? false,
    },
    coverImageId: campaign?.coverImageId ?? null,
    coverImageUrl: campaign && campaign.coverImageId && !campaign.isPlaceholderImage ? campaign.imageUrl : null,
    documents: (campaign?.documents ?? []).map((document) => ({
      assetId: document.assetId,
      kind: document.kind,
      language: document.language ?? '',
      fileName: document.fileName,
    })),
    paymentAccount: {
      iban: account?.iban ?? '',
      holder: account?.holder ?? '',
      bankName: account?.bankName ?? '',
      swift: account?.swift ?? '',
    },
    transferTitlePattern: campaign?.transferTitlePattern ?? '',
    products: (campaign?.products ?? []).map(productFormValues),
  };
}

function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** A whole number typed in a field; empty is missing (undefined: "required"), null where the schema allows none. */
function wholeNumber(value: string): number | undefined {
  return isBlank(value) ? undefined : Number(value.trim());
}

function optionalNumber(value: string): number | null {
  return isBlank(value) ? null : Number(value.trim());
}

function optionalText(value: string): string | null {
  return isBlank(value) ? null : value;
}

/** The form column of each translation sent: the landing page's language always (it is required), another when filled. */
export function sentTranslationColumns(values: Pick<TCampaignFormValues, 'translations'>, landingLanguage: Language): number[] {
  return values.translations.flatMap((translation, column) =>
    translation.language === landingLanguage ||
    !isBlank(translation.name) ||
    !isBlank(translation.shortDescription) ||
    !isBlank(translation.description)
      ? [column]
      : [],
  );
}

export function productBody(product: TProductValues, currency: Currency) {
  return {
    code: product.code,
    currency,
    investmentValueMin: product.investmentValueMin,
    investmentValueMax: product.investmentValueMax,
    investmentValueStep: product.investmentValueStep,
    nominalValue: optionalText(product.nominalValue),
  };
}

/** The body of `PUT /api/advisor/campaign/{id}`, or with `withProducts` of `POST /api/advisor/campaign`. */
export function campaignBody(
  values: TCampaignFormValues,
  landingLanguage: Language,
  { withProducts }: { withProducts: boolean },
) {
  const account = values.paymentAccount;
  const hasAccount = [account.iban, account.holder, account.bankName, account.swift].some((value) => !isBlank(value));
  return {
    type: values.type,
    currency: values.currency,
    translations: sentTranslationColumns(values, landingLanguage).map((column) => {
      const translation = values.translations[column] as TTranslationValues;
      return {
        language: translation.language,
        name: translation.name,
        shortDescription: optionalText(translation.shortDescription),
        description: optionalText(translation.description),
      };
    }),
    issuerName: values.issuerName,
    startDate: values.startDate,
    endDate: values.endDate,
    targetAmount: values.targetAmount,
    debt:
      values.type === 'debt'
        ? {
            interestType: values.debt.interestType,
            interestRate: values.debt.interestRate,
            paymentFrequency: values.debt.paymentFrequency,
            duration: { value: wholeNumber(values.debt.duration.value), unit: values.debt.duration.unit },
            taxRate: values.debt.taxRate,
          }
        : null,
    equity:
      values.type === 'equity'
        ? {
            sharesSeries: optionalText(values.equity.sharesSeries),
            counterFrom: optionalNumber(values.equity.counterFrom),
            counterTo: optionalNumber(values.equity.counterTo),
            issueValue: optionalText(values.equity.issueValue),
            notarialDeed: optionalText(values.equity.notarialDeed),
            pccFlag: values.equity.pccFlag,
          }
        : null,
    coverImageId: values.coverImageId,
    documents: values.documents.map((document) => ({
      assetId: document.assetId,
      kind: document.kind,
      language: document.language === '' ? null : document.language,
    })),
    paymentAccount: hasAccount
      ? { iban: account.iban, holder: account.holder, bankName: account.bankName, swift: optionalText(account.swift) }
      : null,
    transferTitlePattern: optionalText(values.transferTitlePattern),
    ...(withProducts ? { products: values.products.map((product) => productBody(product, values.currency)) } : {}),
  };
}

// The fields the form shows, by their property paths: a violation of any other path is a message for the whole form.
const SHOWN_FIELDS = [
  /^(issuerName|type|currency|startDate|endDate|targetAmount|coverImageId|transferTitlePattern)$/,
  /^translations\.\d+\.(name|shortDescription|description)$/,
  /^debt\.(interestType|interestRate|paymentFrequency|taxRate|duration\.value|duration\.unit)$/,
  /^equity\.(sharesSeries|counterFrom|counterTo|issueValue|notarialDeed|pccFlag)$/,
  /^paymentAccount\.(iban|holder|bankName|swift)$/,
  /^documents\.\d+\.(assetId|kind|language)$/,
  /^products\.\d+\.(code|currency|investmentValueMin|investmentValueMax|investmentValueStep|nominalValue)$/,
];

/**
 * The form field of a violation of the body (the client's schema or the server's answer): a translation's index becomes
 * its column, "texts in the landing page's language missing" goes on that language's name; null: none, shown above the
 * buttons.
 */
export function campaignFieldOf(
  propertyPath: string,
  values: Pick<TCampaignFormValues, 'translations'>,
  landingLanguage: Language,
): string | null {
  if (propertyPath === 'translations') {
    const column = values.translations.findIndex((translation) => translation.language === landingLanguage);
    return column === -1 ? null : `translations.${column}.name`;
  }
  let path = propertyPath;
  const translation = /^translations\.(\d+)\.(.+)$/.exec(path);
  if (translation) {
    const columns = sentTranslationColumns(values, landingLanguage);
    path = `translations.${columns[Number(translation[1])] ?? -1}.${translation[2]}`;
  }
  if (path === 'paymentAccount') path = 'paymentAccount.iban';
  return SHOWN_FIELDS.some((pattern) => pattern.test(path)) ? path : null;
}

/**
 * The rules across fields, shown with the other messages at once (the schema reports them only once every field is valid
 * on its own): the end date after the start date, each product's limits (`productLimitIssues`).
 */
export function campaignCrossFieldIssues(values: TCampaignFormValues): TFieldIssue[] {
  return [
    ...(isValidIsoDate(values.startDate) && isValidIsoDate(values.endDate) && values.endDate < values.startDate
      ? [{ path: 'endDate', key: 'validation.dateRangeOrder' as const }]
      : []),
    ...values.products.flatMap((product, index) =>
      productLimitIssues(product).map((issue) => ({ ...issue, path: `products.${index}.${issue.path.join('.')}` })),
    ),
  ];
}
