import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { companyRegistry, contactPersons } from '../schema';
import { Rng } from './prng';
import { EU_VAT_FORMATS } from '../../../common/vat-numbers';

/**
 * Reference data and demo data of the account area: a business registry of a few hundred
 * real-looking companies (DUNS lookup, cleanse match), and demo customers of every kind for
 * the demo shop (never in production, see config DEMO_ACCOUNTS).
 */

interface CountryStyle {
  country: string;
  suffixes: string[];
  streets: string[];
  cities: Array<[city: string, zipPrefix: string, region: string | null]>;
  zip: (rng: Rng, prefix: string) => string;
  vat: (rng: Rng) => string;
}

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');

const STYLES: CountryStyle[] = [
  {
    country: 'pl',
    suffixes: ['sp. z o.o.', 'S.A.', 'sp.j.'],
    streets: [
      'ul. Marszałkowska',
      'ul. Piotrkowska',
      'ul. Długa',
      'ul. Przemysłowa',
      'ul. Fabryczna',
      'al. Jana Pawła II',
      'ul. Elektronowa',
      'ul. Krakowska',
    ],
    cities: [
      ['Warszawa', '00', 'MZ'],
      ['Kraków', '30', 'MA'],
      ['Łódź', '90', 'LD'],
      ['Wrocław', '50', 'DS'],
      ['Poznań', '60', 'WP'],
      ['Gdańsk', '80', 'PM'],
      ['Katowice', '40', 'SL'],
      ['Rzeszów', '35', 'PK'],
    ],
    zip: (rng, p) => `${p}-${digits(rng, 3)}`,
    vat: (rng) => `PL${digits(rng, 10)}`,
  },
  {
    country: 'hu',
    suffixes: ['Kft.', 'Zrt.', 'Bt.'],
    streets: [
      'Váci út',
      'Andrássy út',
      'Fő utca',
      'Ipari park',
      'Rákóczi út',
      'Petőfi Sándor utca',
      'Kossuth Lajos utca',
    ],
    cities: [
      ['Budapest', '1', 'BU'],
      ['Debrecen', '40', 'HB'],
      ['Szeged', '67', 'CS'],
      ['Győr', '90', 'GS'],
      ['Pécs', '76', 'BA'],
      ['Székesfehérvár', '80', 'FE'],
    ],
    zip: (rng, p) => (p + digits(rng, 4)).slice(0, 4),
    vat: (rng) => `HU${digits(rng, 8)}`,
  },
  {
    country: 'de',
    suffixes: ['GmbH', 'AG', 'GmbH & Co. KG'],
    streets: [
      'Industriestraße',
      'Hauptstraße',
      'Bahnhofstraße',
      'Siemensstraße',
      'Gewerbering',
      'Am Technologiepark',
      'Lindenallee',
    ],
    cities: [
      ['Berlin', '10', 'BE'],
      ['München', '80', 'BY'],
      ['Hamburg', '20', 'HH'],
      ['Stuttgart', '70', 'BW'],
      ['Dresden', '01', 'SN'],
      ['Köln', '50', 'NW'],
      ['Nürnberg', '90', 'BY'],
    ],
    zip: (rng, p) => p + digits(rng, 3),
    vat: (rng) => `DE${digits(rng, 9)}`,
  },
  {
    country: 'cz',
    suffixes: ['s.r.o.', 'a.s.'],
    streets: ['Průmyslová', 'Vinohradská', 'Technická', 'Masarykova', 'Nádražní'],
    cities: [
      ['Praha', '1', null],
      ['Brno', '6', null],
      ['Ostrava', '7', null],
      ['Plzeň', '3', null],
    ],
    zip: (rng, p) => `${p}${digits(rng, 2)} ${digits(rng, 2)}`,
    vat: (rng) => `CZ${digits(rng, 8)}`,
  },
  {
    country: 'sk',
    suffixes: ['s.r.o.', 'a.s.'],
    streets: ['Priemyselná', 'Hlavná', 'Mlynské nivy', 'Štúrova'],
    cities: [
      ['Bratislava', '8', null],
      ['Košice', '0', null],
      ['Žilina', '0', null],
    ],
    zip: (rng, p) => `${p}${digits(rng, 2)} ${digits(rng, 2)}`,
    vat: (rng) => `SK${digits(rng, 10)}`,
  },
  {
    country: 'it',
    suffixes: ['S.r.l.', 'S.p.A.'],
    streets: ['Via Roma', 'Via dell’Industria', 'Corso Italia', 'Via Milano', 'Viale Europa'],
    cities: [
      ['Milano', '201', '25'],
      ['Torino', '101', '21'],
      ['Bologna', '401', '45'],
      ['Roma', '001', '62'],
    ],
    zip: (rng, p) => p + digits(rng, 2),
    vat: (rng) => `IT${digits(rng, 11)}`,
  },
  {
    country: 'fr',
    suffixes: ['SAS', 'SARL', 'S.A.'],
    streets: ['Rue de la République', 'Avenue des Champs', 'Rue de l’Industrie', 'Boulevard Voltaire'],
    cities: [
      ['Paris', '750', null],
      ['Lyon', '690', null],
      ['Grenoble', '380', null],
      ['Toulouse', '310', null],
    ],
    zip: (rng, p) => p + digits(rng, 2),
    vat: (rng) => `FR${digits(rng, 11)}`,
  },
  {
    country: 'gb',
    suffixes: ['Ltd', 'PLC'],
    streets: ['High Street', 'Station Road', 'Mill Lane', 'Park Road', 'Church Street'],
    cities: [
      ['London', 'EC1', null],
      ['Manchester', 'M1', null],
      ['Cambridge', 'CB1', null],
      ['Bristol', 'BS1', null],
    ],
    zip: (rng, p) => `${p} ${rng.int(1, 9)}${rng.pick(['AA', 'AB', 'BD', 'HT', 'QP', 'XY'])}`,
    vat: (rng) => `GB${digits(rng, 9)}`,
  },
  {
    country: 'in',
    suffixes: ['Pvt. Ltd.', 'Ltd.'],
    streets: ['MG Road', 'Electronic City Phase 1', 'Nehru Place', 'Anna Salai', 'SG Highway'],
    cities: [
      ['Bengaluru', '560', 'KA'],
      ['New Delhi', '110', 'DL'],
      ['Chennai', '600', 'TN'],
      ['Pune', '411', 'MH'],
      ['Ahmedabad', '380', 'GJ'],
    ],
    zip: (rng, p) => p + digits(rng, 3),
    vat: (rng) => `${rng.int(10, 37)}AAAC${digits(rng, 4)}B1Z${rng.int(1, 9)}`,
  },
];

