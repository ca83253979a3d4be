/**
 * Guest checkout (issue 22, ADR 083): a private person orders without an account. The order is an
 * ordinary order of a guest customer record, built and placed by the very services a customer's
 * goes through (cart lines, the order form's rules, the placement with its stock, totals, payment
 * and confirmation mail), so the market's rules, prices and delivery countries are the same. What
 * is the guest's own: the captcha and rate limits before anything is written, the e-mail kept beside
 * the order, the signed link to its status, and the account offered afterwards.
 */
import { createHash } from 'node:crypto';
import { customerTypesOf, normaliseZipCode } from '../../../common/accounts';
import { CAPTCHA_TOKEN_FIELD } from '../../../common/captcha';
import {
  GUEST_LINK_DAYS,
  type GuestAccount,
  type GuestAddress,
  type GuestOrder,
  type GuestOrderResponse,
  type GuestOrderView,
} from '../../../common/contracts/guest-checkout';
import type { FinishResponse } from '../../../common/contracts/checkout';
import { AppError, validationError, type FieldProblem, type MessageKey } from '../../../common/errors';
import { localePrefix, type Language } from '../../../common/markets';
import { generate } from '../../../common/routes.server';
import type { Db } from '../../db/client';
import type { Caller } from '../../http/caller';
import { publicOrigin } from '../../http/public-origin';
import type { CaptchaVerifier, RateLimits } from '../auth';
import type { AddressesService, CustomersService } from '../customers';
import {
  moveOrderToCustomer,
  type CartService,
  type OrderStatusService,
  type PlacementService,
} from '../ordering';
import {
  claimGuestKey,
  insertGuestOrder,
  markGuestOrder,
  releaseGuestKey,
  selectGuestKey,
  selectGuestOrder,
  selectOrderId,
  storeGuestKey,
} from './guest-checkout.repository';
import { openGuestOrder, sealGuestOrder } from './guest-tokens';

export interface GuestCheckoutDeps {
  db: Db;
  customers: Pick<CustomersService, 'createGuest' | 'guestToAccount' | 'removeGuest' | 'emailTaken'>;
  addresses: Pick<AddressesService, 'create'>;
  cart: Pick<CartService, 'addLines'>;
  checkout: Pick<PlacementService, 'saveForm' | 'finish'>;
  orders: Pick<OrderStatusService, 'details'>;
  /** The invoices module's port: an attached order's proforma and invoices follow it (ADR 087). */
  invoices: {
    reownOrder(move: { orderId: number; fromCustomerId: number; toCustomerId: number }): Promise<number>;
  };
  captcha: Pick<CaptchaVerifier, 'verify'>;
  rateLimits: Pick<RateLimits, 'consume'>;
  /** Registration's mailed codes: an account is made only for an e-mail its owner can read. */
  verificationCodes: { spend(email: string, code: string): Promise<boolean> };
  passwords: {
    hash(password: string): Promise<string>;
    problem(password: string, personal: string[]): { key: MessageKey } | null;
  };
  /** Derived from the shop's link key (deriveLinkKey 'guest-orders'). */
  linkKey: Buffer;
  publicUrl?: string;
  now?: () => Date;
  onWarning?: (message: string, error?: unknown) => void;
}

/** How long a replay waits for the first request with its key (placing takes well under a second). */
const REPLAY_WAIT_MS = 30_000;

const NOT_FOUND = () => new AppError(404, 'guest.errors.linkInvalid');

