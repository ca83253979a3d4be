/**
 * Contracts of the customer area: usernames and contact persons (spec §3 crc, §7 "Common",
 * "Customer").
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { CRC_PATTERN, FIELD_MAX_LENGTH as MAX } from '../accounts';
import { ADDRESS_LABEL_MAX_LENGTH } from '../address-rules';
import { normalisePhoneIn, PhoneTextSchema } from '../phone';
import { isEmail } from '../validation/checks';
import { serverConstraintsSchema } from '../validation/zod-bridge';
import { UsernameSchema } from './auth';
import { DeliveryMethodSchema } from './checkout';

export const CrcParamsSchema = z.object({
  crc: z.string().regex(CRC_PATTERN, messageKey('errors.input.crc')),
});

export const SetUsernameRequestSchema = z
  .object({
    username: UsernameSchema,
  })
  .strict();
export type SetUsernameRequest = z.infer<typeof SetUsernameRequestSchema>;

export const SetUsernameResponseSchema = z.object({ crc: z.string(), username: z.string() });

// ---- profile addresses (spec §3 "Customer addresses list response", "Address create payload") ----

export const ADDRESS_ROLES = ['SH', 'BP', 'ZO'] as const;
export const AddressRoleSchema = z.enum(ADDRESS_ROLES);
export type AddressRole = z.infer<typeof AddressRoleSchema>;

export const AddressRoleParamsSchema = z.object({ addressRole: AddressRoleSchema });
export const AddressNumberParamsSchema = z.object({
  number: z.string().regex(/^\d{7}$/, messageKey('errors.input.addressNumber')),
});

export const AddressDetailsSchema = z.object({
  customerName: z.string(),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  vatNumber: z.string().nullable(),
  accessPointId: z.string().nullable(),
  receiverEmail: z.string().nullable(),
  receiverPhone: z.string().nullable(),
});

export const AddressElementSchema = z.object({
  addressNumber: z.string(),
  role: AddressRoleSchema,
  isDefault: z.boolean(),
  isArchived: z.boolean(),
  isEnabled: z.boolean(),
  details: AddressDetailsSchema,
  /** Delivery methods to this address's country and the payments each allows (spec §3). */
  deliveryMethods: z.object({ elements: z.array(DeliveryMethodSchema) }),
});
export type AddressElement = z.infer<typeof AddressElementSchema>;

export const AddressListSchema = z.object({
  shippingAddresses: z.object({ elements: z.array(AddressElementSchema) }),
  invoiceSendAddresses: z.object({ elements: z.array(AddressElementSchema) }),
  payerAddress: AddressElementSchema.nullable(),
});
export type AddressList = z.infer<typeof AddressListSchema>;

const text = (max: number) =>
  z.string().trim().min(1, messageKey('errors.input.required')).max(max, messageKey('errors.input.tooLong'));
const optionalText = (max: number) =>
  z.string().trim().max(max, messageKey('errors.input.tooLong')).default('');

/**
 * What a customer types for an address (create and edit). The receiver phone is read with the
 * address's country as the default and leaves the contract in E.164 (ADR 022).
 */
export const AddressDetailsInputSchema = z
  .object({
    customerName: text(MAX.companyName),
    street: text(MAX.street),
    zipCode: text(MAX.zipCode),
    city: text(MAX.city),
    countryCode: z.string().regex(/^[a-z]{2}$/, messageKey('errors.input.countryCode')),
    vatNumber: optionalText(MAX.vatNumber),
    receiverEmail: z
      .union([
        z.literal(''),
        z.string().trim().max(MAX.email).refine(isEmail, messageKey('errors.input.email')),
      ])
      .default(''),
    receiverPhone: PhoneTextSchema.default(''),
  })
  .strict()
  .transform((details, ctx) => normalisePhoneIn(details, 'receiverPhone', details.countryCode, ctx));
export type AddressDetailsInput = z.output<typeof AddressDetailsInputSchema>;

export const AddressCreateSchema = z
  .object({
    details: AddressDetailsInputSchema,
    sales_department: optionalText(ADDRESS_LABEL_MAX_LENGTH),
    role_properties: z
      .object({
        role: AddressRoleSchema,
        default: z.boolean().default(false),
        enabled: z.boolean().default(true),
        default_declared_use: optionalText(ADDRESS_LABEL_MAX_LENGTH),
      })
      .strict(),
  })
  .strict();
export type AddressCreate = z.input<typeof AddressCreateSchema>;

/** Editing an address changes its details; its number, kind and state stay (state: change-state). */
export const AddressUpdateSchema = z.object({ details: AddressDetailsInputSchema }).strict();
export type AddressUpdate = z.input<typeof AddressUpdateSchema>;

/** The address form's rules as front constraints (spec §7 profile addresses front-constraints). */
export const AddressFrontConstraintsSchema = z.object({ constraints: serverConstraintsSchema });

export const AddressCreateResponseSchema = z.object({ address: AddressElementSchema });

export const AddressStateChangeSchema = z
  .object({
    address_number: z.string().regex(/^\d{7}$/, messageKey('errors.input.addressNumber')),
    role_properties: z
      .object({
        default: z.boolean().optional(),
        enabled: z.boolean().optional(),
        archived: z.boolean().optional(),
      })
      .strict()
      .refine(
        (p) => p.default !== undefined || p.enabled !== undefined || p.archived !== undefined,
        messageKey('errors.input.nothingToChange'),
      ),
  })
  .strict();
export type AddressStateChange = z.infer<typeof AddressStateChangeSchema>;

export const AddressCountriesResponseSchema = z.object({
  addressRole: AddressRoleSchema,
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
});

// ---- terms and conditions (spec §7 GET and PUT terms) ----

export const TermsSchema = z.object({
  currentVersion: z.string(),
  acceptedVersion: z.string().nullable(),
  /** ISO date-time of the acceptance, or null. */
  acceptedAt: z.string().nullable(),
  /** The customer accepted the version in force. */
  upToDate: z.boolean(),
  newsletter: z.boolean(),
});
export type Terms = z.infer<typeof TermsSchema>;

export const TermsUpdateSchema = z
  .object({
    /** Accepts the version in force (the only version one can accept). */
    accept: z.literal(true).optional(),
    newsletter: z.boolean().optional(),
  })
  .strict()
  .refine(
    (body) => body.accept !== undefined || body.newsletter !== undefined,
    messageKey('errors.input.nothingToChange'),
  );
export type TermsUpdate = z.infer<typeof TermsUpdateSchema>;

// ---- contact persons (spec §7 DELETE contact-person/{crc}, POST set_contact_person) ----

export const ContactPersonCreateSchema = z
  .object({
    firstName: z
      .string()
      .trim()
      .min(1, messageKey('errors.input.required'))
      .max(60, messageKey('errors.input.tooLong')),
    lastName: z
      .string()
      .trim()
      .min(1, messageKey('errors.input.required'))
      .max(60, messageKey('errors.input.tooLong')),
    email: z
      .string()
      .trim()
      .max(254, messageKey('errors.input.tooLong'))
      .refine(isEmail, messageKey('errors.input.email'))
      .transform((v) => v.toLowerCase()),
    /** Read with the customer's country as the default; stored in E.164 by the service (ADR 022). */
    phone: PhoneTextSchema.default(''),
    language: z.enum(['en', 'pl', 'hu', 'de']).default('en'),
  })
  .strict();
export type ContactPersonCreate = z.infer<typeof ContactPersonCreateSchema>;
