/**
 * Contracts of the mailed-link wizards and document links (issue 21, spec §2 /wizard/display,
 * /wizard/data-acceptance, /link/confirmation, /link/failure, /login-by-document; §7 wizard calls;
 * ADR 073). One schema each, used by the server's validation, the pages' forms and the OpenAPI
 * document.
 */
import { z } from 'zod';
import { messageKey } from './errors';
import { PhoneTextSchema } from './phone';
import { UsernameSchema } from './contracts/auth';

export const WIZARD_KINDS = ['contact_person', 'company_change', 'acceptance'] as const;
export type WizardKind = (typeof WIZARD_KINDS)[number];

/** The steps of each wizard, in order; the last is the summary that finalises. */
export const WIZARD_STEPS = {
  contact_person: ['details', 'password', 'terms', 'summary'],
  company_change: ['data', 'review'],
  acceptance: ['terms', 'declared_uses', 'summary'],
} as const satisfies Record<WizardKind, readonly string[]>;
export type WizardStep = (typeof WIZARD_STEPS)[WizardKind][number];

/** Which page of spec §2 a kind's mailed link opens. */
export const WIZARD_PAGE: Record<WizardKind, 'wizard_display' | 'wizard_data_acceptance'> = {
  contact_person: 'wizard_display',
  company_change: 'wizard_data_acceptance',
  acceptance: 'wizard_data_acceptance',
};

/** A mailed link's token: `<link id>.<expiry, seconds, base 36>.<nonce>.<signature>` (ADR 073). */
export const WIZARD_TOKEN = /^\d{1,10}\.[0-9a-z]{1,10}\.[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{32}$/;
/** A wizard session's public id. */
export const WIZARD_ID = /^[A-Za-z0-9_-]{22}$/;

/** The cookie that holds a wizard's secret: one per wizard, this browser only (ADR 073). */
export const wizardCookie = (wizardId: string) => `wz_${wizardId}`;

export const WizardTokenSchema = z
  .string()
  .max(200)
  .regex(WIZARD_TOKEN, messageKey('errors.input.linkInvalid'));
export const WizardIdSchema = z.string().regex(WIZARD_ID, messageKey('errors.input.linkInvalid'));

export const WizardTokenQuerySchema = z.object({ token: WizardTokenSchema });
export const WizardTokenBodySchema = z.object({ token: WizardTokenSchema }).strict();
export const WizardIdBodySchema = z.object({ wizardId: WizardIdSchema }).strict();
export const WizardIdParamsSchema = z.object({ wizardId: WizardIdSchema });

/** Why a link does not open (the /link/failure page words each). */
export const LINK_PROBLEMS = [
  'invalid',
  'expired',
  'used',
  'in_progress',
  'login_required',
  'other_customer',
] as const;
export type LinkProblem = (typeof LINK_PROBLEMS)[number];

export const WizardLinkCheckSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('valid'),
    kind: z.enum(WIZARD_KINDS),
    companyName: z.string(),
    /** Whom the link was sent to (the invited or confirming person's address). */
    email: z.string(),
    expiresAt: z.string(),
    /** company_change and acceptance: the confirming person must be logged in as themselves. */
    loginRequired: z.boolean(),
  }),
  z.object({ state: z.enum(LINK_PROBLEMS), kind: z.enum(WIZARD_KINDS).nullable() }),
]);
export type WizardLinkCheck = z.infer<typeof WizardLinkCheckSchema>;

const name = z
  .string()
  .trim()
  .min(1, messageKey('errors.input.required'))
  .max(60, messageKey('errors.input.tooLong'));
const LanguageSchema = z.enum(['en', 'pl', 'hu', 'de']);

export const ContactPersonDetailsSchema = z
  .object({
    firstName: name,
    lastName: name,
    phone: PhoneTextSchema.default(''),
    language: LanguageSchema,
  })
  .strict();