const STEMS = [
  'Elektro',
  'Tronic',
  'Volt',
  'Ampere',
  'Circuit',
  'Micro',
  'Signal',
  'Quartz',
  'Ohm',
  'Nova',
  'Delta',
  'Vector',
  'Pulse',
  'Spark',
  'Flux',
  'Photon',
  'Silicon',
  'Relay',
  'Diode',
  'Omega',
];
const TRADES = [
  'Systems',
  'Automation',
  'Components',
  'Solutions',
  'Technik',
  'Engineering',
  'Devices',
  'Power',
  'Control',
  'Instruments',
  'Design',
  'Production',
];

export interface SeedCompany {
  duns: string;
  name: string;
  vatNumber: string;
  street: string;
  zipCode: string;
  city: string;
  region: string | null;
  country: string;
}

/** The registry: deterministic for a given size, DUNS numbers unique, addresses valid for the country. */
export function generateCompanies(count = 320): SeedCompany[] {
  const rng = new Rng(4_2024);
  const used = new Set<string>();
  const companies: SeedCompany[] = [];
  for (let i = 0; i < count; i++) {
    const style = STYLES[i % STYLES.length]!;
    let duns: string;
    do duns = String(rng.int(100_000_000, 999_999_999));
    while (used.has(duns));
    used.add(duns);
    const [city, prefix, region] = rng.pick(style.cities);
    companies.push({
      duns,
      name: `${rng.pick(STEMS)}${rng.pick(['', ' ', '-'])}${rng.pick(TRADES)} ${rng.pick(style.suffixes)}`,
      vatNumber: style.vat(rng),
      street: `${rng.pick(style.streets)} ${rng.int(1, 180)}`,
      zipCode: style.zip(rng, prefix),
      city,
      region,
      country: style.country,
    });
  }
  return companies;
}

export async function seedCompanyRegistry(database: Database): Promise<number> {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(companyRegistry);
  if ((row?.n ?? 0) > 0) return 0;
  const companies = generateCompanies();
  for (let i = 0; i < companies.length; i += 100) {
    await database.db.insert(companyRegistry).values(companies.slice(i, i + 100));
  }
  return companies.length;
}

