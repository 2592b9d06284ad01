import type { AdvisorRole, AdvisorStatus } from '../schema/index.ts';

// The people of the demo data (product-decisions section 7). E-mail addresses use reserved domains (.test, example.com).

export const DEMO_PASSWORD = 'Demo1234!';

export const NORTH_NETWORK = 'Północ';
export const SOUTH_NETWORK = 'Południe';
export const NAVY_NETWORK = 'Atlantic';

export interface DemoAdvisor {
  email: string;
  firstName: string;
  surname: string;
  role: AdvisorRole;
  status: AdvisorStatus;
  /** Network names and whether the advisor coordinates each. */
  networks: { name: string; isCoordinator: boolean }[];
}

/** The accounts of the section 7 table on "Emisja Demo". */
export const DEMO_ADMIN: DemoAdvisor = {
  email: 'admin@emisja.test',
  firstName: 'Barbara',
  surname: 'Sadowska',
  role: 'admin',
  status: 'active',
  networks: [],
};
export const DEMO_COORDINATOR: DemoAdvisor = {
  email: 'koordynator@emisja.test',
  firstName: 'Krzysztof',
  surname: 'Mazur',
  role: 'advisor',
  status: 'active',
  networks: [
    { name: NORTH_NETWORK, isCoordinator: true },
    { name: SOUTH_NETWORK, isCoordinator: true },
  ],
};
export const DEMO_ADVISOR: DemoAdvisor = {
  email: 'doradca@emisja.test',
  firstName: 'Piotr',
  surname: 'Kowalski',
  role: 'advisor',
  status: 'active',
  networks: [{ name: NORTH_NETWORK, isCoordinator: false }],
};
export const DEMO_ADVISOR_2: DemoAdvisor = {
  email: 'doradca2@emisja.test',
  firstName: 'Agnieszka',
  surname: 'Nowicka',
  role: 'advisor',
  status: 'active',
  networks: [{ name: SOUTH_NETWORK, isCoordinator: false }],
};

const north = { name: NORTH_NETWORK, isCoordinator: false };
const south = { name: SOUTH_NETWORK, isCoordinator: false };

/** More advisors so the advisors list has something to filter: every status and both networks. */
export const EXTRA_DEMO_ADVISORS: DemoAdvisor[] = [
  {
    email: 'marek.zielinski@emisja.test',
    firstName: 'Marek',
    surname: 'Zieliński',
    role: 'advisor',
    status: 'active',
    networks: [north],
  },
  {
    email: 'joanna.wrobel@emisja.test',
    firstName: 'Joanna',
    surname: 'Wróbel',
    role: 'advisor',
    status: 'active',
    networks: [north],
  },
  {
    email: 'tomasz.kaminski@emisja.test',
    firstName: 'Tomasz',
    surname: 'Kamiński',
    role: 'advisor',
    status: 'active',
    networks: [south],
  },
  {
    email: 'monika.lewandowska@emisja.test',
    firstName: 'Monika',
    surname: 'Lewandowska',
    role: 'advisor',
    status: 'active',
    networks: [north, south],
  },
  {
    email: 'pawel.dabrowski@emisja.test',
    firstName: 'Paweł',
    surname: 'Dąbrowski',
    role: 'advisor',
    status: 'initial',
    networks: [north],
  },
  {
    email: 'natalia.szymanska@emisja.test',
    firstName: 'Natalia',
    surname: 'Szymańska',
    role: 'advisor',
    status: 'initial',
    networks: [south],
  },
  {
    email: 'grzegorz.wozniak@emisja.test',
    firstName: 'Grzegorz',
    surname: 'Woźniak',
    role: 'advisor',
    status: 'deleted',
    networks: [north],
  },
  {
    email: 'aleksandra.kozlowska@emisja.test',
    firstName: 'Aleksandra',
    surname: 'Kozłowska',
    role: 'advisor',
    status: 'deleted',
    networks: [south],
  },
];

