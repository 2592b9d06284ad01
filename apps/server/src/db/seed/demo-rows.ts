import { randomUUID } from 'node:crypto';
import { decimalToHundredths, hundredthsToDecimal, isoDateInTimeZone, type ContextType, type Language } from '@emisja/shared';
import { computeMaturityDate, computePaymentSchedule } from '../../modules/investments/payment-schedule.ts';
import {
  adminConfigurations,
  advisorNetworks,
  advisors,
  campaignTranslations,
  campaigns,
  investments,
  investorOffers,
  investors,
  kycIdentityVerifications,
  kycRequests,
  landingHosts,
  landingPages,
  networks,
  offerStatusHistory,
  paymentScheduleEntries,
  products,
  userContexts,
  users,
  whiteLabelConfigurations,
  type OfferStatus,
} from '../schema/index.ts';
import { DEMO_CAMPAIGNS, type DemoCampaign, type DemoCampaignKey, type DemoProduct } from './demo-campaigns.ts';
import { DEMO_BRANDING, NAVY_BRANDING, type DemoLandingBranding } from './demo-branding.ts';
import { buildDemoKycAnswers, buildDemoKycDraft, createNip, createRegon } from './demo-kyc.ts';
import {
  DEMO_ADMIN,
  DEMO_ADVISOR,
  DEMO_ADVISOR_2,
  DEMO_COORDINATOR,
  DEMO_INVESTOR,
  EXTRA_DEMO_ADVISORS,
  NAVY_ADMIN,
  NAVY_ADVISOR,
  NAVY_INVESTOR,
  NAVY_NETWORK,
  NORTH_NETWORK,
  OTHER_DEMO_INVESTORS,
  OTHER_NAVY_INVESTORS,
  SOUTH_NETWORK,
  type DemoAdvisor,
  type DemoInvestor,
} from './demo-people.ts';
import {
  addDays,
  addHours,
  atHour,
  createBankAccount,
  createIdCardNumber,
  createPesel,
  createPhoneNumber,
  createRandom,
  createTokenHash,
  formatMinorUnits,
  toDate,
  toEmailLocalPart,
  type Random,
} from './seed-helpers.ts';

// Builds every row of the demo data in memory (ids chosen here), so seeding is a handful of batched inserts in one
// transaction. Pure apart from random ids and token secrets: the same `now` gives the same people, offers and amounts.

/** The tables of the demo data, in the order they are inserted: a row's references are inserted before it. */
export const DEMO_TABLES = {
  landingPages,
  landingHosts,
  whiteLabelConfigurations,
  adminConfigurations,
  users,
  userContexts,
  networks,
  advisors,
  advisorNetworks,
  investors,
  campaigns,
  campaignTranslations,
  products,
  investorOffers,
  offerStatusHistory,
  investments,
  paymentScheduleEntries,
  kycRequests,
  kycIdentityVerifications,
};

type DemoTables = typeof DEMO_TABLES;

export type DemoRows = { [Table in keyof DemoTables]: DemoTables[Table]['$inferInsert'][] };

type LandingSlug = 'demo' | 'navy';

interface Actor {
  userId: string | null;
  label: string;
}

interface AdvisorRef extends Actor {
  id: string;
  userId: string;
  definition: DemoAdvisor;
}

interface InvestorRef extends Actor {
  id: string;
  userId: string;
  email: string;
  definition: DemoInvestor;
  pesel: string | null;
  bankAccount: string | null;
  phoneNo: string | null;
  row: typeof investors.$inferInsert;
}

interface ProductRef {
  id: string;
  definition: DemoProduct;
}

interface CampaignRef {
  id: string;
  landingPageId: string;
  definition: DemoCampaign;
  name: string;
  startDate: string;
  endDate: string;
  isFinished: boolean;
  products: ProductRef[];
}

interface OfferPlan {
  landing: LandingSlug;
  investor: InvestorRef;
  campaign: CampaignRef;
  product?: ProductRef;
  owner: AdvisorRef;
  networkId: string;
  status: OfferStatus;
  /** Who confirms the payment (accepted -> active): an admin or a coordinator (product-decisions section 3). */
  confirmedBy: Actor;
  /** Statuses before the final one; chosen at random for rejected, declined and archived when absent. */
  path?: OfferStatus[];
  invitedAt?: Date;
  /** Hours between the steps; random (3 to 96) when absent. */
  gapsInHours?: number[];
  valueMinor?: number;
}

const FORWARD_PATH: OfferStatus[] = ['invited', 'viewed', 'interested', 'accepted', 'active'];
const SYSTEM: Actor = { userId: null, label: 'system' };
const MS_PER_MINUTE = 60_000;

const TEXTS: Record<
  Language,
  {
    invitations: ((campaign: string, advisor: string) => string)[];
    rejectionReasons: string[];
    campaignEnded: string;
    archivedByAdvisor: string;
    identityVerificationFailed: string;
  }
