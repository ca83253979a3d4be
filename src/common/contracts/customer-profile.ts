/**
 * Contracts of the profile's e-invoice service (spec §2 /profile/account/e-invoice, §7 Customer
 * e-invoice calls) and of the customer info (spec §3: vatNumbers, defaultDelivery, defaultPayment).
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { EU_VAT_FORMATS, isEuVatCountry, normaliseVatNumber } from '../vat-numbers';
import { EmailSchema } from './auth';

// ---- e-invoice ----

export const EinvoiceStateSchema = z.object({
  /** active: invoices go by e-mail to `email`; inactive: on paper / in the customer area only. */
  status: z.enum(['inactive', 'active']),
  email: z.string().nullable(),
  /** ISO date-time. */
  activatedAt: z.string().nullable(),
  /** An activation mail was sent and its link not followed yet. */
  pending: z.object({ email: z.string(), requestedAt: z.string(), expiresAt: z.string() }).nullable(),
});
export type EinvoiceState = z.infer<typeof EinvoiceStateSchema>;

export const EinvoiceActivationEmailSchema = z.object({ email: EmailSchema }).strict();
export type EinvoiceActivationEmail = z.input<typeof EinvoiceActivationEmailSchema>;

/** The `{encryptedParams}` of the mailed link, sent back by the activation page. */
export const EINVOICE_PARAMS_PATTERN = /^[A-Za-z0-9_-]{1,600}$/;
export const EinvoiceActivateSchema = z
  .object({ params: z.string().regex(EINVOICE_PARAMS_PATTERN, messageKey('errors.einvoice.invalid')) })
  .strict();

/** What the activation page knows of a link before the customer confirms it. */
export type EinvoiceLinkCheck =
  | { state: 'valid'; email: string }
  | { state: 'invalid' | 'expired' | 'used' | 'other_customer' | 'login_required' };

// ---- customer info ----

export const METHOD_ID_PATTERN = /^[A-Za-z0-9_.-]{1,40}$/;
const MethodIdSchema = z.string().trim().regex(METHOD_ID_PATTERN, messageKey('errors.input.methodId'));

export const VatNumberEntrySchema = z.object({ country: z.string(), vatNumber: z.string() });

export const CustomerInfoSchema = z.object({
  /**
   * The customer keeps addresses in the address book of /profile/account/addresses (the order
   * form then offers "add a new address" there, spec §2 addressCreate=true).
   */
  newCustomerAddresses: z.boolean(),
  vatNumbers: z.array(VatNumberEntrySchema),
  defaultDelivery: z.string().nullable(),
  defaultPayment: z.string().nullable(),
});
export type CustomerInfo = z.infer<typeof CustomerInfoSchema>;

export const MAX_VAT_NUMBERS = Object.keys(EU_VAT_FORMATS).length;

const VatNumbersSchema = z
  .array(
    z
      .object({
        country: z.string().regex(/^[a-z]{2}$/, messageKey('errors.input.countryCode')),
        vatNumber: z.string().max(30, messageKey('errors.input.tooLong')),
      })
      .strict(),
  )
  .max(MAX_VAT_NUMBERS, messageKey('errors.input.vatNumbersTooMany'))
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (!isEuVatCountry(entry.country)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'country'],
          message: messageKey('errors.input.euCountry'),
        });
        return;
      }
      if (seen.has(entry.country)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'country'],
          message: messageKey('accounts.info.duplicate'),
        });
      }
      seen.add(entry.country);
      if (normaliseVatNumber(entry.country, entry.vatNumber) === null) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'vatNumber'],
          message: messageKey('accounts.info.invalidVat'),
          params: { example: EU_VAT_FORMATS[entry.country]!.example },
        });
      }
    });
  })
  .transform((entries) =>
    entries.map((e) => ({ country: e.country, vatNumber: normaliseVatNumber(e.country, e.vatNumber)! })),
  );

export const CustomerInfoUpdateSchema = z
  .object({
    /** Replaces the whole list. */
    vatNumbers: VatNumbersSchema.optional(),
    defaultDelivery: MethodIdSchema.nullable().optional(),
    defaultPayment: MethodIdSchema.nullable().optional(),
  })
  .strict()
  .refine(
    (b) => b.vatNumbers !== undefined || b.defaultDelivery !== undefined || b.defaultPayment !== undefined,
    messageKey('errors.input.nothingToChange'),
  );
export type CustomerInfoUpdate = z.output<typeof CustomerInfoUpdateSchema>;
export type CustomerInfoUpdateInput = z.input<typeof CustomerInfoUpdateSchema>;
