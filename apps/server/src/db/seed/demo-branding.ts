import type { adminConfigurations, whiteLabelConfigurations } from '../schema/index.ts';

// Branding of the two demo landing pages (product-decisions sections 1 and 7). Texts are in each landing page's language:
// Polish for "Emisja Demo", English for "Navy Capital". The files live in apps/web/public/branding/<slug>/.

type WhiteLabelValues = Omit<typeof whiteLabelConfigurations.$inferInsert, 'landingPageId' | 'updatedAt'>;
type AdminValues = Omit<typeof adminConfigurations.$inferInsert, 'landingPageId' | 'updatedAt'>;

export interface DemoLandingBranding {
  slug: 'demo' | 'navy';
  name: string;
  language: 'pl' | 'en';
  theme: 'theme-default' | 'theme-navy';
  hosts: string[];
  whiteLabel: WhiteLabelValues;
  admin: AdminValues;
}

function images(slug: string) {
  const base = `/branding/${slug}`;
  return {
    logo: `${base}/logo.svg`,
    horizontalLogo: `${base}/horizontal-logo.svg`,
    menuLogo: `${base}/menu-logo.svg`,
    favicon: `${base}/favicon.svg`,
    bgImage: `${base}/background.svg`,
    debtPlaceholder: `${base}/debt-placeholder.svg`,
    equityPlaceholder: `${base}/equity-placeholder.svg`,
  };
}

const demoImages = images('demo');
const navyImages = images('navy');

export const DEMO_BRANDING: DemoLandingBranding = {
  slug: 'demo',
  name: 'Emisja Demo',
  language: 'pl',
  theme: 'theme-default',
  hosts: ['localhost', '127.0.0.1'],
  whiteLabel: {
    issuerHeading: false,
    blockInvestorPanel: false,
    enableLegalPerson: true,
    ...demoImages,
    siteTitle: 'Emisja Demo',
    headline: 'Inwestuj w obligacje i akcje polskich spółek',
    description:
      'Emisja Demo łączy emitentów, doradców i inwestorów. Poznaj bieżące oferty, złóż zapis online i śledź swoje inwestycje oraz harmonogram wypłat w jednym miejscu.',
    subtext:
      'Inwestowanie wiąże się z ryzykiem utraty części lub całości zainwestowanych środków. Przed decyzją zapoznaj się z dokumentami oferty.',
    reg: '/branding/demo/regulamin.html',
    privacyPolicy: '/branding/demo/polityka-prywatnosci.html',
    inviteText:
      'Dzień dobry, zapraszam do zapoznania się z ofertą {campaignName}. Szczegóły oferty i formularz zapisu znajdą Państwo pod linkiem poniżej. W razie pytań pozostaję do dyspozycji.',
    consent2:
      'Wyrażam zgodę na przetwarzanie moich danych osobowych przez Emisja Demo sp. z o.o. z siedzibą w Warszawie, jako administratora danych, w celu przedstawienia mi oferty oraz przyjęcia i obsługi zapisu na papiery wartościowe (art. 6 ust. 1 lit. a RODO). Zgodę mogę wycofać w dowolnym momencie, bez wpływu na zgodność z prawem przetwarzania dokonanego przed jej wycofaniem.',
    consent3:
      'Wyrażam zgodę na otrzymywanie od Emisja Demo sp. z o.o. informacji handlowych o nowych ofertach drogą elektroniczną na podany adres e-mail oraz na kontakt telefoniczny w celach marketingowych. Zgoda jest dobrowolna i mogę ją w każdej chwili wycofać.',
    campaignInvestButtonText: 'Zainwestuj',
    formInvestButtonText: 'Złóż zapis',
    advisorPanel: {
      bgImage: demoImages.bgImage,
      headline: 'Panel doradcy',
      description: 'Zapraszaj klientów do ofert, wysyłaj ankiety KYC i śledź zapisy w swoich sieciach.',
      horizontalLogo: demoImages.horizontalLogo,
    },
    investorPanel: {
      bgImage: demoImages.bgImage,
      headline: 'Panel inwestora',
      description: 'Twoje oferty, inwestycje, harmonogram wypłat odsetek i dokumenty w jednym miejscu.',
      horizontalLogo: demoImages.horizontalLogo,
    },
  },
  admin: {
    investmentRisks: '/branding/demo/ryzyka-inwestycyjne.html',
    themeColors: null,
  },
};

export const NAVY_BRANDING: DemoLandingBranding = {
  slug: 'navy',
  name: 'Navy Capital',
  language: 'en',
  theme: 'theme-navy',
  hosts: ['navy.localhost'],
  whiteLabel: {
    issuerHeading: true,
    blockInvestorPanel: false,
    enableLegalPerson: false,
    ...navyImages,
    siteTitle: 'Navy Capital',
    headline: 'Fixed income for patient investors',
    description:
      'Navy Capital offers bonds of established maritime and logistics companies through licensed advisors. Subscribe online and follow your interest payments in the investor panel.',
    subtext: 'Capital at risk. Read the offer documents and the investment risks before you invest.',
    reg: '/branding/navy/terms.html',
    privacyPolicy: '/branding/navy/privacy-policy.html',
    inviteText:
      'Hello, I would like to invite you to review {campaignName}. The link below opens the offer details and the subscription form. Do not hesitate to contact me with any questions.',
    consent2:
      'I consent to Navy Capital Ltd, as the data controller, processing my personal data in order to present the offer to me and to accept and handle my subscription (Article 6(1)(a) GDPR). I may withdraw this consent at any time without affecting the lawfulness of processing carried out before its withdrawal.',
    consent3:
      'I agree to receive marketing information about new offers from Navy Capital Ltd by e-mail and by telephone. This consent is voluntary and I may withdraw it at any time.',
    campaignInvestButtonText: 'Invest now',
    formInvestButtonText: 'Submit subscription',
    advisorPanel: {
      bgImage: navyImages.bgImage,
      headline: 'Advisor panel',
      description: 'Invite clients to offers, send KYC questionnaires and follow subscriptions in your network.',
      horizontalLogo: navyImages.horizontalLogo,
    },
    investorPanel: {
      bgImage: navyImages.bgImage,
      headline: 'Investor panel',
      description: 'Your offers, investments, interest payment schedules and documents in one place.',
      horizontalLogo: navyImages.horizontalLogo,
    },
  },
  admin: {
    investmentRisks: '/branding/navy/investment-risks.html',
    themeColors: null,
  },
};
