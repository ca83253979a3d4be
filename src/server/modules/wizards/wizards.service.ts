import { randomBytes } from 'node:crypto';
import { CURRENT_TERMS_VERSION, normaliseZipCode } from '../../../common/accounts';
import { AppError, notFound, validationError, type FieldProblem } from '../../../common/errors';
import { isLanguage, localePrefix, type Language } from '../../../common/markets';
import { toE164 } from '../../../common/phone';
import { generate } from '../../../common/routes.server';
import { isEuVatCountry, normaliseVatNumber, parseVatNumber } from '../../../common/vat-numbers';
import {
  DECLARED_USES,
  END_USE_STATEMENT_VERSION,
  WIZARD_PAGE,
  WIZARD_STEPS,
  type AcceptanceCheck,
  type CompanyChange,
  type CompanyCheck,
  type CompanyData,
  type DeclaredUsesInput,
  type DocumentLinkView,
  type LinkProblem,
  type WizardFinished,
  type WizardKind,
  type WizardLinkCheck,
  type WizardStepInput,
  type WizardView,
} from '../../../common/wizards';
import type { Db } from '../../db/client';
import type { passwordProblem, RateLimits } from '../auth';
import type { CustomersService } from '../customers';
import { invitationMail, type MailService } from '../mail';
import { createLinkTokens, sha256Hex } from './link-tokens';
import { documentLinkMail, wizardLinkMail } from './wizard-mails';
import {
  claimLink,
  deleteExpiredSessions,
  deleteSession,
  dropExpiredSessionsOfLink,
  finishLink,
  inTransaction,
  insertDeclaration,
  insertLink,
  insertSession,
  latestDeclaration,
  linkById,
  releaseLink,
  saveSession,
  sessionById,
  setLinkNonce,
  voidEarlierLinks,
  voidLink,
  type WizardLinkRow,
  type WizardSessionRow,
} from './wizards.repository';

/** How long a mailed link works (ADR 073). */
export const WIZARD_LINK_TTL_MS: Record<WizardKind, number> = {
  contact_person: 72 * 3600_000,
  company_change: 48 * 3600_000,
  acceptance: 7 * 24 * 3600_000,
};
/** A wizard left alone this long ends, and its link works again. */
export const WIZARD_SESSION_TTL_MS = 60 * 60_000;
/** A mailed document link works this long; the grant its page hands out, 15 minutes. */
export const DOCUMENT_LINK_TTL_MS = 30 * 24 * 3600_000;
export const DOCUMENT_GRANT_TTL_MS = 15 * 60_000;

/** company_change and acceptance bind the company: the person they were sent to must be logged in. */
const needsLogin = (kind: string) => kind !== 'contact_person';

/**
 * Who is looking: a call knows the session's contact person; a page loader knows the logged-in
 * customer and their e-mail address (unique, like the id).
 */
export type Viewer = { customerId: number } & ({ contactPersonId: number } | { email: string });

function isPersonOf(
  viewer: Viewer | null,
  row: { customerId: number; contactPersonId: number },
  email: string,
) {
  if (!viewer || viewer.customerId !== row.customerId) return false;
  return 'contactPersonId' in viewer
    ? viewer.contactPersonId === row.contactPersonId
    : viewer.email === email;
}

export interface WizardsDeps {
  db: Db;
  customers: CustomersService;
  mail: MailService;
  rateLimits: RateLimits;
  /** Signs the links: derived from the shop's link key (link-tokens.ts). */
  linkKey: Buffer;
  publicUrl: string;
  hashPassword(password: string): Promise<string>;
  passwordProblem: typeof passwordProblem;
  /** The invoices module's documents, through a port (services.ts). */
  documents?: {
    describe(customerId: number, invoiceId: number): Promise<{ number: string } | null>;
    pdf(customerId: number, invoiceId: number): Promise<{ fileName: string; bytes: Buffer } | null>;
  };
  now?: () => Date;
}

interface SessionData {
  details?: { firstName: string; lastName: string; phone: string | null; language: Language };
  username?: string | null;
  passwordHash?: string;
  termsAcceptedAt?: string;
  company?: CompanyData;
  declaredUses?: { uses: string[]; countries: string[] };
}

