import type { Currency } from '@emisja/shared';
import type { CampaignType, DurationUnit, InterestType, PaymentFrequency } from '../schema/index.ts';

// Campaigns of the demo data (product-decisions section 7). Dates are offsets in days from "today" at seed time, so the
// active campaigns are always running and the finished one has always ended.

export type DemoCampaignKey = 'greenEnergyBonds' | 'bioMedicaShares' | 'parkEstateBonds' | 'harbourBonds';

export interface DemoProduct {
  code: string;
  minMinor: number;
  maxMinor: number;
  stepMinor: number;
  nominalMinor: number | null;
  /** Investment values the demo offers choose from (each a multiple of the step within min and max). */
  valueChoicesMinor: number[];
}

export interface DemoCampaignTexts {
  name: string;
  shortDescription: string;
  description: string;
}

export interface DemoCampaign {
  key: DemoCampaignKey;
  landing: 'demo' | 'navy';
  slug: string;
  type: CampaignType;
  currency: Currency;
  startOffsetDays: number;
  endOffsetDays: number;
  targetMinor: number;
  issuerName: string;
  debt?: {
    interestType: InterestType;
    interestRate: string;
    paymentFrequency: PaymentFrequency;
    durationValue: number;
    durationUnit: DurationUnit;
    taxRate: string;
  };
  equity?: {
    sharesSeries: string;
    counterFrom: number;
    counterTo: number;
    issueValueMinor: number;
    notarialDeed: string;
    pccFlag: boolean;
  };
  translations: { pl: DemoCampaignTexts; en: DemoCampaignTexts };
  products: DemoProduct[];
  /** The account investors pay into and the transfer title's pattern (issue 18). */
  payment: { iban: string; holder: string; bankName: string; swift: string; transferTitlePattern: string };
}

/** Whole currency units (złoty, euro) in minor units (grosz, cent). */
const major = (amount: number) => amount * 100;