/** The demo password of every demo account (README): not among the common passwords, 8+ characters. */
export const DEMO_PASSWORD = 'demo-parts-2026';

export interface DemoAccount {
  label: string;
  email: string;
  username: string;
  customerType: 'company' | 'sole_trader' | 'person';
  kind: 'standard' | 'zbl' | 'zone';
  zonePriceType: 'gross' | 'net' | null;
  isPerson: boolean;
  isPrivateCustomer: boolean;
  country: string;
  language: 'en' | 'pl' | 'hu' | 'de';
  companyName: string | null;
  firstName: string;
  lastName: string;
  /** The after-login message per language (customers.login_alert_texts). */
  loginAlertTexts?: Record<'en' | 'pl' | 'hu' | 'de', string>;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    label: 'company',
    email: 'company@demo.shop',
    username: 'demo-company',
    customerType: 'company',
    kind: 'standard',
    zonePriceType: null,
    isPerson: false,
    isPrivateCustomer: false,
    country: 'pl',
    language: 'pl',
    companyName: 'Elektro-Systems sp. z o.o.',
    firstName: 'Anna',
    lastName: 'Nowak',
    loginAlertTexts: {
      en: '<p><strong>Welcome back.</strong> Your credit limit was raised to 50 000 PLN.</p>',
      pl: '<p><strong>Witamy ponownie.</strong> Twój limit kredytowy został podniesiony do 50 000 PLN.</p>',
      de: '<p><strong>Willkommen zurück.</strong> Ihr Kreditlimit wurde auf 50 000 PLN erhöht.</p>',
      hu: '<p><strong>Üdvözöljük újra!</strong> Hitelkeretét 50 000 PLN-re emeltük.</p>',
    },
  },
  {
    label: 'sole trader',
    email: 'soletrader@demo.shop',
    username: 'demo-soletrader',
    customerType: 'sole_trader',
    kind: 'standard',
    zonePriceType: null,
    isPerson: false,
    isPrivateCustomer: false,
    country: 'hu',
    language: 'hu',
    companyName: 'Kovács Elektronika',
    firstName: 'Péter',
    lastName: 'Kovács',
  },
  {
    label: 'person',
    email: 'person@demo.shop',
    username: 'demo-person',
    customerType: 'person',
    kind: 'standard',
    zonePriceType: null,
    isPerson: true,
    isPrivateCustomer: false,
    country: 'de',
    language: 'de',
    companyName: null,
    firstName: 'Jonas',
    lastName: 'Becker',
  },
  {
    label: 'private customer',
    email: 'private@demo.shop',
    username: 'demo-private',
    customerType: 'person',
    kind: 'standard',
    zonePriceType: null,
    isPerson: true,
    isPrivateCustomer: true,
    country: 'pl',
    language: 'pl',
    companyName: null,
    firstName: 'Piotr',
    lastName: 'Wiśniewski',
  },
  {
    label: 'ZBL',
    email: 'zbl@demo.shop',
    username: 'demo-zbl',
    customerType: 'company',
    kind: 'zbl',
    zonePriceType: null,
    isPerson: false,
    isPrivateCustomer: false,
    country: 'pl',
    language: 'pl',
    companyName: 'Volt-Automation S.A.',
    firstName: 'Marta',
    lastName: 'Zielińska',
  },
  {
    label: 'international zone, gross',
    email: 'zone.gross@demo.shop',
    username: 'demo-zone-gross',
    customerType: 'company',
    kind: 'zone',
    zonePriceType: 'gross',
    isPerson: false,
    isPrivateCustomer: false,
    country: 'en',
    language: 'en',
    companyName: 'Photon Devices Ltd',
    firstName: 'Emily',
    lastName: 'Clark',
  },
  {
    label: 'international zone, net',
    email: 'zone.net@demo.shop',
    username: 'demo-zone-net',
    customerType: 'company',
    kind: 'zone',
    zonePriceType: 'net',
    isPerson: false,
    isPrivateCustomer: false,
    country: 'en',
    language: 'en',
    companyName: 'Quartz Instruments Ltd',
    firstName: 'Oliver',
    lastName: 'Smith',
  },
  {
    // A buyer from outside the markets (ADR 081): ordering on a country's site asks first.
    label: 'US site company',
    email: 'us@demo.shop',
    username: 'demo-us',
    customerType: 'company',
    kind: 'standard',
    zonePriceType: null,
    isPerson: false,
    isPrivateCustomer: false,
    country: 'us',
    language: 'en',
    companyName: 'Northfield Controls Inc.',
    firstName: 'Grace',
    lastName: 'Miller',
  },
];