> = {
  pl: {
    invitations: [
      (campaign, advisor) =>
        `Dzień dobry, w nawiązaniu do naszej rozmowy przesyłam zaproszenie do oferty „${campaign}”. Chętnie odpowiem na pytania. Pozdrawiam, ${advisor}`,
      (campaign, advisor) =>
        `Szanowni Państwo, zapraszam do zapoznania się z ofertą „${campaign}”. Szczegóły i formularz zapisu są dostępne pod linkiem. ${advisor}`,
      (campaign, advisor) =>
        `Dzień dobry, jak ustaliliśmy, przesyłam link do oferty „${campaign}”. Zapraszam do kontaktu. ${advisor}`,
    ],
    rejectionReasons: [
      'Inwestor nie przesłał wymaganych dokumentów KYC.',
      'Brak wpłaty w wymaganym terminie.',
      'Dane w formularzu zapisu są niezgodne z dokumentem tożsamości.',
      'Produkt nie jest odpowiedni dla profilu inwestora.',
    ],
    campaignEnded: 'Kampania zakończyła się.',
    archivedByAdvisor: 'Inwestor zrezygnował z dalszego kontaktu.',
    identityVerificationFailed: 'Zdjęcie dowodu osobistego jest nieczytelne: poprosiłem inwestora o ponowne przesłanie skanu.',
  },
  en: {
    invitations: [
      (campaign, advisor) =>
        `Hello, following our conversation I am sending you an invitation to "${campaign}". I am happy to answer any questions. Kind regards, ${advisor}`,
      (campaign, advisor) =>
        `Dear investor, please have a look at "${campaign}". The link opens the details and the subscription form. ${advisor}`,
    ],
    rejectionReasons: ['The investor did not send the required KYC documents.', 'The payment did not arrive on time.'],
    campaignEnded: 'The campaign has ended.',
    archivedByAdvisor: 'The investor asked not to be contacted again.',
    identityVerificationFailed: 'The photo of the identity card is unreadable: the investor was asked for a new scan.',
  },
};