export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    key: 'greenEnergyBonds',
    landing: 'demo',
    slug: 'zielona-energia-seria-a',
    type: 'debt',
    currency: 'PLN',
    startOffsetDays: -200,
    endOffsetDays: 165,
    targetMinor: major(5_000_000),
    issuerName: 'Zielona Energia S.A.',
    payment: {
      // A valid NRB (check digits and the bank branch's check digit) of Santander Bank Polska.
      iban: 'PL08109010140000071219830415',
      holder: 'Zielona Energia S.A.',
      bankName: 'Santander Bank Polska S.A.',
      swift: 'WBKPPLPP',
      transferTitlePattern: 'Zapis {offerNumber} {surname} {productCode}',
    },
    debt: {
      interestType: 'Fixed',
      interestRate: '9.0000',
      paymentFrequency: 'Quarterly',
      durationValue: 24,
      durationUnit: 'month',
      taxRate: '19.00',
    },
    translations: {
      pl: {
        name: 'Obligacje Zielona Energia seria A',
        shortDescription:
          'Zabezpieczone obligacje o stałym oprocentowaniu 9% w skali roku, odsetki wypłacane co kwartał, wykup po 24 miesiącach.',
        description:
          'Środki z emisji zostaną przeznaczone na budowę trzech farm fotowoltaicznych o łącznej mocy 15 MW w województwie wielkopolskim. ' +
          'Obligacje są zabezpieczone zastawem rejestrowym na udziałach spółki celowej oraz hipoteką do kwoty 7,5 mln zł. ' +
          'Oprocentowanie jest stałe i wynosi 9% w skali roku; odsetki są wypłacane co kwartał, a kapitał zwracany w dniu wykupu, po 24 miesiącach.',
      },
      en: {
        name: 'Green Energy Bonds Series A',
        shortDescription: 'Secured bonds with a fixed 9% annual interest rate, paid quarterly, redeemed after 24 months.',
        description:
          'The proceeds will finance three photovoltaic farms with a total capacity of 15 MW in the Greater Poland region. ' +
          'The bonds are secured by a registered pledge over the shares of the project company and a mortgage of up to PLN 7.5 million. ' +
          'The interest rate is fixed at 9% a year; interest is paid every quarter and the principal is repaid on redemption after 24 months.',
      },
    },
    products: [
      {
        code: 'SERIA-A',
        minMinor: major(1_000),
        maxMinor: major(500_000),
        stepMinor: major(100),
        nominalMinor: major(100),
        valueChoicesMinor: [5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 75_000, 100_000].map(major),
      },
      {
        code: 'SERIA-A-INST',
        minMinor: major(100_000),
        maxMinor: major(2_000_000),
        stepMinor: major(1_000),
        nominalMinor: major(1_000),
        valueChoicesMinor: [150_000, 250_000, 400_000, 500_000].map(major),
      },
    ],
  },
  {
    key: 'bioMedicaShares',
    landing: 'demo',
    slug: 'biomedica-seria-c',
    type: 'equity',
    currency: 'PLN',
    startOffsetDays: -45,
    endOffsetDays: 75,
    targetMinor: major(2_500_000),
    issuerName: 'BioMedica S.A.',
    payment: {
      iban: 'PL27114020040000300201355387',
      holder: 'BioMedica S.A.',
      bankName: 'mBank S.A.',
      swift: 'BREXPLPW',
      transferTitlePattern: 'Akcje serii C {offerNumber} {investorName}',
    },
    equity: {
      sharesSeries: 'C',
      counterFrom: 1_000_001,
      counterTo: 1_200_000,
      // 200,000 shares at PLN 12.50 each.
      issueValueMinor: major(2_500_000),
      notarialDeed: 'Rep. A nr 4821/2025, notariusz Anna Lis, Kancelaria Notarialna w Krakowie',
      pccFlag: true,
    },
    translations: {
      pl: {
        name: 'Akcje BioMedica seria C',
        shortDescription: 'Emisja 200 000 akcji serii C po 12,50 zł producenta testów diagnostycznych.',
        description:
          'BioMedica S.A. z Krakowa produkuje szybkie testy diagnostyczne dla szpitali i laboratoriów w Polsce i Czechach. ' +
          'Środki z emisji akcji serii C (numery od 1 000 001 do 1 200 000) zostaną przeznaczone na nową linię produkcyjną i certyfikację testów w Unii Europejskiej. ' +
          'Cena emisyjna wynosi 12,50 zł za akcję; minimalny zapis to 100 akcji.',
      },
      en: {
        name: 'BioMedica Shares Series C',
        shortDescription: 'An offering of 200,000 series C shares at PLN 12.50 by a maker of diagnostic tests.',
        description:
          'BioMedica S.A. of Kraków makes rapid diagnostic tests for hospitals and laboratories in Poland and Czechia. ' +
          'The proceeds of the series C shares (numbers 1,000,001 to 1,200,000) will fund a new production line and EU certification of the tests. ' +
          'The issue price is PLN 12.50 a share; the minimum subscription is 100 shares.',
      },
    },
    products: [
      {
        code: 'SERIA-C',
        minMinor: major(1_250),
        maxMinor: major(250_000),
        stepMinor: 1_250,
        nominalMinor: major(1),
        valueChoicesMinor: [100, 200, 400, 800, 1_000, 2_000, 4_000].map((shares) => shares * 1_250),
      },
    ],
  },
  {
    key: 'parkEstateBonds',
    landing: 'demo',
    slug: 'osiedle-parkowe-seria-b',
    type: 'debt',
    currency: 'PLN',
    startOffsetDays: -420,
    endOffsetDays: -240,
    targetMinor: major(3_000_000),
    issuerName: 'Parkowe Inwestycje S.A.',
    payment: {
      iban: 'PL83109010140000071219830423',
      holder: 'Parkowe Inwestycje S.A.',
      bankName: 'Santander Bank Polska S.A.',
      swift: 'WBKPPLPP',
      transferTitlePattern: '{offerNumber} {surname}',
    },
    debt: {
      interestType: 'Fixed',
      interestRate: '8.0000',
      paymentFrequency: 'Semi-annually',
      durationValue: 36,
      durationUnit: 'month',
      taxRate: '19.00',
    },
    translations: {
      pl: {
        name: 'Obligacje Osiedle Parkowe seria B',
        shortDescription: 'Zakończona emisja obligacji mieszkaniowych, 8% w skali roku, odsetki co pół roku.',
        description:
          'Emisja sfinansowała budowę osiedla 120 mieszkań przy Parku Śląskim w Chorzowie. ' +
          'Obligacje oprocentowane są stałą stopą 8% w skali roku, odsetki są wypłacane co pół roku, a wykup następuje po 36 miesiącach. ' +
          'Zapisy zostały zakończone.',
      },
      en: {
        name: 'Park Estate Bonds Series B',
        shortDescription: 'A completed issue of residential development bonds, 8% a year, interest paid every six months.',
        description:
          'The issue financed a 120-flat residential estate next to the Silesian Park in Chorzów. ' +
          'The bonds pay a fixed 8% a year, with interest every six months and redemption after 36 months. ' +
          'Subscriptions are closed.',
      },
    },
    products: [
      {
        code: 'SERIA-B',
        minMinor: major(1_000),
        maxMinor: major(300_000),
        stepMinor: major(100),
        nominalMinor: major(100),
        valueChoicesMinor: [5_000, 10_000, 20_000, 30_000, 50_000, 100_000].map(major),
      },
    ],
  },
  {
    key: 'harbourBonds',
    landing: 'navy',
    slug: 'harbour-logistics-series-a',
    type: 'debt',
    currency: 'EUR',
    startOffsetDays: -120,
    endOffsetDays: 90,
    targetMinor: major(4_000_000),
    issuerName: 'Harbour Logistics plc',
    payment: {
      iban: 'GB29NWBK60161331926819',
      holder: 'Harbour Logistics plc',
      bankName: 'NatWest',
      swift: 'NWBKGB2L',
      transferTitlePattern: 'Bonds {offerNumber} {surname}',
    },
    debt: {
      interestType: 'Fixed',
      interestRate: '7.2500',
      paymentFrequency: 'Semi-annually',
      durationValue: 3,
      durationUnit: 'year',
      taxRate: '19.00',
    },
    translations: {
      en: {
        name: 'Harbour Logistics Bonds Series A',
        shortDescription: 'Senior secured bonds in euro, 7.25% a year paid every six months, three-year term.',
        description:
          'Harbour Logistics operates container terminals in Gdańsk and Rotterdam. ' +
          'The bonds fund two electric gantry cranes and are secured on the terminal equipment. ' +
          'They pay a fixed 7.25% a year every six months and are redeemed at par after three years.',
      },
      pl: {
        name: 'Obligacje Harbour Logistics seria A',
        shortDescription: 'Zabezpieczone obligacje w euro, 7,25% w skali roku, odsetki co pół roku, okres 3 lata.',
        description:
          'Harbour Logistics prowadzi terminale kontenerowe w Gdańsku i Rotterdamie. ' +
          'Środki z emisji sfinansują dwie elektryczne suwnice, stanowiące zabezpieczenie obligacji. ' +
          'Oprocentowanie jest stałe, 7,25% w skali roku, odsetki są wypłacane co pół roku, a wykup po wartości nominalnej następuje po trzech latach.',
      },
    },
    products: [
      {
        code: 'SERIES-A',
        minMinor: major(1_000),
        maxMinor: major(250_000),
        stepMinor: major(100),
        nominalMinor: major(100),
        valueChoicesMinor: [5_000, 10_000, 25_000, 50_000].map(major),
      },
    ],
  },
];