export function createGuestCheckoutService(deps: GuestCheckoutDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  function statusUrl(token: string, page: { country: string; language: Language }): string {
    return new URL(
      generate('guest_order', { token, ...localePrefix(page.country, page.language) }),
      publicOrigin(deps.publicUrl),
    ).toString();
  }

  /** The checks that need no database: zip codes of the countries, the market serving a private person. */
  function addressProblems(field: string, address: GuestAddress): FieldProblem[] {
    if (normaliseZipCode(address.countryCode, address.zipCode)) return [];
    return [{ field: `${field}.zipCode`, key: 'errors.account.zipCodeInvalid' }];
  }

  async function place(
    input: GuestOrder,
    page: { country: string; language: Language },
  ): Promise<GuestOrderResponse> {
    const billing = input.billing;
    const problems = [
      ...addressProblems('billing', billing),
      ...(input.delivery ? addressProblems('delivery', input.delivery) : []),
    ];
    if (!customerTypesOf(billing.countryCode)?.includes('person'))
      problems.push({ field: 'billing.countryCode', key: 'errors.registration.countryNotServed' });
    if (problems.length > 0) throw validationError(problems);
    const name = `${input.firstName} ${input.lastName}`;
    const guest = await deps.customers.createGuest({
      country: billing.countryCode,
      language: page.language,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      address: {
        street: billing.street,
        zipCode: normaliseZipCode(billing.countryCode, billing.zipCode)!,
        city: billing.city,
      },
    });
    try {
      // The parcel's address (the billing one when none is given, and for a locker): with the
      // guest's real e-mail and phone for the carrier.
      const delivery = input.delivery ?? billing;
      const shipping = await deps.addresses.create(
        guest.customerId,
        billing.countryCode,
        {
          details: {
            customerName: name,
            street: delivery.street,
            zipCode: delivery.zipCode,
            city: delivery.city,
            countryCode: delivery.countryCode,
            vatNumber: '',
            receiverEmail: input.email,
            receiverPhone: input.phone,
          },
          role_properties: { role: 'SH', default: true, enabled: true },
        },
        page.language,
      );
      const actor = { ...guest, language: page.language };
      const added = await deps.cart.addLines(actor, {
        orderNumber: '0',
        lines: input.lines,
        withCart: false,
      });
      const refused = added.lines.flatMap((line, index) =>
        line.outcome === 'refused'
          ? [{ field: `lines.${index}`, key: line.messageKey as MessageKey, params: line.params }]
          : [],
      );
      if (refused.length > 0) throw validationError(refused);
      const orderNumber = added.orderNumber;
      const buyer = {
        customerId: guest.customerId,
        contactPersonId: guest.contactPersonId,
        isPerson: true,
        language: page.language,
        country: billing.countryCode,
        page,
      };
      await deps.checkout.saveForm(buyer, orderNumber, {
        vatEuCountry: null,
        invoiceAddressId: undefined,
        shippingAddressId: shipping.addressNumber,
        shippingCondition: input.shippingCondition,
        accessPointId: input.accessPointId,
        receiverPhone: input.phone,
        receiverEmail: input.email,
        paymentId: input.paymentId,
      });
      const orderId = (await selectOrderId(db, guest.customerId, orderNumber))!;
      const expires = new Date(now().getTime() + GUEST_LINK_DAYS * 86_400_000);
      const token = sealGuestOrder(deps.linkKey, orderId, expires);
      await insertGuestOrder(db, {
        orderId,
        guestCustomerId: guest.customerId,
        email: input.email,
        language: page.language,
        country: billing.countryCode,
      });
      const url = statusUrl(token, page);
      const placed = await deps.checkout.finish(
        { ...buyer, guest: { email: input.email, statusUrl: url } },
        orderNumber,
        { termsAccepted: true },
        undefined,
      );
      const result = JSON.parse(placed.body) as FinishResponse;
      return {
        orderNumber: result.orderNumber,
        status: result.status,
        redirectUrl: result.redirectUrl ?? url,
        token,
      };
    } catch (error) {
      // Refused before it was placed: the guest record and its cart go, nothing is left behind.
      await deps.customers.removeGuest(guest.customerId).catch((e) => deps.onWarning?.('guest cleanup', e));
      throw error;
    }
  }

  async function opened(token: string) {
    const orderId = openGuestOrder(deps.linkKey, token, now());
    const row = orderId === null ? null : await selectGuestOrder(db, orderId);
    if (!row || row.status === 'cart') throw NOT_FOUND();
    return row;
  }

  return {
    /**
     * Where the payment operator's return page sends the guest who placed an order: its status
     * page, when the browser's return cookie holds a valid token of that very order; else null.
     */
    async returnPath(
      token: string,
      orderNumber: string,
      page: { country: string; language: Language },
    ): Promise<string | null> {
      const orderId = openGuestOrder(deps.linkKey, token, now());
      const row = orderId === null ? null : await selectGuestOrder(db, orderId);
      if (!row || row.orderNumber !== orderNumber) return null;
      return generate('guest_order', { token, ...localePrefix(page.country, page.language) });
    },

    /**
     * Places a guest order. Counted per address and per e-mail and checked by the captcha before
     * anything is written. With an Idempotency-Key the first answer is kept: the same key and body
     * get it again (also while the first still runs: they wait), another body is refused (409).
     */
    async place(
      input: GuestOrder,
      caller: Caller,
      page: { country: string; language: Language },
      idempotencyKey?: string,
    ): Promise<GuestOrderResponse> {
      const { [CAPTCHA_TOKEN_FIELD]: captchaToken, ...order } = input;
      const hash = createHash('sha256').update(JSON.stringify(order)).digest('hex');
      if (idempotencyKey) {
        // A replay answers before it is counted or checked again: the captcha token is single use.
        const answered = (await selectGuestKey(db, idempotencyKey))
          ? await replay(idempotencyKey, hash)
          : null;
        if (answered) return answered;
      }
      await deps.rateLimits.consume('guestOrderIp', caller.ip);
      await deps.rateLimits.consume('guestOrderEmail', input.email);
      const verified = () => deps.captcha.verify(captchaToken, caller.ip);
      const captchaFailed = () =>
        validationError([{ field: CAPTCHA_TOKEN_FIELD, key: 'auth.zbl.captchaFailed' }]);
      if (!idempotencyKey) {
        if (!(await verified())) throw captchaFailed();
        return place(input, page);
      }
      // The key is claimed before the single-use captcha is checked: a double click's second
      // request waits for the first one's answer instead of failing on the spent token.
      while (!(await claimGuestKey(db, idempotencyKey, hash))) {
        const first = await replay(idempotencyKey, hash);
        // Released: the first request was refused; this one tries for itself.
        if (first) return first;
      }
      try {
        if (!(await verified())) throw captchaFailed();
        const answer = await place(input, page);
        await storeGuestKey(db, idempotencyKey, JSON.stringify(answer));
        return answer;
      } catch (error) {
        // A refused attempt is not remembered: once the guest fixes the form, the same key works.
        await releaseGuestKey(db, idempotencyKey).catch(() => {});
        throw error;
      }
    },

    /** The guest's order by its signed link: anything but a valid, unexpired link to a placed order is 404. */
    async view(token: string, language: Language): Promise<GuestOrderView> {
      const row = await opened(token);
      const order = await deps.orders.details(row.customerId, row.orderNumber, language);
      const decided = row.guest.accountCreatedAt !== null || row.guest.claimedAt !== null;
      return {
        order,
        email: row.guest.email,
        account: decided ? 'done' : (await deps.customers.emailTaken(row.guest.email)) ? 'login' : 'offer',
      };
    },

    /**
     * "Create an account with these details": the guest record becomes a private person's account
     * with the order's e-mail, once the code mailed to it is given back, and keeps its order.
     */
    async createAccount(token: string, input: GuestAccount) {
      const row = await opened(token);
      const { email } = row.guest;
      if (row.guest.accountCreatedAt || row.guest.claimedAt || row.customerId !== row.guest.guestCustomerId)
        throw new AppError(409, 'guest.errors.accountExists');
      if (await deps.customers.emailTaken(email)) throw new AppError(409, 'guest.errors.emailHasAccount');
      const problem = deps.passwords.problem(input.password, [email]);
      if (problem) throw validationError([{ field: 'password', ...problem }]);
      if (!(await deps.verificationCodes.spend(email, input.verificationCode)))
        throw validationError([{ field: 'verificationCode', key: 'errors.registration.codeWrong' }]);
      const hash = await deps.passwords.hash(input.password);
      if (!(await markGuestOrder(db, row.guest.orderId, 'accountCreatedAt')))
        throw new AppError(409, 'guest.errors.accountExists');
      if (!(await deps.customers.guestToAccount(row.customerId, email, hash))) {
        throw new AppError(409, 'guest.errors.emailHasAccount');
      }
      return { orderNumber: row.orderNumber, outcome: 'created' as const };
    },

    /**
     * The order joins the account of the session, when that account logged in with the order's
     * e-mail: knowing the e-mail (or the link) alone attaches nothing.
     */
    async attach(token: string, session: { customerId: number; contactPersonId: number; email: string }) {
      const row = await opened(token);
      if (row.guest.accountCreatedAt || row.guest.claimedAt || row.guest.guestCustomerId === null)
        throw new AppError(409, 'guest.errors.accountExists');
      if (session.email.toLowerCase() !== row.guest.email) throw new AppError(403, 'guest.errors.otherEmail');
      if (!(await markGuestOrder(db, row.guest.orderId, 'claimedAt')))
        throw new AppError(409, 'guest.errors.accountExists');
      const from = row.guest.guestCustomerId;
      await moveOrderToCustomer(db, { orderId: row.guest.orderId, fromCustomerId: from }, session);
      // The proforma (and any invoice) moves with the order, so the account's invoice list shows it.
      await deps.invoices.reownOrder({
        orderId: row.guest.orderId,
        fromCustomerId: from,
        toCustomerId: session.customerId,
      });
      return { orderNumber: row.orderNumber, outcome: 'attached' as const };
    },
  };

  /** The first answer of a key (waiting while its request runs); null when that request was refused. */
  async function replay(key: string, hash: string): Promise<GuestOrderResponse | null> {
    const until = Date.now() + REPLAY_WAIT_MS;
    for (;;) {
      const stored = await selectGuestKey(db, key);
      if (!stored) return null;
      if (stored.requestHash !== hash) throw new AppError(409, 'guest.errors.keyReused');
      if (stored.response !== null)
        return JSON.parse(
          typeof stored.response === 'string' ? stored.response : JSON.stringify(stored.response),
        ) as GuestOrderResponse;
      if (Date.now() > until) throw new AppError(409, 'guest.errors.keyReused');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export type GuestCheckoutService = ReturnType<typeof createGuestCheckoutService>;