const DEMO_ADDRESS: Record<string, { street: string; zipCode: string; city: string }> = {
  pl: { street: 'ul. Przemysłowa 12', zipCode: '30-701', city: 'Kraków' },
  hu: { street: 'Váci út 45', zipCode: '1134', city: 'Budapest' },
  de: { street: 'Siemensstraße 8', zipCode: '80333', city: 'München' },
  en: { street: 'Station Road 4', zipCode: 'CB1 2JH', city: 'Cambridge' },
  us: { street: '220 Industrial Way', zipCode: '01801', city: 'Woburn' },
};

/**
 * Creates the demo customers that do not exist yet (by e-mail). `createAccount` and `hashPassword`
 * come from the services, so demo accounts are made exactly like registered ones.
 */
export async function seedDemoAccounts(
  database: Database,
  deps: {
    createAccount: (account: {
      customer: Record<string, unknown>;
      contactPerson: Record<string, unknown>;
    }) => Promise<unknown>;
    hashPassword: (password: string) => Promise<string>;
  },
): Promise<number> {
  const existing = new Set(
    (await database.db.select({ email: contactPersons.email }).from(contactPersons)).map((r) => r.email),
  );
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.has(a.email));
  if (missing.length === 0) return 0;
  // One hash for all: they share a published password anyway, and each hash costs ~0.5 s.
  const hash = await deps.hashPassword(DEMO_PASSWORD);
  for (const a of missing) {
    const address = DEMO_ADDRESS[a.country] ?? DEMO_ADDRESS.en!;
    await deps.createAccount({
      customer: {
        customerType: a.customerType,
        kind: a.kind,
        zonePriceType: a.zonePriceType,
        isPerson: a.isPerson,
        isPrivateCustomer: a.isPrivateCustomer,
        country: a.country,
        language: a.language,
        companyName: a.companyName,
        // A number of the country's format, so the order form takes it (common/vat-numbers).
        vatNumber: a.companyName
          ? (EU_VAT_FORMATS[a.country]?.example ?? `${a.country.toUpperCase()}1234567890`)
          : null,
        ...address,
        newsletter: false,
        termsVersion: '2026-01',
        termsAcceptedAt: new Date(),
        loginAlertTexts: a.loginAlertTexts ?? null,
      },
      contactPerson: {
        email: a.email,
        username: a.username,
        firstName: a.firstName,
        lastName: a.lastName,
        language: a.language,
        passwordHash: hash,
        isPrimary: true,
        emailVerifiedAt: new Date(),
      },
    });
  }
  return missing.length;
}

/**
 * The demo company's team (issue 22, ADR 078): a buyer with limits and a colleague who approves,
 * so a newcomer can watch an order wait for approval. Same published password as the demo
 * accounts; made once, with the accounts, never in production.
 */
export const DEMO_TEAM = [
  {
    email: 'buyer@demo.shop',
    firstName: 'Bartek',
    lastName: 'Kupiec',
    language: 'pl',
    orderLimit: '100',
    monthLimit: '1000',
    approvesOrders: false,
  },
  {
    email: 'approver@demo.shop',
    firstName: 'Olga',
    lastName: 'Nowak',
    language: 'en',
    orderLimit: null,
    monthLimit: null,
    approvesOrders: true,
  },
] as const;

export async function seedDemoTeam(database: Database, companyEmail = 'company@demo.shop'): Promise<number> {
  const [company] = await database.db
    .select({ customerId: contactPersons.customerId, passwordHash: contactPersons.passwordHash })
    .from(contactPersons)
    .where(sql`${contactPersons.email} = ${companyEmail}`);
  if (!company) return 0;
  // A crc names a person in URLs: random, as the service makes them.
  const crc = () =>
    Array.from(randomBytes(40), (b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');
  const rows = await database.db
    .insert(contactPersons)
    .values(
      DEMO_TEAM.map((p) => ({
        ...p,
        customerId: company.customerId,
        crc: crc(),
        passwordHash: company.passwordHash,
        emailVerifiedAt: new Date(),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: contactPersons.id });
  return rows.length;
}
