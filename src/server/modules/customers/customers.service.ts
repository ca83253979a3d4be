import { randomBytes } from 'node:crypto';
import {
  CURRENT_TERMS_VERSION,
  customerSeesGross,
  normaliseZipCode,
  type AccountKind,
  type CustomerType,
  type ZonePriceType,
} from '../../../common/accounts';
import type {
  CleanseMatchResponse,
  CompanyProfile,
  ContactPerson,
  Customer,
} from '../../../common/contracts/auth';
import type { Terms, TermsUpdate } from '../../../common/contracts/customers';
import { AppError, notFound, validationError } from '../../../common/errors';
import { getMarket, isLanguage, type Language } from '../../../common/markets';
import { FULL_RIGHTS, type BuyerRights, type ContactPersonsList } from '../../../common/approvals';
import { toDecimal } from '../../../common/money';
import { toE164 } from '../../../common/phone';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import {
  insertContactPerson,
  insertCustomer,
  selectCompanyByDuns,
  selectCompanyCandidates,
  selectContactPersonsOf,
  selectCustomerView,
  selectLoginAlert,
  selectTerms,
  updateTerms,
  deleteContactPerson,
  emailTaken,
  selectContactPersonByCrc,
  updateUsername,
  usernameTaken,
  selectLoginById,
  selectLoginByName,
  updatePasswordHash,
  selectCompanyData,
  updateCompanyData,
  activateContactPerson,
  deletePendingContactPerson,
  selectContactPersonsWithRights,
  updateBuyerRights,
  updateGuestToAccount,
  deleteGuestCustomer,
  GUEST_EMAIL_DOMAIN,
  type CompanyDataRow,
  type CompanyRow,
  type LoginRow,
  type ContactPersonInsert,
  type CustomerInsert,
  type CustomerViewRow,
} from './customers.repository';
import { loginAlertText } from './login-alert-text';
import { regionsOf } from './regions';
import { insertAddresses } from './addresses.repository';

const CRC_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters of a-z0-9, uniformly (rejection sampling keeps the bias out). */
export function randomAlphanumeric(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 252 && out.length < length) out += CRC_ALPHABET[byte % 36];
    }
  }
  return out;
}

export function toCustomer(row: CustomerViewRow): Customer {
  const kind = row.kind as AccountKind;
  const zonePriceType = (row.zonePriceType as ZonePriceType | null) ?? null;
  const contactPerson: ContactPerson = {
    crc: row.crc,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    isPrimary: row.isPrimary,
  };
  const personName = `${row.firstName} ${row.lastName}`.trim();
  return {
    customerNumber: row.customerNumber,
    customerType: row.customerType as CustomerType,
    kind,
    zonePriceType,
    isPerson: row.isPerson,
    isPrivateCustomer: row.isPrivateCustomer,
    grossPrices: customerSeesGross({
      kind,
      zonePriceType,
      isPerson: row.isPerson,
      isPrivateCustomer: row.isPrivateCustomer,
    }),
    country: row.country,
    language: isLanguage(row.language) ? row.language : 'en',
    companyName: row.companyName,
    displayName: row.companyName ?? personName,
    contactPerson,
  };
}

function toProfile(row: CompanyRow): CompanyProfile {
  return {
    duns: row.duns,
    name: row.name,
    vatNumber: row.vatNumber,
    street: row.street,
    zipCode: row.zipCode,
    city: row.city,
    region: row.region,
    country: row.country,
  };
}

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');
const words = (text: string) =>
  tidy(text)
    .toLowerCase()
    .split(/[\s,.;:-]+/)
    .filter(
      (w) =>
        w.length > 1 &&
        !['sp', 'z', 'o', 'o.o', 'gmbh', 'kft', 'zrt', 'ltd', 'srl', 'sa', 'ag', 'inc'].includes(w),
    );

/** Share of the words of `a` found in `b`. */
function overlap(a: string, b: string): number {
  const wa = words(a);
  if (wa.length === 0) return 0;
  const wb = new Set(words(b));
  return wa.filter((w) => wb.has(w)).length / wa.length;
}

export interface NewAccount {
  customer: CustomerInsert;
  contactPerson: Omit<ContactPersonInsert, 'customerId' | 'crc'>;
}