export function buildDemoRows({ now, passwordHash }: { now: Date; passwordHash: string }): DemoRows {
  const random = createRandom(20_250_701);
  // Today's date in Poland (the platform's business time zone, product-decisions section 6).
  const today = isoDateInTimeZone(now);
  const rows: DemoRows = {
    landingPages: [],
    landingHosts: [],
    whiteLabelConfigurations: [],
    adminConfigurations: [],
    users: [],
    userContexts: [],
    networks: [],
    advisors: [],
    advisorNetworks: [],
    investors: [],
    campaigns: [],
    campaignTranslations: [],
    products: [],
    investorOffers: [],
    offerStatusHistory: [],
    investments: [],
    paymentScheduleEntries: [],
    kycRequests: [],
    kycIdentityVerifications: [],
  };

  const landingIds = new Map<LandingSlug, string>();
  const landingLanguage = new Map<LandingSlug, Language>();
  const addLanding = (branding: DemoLandingBranding) => {
    const id = randomUUID();
    landingIds.set(branding.slug, id);
    landingLanguage.set(branding.slug, branding.language);
    rows.landingPages.push({ id, slug: branding.slug, name: branding.name, language: branding.language, theme: branding.theme });
    for (const host of branding.hosts) rows.landingHosts.push({ host, landingPageId: id });
    rows.whiteLabelConfigurations.push({ landingPageId: id, ...branding.whiteLabel });
    rows.adminConfigurations.push({ landingPageId: id, ...branding.admin });
  };
  addLanding(DEMO_BRANDING);
  addLanding(NAVY_BRANDING);
  const landingId = (slug: LandingSlug) => landingIds.get(slug) as string;

  // Users are platform-wide: one row per e-mail even if the person appears on both landing pages.
  const userRows = new Map<string, typeof users.$inferInsert>();
  const addUser = (
    email: string,
    person: { firstName: string; surname: string },
    hash: string | null,
    isActive: boolean,
    createdAt?: Date,
  ): string => {
    const existing = userRows.get(email);
    if (existing) return existing.id as string;
    const row = {
      id: randomUUID(),
      email,
      passwordHash: hash,
      firstName: person.firstName,
      surname: person.surname,
      isActive,
      createdAt,
      updatedAt: createdAt,
    };
    userRows.set(email, row);
    rows.users.push(row);
    return row.id;
  };
  const addContext = (userId: string, landingPageId: string, contextType: ContextType) =>
    rows.userContexts.push({ userId, landingPageId, contextType });

  const networkIds = new Map<string, string>();
  const addNetwork = (slug: LandingSlug, name: string) => {
    const id = randomUUID();
    networkIds.set(`${slug}:${name}`, id);
    rows.networks.push({ id, landingPageId: landingId(slug), name });
    return id;
  };
  const northId = addNetwork('demo', NORTH_NETWORK);
  const southId = addNetwork('demo', SOUTH_NETWORK);
  const atlanticId = addNetwork('navy', NAVY_NETWORK);

  let advisorNumber = 0;
  const addAdvisor = (slug: LandingSlug, definition: DemoAdvisor): AdvisorRef => {
    const landingPageId = landingId(slug);
    const { status } = definition;
    // Every advisor joined before the oldest demo campaign (420 days ago), so they may own any demo offer.
    const powerOfAttorneyStart = addDays(today, -random.int(450, 1100));
    // Advisors awaiting activation were added days ago and have no password yet; archived ones keep theirs but lose the
    // account and the context.
    const createdAt = status === 'initial' ? addHours(now, -24 * random.int(2, 10)) : atHour(powerOfAttorneyStart, 9);
    const userId = addUser(
      definition.email,
      definition,
      status === 'initial' ? null : passwordHash,
      status === 'active',
      createdAt,
    );
    if (status !== 'deleted') addContext(userId, landingPageId, 'advisor-panel');
    const id = randomUUID();
    advisorNumber += 1;
    const isPolish = slug === 'demo';
    const isPassport = !isPolish || advisorNumber % 5 === 0;
    rows.advisors.push({
      id,
      landingPageId,
      userId,
      firstName: definition.firstName,
      surname: definition.surname,
      email: definition.email,
      status,
      role: definition.role,
      externalId: `${slug === 'demo' ? 'DOR' : 'NAV'}-${String(advisorNumber).padStart(4, '0')}`,
      documentType: isPassport ? 'PASSPORT' : 'ID_CARD',
      documentNumber: isPassport
        ? `E${String.fromCharCode(65 + random.int(0, 25))}${random.int(1_000_000, 9_999_999)}`
        : createIdCardNumber(random),
      documentExpiryDate: addDays(today, random.int(400, 3000)),
      documentIndefinite: false,
      documentCountry: isPolish ? 'PL' : 'GB',
      powerOfAttorneyStart,
      powerOfAttorneyEnd: addDays(powerOfAttorneyStart, 5 * 365),
      phoneNo: createPhoneNumber(random),
      createdAt,
      updatedAt: createdAt,
      archivedAt: status === 'deleted' ? addHours(now, -24 * random.int(10, 120)) : null,
    });
    for (const membership of definition.networks) {
      const networkId = networkIds.get(`${slug}:${membership.name}`);
      if (!networkId) throw new Error(`unknown demo network ${membership.name}`);
      rows.advisorNetworks.push({ landingPageId, advisorId: id, networkId, isCoordinator: membership.isCoordinator });
    }
    return { id, userId, label: `${definition.firstName} ${definition.surname}`, definition };
  };

  const admin = addAdvisor('demo', DEMO_ADMIN);
  const coordinator = addAdvisor('demo', DEMO_COORDINATOR);
  const advisor = addAdvisor('demo', DEMO_ADVISOR);
  const advisor2 = addAdvisor('demo', DEMO_ADVISOR_2);
  const extraAdvisors = EXTRA_DEMO_ADVISORS.map((definition) => addAdvisor('demo', definition));
  const navyAdvisor = addAdvisor('navy', NAVY_ADVISOR);
  addAdvisor('navy', NAVY_ADMIN);

  const addInvestor = (slug: LandingSlug, definition: DemoInvestor, index: number): InvestorRef => {
    const landingPageId = landingId(slug);
    const email = definition.email ?? `${toEmailLocalPart(definition.firstName, definition.surname)}@example.com`;
    // Investors log in by an e-mail link: no password.
    const userId = addUser(email, definition, null, true);
    addContext(userId, landingPageId, 'investor-panel');
    const isPolish = slug === 'demo';
    const isCompany = definition.companyName !== undefined;
    // Every fifth investor has not filled in the KYC form yet: no PESEL and no bank account.
    const hasPersonalData = isPolish && index % 5 !== 4;
    const birthDate = `${random.int(1950, 2001)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    const pesel = hasPersonalData && !isCompany ? createPesel(birthDate, definition.isFemale, random) : null;
    const bankAccount = hasPersonalData ? createBankAccount(random) : null;
    const phoneNo = isPolish ? createPhoneNumber(random) : `+447700900${String(random.int(0, 999)).padStart(3, '0')}`;
    const id = randomUUID();
    const row: typeof investors.$inferInsert = {
      id,
      landingPageId,
      userId,
      email,
      firstName: definition.firstName,
      surname: definition.surname,
      phoneNo,
      pesel,
      bankAccount,
      isLegalPerson: isCompany,
      companyName: definition.companyName ?? null,
    };
    rows.investors.push(row);
    const label = definition.companyName ?? `${definition.firstName} ${definition.surname}`;
    return { id, userId, email, label, definition, pesel, bankAccount, phoneNo, row };
  };

  const demoInvestor = addInvestor('demo', DEMO_INVESTOR, 0);
  const otherDemoInvestors = OTHER_DEMO_INVESTORS.map((definition, index) => addInvestor('demo', definition, index + 1));
  const navyInvestor = addInvestor('navy', NAVY_INVESTOR, 0);
  const otherNavyInvestors = OTHER_NAVY_INVESTORS.map((definition, index) => addInvestor('navy', definition, index + 1));

  const campaignRefs = new Map<DemoCampaignKey, CampaignRef>();
  for (const definition of DEMO_CAMPAIGNS) {
    const id = randomUUID();
    const landingPageId = landingId(definition.landing);
    const startDate = addDays(today, definition.startOffsetDays);
    const endDate = addDays(today, definition.endOffsetDays);
    rows.campaigns.push({
      id,
      landingPageId,
      slug: definition.slug,
      type: definition.type,
      currency: definition.currency,
      startDate,
      endDate,
      targetAmount: formatMinorUnits(definition.targetMinor),
      raisedAmount: '0.00',
      isActive: true,
      imageUrl: null,
      paymentIban: definition.payment.iban,
      paymentHolder: definition.payment.holder,
      paymentBankName: definition.payment.bankName,
      paymentSwift: definition.payment.swift,
      transferTitlePattern: definition.payment.transferTitlePattern,
      issuerName: definition.issuerName,
      ...(definition.debt ?? {}),
      ...(definition.equity
        ? {
            sharesSeries: definition.equity.sharesSeries,
            counterFrom: definition.equity.counterFrom,
            counterTo: definition.equity.counterTo,
            issueValue: formatMinorUnits(definition.equity.issueValueMinor),
            notarialDeed: definition.equity.notarialDeed,
            pccFlag: definition.equity.pccFlag,
          }
        : {}),
    });
    for (const language of ['pl', 'en'] as const)
      rows.campaignTranslations.push({ campaignId: id, language, ...definition.translations[language] });
    const productRefs = definition.products.map((product) => {
      const productId = randomUUID();
      rows.products.push({
        id: productId,
        campaignId: id,
        landingPageId,
        code: product.code,
        investmentValueMin: formatMinorUnits(product.minMinor),
        investmentValueMax: formatMinorUnits(product.maxMinor),
        investmentValueStep: formatMinorUnits(product.stepMinor),
        nominalValue: product.nominalMinor === null ? null : formatMinorUnits(product.nominalMinor),
      });
      return { id: productId, definition: product };
    });
    const language = landingLanguage.get(definition.landing) ?? 'pl';
    campaignRefs.set(definition.key, {
      id,
      landingPageId,
      definition,
      name: definition.translations[language].name,
      startDate,
      endDate,
      isFinished: endDate < today,
      products: productRefs,
    });
  }
  const campaign = (key: DemoCampaignKey) => campaignRefs.get(key) as CampaignRef;
  const greenBonds = campaign('greenEnergyBonds');
  const bioMedica = campaign('bioMedicaShares');
  const parkEstate = campaign('parkEstateBonds');
  const harbour = campaign('harbourBonds');

  // --- Offers -------------------------------------------------------------------------------------------------------------
  const plans: OfferPlan[] = [];
  const coordinatorOrAdmin = () => random.pick<Actor>([admin, coordinator]);

  // inwestor@emisja.test: one offer in every status; the active one is the quarterly 9% bond, activated about 194 days ago
  // (the first quarter paid, the second due about 11 days ago and not paid: it reads unpaid; six scheduled).
  const demoInvestorPlans: Omit<OfferPlan, 'landing' | 'investor' | 'confirmedBy'>[] = [
    { status: 'invited', campaign: bioMedica, owner: advisor, networkId: northId },
    { status: 'viewed', campaign: greenBonds, owner: advisor, networkId: northId },
    { status: 'interested', campaign: bioMedica, owner: advisor2, networkId: southId },
    { status: 'accepted', campaign: bioMedica, owner: advisor, networkId: northId, valueMinor: 800 * 1_250 },
    {
      status: 'active',
      campaign: greenBonds,
      owner: advisor,
      networkId: northId,
      valueMinor: 50_000_00,
      invitedAt: atHour(addDays(today, -199), 8),
      gapsInHours: [3, 26, 30, 48],
    },
    {
      status: 'rejected',
      campaign: greenBonds,
      owner: advisor2,
      networkId: southId,
      path: ['invited', 'viewed', 'interested', 'accepted'],
    },
    { status: 'declined', campaign: bioMedica, owner: coordinator, networkId: southId, path: ['invited', 'viewed'] },
    { status: 'archived', campaign: parkEstate, owner: advisor, networkId: northId, path: ['invited', 'viewed', 'interested'] },
  ];
  for (const plan of demoInvestorPlans)
    plans.push({ ...plan, landing: 'demo', investor: demoInvestor, confirmedBy: coordinator });

  // 64 more offers spread over every status, both networks and the advisors of each network.
  const statusCounts: [OfferStatus, number][] = [
    ['invited', 10],
    ['viewed', 8],
    ['interested', 8],
    ['accepted', 7],
    ['active', 10],
    ['rejected', 7],
    ['declined', 6],
    ['archived', 8],
  ];
  const owners = {
    north: [
      advisor,
      advisor,
      advisor,
      coordinator,
      coordinator,
      admin,
      ...extraAdvisors.filter((ref) => isActiveIn(ref, NORTH_NETWORK)),
    ],
    south: [
      advisor2,
      advisor2,
      advisor2,
      coordinator,
      coordinator,
      admin,
      ...extraAdvisors.filter((ref) => isActiveIn(ref, SOUTH_NETWORK)),
    ],
  };
  const statuses = random.shuffle(statusCounts.flatMap(([status, count]) => Array.from({ length: count }, () => status)));
  const seenPerStatus = new Map<OfferStatus, number>();
  statuses.forEach((status, index) => {
    // Alternate the networks within each status, so every status appears in both networks.
    const seen = seenPerStatus.get(status) ?? 0;
    seenPerStatus.set(status, seen + 1);
    const isNorth = seen % 2 === 0;
    const investor = otherDemoInvestors[index % otherDemoInvestors.length] as InvestorRef;
    const offerCampaign = chooseDemoCampaign(status, random, { greenBonds, bioMedica, parkEstate });
    // Companies subscribe to the institutional series of the bond when there is one.
    const product =
      investor.definition.companyName !== undefined
        ? (offerCampaign.products[1] ?? offerCampaign.products[0])
        : offerCampaign.products[0];
    plans.push({
      landing: 'demo',
      investor,
      campaign: offerCampaign,
      product,
      owner: random.pick(isNorth ? owners.north : owners.south),
      networkId: isNorth ? northId : southId,
      status,
      confirmedBy: coordinatorOrAdmin(),
    });
  });

  // Navy Capital: its advisor and investors, every status but archived-by-campaign-end (its campaign is running).
  const navyBackOffice: Actor = { userId: null, label: 'Navy Capital back office' };
  const navyPlans: [InvestorRef, OfferStatus, number?][] = [
    [navyInvestor, 'invited'],
    [navyInvestor, 'interested'],
    [navyInvestor, 'active', 25_000_00],
    [navyInvestor, 'rejected'],
    [otherNavyInvestors[0] as InvestorRef, 'viewed'],
    [otherNavyInvestors[0] as InvestorRef, 'active', 10_000_00],
    [otherNavyInvestors[1] as InvestorRef, 'accepted'],
    [otherNavyInvestors[1] as InvestorRef, 'declined'],
    [otherNavyInvestors[2] as InvestorRef, 'invited'],
    [otherNavyInvestors[2] as InvestorRef, 'archived'],
  ];
  for (const [investor, status, valueMinor] of navyPlans) {
    plans.push({
      landing: 'navy',
      investor,
      campaign: harbour,
      owner: navyAdvisor,
      networkId: atlanticId,
      status,
      confirmedBy: navyBackOffice,
      ...(valueMinor === undefined ? {} : { valueMinor }),
    });
  }

  const raisedMinor = new Map<string, number>();
  const firstOfferAt = new Map<string, Date>();
  for (const plan of plans) {
    const language = landingLanguage.get(plan.landing) ?? 'pl';
    const texts = TEXTS[language];
    const product = plan.product ?? (plan.campaign.products[0] as ProductRef);
    const path = plan.path ? [...plan.path, plan.status] : lifecyclePath(plan.status, random);
    const times = planTimeline(plan, path, now, random);
    const offerId = randomUUID();
    const landingPageId = landingId(plan.landing);
    const timeOf = (status: OfferStatus) => {
      const index = path.indexOf(status);
      return index === -1 ? null : (times[index] as Date);
    };
    const acceptedAt = timeOf('accepted');
    const activeAt = timeOf('active');
    const valueMinor = acceptedAt ? (plan.valueMinor ?? random.pick(product.definition.valueChoicesMinor)) : null;
    const paymentDate = activeAt ? toDate(activeAt) : null;
    const debt = plan.campaign.definition.debt;
    if (activeAt && !debt) throw new Error('demo data: active offers are on debt campaigns (they get a payment schedule)');
    const maturity = paymentDate && debt ? computeMaturityDate(paymentDate, debt.durationValue, debt.durationUnit) : null;
    const finalStatus = plan.status;
    const isSystemArchive = finalStatus === 'archived' && plan.campaign.isFinished;
    const rejectionReason = finalStatus === 'rejected' ? random.pick(texts.rejectionReasons) : null;
    const statusDate = times.at(-1) as Date;

    rows.investorOffers.push({
      id: offerId,
      landingPageId,
      campaignId: plan.campaign.id,
      productId: product.id,
      investorId: plan.investor.id,
      ownerAdvisorId: plan.owner.id,
      networkId: plan.networkId,
      status: finalStatus,
      statusDate,
      tokenHash: createTokenHash(),
      invitationMessage: random.pick(texts.invitations)(plan.campaign.name, plan.owner.label),
      investmentValue: valueMinor === null ? null : formatMinorUnits(valueMinor),
      currency: plan.campaign.definition.currency,
      agreementDate: acceptedAt ? toDate(acceptedAt) : null,
      paymentDate,
      endDate: maturity,
      rejectionReason,
      createdAt: times[0] as Date,
      updatedAt: statusDate,
    });

    path.forEach((toStatus, index) => {
      const actor = actorOf(toStatus, plan, isSystemArchive);
      let reason: string | null = null;
      if (toStatus === 'rejected') reason = rejectionReason;
      if (toStatus === 'archived') reason = isSystemArchive ? texts.campaignEnded : texts.archivedByAdvisor;
      rows.offerStatusHistory.push({
        offerId,
        fromStatus: index === 0 ? null : (path[index - 1] as OfferStatus),
        toStatus,
        changedByUserId: actor.userId,
        changedByLabel: actor.label,
        reason,
        createdAt: times[index] as Date,
      });
    });

    const investorFirstOffer = firstOfferAt.get(plan.investor.id);
    if (!investorFirstOffer || (times[0] as Date) < investorFirstOffer) firstOfferAt.set(plan.investor.id, times[0] as Date);

    if (activeAt && paymentDate && maturity && debt && valueMinor !== null) {
      const investmentId = randomUUID();
      const amount = formatMinorUnits(valueMinor);
      rows.investments.push({
        id: investmentId,
        landingPageId,
        offerId,
        investorId: plan.investor.id,
        campaignId: plan.campaign.id,
        productId: product.id,
        amount,
        currency: plan.campaign.definition.currency,
        startDate: paymentDate,
        endDate: maturity,
        status: 'active',
        createdAt: activeAt,
      });
      const schedule = computePaymentSchedule({
        amount,
        annualRatePercent: debt.interestRate,
        frequency: debt.paymentFrequency,
        startDate: paymentDate,
        durationValue: debt.durationValue,
        durationUnit: debt.durationUnit,
        taxRatePercent: debt.taxRate,
      });
      // The demo investor's latest payment that fell due is not paid yet: the panels show it as unpaid (derived, never
      // stored) and a coordinator can record it (product-decisions section 10; docs/decisions/033).
      const dueDates = schedule.map((entry) => entry.paymentDate).filter((date) => date < today);
      const unpaidDate = plan.investor === demoInvestor ? dueDates.at(-1) : undefined;
      for (const entry of schedule) {
        const isPaid = entry.paymentDate < today && entry.paymentDate !== unpaidDate;
        rows.paymentScheduleEntries.push({
          investmentId,
          ...entry,
          status: isPaid ? 'paid' : 'scheduled',
          // A paid row records what reached the investor: the net interest and, with the last period, the principal.
          ...(isPaid ? { paidAmount: addAmounts(entry.net, entry.principal ?? '0'), paidAt: entry.paymentDate } : {}),
        });
      }
      raisedMinor.set(plan.campaign.id, (raisedMinor.get(plan.campaign.id) ?? 0) + valueMinor);
    }
  }

  for (const row of rows.campaigns) row.raisedAmount = formatMinorUnits(raisedMinor.get(row.id as string) ?? 0);
  for (const investor of [demoInvestor, ...otherDemoInvestors, navyInvestor, ...otherNavyInvestors]) {
    // The advisor's invitation created the investor and the user an hour before the first offer.
    const firstOffer = firstOfferAt.get(investor.id);
    const user = userRows.get(investor.email);
    if (!firstOffer || !user) continue;
    investor.row.createdAt = addHours(firstOffer, -1);
    investor.row.updatedAt = investor.row.createdAt;
    user.createdAt = investor.row.createdAt;
    user.updatedAt = investor.row.createdAt;
  }

  // --- KYC (/app/kyc, /kyc-form; issue 12) ------------------------------------------------------------------------------------
  // Every investor whose personal data the platform holds got it from a submitted questionnaire: the demo investor's is
  // verified, the others' verified, awaiting or failed. Open requests: one sent, one in progress with a draft, one expired
  // by time, one to a new e-mail; Navy has one sent request. A separate random stream leaves the rows above unchanged.
  const kycRandom = createRandom(20_261_125);
  const advisorsById = new Map(
    [admin, coordinator, advisor, advisor2, ...extraAdvisors, navyAdvisor].map((ref) => [ref.id, ref]),
  );
  const senderOf = (investor: InvestorRef, fallback: AdvisorRef): AdvisorRef => {
    const first = rows.investorOffers
      .filter((offer) => offer.investorId === investor.id)
      .sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime())[0];
    const owner = first ? advisorsById.get(first.ownerAdvisorId) : undefined;
    return owner?.definition.status === 'active' ? owner : fallback;
  };
  const latest = (time: Date, hoursBeforeNow: number) =>
    new Date(Math.min(time.getTime(), now.getTime() - hoursBeforeNow * 3_600_000));
  const addKycRequest = (request: {
    slug: LandingSlug;
    sender: AdvisorRef;
    investor: Pick<InvestorRef, 'id' | 'email'>;
    createdAt: Date;
    status: 'sent' | 'in-progress' | 'submitted';
    draft?: Record<string, unknown>;
    data?: Record<string, unknown>;
    submittedAt?: Date;
    identityVerification?: 'not-started' | 'in-progress' | 'success' | 'failed';
  }): string => {
    const id = randomUUID();
    const language = landingLanguage.get(request.slug) ?? 'pl';
    rows.kycRequests.push({
      id,
      landingPageId: landingId(request.slug),
      investorEmail: request.investor.email,
      investorId: request.investor.id,
      advisorId: request.sender.id,
      message:
        language === 'pl'
          ? `Dzień dobry, proszę o wypełnienie ankiety KYC przed złożeniem zapisu. Pozdrawiam, ${request.sender.label}`
          : `Hello, please fill in the KYC questionnaire before you subscribe. Kind regards, ${request.sender.label}`,
      tokenHash: createTokenHash(),
      status: request.status,
      expiresAt: addHours(request.createdAt, 30 * 24),
      draft: request.draft ?? null,
      draftSavedAt: request.draft ? addHours(request.createdAt, 20) : null,
      submittedAt: request.submittedAt ?? null,
      data: request.data ?? null,
      identityVerification: request.identityVerification ?? 'not-started',
      createdAt: request.createdAt,
      updatedAt: request.submittedAt ?? request.createdAt,
    });
    return id;
  };

  const polishInvestors = [demoInvestor, ...otherDemoInvestors];
  polishInvestors.forEach((investor, index) => {
    if (!investor.bankAccount) return; // not filled in yet
    const { definition } = investor;
    const company = definition.companyName
      ? {
          name: definition.companyName,
          krs: String(kycRandom.int(100_000, 999_999)).padStart(10, '0'),
          regon: createRegon(kycRandom),
          nip: createNip(kycRandom),
        }
      : undefined;
    const birthDate = `${kycRandom.int(1960, 1990)}-${String(kycRandom.int(1, 12)).padStart(2, '0')}-${String(kycRandom.int(1, 28)).padStart(2, '0')}`;
    const answers = buildDemoKycAnswers(
      {
        title: definition.isFemale ? 'Mrs.' : 'Mr.',
        firstName: definition.firstName,
        surname: definition.surname,
        pesel: investor.pesel ?? createPesel(birthDate, definition.isFemale, kycRandom),
        phoneNo: investor.phoneNo ?? createPhoneNumber(kycRandom),
        bankAccount: investor.bankAccount,
        ...(company ? { company } : {}),
      },
      kycRandom,
      today,
      now,
    );
    const sender = investor === demoInvestor ? advisor : senderOf(investor, coordinator);
    const firstOffer = firstOfferAt.get(investor.id) ?? addHours(now, -24 * 40);
    const createdAt = latest(addHours(firstOffer, kycRandom.int(2, 30)), 24 * 3);
    const submittedAt = latest(addHours(createdAt, kycRandom.int(24, 96)), 2);
    const verification = investor === demoInvestor || index % 6 !== 3 ? (index === 4 ? 'failed' : 'success') : 'in-progress';
    const id = addKycRequest({
      slug: 'demo',
      sender,
      investor,
      createdAt,
      status: 'submitted',
      data: answers,
      submittedAt,
      identityVerification: verification,
    });
    rows.kycIdentityVerifications.push({
      kycRequestId: id,
      status: 'in-progress',
      provider: 'manual',
      decidedByLabel: 'System',
      createdAt: submittedAt,
    });
    if (verification !== 'in-progress') {
      rows.kycIdentityVerifications.push({
        kycRequestId: id,
        status: verification,
        note: verification === 'failed' ? TEXTS.pl.identityVerificationFailed : null,
        provider: 'manual',
        decidedByUserId: coordinator.userId,
        decidedByLabel: coordinator.label,
        createdAt: latest(addHours(submittedAt, kycRandom.int(2, 48)), 1),
      });
    }
    Object.assign(investor.row, {
      firstName: answers.firstName,
      surname: answers.surname,
      phoneNo: answers.phoneNo,
      pesel: answers.investorType === 'person' ? answers.identificationNo : null,
      bankAccount: answers.bankAccount,
      isLegalPerson: answers.investorType === 'company',
      companyName: answers.company?.companyName ?? null,
      lastKycRequestId: id,
      kycSubmittedAt: submittedAt,
    });
  });

  const withoutData = (surname: string): InvestorRef => {
    const found = otherDemoInvestors.find((investor) => investor.definition.surname === surname);
    if (!found || found.bankAccount) throw new Error(`demo data: ${surname} should be an investor without personal data`);
    return found;
  };
  const inProgress = withoutData('Wójcik');
  const draftBirthDate = '1988-06-14';
  addKycRequest({
    slug: 'demo',
    sender: senderOf(inProgress, advisor2),
    investor: inProgress,
    createdAt: addHours(now, -24 * 6),
    status: 'in-progress',
    draft: buildDemoKycDraft(
      {
        title: 'Mrs.',
        firstName: inProgress.definition.firstName,
        surname: inProgress.definition.surname,
        pesel: createPesel(draftBirthDate, true, kycRandom),
        phoneNo: inProgress.phoneNo ?? createPhoneNumber(kycRandom),
        bankAccount: createBankAccount(kycRandom),
      },
      kycRandom,
      today,
    ) as Record<string, unknown>,
  });
  const sentTo = withoutData('Pawłowski');
  addKycRequest({
    slug: 'demo',
    sender: senderOf(sentTo, advisor),
    investor: sentTo,
    createdAt: addHours(now, -24 * 2 - 5),
    status: 'sent',
  });
  // Sent 45 days ago and never opened: past its 30 days, it shows as expired.
  const lapsed = withoutData('Jankowska');
  addKycRequest({
    slug: 'demo',
    sender: senderOf(lapsed, advisor2),
    investor: lapsed,
    createdAt: addHours(now, -24 * 45),
    status: 'sent',
  });
  // A new e-mail: the invitation created the user and the investor, nothing else yet.
  const prospect = { firstName: 'Nowy', surname: 'Klient', isFemale: false };
  const prospectEmail = 'nowy.klient@example.com';
  const prospectUserId = addUser(prospectEmail, prospect, null, true, addHours(now, -24 * 3));
  addContext(prospectUserId, landingId('demo'), 'investor-panel');
  const prospectId = randomUUID();
  rows.investors.push({ id: prospectId, landingPageId: landingId('demo'), userId: prospectUserId, email: prospectEmail });
  addKycRequest({
    slug: 'demo',
    sender: advisor,
    investor: { id: prospectId, email: prospectEmail },
    createdAt: addHours(now, -24 * 3),
    status: 'sent',
  });

  const navySentTo = otherNavyInvestors[0] as InvestorRef;
  addKycRequest({ slug: 'navy', sender: navyAdvisor, investor: navySentTo, createdAt: addHours(now, -24 * 4), status: 'sent' });

  return rows;
}

function isActiveIn(ref: AdvisorRef, network: string): boolean {
  return ref.definition.status === 'active' && ref.definition.networks.some((membership) => membership.name === network);
}

/** Pending offers are on running campaigns, active ones on bonds (they have a schedule), archived mostly on the ended one. */
function chooseDemoCampaign(
  status: OfferStatus,
  random: Random,
  { greenBonds, bioMedica, parkEstate }: { greenBonds: CampaignRef; bioMedica: CampaignRef; parkEstate: CampaignRef },
): CampaignRef {
  switch (status) {
    case 'invited':
    case 'viewed':
    case 'interested':
    case 'accepted':
      return random.chance(0.65) ? greenBonds : bioMedica;
    case 'active':
      return random.chance(0.7) ? greenBonds : parkEstate;
    case 'archived':
      return random.chance(0.75) ? parkEstate : greenBonds;
    case 'rejected':
    case 'declined':
      return random.pick([greenBonds, greenBonds, bioMedica, parkEstate]);
  }
}

/** The statuses an offer went through to reach `status` (product-decisions section 3). */
function lifecyclePath(status: OfferStatus, random: Random): OfferStatus[] {
  switch (status) {
    case 'declined':
      return [...FORWARD_PATH.slice(0, random.int(1, 3)), 'declined'];
    case 'rejected':
    case 'archived':
      return [...FORWARD_PATH.slice(0, random.int(1, 4)), status];
    default:
      return FORWARD_PATH.slice(0, FORWARD_PATH.indexOf(status) + 1);
  }
}

/**
 * Moments of each step: inside the campaign's subscription window, a few hours to four days apart, never in the future.
 * An offer still pending when its campaign ended is archived by the platform the night after the end date.
 */
function planTimeline(plan: OfferPlan, path: OfferStatus[], now: Date, random: Random): Date[] {
  const isSystemArchive = path.at(-1) === 'archived' && plan.campaign.isFinished;
  const timedSteps = isSystemArchive ? path.length - 1 : path.length;
  const gapsInHours = plan.gapsInHours ?? Array.from({ length: timedSteps - 1 }, () => random.int(3, 96));
  if (gapsInHours.length !== timedSteps - 1) throw new Error('demo data: one gap between each two steps of an offer');
  const spanMs = gapsInHours.reduce((total, hours) => total + hours, 0) * 3_600_000;
  const windowStart = atHour(plan.campaign.startDate, 7).getTime();
  const windowEnd = plan.campaign.isFinished ? atHour(plan.campaign.endDate, 19).getTime() : now.getTime() - 2 * 3_600_000;
  const first = plan.invitedAt?.getTime() ?? windowStart + random.next() * Math.max(0, windowEnd - spanMs - windowStart);
  const times = [first];
  for (const hours of gapsInHours) times.push((times.at(-1) as number) + hours * 3_600_000);
  if (isSystemArchive) times.push(atHour(addDays(plan.campaign.endDate, 1), 1).getTime());
  const latest = now.getTime() - MS_PER_MINUTE;
  return times.map((time) => new Date(Math.floor(Math.min(time, latest) / MS_PER_MINUTE) * MS_PER_MINUTE));
}

function actorOf(status: OfferStatus, plan: OfferPlan, isSystemArchive: boolean): Actor {
  switch (status) {
    case 'invited':
    case 'rejected':
      return plan.owner;
    case 'viewed':
    case 'interested':
    case 'accepted':
    case 'declined':
      return plan.investor;
    case 'active':
      return plan.confirmedBy;
    case 'archived':
      return isSystemArchive ? SYSTEM : plan.owner;
  }
}

function addAmounts(first: string, second: string): string {
  const sum = (decimalToHundredths(first) ?? 0n) + (decimalToHundredths(second) ?? 0n);
  return hundredthsToDecimal(sum);
}
