/**
 * Contracts of the staff desk (issue 18 "The staff desk", ADR 048, 049): staff login with a second
 * factor, staff accounts, the audit log, and acting as a customer (spec §2 /login-by-office).
 * Custom messages are catalogue keys, worded in the request's language by the error handler.
 */
import { z } from 'zod';
import { hasControlCharacters } from '../customer-symbols';
import { messageKey } from '../errors';
import { isEmail } from '../validation';
import { NewPasswordSchema } from './auth';
import { OFFICE_REASON_MAX, OFFICE_REASON_MIN, STAFF_PASSWORD_MAX, STAFF_ROLES } from '../staff';

export * from '../staff';
export const StaffRoleSchema = z.enum(STAFF_ROLES);

/** One line a person typed: trimmed, no control characters. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasControlCharacters(value), { message: messageKey('staff.errors.control') });

const EmailSchema = line(200)
  .toLowerCase()
  .refine((value) => isEmail(value), { message: messageKey('staff.errors.email') });

export const StaffLoginRequestSchema = z
  .object({
    email: line(200).min(1),
    password: z.string().min(1).max(STAFF_PASSWORD_MAX),
    /** The shop's captcha token: asked for after failed logins (ADR 058), ignored before. */
    captchaToken: z.string().max(4096).optional(),
  })
  .strict();
export type StaffLoginRequest = z.infer<typeof StaffLoginRequestSchema>;

/** After the password: enrol (first login: the secret and its QR code, shown once) or give a code. */
export const StaffLoginResponseSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('code') }),
  z.object({
    step: z.literal('enrol'),
    secret: z.string(),
    otpauthUri: z.string(),
    /** An SVG image of the otpauth URI, for authenticator apps. */
    qrSvg: z.string(),
  }),
]);
export type StaffLoginResponse = z.infer<typeof StaffLoginResponseSchema>;

export const StaffCodeRequestSchema = z
  .object({ code: z.string().regex(/^\d{6}$/, { message: messageKey('staff.errors.codeShape') }) })
  .strict();

/**
 * A staff member's own new password (ADR 058): the current one and a fresh code of the second
 * factor, and a new one under the customers' rules (the common-password list is the server's).
 */
export const StaffPasswordChangeSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, { message: messageKey('errors.input.required') })
      .max(STAFF_PASSWORD_MAX),
    code: z.string().regex(/^\d{6}$/, { message: messageKey('staff.errors.codeShape') }),
    newPassword: NewPasswordSchema,
  })
  .strict();
export type StaffPasswordChange = z.infer<typeof StaffPasswordChangeSchema>;

export const StaffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  roles: z.array(StaffRoleSchema),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffSessionResponseSchema = z.object({ staff: StaffMemberSchema.nullable() });

export const StaffAccountSchema = StaffMemberSchema.extend({
  active: z.boolean(),
  enrolled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

const PageSchema = z.coerce.number().int().min(1).max(10_000).default(1);

export const StaffAccountListQuerySchema = z.object({ page: PageSchema }).strict();
export const StaffAccountListSchema = z.object({
  items: z.array(StaffAccountSchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type StaffAccountList = z.infer<typeof StaffAccountListSchema>;

const RolesSchema = z
  .array(StaffRoleSchema)
  .min(1, { message: messageKey('staff.errors.noRoles') })
  .max(STAFF_ROLES.length)
  .transform((roles) => [...new Set(roles)]);

export const StaffAccountCreateSchema = z
  .object({
    email: EmailSchema,
    name: line(120).min(1),
    password: z
      .string()
      .min(12, { message: messageKey('staff.errors.passwordShort') })
      .max(STAFF_PASSWORD_MAX),
    roles: RolesSchema,
  })
  .strict();
export type StaffAccountCreate = z.infer<typeof StaffAccountCreateSchema>;

export const StaffAccountUpdateSchema = z
  .object({ roles: RolesSchema.optional(), active: z.boolean().optional() })
  .strict()
  .refine((body) => body.roles !== undefined || body.active !== undefined, {
    message: messageKey('staff.errors.nothingToChange'),
  });
export type StaffAccountUpdate = z.infer<typeof StaffAccountUpdateSchema>;

export const StaffIdParamsSchema = z
  .object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })
  .strict();

const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: messageKey('staff.errors.day') });

export const AuditQuerySchema = z
  .object({
    page: PageSchema,
    staffId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    action: line(80).min(1).optional(),
    /** Days (UTC), both included. */
    from: DaySchema.optional(),
    to: DaySchema.optional(),
  })
  .strict();
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staffId: z.number().int(),
  staffName: z.string(),
  action: z.string(),
  subject: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListSchema = z.object({
  items: z.array(AuditEntrySchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  /** What the filters offer: the actions recorded so far and every staff member. */
  actions: z.array(z.string()),
  staff: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AuditList = z.infer<typeof AuditListSchema>;

/** Spec §2 /login-by-office: whom to act as, and why (shown to the customer, kept in the audit log). */
export const OfficeLoginRequestSchema = z
  .object({
    login: line(200).min(1),
    reason: line(OFFICE_REASON_MAX).min(OFFICE_REASON_MIN, {
      message: messageKey('staff.errors.reasonShort'),
    }),
  })
  .strict();
export type OfficeLoginRequest = z.infer<typeof OfficeLoginRequestSchema>;
export const OfficeLoginResponseSchema = z.object({ endsAt: z.string(), customer: z.string() });

/** What the customer sees of staff who acted as them. */
export const OfficeAccessSchema = z.object({
  staffName: z.string(),
  reason: z.string(),
  at: z.string(),
  endsAt: z.string(),
});
export type OfficeAccess = z.infer<typeof OfficeAccessSchema>;
export const OfficeAccessListSchema = z.object({ items: z.array(OfficeAccessSchema) });

/**
 * An office session as every customer page shows it (ADR 058): who from the staff acts as this
 * customer, why, and until when.
 */
export interface OfficeBanner {
  staffName: string;
  reason: string;
  endsAt: string;
}
