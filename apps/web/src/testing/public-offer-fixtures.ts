import type { TOfferDictionary, TPaymentInstructions, TPublicOffer } from '@emisja/shared';

// Answers of the public offer endpoints (/public-api/campaign-offer/...), shaped like the demo debt campaign.

export const OFFER_TOKEN = 'offer-secret-token';

type PublicOfferOverrides = Partial<Omit<TPublicOffer, 'campaign' | 'product' | 'advisor'>> & {
  campaign?: Partial<TPublicOffer['campaign']>;
  product?: Partial<TPublicOffer['product']>;
  advisor?: Partial<TPublicOffer['advisor']>;
};

export function publicOffer(overrides: PublicOfferOverrides = {}): TPublicOffer {
  const { campaign, product, advisor, ...rest } = overrides;
  return {
    status: 'viewed',
    language: 'pl',
    investorEmail: 'inwestor@example.com',
    advisor: { name: 'Piotr Kowalski', email: 'doradca@emisja.test', phone: '+48 600 100 200', ...advisor },
    invitationMessage: 'Dzień dobry, przesyłam ofertę obligacji, o której rozmawialiśmy.',
    campaign: {
      id: '6d1f1c1e-5f57-4a0e-8d3c-1f0a4f6d2b01',
      type: 'debt',
      state: 'running',
      name: 'Obligacje Zielona Energia 2026',
      shortDescription: 'Finansowanie farm fotowoltaicznych.',
      description: 'Spółka buduje farmy fotowoltaiczne na Pomorzu.',
      issuerName: 'Zielona Energia S.A.',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      currency: 'PLN',
      targetAmount: '5000000.00',
      raisedAmount: '1250000.00',
      imageUrl: '/branding/demo/debt-placeholder.svg',
      isPlaceholderImage: true,
      debt: {
        interestType: 'Fixed',
        interestRate: '9.0000',
        paymentFrequency: 'Quarterly',
        duration: { value: 24, unit: 'month' },
        taxRate: '19.00',
      },
      equity: null,
      ...campaign,
    },
    product: {
      id: '0b6f0f8e-4a8e-4a55-9a53-8c1f5b0e7a02',
      code: 'SERIA-A',
      currency: 'PLN',
      investmentValueMin: '1000.00',
      investmentValueMax: '100000.00',
      investmentValueStep: '0.50',
      nominalValue: '100.00',
      ...product,
    },
    investmentValue: null,
    agreementDate: null,
    paymentConfirmations: [],
    actions: ['markInterest', 'decline', 'pdf'],
    personalData: null,
    kycStatus: { status: 'none', identityVerification: 'not-started', submittedAt: null },
    isKycRequiredForPayment: true,
    ...rest,
  };
}

/** The investor's submitted questionnaire as the invest form's personal data step shows it (masked by the server). */
export function submittedKyc(): Pick<TPublicOffer, 'personalData' | 'kycStatus'> {
  return {
    personalData: {
      investorType: 'person',
      firstName: 'Anna',
      surname: 'Kowalska',
      companyName: null,
      pesel: '*******2344',
      bankAccount: '**********************2874',
      address: {
        street: 'Marszałkowska',
        houseNo: '10',
        flatNo: '5',
        voivodeship: 'mazowieckie',
        county: 'Warszawa',
        commune: 'Warszawa',
        city: 'Warszawa',
        zipCode: '00-590',
        country: 'PL',
      },
      submittedAt: '2026-03-02T09:30:00.000Z',
      identityVerification: 'success',
    },
    kycStatus: { status: 'submitted', identityVerification: 'success', submittedAt: '2026-03-02T09:30:00.000Z' },
  };
}

export function offerDictionary(): TOfferDictionary {
  const statuses = {
    invited: ['Zaproszenie', 'Invited'],
    viewed: ['Wyświetlona', 'Viewed'],
    interested: ['Zainteresowanie', 'Interested'],
    accepted: ['Zaakceptowana', 'Accepted'],
    active: ['Aktywna', 'Active'],
    rejected: ['Odrzucona', 'Rejected'],
    declined: ['Rezygnacja', 'Declined'],
    archived: ['Zarchiwizowana', 'Archived'],
  } as const;
  return {
    currencies: ['PLN', 'EUR', 'USD'],
    offerStatuses: Object.entries(statuses).map(([value, [pl, en]]) => ({
      value: value as keyof typeof statuses,
      label: { pl, en },
    })),
    paymentConfirmation: { mimeTypes: ['application/pdf', 'image/png', 'image/jpeg'], maxBytes: 10 * 1024 * 1024 },
  };
}

/** Payment instructions of an accepted 12 500,50 PLN offer (docs/decisions/038), with a QR code unless told otherwise. */
export function paymentInstructions(overrides: Partial<TPaymentInstructions> = {}): TPaymentInstructions {
  return {
    account: {
      iban: 'PL61109010140000071219812874',
      holder: 'Zielona Energia S.A.',
      bankName: 'Santander Bank Polska',
      swift: 'WBKPPLPP',
    },
    amount: '12500.50',
    currency: 'PLN',
    transferTitle: 'Zapis ZE-2026-00042 Kowalska',
    offerNumber: 'ZE-2026-00042',
    qrCode: {
      payload: '|PL|61109010140000071219812874|000000|Zielona Energia S.A.|Zapis ZE-2026-00042 Kowalska|||',
      imageDataUrl: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
      includesAmount: false,
      isTitleShortened: false,
    },
    qrCodeUnavailableReason: null,
    ...overrides,
  };
}
