import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OrderNumberParamsSchema } from '../../../common/contracts/cart';
import {
  PunchoutConfigIdParamsSchema,
  PunchoutConfigInputSchema,
  PunchoutConfigListSchema,
  PunchoutConfigWithSecretSchema,
  PunchoutTransferSchema,
} from '../../../common/contracts/punchout';
import { AppError } from '../../../common/errors';
import { generate } from '../../../common/routes.server';
import { endpoint } from '../../http/endpoint';
import { pageLanguage } from '../../http/request-language';
import {
  currentSession,
  endSession,
  requireCustomer,
  requireOwnSession,
  startSession,
} from '../../plugins/session';
import { TooManyRequestsError, type RateLimits } from '../auth';
import { PUNCHOUT_MAX_BYTES } from './cxml';
import type { PunchoutOrders } from './order-request.service';
import type { CxmlAnswer, PunchoutService } from './punchout.service';

const path = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');

function sendCxml(reply: FastifyReply, answer: CxmlAnswer) {
  return reply
    .code(answer.status)
    .header('cache-control', 'no-store')
    .type('text/xml; charset=utf-8')
    .send(answer.xml);
}

/** The five characters HTML gives meaning to, in an attribute value or text. */
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The page that hands the cart to the procurement system, as the standard does it: a form posting
 * `cxml-urlencoded` to the BrowserFormPost URL, submitted by a nonced script at once (a button for
 * browsers without scripts). Its own CSP allows that one form target and nothing else.
 */