export const ContactPersonPasswordSchema = z
  .object({
    /** Optional: the e-mail address always works as the login. */
    username: z.union([z.literal(''), UsernameSchema]).default(''),
    password: z.string().max(200, messageKey('errors.input.tooLong')),
    passwordRepeat: z.string().max(200, messageKey('errors.input.tooLong')),
  })
  .strict()
  .refine((v) => v.password === v.passwordRepeat, {
    path: ['passwordRepeat'],
    message: messageKey('wizards.errors.passwordsDiffer'),
  });

export const AcceptTermsSchema = z
  .object({ accept: z.literal(true, messageKey('errors.input.acceptTerms')) })
  .strict();

/** One POST per step of the contact-person and acceptance wizards (company data has its own calls). */
export const WizardStepSchema = z.discriminatedUnion('step', [
  z
    .object({ wizardId: WizardIdSchema, step: z.literal('details'), data: ContactPersonDetailsSchema })
    .strict(),
  z
    .object({ wizardId: WizardIdSchema, step: z.literal('password'), data: ContactPersonPasswordSchema })
    .strict(),
  z.object({ wizardId: WizardIdSchema, step: z.literal('terms'), data: AcceptTermsSchema }).strict(),
]);
export type WizardStepInput = z.infer<typeof WizardStepSchema>;

// ---- company data ----

const text = (max: number) =>
  z.string().trim().min(1, messageKey('errors.input.required')).max(max, messageKey('errors.input.tooLong'));

export const CompanyChangeSchema = z
  .object({
    wizardId: WizardIdSchema,
    companyName: text(120),
    street: text(120),
    zipCode: text(12),
    city: text(60),
    /** Checked against the country's format (common/vat-numbers) by the service. */
    vatNumber: text(20),
  })
  .strict();
export type CompanyChange = z.infer<typeof CompanyChangeSchema>;

export const CompanyDataSchema = z.object({
  companyName: z.string(),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  vatNumber: z.string(),
});
export type CompanyData = z.infer<typeof CompanyDataSchema>;

export const RegistryMatchSchema = z.object({
  duns: z.string(),
  name: z.string(),
  vatNumber: z.string().nullable(),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  confidence: z.number(),
});

export const CompanyCheckSchema = z.object({
  proposed: CompanyDataSchema,
  current: CompanyDataSchema,
  /** The fields that change, current → proposed. */
  changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
  /** The business registry's best match for the proposed data, if any. */
  registry: RegistryMatchSchema.nullable(),
  /** Things to look at that do not stop the change (message keys, worded by the page). */
  warnings: z.array(z.string()),
});
export type CompanyCheck = z.infer<typeof CompanyCheckSchema>;

// ---- declared uses (end-use declaration for export-controlled parts) ----

/** What the goods are used for (the EU dual-use regulation's end-use statement, simplified). */
export const DECLARED_USES = [
  'civil_industrial',
  'research',
  'repair_maintenance',
  'resale_eu',
  'resale_export',
  'medical',
  'aerospace_civil',
] as const;
export type DeclaredUse = (typeof DECLARED_USES)[number];
/** Changed with the statement's wording (stored with every declaration as proof). */
export const END_USE_STATEMENT_VERSION = '2026-11';

export const DeclaredUsesSchema = z
  .object({
    wizardId: WizardIdSchema,
    uses: z
      .array(z.enum(DECLARED_USES, messageKey('wizards.errors.useUnknown')))
      .min(1, messageKey('wizards.errors.useRequired'))
      .max(DECLARED_USES.length)
      .refine((uses) => new Set(uses).size === uses.length, messageKey('wizards.errors.useRequired')),
    countries: z
      .array(z.string().regex(/^[a-z]{2}$/, messageKey('errors.input.countryCode')))
      .min(1, messageKey('wizards.errors.countryRequired'))
      .max(30, messageKey('errors.input.tooLong')),
    /** The statement that the goods serve no military or WMD end use (required). */
    noMilitaryUse: z.literal(true, messageKey('wizards.errors.statementRequired')),
  })
  .strict();
