import { randomBytes } from 'node:crypto';
import type { EinvoiceLinkCheck, EinvoiceState } from '../../../common/contracts/customer-profile';
import { AppError, notFound, type MessageKey } from '../../../common/errors';
import { localePrefix, type Language } from '../../../common/markets';
import { generate } from '../../../common/routes.server';
import type { Db } from '../../db/client';
import type { RateLimits } from '../auth';
import { type MailService, einvoiceActivationMail } from '../mail';
import type { CustomersService } from './customers.service';
import {
  activatePendingEinvoice,
  deleteEinvoice,
  selectEinvoice,
  upsertPendingEinvoice,
  type EinvoiceRow,
} from './customer-profile.repository';
import { openLinkParams, sealLinkParams } from './einvoice-link';

/** How long an activation link works. */
export const EINVOICE_LINK_TTL_MS = 48 * 3600_000;

export const EINVOICE_MESSAGES = {
  invalid: 'errors.einvoice.invalid',
  expired: 'errors.einvoice.expired',
  used: 'errors.einvoice.used',
  notActive: 'errors.einvoice.notActive',
} as const satisfies Record<string, MessageKey>;

export interface EinvoiceDeps {
  db: Db;
  mail: MailService;
  rateLimits: RateLimits;
  customers: CustomersService;
  /** AES-256 key of the activation links (EINVOICE_LINK_KEY). */
  linkKey: Buffer;
  now?: () => Date;
}

function toState(row: EinvoiceRow | null, now: Date): EinvoiceState {
  const pendingLive =
    row?.pendingEmail && row.pendingExpiresAt && row.requestedAt && row.pendingExpiresAt > now;
  return {
    status: row?.email ? 'active' : 'inactive',
    email: row?.email ?? null,
    activatedAt: row?.activatedAt?.toISOString() ?? null,
    pending: pendingLive
      ? {
          email: row.pendingEmail!,
          requestedAt: row.requestedAt!.toISOString(),
          expiresAt: row.pendingExpiresAt!.toISOString(),
        }
      : null,
  };
}

/**
 * The e-invoice service (spec §2, §7): a customer names an address, the shop mails it a link with
 * encrypted, authenticated and expiring parameters, and following the link (logged in as the same
 * customer) makes that address the one invoices go to.
 */
export function createEinvoiceService(deps: EinvoiceDeps) {
  const { db, linkKey } = deps;
  const now = deps.now ?? (() => new Date());

  /** What a link says, checked against the pending request; `customerId` is the session's. */
  async function checkLink(customerId: number | null, token: string): Promise<EinvoiceLinkCheck> {
    const opened = openLinkParams(linkKey, token, now());
    if (!opened.ok) return { state: opened.reason };
    if (customerId === null) return { state: 'login_required' };
    if (opened.params.customerId !== customerId) return { state: 'other_customer' };
    const row = await selectEinvoice(db, customerId);
    if (!row || row.pendingNonce !== opened.params.nonce || row.pendingEmail !== opened.params.email) {
      return { state: 'used' };
    }
    return { state: 'valid', email: opened.params.email };
  }

  return {
    async state(customerId: number): Promise<EinvoiceState> {
      return toState(await selectEinvoice(db, customerId), now());
    },

    /** Mails an activation link to `email` in the contact person's language. */
    async requestActivation(
      identity: { customerId: number; contactPersonId: number },
      email: string,
      origin: string,
    ): Promise<EinvoiceState> {
      await deps.rateLimits.consume('einvoiceMail', String(identity.customerId));
      const customer = await deps.customers.customerOfPerson(identity.contactPersonId);
      if (!customer) throw notFound('errors.account.customerNotFound');
      const requestedAt = now();
      const expiresAt = new Date(requestedAt.getTime() + EINVOICE_LINK_TTL_MS);
      const nonce = randomBytes(12).toString('base64url');
      await upsertPendingEinvoice(db, identity.customerId, { email, nonce, expiresAt, requestedAt });
      const encryptedParams = sealLinkParams(linkKey, {
        customerId: identity.customerId,
        email,
        nonce,
        expiresAt: expiresAt.getTime(),
      });
      const language: Language = customer.language;
      const path = generate('einvoice_activate', {
        encryptedParams,
        ...localePrefix(customer.country, language),
      });
      await deps.mail.send({
        kind: 'einvoice_activation',
        to: email,
        language,
        ...einvoiceActivationMail(
          language,
          origin + path,
          customer.displayName,
          email,
          EINVOICE_LINK_TTL_MS / 3600_000,
        ),
      });
      return this.state(identity.customerId);
    },

    checkLink,

    /**
     * Activates the address of a link. Another customer's link is a 404 (as every resource of
     * someone else); altered, expired or spent links are 4xx with a message the page shows.
     */
    async activate(customerId: number, token: string): Promise<EinvoiceState> {
      const check = await checkLink(customerId, token);
      switch (check.state) {
        case 'valid':
          break;
        case 'other_customer':
          throw notFound('errors.einvoice.requestNotFound');
        case 'expired':
          throw new AppError(410, EINVOICE_MESSAGES.expired, {
            data: [{ field: 'params', key: EINVOICE_MESSAGES.expired }],
          });
        case 'used':
          throw new AppError(409, EINVOICE_MESSAGES.used, {
            data: [{ field: 'params', key: EINVOICE_MESSAGES.used }],
          });
        default:
          throw new AppError(422, EINVOICE_MESSAGES.invalid, {
            data: [{ field: 'params', key: EINVOICE_MESSAGES.invalid }],
          });
      }
      const opened = openLinkParams(linkKey, token, now());
      const row = opened.ok
        ? await activatePendingEinvoice(db, customerId, opened.params.nonce, now())
        : null;
      // Lost a race with another click of the same link, or it expired in between.
      if (!row) throw new AppError(409, EINVOICE_MESSAGES.used);
      return toState(row, now());
    },

    /** Ends the service (and a pending request); 409 when there is nothing to end. */
    async deactivate(customerId: number): Promise<void> {
      if (!(await deleteEinvoice(db, customerId))) throw new AppError(409, EINVOICE_MESSAGES.notActive);
    },
  };
}

export type EinvoiceService = ReturnType<typeof createEinvoiceService>;