function transferHtml(message: string, action: string, nonce: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Transferring the cart</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;margin:2rem;line-height:1.5}button{font:inherit;padding:.6rem 1.2rem}button:focus-visible{outline:3px solid #1a56db;outline-offset:2px}</style>
</head><body>
<form id="punchout-transfer" method="post" action="${escapeHtml(action)}" enctype="application/x-www-form-urlencoded">
<input type="hidden" name="cxml-urlencoded" value="${escapeHtml(message)}">
<p>Your cart is being transferred to your procurement system.</p>
<button type="submit">Continue</button>
</form>
<script nonce="${nonce}">document.getElementById('punchout-transfer').submit();</script>
</body></html>`;
}

/** The procurement system's side (outside the browser's CSRF checks: the SharedSecret is the authority). */
export async function punchoutSetupRoutes(
  app: FastifyInstance,
  {
    punchout,
    punchoutOrders,
    rateLimits,
  }: {
    punchout: PunchoutService;
    punchoutOrders: PunchoutOrders;
    rateLimits: Pick<RateLimits, 'consume'>;
  },
): Promise<void> {
  /** A cXML document's route: its body read as text, every refusal a cXML Status. */
  const cxmlRoute = (url: string, answer: (xml: string) => Promise<CxmlAnswer>) =>
    app.register(async (scope) => {
      scope.addContentTypeParser(
        ['text/xml', 'application/xml'],
        { parseAs: 'string', bodyLimit: PUNCHOUT_MAX_BYTES },
        (_request, body, done) => done(null, body),
      );
      scope.setErrorHandler(async (error: FastifyError, request, reply) => {
        if (error instanceof TooManyRequestsError) {
          reply.header('retry-after', String(error.retryAfterSeconds));
          return sendCxml(reply, punchout.refusal(429, 'Too many PunchOut requests; try again later'));
        }
        switch (error.code) {
          case 'FST_ERR_CTP_BODY_TOO_LARGE':
            return sendCxml(
              reply,
              punchout.refusal(413, `The request is larger than ${PUNCHOUT_MAX_BYTES} bytes`),
            );
          case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
            return sendCxml(reply, punchout.refusal(415, 'Send the cXML document as text/xml'));
          case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
            return sendCxml(reply, punchout.refusal(400, 'The request has no cXML document'));
        }
        request.log.error({ err: error }, 'punchout request failed');
        return sendCxml(reply, punchout.refusal(500, 'The shop could not handle the request'));
      });
      scope.route({
        method: 'POST',
        url,
        bodyLimit: PUNCHOUT_MAX_BYTES,
        config: { csrf: 'signed' },
        handler: async (request, reply) => {
          // One budget per address for both documents: a script trying secrets meets it either way.
          await rateLimits.consume('punchoutSetupIp', request.ip);
          // Another type the shop parses itself (JSON, a form) is not a cXML document.
          const xml = /^(text|application)\/xml\b/i.test(request.headers['content-type'] ?? '');
          if (!xml) return sendCxml(reply, punchout.refusal(415, 'Send the cXML document as text/xml'));
          const body = typeof request.body === 'string' ? request.body : '';
          if (!body.trim()) return sendCxml(reply, punchout.refusal(400, 'The request has no cXML document'));
          return sendCxml(reply, await answer(body));
        },
      });
    });

  const setupUrl = generate('punchout_setup');
  await cxmlRoute(setupUrl, (xml) => punchout.setup(xml));
  app.endpoints.push({
    method: 'POST',
    url: setupUrl,
    operationId: 'punchout_setup',
    summary:
      'cXML PunchOutSetupRequest (text/xml) from a company’s procurement system; answers a PunchOutSetupResponse with the StartPage, or a cXML Status: 400 malformed, 401 credentials, 403 return URL not allowed, 413 too large',
    tags: ['punchout'],
    response: z.string().describe('cXML'),
  });

  const orderUrl = generate('punchout_order');
  await cxmlRoute(orderUrl, (xml) => punchoutOrders.orderRequest(xml));
  app.endpoints.push({
    method: 'POST',
    url: orderUrl,
    operationId: 'punchout_order',
    summary:
      'cXML OrderRequest (text/xml) from a company’s procurement system: places the approved requisition (orderID = the order’s customer reference); a cXML Status: 200 placed (a repeat of the document gets the same answer), 400 malformed or unknown part, 401 credentials, 406 not a new order, 409 price not the shop’s or PO number already received, 413 too large',
    tags: ['punchout'],
    response: z.string().describe('cXML'),
  });
}

/** The buyer's side: the StartPage, the cart transfer (spec §7 finish-special-cxml) and its page. */
export async function punchoutRoutes(
  app: FastifyInstance,
  { punchout }: { punchout: PunchoutService },
): Promise<void> {
  const actorOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const { customerId, contactPersonId } = await requireCustomer(request);
    reply.header('cache-control', 'private, no-store');
    return { customerId, contactPersonId, language: pageLanguage(request) };
  };

  endpoint(app, {
    method: 'POST',
    url: path('/ajax/order/{orderNumber}/finish-special-cxml'),
    operationId: 'order_finish_special_cxml',
    summary:
      'PunchOut sessions only: turns the cart into a cXML PunchOutOrderMessage and ends the shop session; the transfer page it names posts the message to the procurement system',
    tags: ['cart', 'punchout'],
    params: OrderNumberParamsSchema,
    response: PunchoutTransferSchema,
    handler: async ({ params }, request, reply) => {
      const actor = await actorOf(request, reply);
      const session = await currentSession(request);
      const result = await punchout.transfer(actor, session?.punchoutSessionId, params.orderNumber);
      // The buyer is back in the procurement system: the shop session has done its work.
      await endSession(request, reply);
      return result;
    },
  });

  const tags = ['customer', 'punchout'];
  const own = async (request: FastifyRequest, reply: FastifyReply) => {
    // Who may open sessions as the company's buyer: the customer's own session decides, never an
    // office or PunchOut one (ADR 049, 074).
    const me = await requireOwnSession(request);
    reply.header('cache-control', 'private, no-store');
    return { customerId: me.customerId, contactPersonId: me.contactPersonId };
  };

  endpoint(app, {
    method: 'GET',
    url: '/ajax/profile/punchout',
    operationId: 'profile_punchout_list',
    summary: 'The company’s PunchOut configurations and the address setup requests go to',
    tags,
    response: PunchoutConfigListSchema,
    handler: async (_input, request, reply) => punchout.list((await own(request, reply)).customerId),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/profile/punchout',
    operationId: 'profile_punchout_create',
    summary:
      'Adds a PunchOut configuration (sessions open as the caller); answers its shared secret, shown only now',
    tags,
    body: PunchoutConfigInputSchema,
    response: PunchoutConfigWithSecretSchema,
    handler: async ({ body }, request, reply) => {
      const me = await own(request, reply);
      reply.code(201);
      return punchout.create(me, body);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: path('/ajax/profile/punchout/{id}/secret'),
    operationId: 'profile_punchout_secret',
    summary: 'Replaces a configuration’s shared secret (the old one stops working); answers it once',
    tags,
    params: PunchoutConfigIdParamsSchema,
    response: PunchoutConfigWithSecretSchema,
    handler: async ({ params }, request, reply) =>
      punchout.renewSecret((await own(request, reply)).customerId, params.id),
  });

  endpoint(app, {
    method: 'DELETE',
    url: path('/ajax/profile/punchout/{id}'),
    operationId: 'profile_punchout_delete',
    summary: 'Removes a PunchOut configuration; its setups are refused and open sessions cannot transfer',
    tags,
    params: PunchoutConfigIdParamsSchema,
    response: z.undefined(),
    handler: async ({ params }, request, reply) => {
      await punchout.remove((await own(request, reply)).customerId, params.id);
      return undefined;
    },
  });
}

/** The two pages outside /ajax: the StartPage (opens the session) and the transfer page. */
export async function punchoutPagesRoutes(
  app: FastifyInstance,
  { punchout }: { punchout: PunchoutService },
): Promise<void> {
  app.get('/punchout/start/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    let opened: Awaited<ReturnType<PunchoutService['start']>>;
    try {
      opened = await punchout.start(token);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Unknown, used or late: the shop's not-found page (the procurement system starts again).
      reply.header('cache-control', 'no-store');
      return reply.callNotFound();
    }
    await startSession(request, reply, {
      customerId: opened.customerId,
      contactPersonId: opened.contactPersonId,
      punchout: { sessionId: opened.sessionId, endsAt: opened.endsAt },
    });
    const orderNumber = await punchout.prepareCart(
      { customerId: opened.customerId, contactPersonId: opened.contactPersonId },
      opened.sessionId,
    );
    const target = orderNumber
      ? generate('order_cart', { orderStep: '1', orderNumber })
      : generate('home_index');
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  });

  app.get('/punchout/transfer/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    const transfer = await punchout.transferPage(token);
    if (!transfer) {
      reply.header('cache-control', 'no-store');
      return reply.callNotFound();
    }
    const nonce = reply.scriptNonce;
    const target = new URL(transfer.browserFormPostUrl).origin;
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; form-action ${target}; base-uri 'none'; frame-ancestors 'none'`,
      )
      .type('text/html; charset=utf-8')
      .send(transferHtml(transfer.message, transfer.browserFormPostUrl, nonce));
  });
}