export const NAVY_ADVISOR: DemoAdvisor = {
  email: 'advisor@navy.test',
  firstName: 'Oliver',
  surname: 'Bennett',
  role: 'advisor',
  status: 'active',
  networks: [{ name: NAVY_NETWORK, isCoordinator: false }],
};

/** admin@navy.test: the issuer's admin of Navy Capital (issue 14: the browser test brands the second tenant). */
export const NAVY_ADMIN: DemoAdvisor = {
  email: 'admin@navy.test',
  firstName: 'Charlotte',
  surname: 'Hayes',
  role: 'admin',
  status: 'active',
  networks: [],
};

export interface DemoInvestor {
  email?: string;
  firstName: string;
  surname: string;
  isFemale: boolean;
  companyName?: string;
}

/** inwestor@emisja.test: offers in every status and one active investment (quarterly schedule of the 9% bond). */
export const DEMO_INVESTOR: DemoInvestor & { email: string } = {
  email: 'inwestor@emisja.test',
  firstName: 'Tomasz',
  surname: 'Baran',
  isFemale: false,
};

/** About 25 investors of "Emisja Demo" (e-mail firstname.surname@example.com unless given); two are companies. */
export const OTHER_DEMO_INVESTORS: DemoInvestor[] = [
  { firstName: 'Jan', surname: 'Nowak', isFemale: false },
  { firstName: 'Anna', surname: 'Kowalczyk', isFemale: true },
  { firstName: 'Michał', surname: 'Wiśniewski', isFemale: false },
  { firstName: 'Katarzyna', surname: 'Wójcik', isFemale: true },
  { firstName: 'Adam', surname: 'Jabłoński', isFemale: false },
  { firstName: 'Małgorzata', surname: 'Krawczyk', isFemale: true },
  { firstName: 'Łukasz', surname: 'Piotrowski', isFemale: false },
  { firstName: 'Magdalena', surname: 'Grabowska', isFemale: true },
  { firstName: 'Rafał', surname: 'Pawłowski', isFemale: false },
  { firstName: 'Beata', surname: 'Michalska', isFemale: true },
  { firstName: 'Jakub', surname: 'Król', isFemale: false },
  { firstName: 'Ewa', surname: 'Zając', isFemale: true },
  { firstName: 'Wojciech', surname: 'Wieczorek', isFemale: false },
  { firstName: 'Dorota', surname: 'Jankowska', isFemale: true },
  { firstName: 'Mateusz', surname: 'Majewski', isFemale: false },
  { firstName: 'Karolina', surname: 'Olszewska', isFemale: true },
  { firstName: 'Bartosz', surname: 'Stępień', isFemale: false },
  { firstName: 'Justyna', surname: 'Malinowska', isFemale: true },
  { firstName: 'Sebastian', surname: 'Jaworski', isFemale: false },
  { firstName: 'Iwona', surname: 'Adamczyk', isFemale: true },
  { firstName: 'Dariusz', surname: 'Dudek', isFemale: false },
  { firstName: 'Paulina', surname: 'Nowakowska', isFemale: true },
  { firstName: 'Robert', surname: 'Pawlak', isFemale: false },
  {
    email: 'biuro@kowalczyk-logistyka.example.com',
    firstName: 'Henryk',
    surname: 'Kowalczyk',
    isFemale: false,
    companyName: 'Kowalczyk Logistyka sp. z o.o.',
  },
  {
    email: 'inwestycje@orzel-development.example.com',
    firstName: 'Sylwia',
    surname: 'Górecka',
    isFemale: true,
    companyName: 'Orzeł Development S.A.',
  },
];

export const NAVY_INVESTOR: DemoInvestor & { email: string } = {
  email: 'investor@navy.test',
  firstName: 'Emily',
  surname: 'Carter',
  isFemale: true,
};

export const OTHER_NAVY_INVESTORS: DemoInvestor[] = [
  { email: 'james.walker@example.com', firstName: 'James', surname: 'Walker', isFemale: false },
  { email: 'sophie.turner@example.com', firstName: 'Sophie', surname: 'Turner', isFemale: true },
  { email: 'daniel.hughes@example.com', firstName: 'Daniel', surname: 'Hughes', isFemale: false },
];