/** Customer accounts, contact persons, the company registry and address helpers. */
export function createCustomersService(db: Db) {
  async function terms(customerId: number): Promise<Terms> {
    const row = await selectTerms(db, customerId);
    if (!row) throw notFound('errors.account.customerNotFound');
    return {
      currentVersion: CURRENT_TERMS_VERSION,
      acceptedVersion: row.termsVersion,
      acceptedAt: row.termsAcceptedAt?.toISOString() ?? null,
      upToDate: row.termsVersion === CURRENT_TERMS_VERSION,
      newsletter: row.newsletter,
    };
  }

  return {
    /** A contact person's login by username or e-mail (already normalised), or null (auth). */
    loginByName: (login: string): Promise<LoginRow | null> => selectLoginByName(db, login),

    /** A contact person's login by id, or null when the person is gone (auth). */
    loginById: (contactPersonId: number): Promise<LoginRow | null> => selectLoginById(db, contactPersonId),

    /** Stores a new password hash (a changed, reset or rehashed password). */
    setPasswordHash: (contactPersonId: number, passwordHash: string): Promise<void> =>
      updatePasswordHash(db, contactPersonId, passwordHash),

    /** Whether a contact person already uses this e-mail (registration refuses it). */
    emailTaken: (email: string): Promise<boolean> => emailTaken(db, email),

    /** Whether a contact person already uses this username. */
    usernameTaken: (username: string): Promise<boolean> => usernameTaken(db, username),

    /** Whether the company registry knows this DUNS number. */
    async dunsKnown(duns: string): Promise<boolean> {
      return (await selectCompanyByDuns(db, duns)) !== null;
    },

    /** The customer a session belongs to, as shown to them; null when the person is gone. */
    async customerOfPerson(contactPersonId: number): Promise<(Customer & { customerId: number }) | null> {
      const row = await selectCustomerView(db, contactPersonId);
      return row ? { ...toCustomer(row), customerId: row.customerId } : null;
    },

    /**
     * Creates a customer with its first (primary) contact person; a customer number comes from a
     * sequence and the person gets a fresh crc. `tx` lets a caller include it in its transaction.
     */
    async createAccount(
      account: NewAccount,
      tx: Db = db,
    ): Promise<{ customerId: number; contactPersonId: number; customerNumber: string }> {
      const { id: customerId, customerNumber } = await insertCustomer(tx, account.customer);
      const contactPersonId = await insertContactPerson(tx, {
        ...account.contactPerson,
        customerId,
        crc: randomAlphanumeric(40),
      });
      // The registered address is the payer (BP) and the first shipping address (SH), both default.
      const c = account.customer;
      const name = c.companyName ?? `${account.contactPerson.firstName} ${account.contactPerson.lastName}`;
      const base = {
        customerId,
        customerName: name,
        street: c.street,
        zipCode: c.zipCode,
        city: c.city,
        country: c.country,
        region: c.region ?? null,
        isDefault: true,
      };
      await insertAddresses(tx, [
        { ...base, role: 'BP', vatNumber: c.vatNumber ?? null },
        // The international site is not a delivery country: such customers add a shipping address themselves.
        ...(c.country === 'en' ? [] : [{ ...base, role: 'SH', receiverEmail: account.contactPerson.email }]),
      ]);
      return { customerId, contactPersonId, customerNumber };
    },

    /**
     * A guest record for an order without an account (ADR 083): a private person whose contact
     * person has a placeholder e-mail and no usable password (no scrypt hash: every login fails).
     */
    async createGuest(
      guest: {
        country: string;
        language: Language;
        firstName: string;
        lastName: string;
        phone: string;
        address: { street: string; zipCode: string; city: string };
      },
      tx: Db = db,
    ): Promise<{ customerId: number; contactPersonId: number }> {
      const at = new Date();
      const { customerId, contactPersonId } = await this.createAccount(
        {
          customer: {
            customerType: 'person',
            kind: 'standard',
            zonePriceType: null,
            isPerson: true,
            isPrivateCustomer: true,
            country: guest.country,
            language: guest.language,
            companyName: null,
            vatNumber: null,
            duns: null,
            ...guest.address,
            region: null,
            industry: null,
            newsletter: false,
            termsVersion: CURRENT_TERMS_VERSION,
            termsAcceptedAt: at,
          },
          contactPerson: {
            email: `guest.${randomAlphanumeric(32)}@${GUEST_EMAIL_DOMAIN}`,
            username: null,
            firstName: guest.firstName,
            lastName: guest.lastName,
            phone: guest.phone,
            language: guest.language,
            passwordHash: '!guest',
            isPrimary: true,
            emailVerifiedAt: null,
          },
        },
        tx,
      );
      return { customerId, contactPersonId };
    },

    /** The guest record becomes an account with the guest's e-mail (verified) and a password. */
    async guestToAccount(customerId: number, email: string, passwordHash: string): Promise<boolean> {
      try {
        return await updateGuestToAccount(db, customerId, { email, passwordHash, at: new Date() });
      } catch (error) {
        // The e-mail got an account meanwhile: the guest logs in to it instead.
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** Drops a guest record whose order was refused before placing (nothing else ever removes one). */
    removeGuest: (customerId: number) => deleteGuestCustomer(db, customerId),

    async contactPersons(customerId: number): Promise<ContactPerson[]> {
      return (await selectContactPersonsOf(db, customerId)).map((row) => toCustomer(row).contactPerson);
    },

    /**
     * The contact persons with their buyer rights (ADR 078): every colleague sees who may order and
     * up to what; only the primary contact person may change them.
     */
    async contactPersonsWithRights(customerId: number, viewerId: number): Promise<ContactPersonsList> {
      const rows = await selectContactPersonsWithRights(db, customerId);
      const viewer = rows.find((row) => row.id === viewerId);
      return {
        contactPersons: rows.map((row) => ({
          ...toCustomer(row).contactPerson,
          rights: row.isPrimary
            ? FULL_RIGHTS
            : {
                mayOrder: row.mayOrder,
                orderLimit: row.orderLimit === null ? null : toDecimal(row.orderLimit).toFixed(2),
                monthLimit: row.monthLimit === null ? null : toDecimal(row.monthLimit).toFixed(2),
                approvesOrders: row.approvesOrders,
              },
        })),
        currency: getMarket(rows[0]?.country).currency,
        canEditRights: viewer?.isPrimary ?? false,
      };
    },

    /**
     * Changes a colleague's buyer rights. Only the primary contact person may (403 for the others);
     * nobody changes their own (a buyer cannot raise their own limit), nor the primary's, which are
     * always full; another customer's person is not found.
     */
    async setBuyerRights(
      editor: { customerId: number; contactPersonId: number },
      crc: string,
      rights: BuyerRights,
    ): Promise<void> {
      const rows = await selectContactPersonsWithRights(db, editor.customerId);
      const target = rows.find((row) => row.crc === crc);
      if (!target) throw notFound('errors.account.contactPersonNotFound');
      const me = rows.find((row) => row.id === editor.contactPersonId);
      if (target.id === editor.contactPersonId) throw new AppError(403, 'approvals.errors.ownRights');
      if (!me?.isPrimary) throw new AppError(403, 'approvals.errors.onlyPrimary');
      if (target.isPrimary) throw new AppError(409, 'approvals.errors.primaryRights');
      await updateBuyerRights(db, editor.customerId, target.id, rights);
    },

    /** Spec §7 set-username/{crc}: only a contact person of the caller's own customer (else 404). */
    async setUsername(
      customerId: number,
      crc: string,
      username: string,
    ): Promise<{ crc: string; username: string }> {
      if (await usernameTaken(db, username)) {
        throw new AppError(409, 'errors.account.usernameTaken', {
          data: [{ field: 'username', key: 'errors.account.usernameTaken' }],
        });
      }
      try {
        const row = await updateUsername(db, customerId, crc, username);
        if (!row) throw notFound('errors.account.contactPersonNotFound');
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError(409, 'errors.account.usernameTaken', {
            data: [{ field: 'username', key: 'errors.account.usernameTaken' }],
          });
        }
        throw error;
      }
    },

    /** The after-login message in `language` (the page's), falling back as loginAlertText says. */
    loginAlert: async (customerId: number, language?: string) =>
      loginAlertText(await selectLoginAlert(db, customerId), language),

    /**
     * Adds a contact person to the customer. The password is random and never told: the person
     * sets their own through the link the caller mails.
     */
    async addContactPerson(
      customerId: number,
      person: { firstName: string; lastName: string; email: string; phone: string; language: string },
      passwordHash: string,
    ): Promise<{ id: number; crc: string }> {
      const taken = { field: 'email', key: 'errors.account.emailTaken' } as const;
      if (await emailTaken(db, person.email)) throw new AppError(409, taken.key, { data: [taken] });
      // A colleague's number is read in the customer's country and kept in E.164 (ADR 022).
      const country = (await selectContactPersonsOf(db, customerId))[0]?.country;
      const phone = person.phone ? toE164(person.phone, country) : null;
      if (person.phone && !phone)
        throw validationError([{ field: 'phone', key: 'errors.account.phoneInvalid' }]);
      const crc = randomAlphanumeric(40);
      try {
        const id = await insertContactPerson(db, {
          ...person,
          phone,
          customerId,
          crc,
          passwordHash,
          isPrimary: false,
          emailVerifiedAt: null,
        });
        return { id, crc };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, taken.key, { data: [taken] });
        throw error;
      }
    },

    /** Removes a contact person of the customer (404 for another's); not oneself, not the primary. */
    async removeContactPerson(customerId: number, contactPersonId: number, crc: string): Promise<void> {
      const person = await selectContactPersonByCrc(db, customerId, crc);
      if (!person) throw notFound('errors.account.contactPersonNotFound');
      if (person.id === contactPersonId) throw new AppError(409, 'errors.account.cannotDeleteSelf');
      if (person.isPrimary) throw new AppError(409, 'errors.account.primaryCannotBeDeleted');
      if (!(await deleteContactPerson(db, customerId, crc)))
        throw notFound('errors.account.contactPersonNotFound');
    },

    terms,

    /** The registered company data of a customer (the company-change wizard, ADR 073). */
    companyData: (customerId: number): Promise<CompanyDataRow | null> => selectCompanyData(db, customerId),

    /** Writes a confirmed change of the company data and the payer addresses; `tx` is the caller's. */
    changeCompanyData: (
      customerId: number,
      data: { companyName: string; street: string; zipCode: string; city: string; vatNumber: string },
      tx: Db = db,
    ): Promise<void> => updateCompanyData(tx, customerId, data),

    /**
     * An invited colleague joins (ADR 073): their details, username and password, and their address
     * confirmed by the mailed link. False when they had already joined or are gone. A username
     * someone took meanwhile is a 409 on the username field.
     */
    async activateInvitedPerson(
      customerId: number,
      contactPersonId: number,
      fields: {
        firstName: string;
        lastName: string;
        phone: string | null;
        language: string;
        username: string | null;
        passwordHash: string;
      },
      tx: Db = db,
      now = new Date(),
    ): Promise<boolean> {
      const taken = { field: 'username', key: 'errors.account.usernameTaken' } as const;
      try {
        return await activateContactPerson(tx, customerId, contactPersonId, fields, now);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, taken.key, { data: [taken] });
        throw error;
      }
    },

    /** A declined invitation: the person who never joined is removed. */
    removePendingPerson: (customerId: number, contactPersonId: number, tx: Db = db): Promise<boolean> =>
      deletePendingContactPerson(tx, customerId, contactPersonId),

    /** The customer's main (primary) contact person, who confirms changes for the company. */
    async primaryContact(
      customerId: number,
    ): Promise<{ id: number; email: string; language: string } | null> {
      const rows = await selectContactPersonsOf(db, customerId);
      const primary = rows.find((row) => row.isPrimary) ?? null;
      if (!primary) return null;
      const login = await selectLoginByName(db, primary.email);
      return login ? { id: login.id, email: login.email, language: login.language } : null;
    },

    /** Accepts the terms in force and/or changes the newsletter choice. */
    async updateTerms(customerId: number, change: TermsUpdate, now = new Date()): Promise<Terms> {
      await updateTerms(db, customerId, {
        ...(change.accept ? { termsVersion: CURRENT_TERMS_VERSION, termsAcceptedAt: now } : {}),
        ...(change.newsletter !== undefined ? { newsletter: change.newsletter } : {}),
      });
      return terms(customerId);
    },

    async companyProfile(duns: string): Promise<CompanyProfile> {
      const row = await selectCompanyByDuns(db, duns);
      if (!row) throw notFound('errors.account.dunsUnknown');
      return toProfile(row);
    },

    regions(country: string): Array<{ code: string; name: string }> {
      return regionsOf(country).map(([code, name]) => ({ code, name }));
    },

    /**
     * Cleanse match (spec §7 address/cleanse-match): the address tidied, and registry companies
     * that resemble it, scored by postal code, city, street and name.
     */
    async cleanseMatch(input: {
      country: string;
      companyName: string;
      street: string;
      zipCode: string;
      city: string;
    }): Promise<CleanseMatchResponse> {
      const zip = normaliseZipCode(input.country, input.zipCode);
      const cleansed = {
        country: input.country,
        companyName: tidy(input.companyName),
        street: tidy(input.street),
        zipCode: zip ?? tidy(input.zipCode).toUpperCase(),
        city: tidy(input.city),
        zipCodeValid: zip !== null,
      };
      const nameWords = words(cleansed.companyName);
      const longest = nameWords.sort((a, b) => b.length - a.length)[0];
      const nameLike = longest ? longest.replace(/[\\%_]/g, '\\$&') : null;
      if (!nameLike && !cleansed.zipCode) return { cleansed, matches: [] };
      const rows = await selectCompanyCandidates(db, input.country, cleansed.zipCode, nameLike);
      const matches = rows
        .map((row) => {
          const score =
            (row.zipCode === cleansed.zipCode ? 30 : 0) +
            (cleansed.city && row.city.toLowerCase() === cleansed.city.toLowerCase() ? 15 : 0) +
            Math.round(overlap(cleansed.street, row.street) * 20) +
            Math.round(overlap(cleansed.companyName, row.name) * 35);
          return { ...toProfile(row), confidence: Math.min(100, score) };
        })
        .filter((m) => m.confidence >= 30)
        .sort((a, b) => b.confidence - a.confidence || a.name.localeCompare(b.name))
        .slice(0, 5);
      return { cleansed, matches };
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
