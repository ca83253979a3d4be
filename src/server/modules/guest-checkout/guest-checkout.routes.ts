import type { FastifyInstance } from 'fastify';
import { LanguageQuerySchema } from '../../../common/contracts/auth';
import { PageLocaleQuerySchema } from '../../../common/contracts/checkout';
import {
  GuestAccountResponseSchema,
  GuestAccountSchema,
  GUEST_RETURN_COOKIE,
  GuestOrderResponseSchema,
  GuestOrderSchema,
  GuestOrderViewSchema,
  GuestTokenParamsSchema,
} from '../../../common/contracts/guest-checkout';
import { DEFAULT_COUNTRY, getMarket } from '../../../common/markets';
import { AppError } from '../../../common/errors';
import { callerOf } from '../../http/caller';
import { endpoint } from '../../http/endpoint';
import { idempotencyKeyOf } from '../../http/idempotency-key';
import { currentCustomer, isSecureRequest, requireCustomer } from '../../plugins/session';
import type { GuestCheckoutService } from './guest-checkout.service';

/** The return cookie outlives any payment page: a day. */
const GUEST_RETURN_SECONDS = 86_400;

/** Guest checkout's calls (issue 22, ADR 083); each state change passes the house's CSRF check. */
export async function guestCheckoutRoutes(
  app: FastifyInstance,
  { guestCheckout }: { guestCheckout: GuestCheckoutService },
  { publicUrl }: { publicUrl: string },
): Promise<void> {
  const tags = ['checkout'];

  endpoint(app, {
    method: 'POST',
    url: '/ajax/guest-order',
    operationId: 'guest_order_place',
    summary:
      'Places an order without an account (private persons only): captcha and rate limits per address and e-mail; Idempotency-Key honoured',
    tags,
    querystring: PageLocaleQuerySchema,
    body: GuestOrderSchema,
    response: GuestOrderResponseSchema,
    handler: async ({ body, query }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const country = query.country ?? DEFAULT_COUNTRY;
      const page = { country, language: query.language ?? getMarket(country).language };
      const placed = await guestCheckout.place(
        body,
        callerOf(request, publicUrl),
        page,
        idempotencyKeyOf(request),
      );
      const secure = isSecureRequest(request);
      reply.setCookie(GUEST_RETURN_COOKIE, placed.token, {
        path: '/',
        httpOnly: true,
        secure,
        sameSite: 'lax',
        maxAge: GUEST_RETURN_SECONDS,
      });
      return placed;
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/guest-order/:token',
    operationId: 'guest_order_view',
    summary:
      'A guest order by the signed link of its mail, with what the account offer can do (404 otherwise)',
    tags,
    params: GuestTokenParamsSchema,
    querystring: LanguageQuerySchema,
    response: GuestOrderViewSchema,
    handler: async ({ params, query }, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return guestCheckout.view(params.token, query.language ?? 'en');
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/guest-order/:token/account',
    operationId: 'guest_order_account',
    summary:
      'Makes a private person’s account of the guest order’s details (password, the code mailed to its e-mail); the order stays its order',
    tags,
    params: GuestTokenParamsSchema,
    body: GuestAccountSchema,
    response: GuestAccountResponseSchema,
    handler: async ({ params, body }) => guestCheckout.createAccount(params.token, body),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/guest-order/:token/attach',
    operationId: 'guest_order_attach',
    summary: 'Adds the guest order to the logged-in account when it logged in with the order’s e-mail',
    tags,
    params: GuestTokenParamsSchema,
    response: GuestAccountResponseSchema,
    handler: async ({ params }, request) => {
      const { customerId, contactPersonId } = await requireCustomer(request);
      const customer = await currentCustomer(request);
      if (!customer) throw new AppError(401, 'errors.notLoggedIn');
      return guestCheckout.attach(params.token, {
        customerId,
        contactPersonId,
        email: customer.contactPerson.email,
      });
    },
  });
}