const PROBLEM_ERRORS: Record<LinkProblem, () => AppError> = {
  invalid: () => validationError([{ field: 'token', key: 'wizards.link.invalid' }]),
  expired: () => new AppError(410, 'wizards.link.expired'),
  used: () => new AppError(409, 'wizards.link.used'),
  in_progress: () => new AppError(409, 'wizards.link.inProgress'),
  login_required: () => new AppError(401, 'errors.notLoggedIn'),
  other_customer: () => notFound('wizards.link.otherAccount'),
};

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

export function createWizardsService(deps: WizardsDeps) {
  const { db, customers } = deps;
  const now = deps.now ?? (() => new Date());
  const tokens = createLinkTokens(deps.linkKey);

  async function companyNameOf(customerId: number): Promise<string> {
    const data = await customers.companyData(customerId);
    return data?.companyName ?? '';
  }

  async function linkUrl(kind: WizardKind, customerId: number, language: Language, token: string) {
    const data = await customers.companyData(customerId);
    const path = generate(WIZARD_PAGE[kind], { token, ...localePrefix(data?.country ?? 'pl', language) });
    return deps.publicUrl.replace(/\/$/, '') + path;
  }

  /** A new link for a person; older unfinished links of the same kind for them stop working. */
  async function createLink(
    kind: WizardKind,
    link: { customerId: number; contactPersonId: number; requestedBy: number | null; email: string },
    language: Language,
  ): Promise<{ url: string; expiresAt: Date }> {
    const expiresAt = new Date(now().getTime() + WIZARD_LINK_TTL_MS[kind]);
    const id = await insertLink(db, { kind, ...link, expiresAt });
    const { token, nonceHash } = tokens.sealWizardLink(id, expiresAt);
    await setLinkNonce(db, id, nonceHash);
    await voidEarlierLinks(db, kind, link.contactPersonId, id, now());
    return { url: await linkUrl(kind, link.customerId, language, token), expiresAt };
  }

  /** What stands between a token and its wizard, or the link's row when nothing does. */
  async function examine(
    token: string,
    viewer: Viewer | null,
  ): Promise<{ problem: LinkProblem; kind: WizardKind | null } | { problem: null; row: WizardLinkRow }> {
    const opened = tokens.openWizardLink(token, now());
    if (!opened.ok) return { problem: opened.reason, kind: null };
    const row = await linkById(db, opened.value.linkId);
    if (!row || row.nonceHash !== sha256Hex(opened.value.nonce)) return { problem: 'invalid', kind: null };
    const kind = row.kind as WizardKind;
    if (row.usedAt) return { problem: 'used', kind };
    if (row.voidedAt) return { problem: 'invalid', kind };
    if (row.expiresAt.getTime() <= now().getTime()) return { problem: 'expired', kind };
    if (needsLogin(kind)) {
      if (!viewer) return { problem: 'login_required', kind };
      if (!isPersonOf(viewer, row, row.email)) return { problem: 'other_customer', kind };
    }
    if (row.openedAt) {
      await dropExpiredSessionsOfLink(db, row.id, now());
      const again = await linkById(db, row.id);
      if (again?.openedAt) return { problem: 'in_progress', kind };
    }
    return { problem: null, row };
  }

  /**
   * The wizard of an id, for the browser holding its secret (the cookie) and, for the kinds that
   * need it, the session of the person it is for. Anything else is not found: another customer's
   * wizard, a guessed id, a wizard of another browser.
   */
  async function load(wizardId: string, secret: string | undefined, viewer: Viewer | null) {
    const row = await sessionById(db, wizardId);
    if (!row || !secret || sha256Hex(secret) !== row.secretHash) throw notFound('wizards.errors.notFound');
    if (needsLogin(row.kind) && !isPersonOf(viewer, row, (await linkById(db, row.linkId))?.email ?? ''))
      throw notFound('wizards.errors.notFound');
    if (row.expiresAt.getTime() <= now().getTime()) {
      await inTransaction(db, async (tx) => {
        await deleteSession(tx, row.id);
        await releaseLink(tx, row.linkId);
      });
      throw new AppError(410, 'wizards.errors.sessionExpired');
    }
    return row;
  }

  function ofKind(row: WizardSessionRow, kind: WizardKind) {
    if (row.kind !== kind) throw notFound('wizards.errors.notFound');
  }

  /** Steps before `step` must be answered first (spec §4: a step follows only a validated one). */
  function requireBefore(row: WizardSessionRow, step: string) {
    const steps = WIZARD_STEPS[row.kind as WizardKind] as readonly string[];
    const missing = steps
      .slice(0, steps.indexOf(step))
      .filter((s) => s !== 'summary' && !row.done.includes(s));
    if (missing.length > 0)
      throw new AppError(409, 'wizards.errors.stepOrder', { params: { step: missing[0]! } });
  }

  async function save(row: WizardSessionRow, step: string, data: SessionData): Promise<WizardSessionRow> {
    const steps = WIZARD_STEPS[row.kind as WizardKind] as readonly string[];
    const done = steps.filter((s) => s === step || row.done.includes(s));
    const change = {
      done,
      data: data as Record<string, unknown>,
      updatedAt: now(),
      expiresAt: new Date(now().getTime() + WIZARD_SESSION_TTL_MS),
    };
    await saveSession(db, row.id, change);
    return { ...row, ...change };
  }

  async function view(row: WizardSessionRow): Promise<WizardView> {
    const link = await linkById(db, row.linkId);
    const steps = [...WIZARD_STEPS[row.kind as WizardKind]] as string[];
    const data = row.data as SessionData;
    const current = steps.find((s) => s !== 'summary' && !row.done.includes(s)) ?? steps[steps.length - 1]!;
    const company = row.kind === 'company_change' ? await customers.companyData(row.customerId) : null;
    const invited =
      row.kind === 'contact_person' ? await customers.customerOfPerson(row.contactPersonId) : null;
    return {
      wizardId: row.id,
      kind: row.kind as WizardKind,
      steps,
      done: row.done,
      current,
      companyName: await companyNameOf(row.customerId),
      email: link?.email ?? '',
      expiresAt: row.expiresAt.toISOString(),
      invited: invited
        ? {
            firstName: invited.contactPerson.firstName,
            lastName: invited.contactPerson.lastName,
            phone: invited.contactPerson.phone ?? '',
            language: invited.language,
          }
        : null,
      currentCompany: company
        ? {
            companyName: company.companyName ?? '',
            street: company.street,
            zipCode: company.zipCode,
            city: company.city,
            vatNumber: company.vatNumber ?? '',
          }
        : null,
      answers: {
        details: data.details ? { ...data.details, phone: data.details.phone ?? '' } : null,
        username: data.username ?? null,
        passwordSet: Boolean(data.passwordHash),
        termsAccepted: Boolean(data.termsAcceptedAt),
        company: data.company ?? null,
        declaredUses: data.declaredUses ?? null,
      },
    };
  }

  async function checkCompany(row: WizardSessionRow, proposed: CompanyData): Promise<CompanyCheck> {
    const current = await customers.companyData(row.customerId);
    if (!current) throw notFound('wizards.errors.notFound');
    const now_ = {
      companyName: current.companyName ?? '',
      street: current.street,
      zipCode: current.zipCode,
      city: current.city,
      vatNumber: current.vatNumber ?? '',
    };
    const changes = (Object.keys(now_) as Array<keyof CompanyData>)
      .filter((field) => now_[field] !== proposed[field])
      .map((field) => ({ field, from: now_[field], to: proposed[field] }));
    const { matches } = await customers.cleanseMatch({ country: current.country, ...proposed });
    const best = matches[0] ?? null;
    const warnings: string[] = [];
    if (!best || best.confidence < 60) warnings.push('wizards.company.notInRegistry');
    else if (best.vatNumber && best.vatNumber !== proposed.vatNumber)
      warnings.push('wizards.company.registryVatDiffers');
    return {
      proposed,
      current: now_,
      changes,
      registry: best
        ? {
            duns: best.duns,
            name: best.name,
            vatNumber: best.vatNumber,
            street: best.street,
            zipCode: best.zipCode,
            city: best.city,
            confidence: best.confidence,
          }
        : null,
      warnings,
    };
  }

  async function acceptanceOf(row: WizardSessionRow): Promise<AcceptanceCheck> {
    const terms = await customers.terms(row.customerId);
    const declaration = await latestDeclaration(db, row.customerId);
    const termsUpToDate = terms.upToDate;
    const declarationUpToDate = declaration?.statementVersion === END_USE_STATEMENT_VERSION;
    const missing = (['terms', 'declared_uses'] as const).filter((step) => !row.done.includes(step));
    return { termsVersion: CURRENT_TERMS_VERSION, termsUpToDate, declarationUpToDate, missing };
  }

  function documentLink(customerId: number, invoiceId: number, country: string, language: Language): string {
    const expiresAt = new Date(now().getTime() + DOCUMENT_LINK_TTL_MS);
    const token = tokens.sealDocument('mail', customerId, invoiceId, expiresAt);
    const path = generate('login_by_document', { token, ...localePrefix(country, language) });
    return deps.publicUrl.replace(/\/$/, '') + path;
  }

  const finished = (kind: WizardKind): WizardFinished => ({
    kind,
    next: generate('link_confirmation', { kind }),
  });

  return {
    /**
     * The invitation link of a colleague the customer just added (auth's set_contact_person): the
     * mail goes out from here, in the colleague's language.
     */
    async mailInvitation(
      person: {
        customerId: number;
        contactPersonId: number;
        requestedBy: number;
        email: string;
        language: string;
      },
      company: string,
    ): Promise<void> {
      const language: Language = isLanguage(person.language) ? person.language : 'en';
      const { url } = await createLink('contact_person', person, language);
      const hours = WIZARD_LINK_TTL_MS.contact_person / 3600_000;
      await deps.mail.send({
        kind: 'invitation',
        to: person.email,
        language,
        ...invitationMail(language, url, company, hours),
      });
    },

    /**
     * Asks the company's main contact person to confirm a change of the company's data or to accept
     * the terms and declare the end use: a link to their mailbox, whoever asked.
     */
    async request(
      kind: 'company_change' | 'acceptance',
      identity: { customerId: number; contactPersonId: number },
    ): Promise<{ sentTo: string }> {
      await deps.rateLimits.consume('wizardRequestCustomer', String(identity.customerId));
      const data = await customers.companyData(identity.customerId);
      if (!data) throw notFound();
      if (kind === 'company_change' && (data.customerType === 'person' || data.isPerson))
        throw new AppError(409, 'wizards.errors.notACompany');
      const primary = await customers.primaryContact(identity.customerId);
      if (!primary) throw notFound();
      const asker = await customers.customerOfPerson(identity.contactPersonId);
      const language: Language = isLanguage(primary.language) ? primary.language : 'en';
      const { url } = await createLink(
        kind,
        {
          customerId: identity.customerId,
          contactPersonId: primary.id,
          requestedBy: identity.contactPersonId,
          email: primary.email,
        },
        language,
      );
      const requestedBy = asker
        ? `${asker.contactPerson.firstName} ${asker.contactPerson.lastName}`.trim()
        : '';
      await deps.mail.send({
        kind: 'wizard_link',
        to: primary.email,
        language,
        ...wizardLinkMail(
          language,
          kind,
          url,
          data.companyName ?? '',
          requestedBy,
          WIZARD_LINK_TTL_MS[kind] / 3600_000,
        ),
      });
      return { sentTo: primary.email };
    },

    /** What a link would open, without opening it (the page asks before the person starts). */
    async checkLink(token: string, viewer: Viewer | null, ip: string): Promise<WizardLinkCheck> {
      await deps.rateLimits.consume('wizardTokenIp', ip);
      const found = await examine(token, viewer);
      if (found.problem !== null) return { state: found.problem, kind: found.kind };
      const { row } = found;
      return {
        state: 'valid',
        kind: row.kind as WizardKind,
        companyName: await companyNameOf(row.customerId),
        email: row.email,
        expiresAt: row.expiresAt.toISOString(),
        loginRequired: needsLogin(row.kind),
      };
    },

    /** Opens a link once: a wizard session for this browser (its secret goes into a cookie). */
    async open(
      token: string,
      viewer: Viewer | null,
      ip: string,
    ): Promise<{ view: WizardView; secret: string }> {
      await deps.rateLimits.consume('wizardTokenIp', ip);
      const found = await examine(token, viewer);
      if (found.problem !== null) throw PROBLEM_ERRORS[found.problem]();
      const { row } = found;
      const opened = tokens.openWizardLink(token, now());
      if (!opened.ok || !(await claimLink(db, row.id, sha256Hex(opened.value.nonce), now())))
        throw PROBLEM_ERRORS.in_progress();
      const secret = randomBytes(32).toString('base64url');
      const session = {
        id: randomBytes(16).toString('base64url'),
        secretHash: sha256Hex(secret),
        linkId: row.id,
        kind: row.kind,
        customerId: row.customerId,
        contactPersonId: row.contactPersonId,
        done: [] as string[],
        data: {},
        createdAt: now(),
        updatedAt: now(),
        expiresAt: new Date(now().getTime() + WIZARD_SESSION_TTL_MS),
      };
      await insertSession(db, session);
      return { view: await view(session), secret };
    },

    async get(wizardId: string, secret: string | undefined, viewer: Viewer | null): Promise<WizardView> {
      return view(await load(wizardId, secret, viewer));
    },

    /** One step of the contact-person or acceptance wizard, validated and kept on the server. */
    async step(
      input: WizardStepInput,
      secret: string | undefined,
      viewer: Viewer | null,
    ): Promise<WizardView> {
      const row = await load(input.wizardId, secret, viewer);
      const data = { ...(row.data as SessionData) };
      if (input.step === 'details') {
        ofKind(row, 'contact_person');
        const country = (await customers.companyData(row.customerId))?.country;
        const phone = input.data.phone ? toE164(input.data.phone, country) : null;
        if (input.data.phone && !phone)
          throw validationError([{ field: 'data.phone', key: 'errors.account.phoneInvalid' }]);
        data.details = {
          firstName: input.data.firstName,
          lastName: input.data.lastName,
          phone,
          language: input.data.language,
        };
        return view(await save(row, 'details', data));
      }
      if (input.step === 'password') {
        ofKind(row, 'contact_person');
        requireBefore(row, 'password');
        const link = await linkById(db, row.linkId);
        const username = input.data.username ? input.data.username.toLowerCase() : null;
        const problem = deps.passwordProblem(input.data.password, [link?.email ?? '', username ?? '']);
        if (problem) throw validationError([{ field: 'data.password', ...problem }]);
        if (username && (await customers.usernameTaken(username)))
          throw new AppError(409, 'errors.account.usernameTaken', {
            data: [{ field: 'data.username', key: 'errors.account.usernameTaken' }],
          });
        data.username = username;
        data.passwordHash = await deps.hashPassword(input.data.password);
        return view(await save(row, 'password', data));
      }
      // Terms: the colleague's own acceptance, or the company's in the acceptance wizard.
      if (row.kind === 'company_change') throw notFound('wizards.errors.notFound');
      requireBefore(row, 'terms');
      data.termsAcceptedAt = now().toISOString();
      return view(await save(row, 'terms', data));
    },

    async finalizeContactPerson(wizardId: string, secret: string | undefined): Promise<WizardFinished> {
      const row = await load(wizardId, secret, null);
      ofKind(row, 'contact_person');
      requireBefore(row, 'summary');
      const data = row.data as SessionData;
      await inTransaction(db, async (tx) => {
        if (!(await finishLink(tx, row.linkId, now()))) throw PROBLEM_ERRORS.used();
        const joined = await customers.activateInvitedPerson(
          row.customerId,
          row.contactPersonId,
          {
            firstName: data.details!.firstName,
            lastName: data.details!.lastName,
            phone: data.details!.phone,
            language: data.details!.language,
            username: data.username ?? null,
            passwordHash: data.passwordHash!,
          },
          tx,
          now(),
        );
        if (!joined) throw new AppError(409, 'wizards.errors.alreadyJoined');
        await deleteSession(tx, row.id);
      });
      return finished('contact_person');
    },

    /** The company-data step: formats by the country's rules, then the business registry's view. */
    async validateCompanyChange(
      input: CompanyChange,
      secret: string | undefined,
      viewer: Viewer | null,
    ): Promise<CompanyCheck> {
      const row = await load(input.wizardId, secret, viewer);
      ofKind(row, 'company_change');
      const current = await customers.companyData(row.customerId);
      if (!current) throw notFound();
      if (current.customerType === 'person' || current.isPerson)
        throw new AppError(409, 'wizards.errors.notACompany');
      const problems: FieldProblem[] = [];
      const vatNumber = isEuVatCountry(current.country)
        ? normaliseVatNumber(current.country, input.vatNumber)
        : (parseVatNumber(input.vatNumber)?.vatNumber ?? null);
      if (!vatNumber) problems.push({ field: 'vatNumber', key: 'wizards.errors.vatInvalid' });
      const zipCode = normaliseZipCode(current.country, input.zipCode);
      if (!zipCode) problems.push({ field: 'zipCode', key: 'wizards.errors.zipInvalid' });
      if (problems.length > 0) throw validationError(problems);
      const proposed: CompanyData = {
        companyName: tidy(input.companyName),
        street: tidy(input.street),
        zipCode: zipCode!,
        city: tidy(input.city),
        vatNumber: vatNumber!,
      };
      const check = await checkCompany(row, proposed);
      if (check.changes.length === 0)
        throw validationError([{ field: 'companyName', key: 'wizards.errors.nothingChanged' }]);
      // New data needs a new review.
      const again = { ...row, done: row.done.filter((step) => step !== 'review') };
      await save(again, 'data', { ...(row.data as SessionData), company: proposed });
      return check;
    },

    /** The review step: the proposed data checked again against the registry and today's data. */
    async recheckCompanyChange(
      wizardId: string,
      secret: string | undefined,
      viewer: Viewer | null,
    ): Promise<CompanyCheck> {
      const row = await load(wizardId, secret, viewer);
      ofKind(row, 'company_change');
      requireBefore(row, 'review');
      const check = await checkCompany(row, (row.data as SessionData).company!);
      await save(row, 'review', row.data as SessionData);
      return check;
    },

    async finalizeCompanyChange(
      wizardId: string,
      secret: string | undefined,
      viewer: Viewer | null,
    ): Promise<WizardFinished> {
      const row = await load(wizardId, secret, viewer);
      ofKind(row, 'company_change');
      requireBefore(row, 'review');
      if (!row.done.includes('review'))
        throw new AppError(409, 'wizards.errors.stepOrder', { params: { step: 'review' } });
      const proposed = (row.data as SessionData).company!;
      const check = await checkCompany(row, proposed);
      if (check.changes.length === 0)
        throw validationError([{ field: 'companyName', key: 'wizards.errors.nothingChanged' }]);
      await inTransaction(db, async (tx) => {
        if (!(await finishLink(tx, row.linkId, now()))) throw PROBLEM_ERRORS.used();
        await customers.changeCompanyData(row.customerId, proposed, tx);
        await deleteSession(tx, row.id);
      });
      return finished('company_change');
    },

    /** The uses one may declare, and the declaration in force (spec §7 declared-uses). */
    async declaredUses(customerId: number | null) {
      const current = customerId ? await latestDeclaration(db, customerId) : null;
      return {
        uses: [...DECLARED_USES],
        statementVersion: END_USE_STATEMENT_VERSION,
        current: current
          ? { uses: current.uses, countries: current.countries, declaredAt: current.createdAt.toISOString() }
          : null,
      };
    },

    async saveDeclaredUses(
      input: DeclaredUsesInput,
      secret: string | undefined,
      viewer: Viewer | null,
    ): Promise<WizardView> {
      const row = await load(input.wizardId, secret, viewer);
      ofKind(row, 'acceptance');
      requireBefore(row, 'declared_uses');
      const declared = { uses: input.uses, countries: [...new Set(input.countries)] };
      return view(await save(row, 'declared_uses', { ...(row.data as SessionData), declaredUses: declared }));
    },

    async recheckAcceptance(
      wizardId: string,
      secret: string | undefined,
      viewer: Viewer | null,
    ): Promise<AcceptanceCheck> {
      const row = await load(wizardId, secret, viewer);
      ofKind(row, 'acceptance');
      return acceptanceOf(row);
    },

    async finalizeAcceptance(
      wizardId: string,
      secret: string | undefined,
      viewer: Viewer | null,
      ip: string,
    ): Promise<WizardFinished> {
      const row = await load(wizardId, secret, viewer);
      ofKind(row, 'acceptance');
      requireBefore(row, 'summary');
      const declared = (row.data as SessionData).declaredUses!;
      await inTransaction(db, async (tx) => {
        if (!(await finishLink(tx, row.linkId, now()))) throw PROBLEM_ERRORS.used();
        await insertDeclaration(tx, {
          customerId: row.customerId,
          contactPersonId: row.contactPersonId,
          uses: declared.uses,
          countries: declared.countries,
          statementVersion: END_USE_STATEMENT_VERSION,
          termsVersion: CURRENT_TERMS_VERSION,
          ip,
        });
        await deleteSession(tx, row.id);
      });
      await customers.updateTerms(row.customerId, { accept: true }, now());
      return finished('acceptance');
    },

    /** Leaves the wizard: its answers are dropped and the mailed link works again while it is valid. */
    async clearSession(wizardId: string, secret: string | undefined, viewer: Viewer | null): Promise<void> {
      const row = await load(wizardId, secret, viewer);
      await inTransaction(db, async (tx) => {
        await deleteSession(tx, row.id);
        await releaseLink(tx, row.linkId);
      });
    },

    /**
     * Refuses: the wizard ends and its link never works again; a declined invitation removes the
     * colleague who never joined.
     */
    async invalidateSession(
      wizardId: string,
      secret: string | undefined,
      viewer: Viewer | null,
    ): Promise<void> {
      const row = await load(wizardId, secret, viewer);
      await inTransaction(db, async (tx) => {
        await deleteSession(tx, row.id);
        await voidLink(tx, row.linkId, now());
        if (row.kind === 'contact_person')
          await customers.removePendingPerson(row.customerId, row.contactPersonId, tx);
      });
    },

    /** Sessions past their hour end and give their links back (the sessions' sweep calls it). */
    sweep: () => deleteExpiredSessions(db, now()),

    // ---- /login-by-document ----

    /** A mailed link to one invoice of the customer (ADR 073), on the public origin. */
    documentLink,

    /** Mails an invoice's link to the customer's main contact person. */
    async mailDocument(customerId: number, invoice: { id: number; number: string }): Promise<void> {
      const primary = await customers.primaryContact(customerId);
      const data = await customers.companyData(customerId);
      if (!primary || !data) return;
      const language: Language = isLanguage(primary.language) ? primary.language : 'en';
      const url = documentLink(customerId, invoice.id, data.country, language);
      await deps.mail.send({
        kind: 'document_link',
        to: primary.email,
        language,
        ...documentLinkMail(
          language,
          url,
          { number: invoice.number, company: data.companyName ?? '' },
          DOCUMENT_LINK_TTL_MS / 86_400_000,
        ),
      });
    },

    /**
     * The /login-by-document page: a mailed link is exchanged for a 15-minute grant to that one
     * document. No session starts; the grant opens nothing else.
     */
    async openDocumentLink(token: string, ip: string): Promise<DocumentLinkView> {
      try {
        await deps.rateLimits.consume('wizardTokenIp', ip);
      } catch {
        return { state: 'too_many' };
      }
      const opened = tokens.openDocument('mail', token, now());
      if (!opened.ok) return { state: opened.reason };
      const { customerId, invoiceId } = opened.value;
      const document = await deps.documents?.describe(customerId, invoiceId);
      if (!document) return { state: 'not_found' };
      const grantExpiresAt = new Date(now().getTime() + DOCUMENT_GRANT_TTL_MS);
      const grant = tokens.sealDocument('grant', customerId, invoiceId, grantExpiresAt);
      return {
        state: 'valid',
        title: document.number,
        fileName: `${document.number.replace(/[^A-Za-z0-9_-]+/g, '-')}.pdf`,
        downloadUrl: generate('login_by_document_file', { grant }),
        grantExpiresAt: grantExpiresAt.toISOString(),
      };
    },

    /** The document a grant opens: expired 410, anything else 404. */
    async documentFile(grant: string): Promise<{ fileName: string; bytes: Buffer }> {
      const opened = tokens.openDocument('grant', grant, now());
      if (!opened.ok) {
        if (opened.reason === 'expired') throw new AppError(410, 'wizards.document.expired');
        throw notFound();
      }
      const file = await deps.documents?.pdf(opened.value.customerId, opened.value.invoiceId);
      if (!file) throw notFound();
      return file;
    },
  };
}

export type WizardsService = ReturnType<typeof createWizardsService>;