export type DeclaredUsesInput = z.infer<typeof DeclaredUsesSchema>;

export const DeclaredUsesOptionsSchema = z.object({
  uses: z.array(z.enum(DECLARED_USES)),
  statementVersion: z.string(),
  /** The declaration in force, or null. */
  current: z
    .object({ uses: z.array(z.string()), countries: z.array(z.string()), declaredAt: z.string() })
    .nullable(),
});

export const AcceptanceCheckSchema = z.object({
  termsVersion: z.string(),
  termsUpToDate: z.boolean(),
  declarationUpToDate: z.boolean(),
  /** What the wizard still needs before it can finish: 'terms', 'declared_uses'. */
  missing: z.array(z.enum(['terms', 'declared_uses'])),
});
export type AcceptanceCheck = z.infer<typeof AcceptanceCheckSchema>;

// ---- the wizard as the page shows it ----

export const WizardViewSchema = z.object({
  wizardId: z.string(),
  kind: z.enum(WIZARD_KINDS),
  steps: z.array(z.string()),
  /** Steps answered so far. */
  done: z.array(z.string()),
  /** The first step not yet answered (the summary when all are). */
  current: z.string(),
  companyName: z.string(),
  email: z.string(),
  expiresAt: z.string(),
  /** contact_person: what the inviting colleague typed (the details form starts from it). */
  invited: z
    .object({ firstName: z.string(), lastName: z.string(), phone: z.string(), language: z.string() })
    .nullable(),
  /** company_change: the data in force (the form starts from it); null for other kinds. */
  currentCompany: CompanyDataSchema.nullable(),
  /** What was answered, safe to show back (never the password). */
  answers: z.object({
    details: ContactPersonDetailsSchema.omit({ phone: true }).extend({ phone: z.string() }).nullable(),
    username: z.string().nullable(),
    passwordSet: z.boolean(),
    termsAccepted: z.boolean(),
    company: CompanyDataSchema.nullable(),
    declaredUses: z.object({ uses: z.array(z.string()), countries: z.array(z.string()) }).nullable(),
  }),
});
export type WizardView = z.infer<typeof WizardViewSchema>;

export const WizardFinishedSchema = z.object({
  kind: z.enum(WIZARD_KINDS),
  /** Where the page goes next: /link/confirmation with the kind. */
  next: z.string(),
});
export type WizardFinished = z.infer<typeof WizardFinishedSchema>;

export const WizardRequestSchema = z.object({ kind: z.enum(['company_change', 'acceptance']) }).strict();
export const WizardRequestedSchema = z.object({
  /** The address the link went to (the company's main contact person). */
  sentTo: z.string(),
});

// ---- /login-by-document ----

/** `<customer>.<kind>.<ref>.<expiry base 36>.<signature>` (ADR 073); kind `i`: an invoice by id. */
export const DOCUMENT_TOKEN = /^\d{1,10}\.i\.\d{1,10}\.[0-9a-z]{1,10}\.[A-Za-z0-9_-]{32}$/;
export const DocumentTokenSchema = z
  .string()
  .max(120)
  .regex(DOCUMENT_TOKEN, messageKey('errors.input.linkInvalid'));
export const DocumentGrantQuerySchema = z.object({ grant: DocumentTokenSchema });

export const DocumentLinkViewSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('valid'),
    title: z.string(),
    fileName: z.string(),
    /** The short-lived grant's download address (15 minutes). */
    downloadUrl: z.string(),
    grantExpiresAt: z.string(),
  }),
  z.object({ state: z.enum(['invalid', 'expired', 'not_found', 'too_many']) }),
]);
export type DocumentLinkView = z.infer<typeof DocumentLinkViewSchema>;

export type DeclaredUsesOptions = z.infer<typeof DeclaredUsesOptionsSchema>;
