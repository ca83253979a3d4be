/**
 * A local stand-in for PayU's REST API v2.1 (ADR 028), for the API tests and for trying PayU without
 * a network: OAuth client_credentials, order creation (302 with redirectUri to its own payment page),
 * that page's "pay" and "cancel" buttons (a signed notification to the order's notifyUrl, then the
 * buyer to continueUrl), and full refunds (a signed refund notification once "finalised"). It keeps
 * everything in memory and is never part of the shop: tests import it, `npm run payu:simulator`
 * starts it.
 */
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { payuSignature } from './payu.provider';

export interface SimulatorOptions {
  port?: number;
  host?: string;
  posId?: string;
  clientId?: string;
  clientSecret?: string;
  secondKey?: string;
  /** How the notifications are signed (PayU uses MD5 or SHA-256). */
  algorithm?: 'MD5' | 'SHA256';
}

export interface SimulatedOrder {
  orderId: string;
  extOrderId: string;
  notifyUrl: string;
  continueUrl: string;
  currencyCode: string;
  totalAmount: string;
  description: string;
  buyer: unknown;
  status: 'NEW' | 'PENDING' | 'COMPLETED' | 'CANCELED';
  refunds: Array<{
    refundId: string;
    extRefundId: string | null;
    amount: string;
    status: 'PENDING' | 'FINALIZED';
  }>;
}

export interface PayuSimulator {
  url: string;
  posId: string;
  clientId: string;
  clientSecret: string;
  secondKey: string;
  orders: Map<string, SimulatedOrder>;
  /** Every notification sent, with the shop's answer status. */
  notifications: Array<{ orderId: string; body: string; status: number }>;
  /** Sends the order's current state, or `status` (an out-of-order or repeated notification). */
  notify(
    orderId: string,
    status?: SimulatedOrder['status'],
    overrides?: { totalAmount?: string },
  ): Promise<number>;
  sign(body: string): string;
  close(): Promise<void>;
}

const DEFAULTS = {
  posId: '300746',
  clientId: '300746',
  clientSecret: 'simulator-client-secret',
  secondKey: 'b6ca15b0d1020e8094d9b5f8d163db54',
};

const id = (length: number) =>
  randomBytes(length)
    .toString('base64')
    .replace(/[^A-Z0-9]/gi, '')
    .toUpperCase()
    .slice(0, length);

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startPayuSimulator(options: SimulatorOptions = {}): Promise<PayuSimulator> {
  const config = { ...DEFAULTS, ...options };
  const algorithm = options.algorithm ?? 'MD5';
  const orders = new Map<string, SimulatedOrder>();
  const tokens = new Set<string>();
  const notifications: PayuSimulator['notifications'] = [];
  const app: FastifyInstance = Fastify({ logger: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const sign = (body: string) =>
    payuSignature(body, config.secondKey, algorithm === 'MD5' ? 'md5' : 'sha256');

  async function post(order: SimulatedOrder, payload: unknown): Promise<number> {
    const body = JSON.stringify(payload);
    let status: number;
    try {
      const response = await fetch(order.notifyUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'openpayu-signature': `sender=checkout;signature=${sign(body)};algorithm=${algorithm};content=DOCUMENT`,
        },
        body,
      });
      status = response.status;
    } catch {
      // The shop could not be reached: PayU would try again later; the test sees 0.
      status = 0;
    }
    notifications.push({ orderId: order.orderId, body, status });
    return status;
  }

  function orderNotification(order: SimulatedOrder, status: SimulatedOrder['status'], totalAmount?: string) {
    return {
      order: {
        orderId: order.orderId,
        extOrderId: order.extOrderId,
        orderCreateDate: new Date().toISOString(),
        notifyUrl: order.notifyUrl,
        customerIp: '127.0.0.1',
        merchantPosId: config.posId,
        description: order.description,
        currencyCode: order.currencyCode,
        totalAmount: totalAmount ?? order.totalAmount,
        buyer: order.buyer,
        status,
      },
      localReceiptDateTime: new Date().toISOString(),
      properties: [{ name: 'PAYMENT_ID', value: id(9) }],
    };
  }

  const bearer = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const header = String(request.headers.authorization ?? '');
    if (header.startsWith('Bearer ') && tokens.has(header.slice(7))) return true;
    void reply.code(401).send({ error: 'invalid_token', error_description: 'Invalid access token' });
    return false;
  };

  app.post('/pl/standard/user/oauth/authorize', async (request, reply) => {
    // PayU answers 401 to a token request that is not form-encoded.
    const form = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
      ? (request.body as Record<string, string>)
      : {};
    if (
      form.grant_type !== 'client_credentials' ||
      form.client_id !== config.clientId ||
      form.client_secret !== config.clientSecret
    )
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Bad client credentials' });
    const token = crypto.randomUUID();
    tokens.add(token);
    return { access_token: token, token_type: 'bearer', expires_in: 43199, grant_type: 'client_credentials' };
  });

  app.post('/api/v2_1/orders', async (request, reply) => {
    if (!bearer(request, reply)) return reply;
    const b = (request.body ?? {}) as Record<string, unknown>;
    const missing = [
      'notifyUrl',
      'customerIp',
      'merchantPosId',
      'description',
      'currencyCode',
      'totalAmount',
      'products',
    ].filter((field) => b[field] === undefined || b[field] === '');
    const bad = (desc: string, code = 'ERROR_VALUE_INVALID') =>
      reply.code(400).send({ status: { statusCode: code, statusDesc: desc } });
    if (missing.length > 0) return bad(`Missing: ${missing.join(', ')}`, 'ERROR_VALUE_MISSING');
    if (b.merchantPosId !== config.posId) return bad('Invalid merchantPosId');
    if (typeof b.totalAmount !== 'string' || !/^\d+$/.test(b.totalAmount))
      return bad('totalAmount: integer in hundredths');
    if (typeof b.currencyCode !== 'string' || !/^[A-Z]{3}$/.test(b.currencyCode)) return bad('currencyCode');
    if (!Array.isArray(b.products) || b.products.length === 0) return bad('products');
    const extOrderId = typeof b.extOrderId === 'string' ? b.extOrderId : id(20);
    if ([...orders.values()].some((o) => o.extOrderId === extOrderId))
      return bad('Order with this extOrderId already exists', 'ERROR_ORDER_NOT_UNIQUE');
    const orderId = `${id(10)}${new Date().toISOString().slice(2, 10).replace(/-/g, '')}GUEST000P01`;
    orders.set(orderId, {
      orderId,
      extOrderId,
      notifyUrl: String(b.notifyUrl),
      continueUrl: typeof b.continueUrl === 'string' ? b.continueUrl : '',
      currencyCode: b.currencyCode,
      totalAmount: b.totalAmount,
      description: String(b.description),
      buyer: b.buyer ?? null,
      status: 'NEW',
      refunds: [],
    });
    const redirectUri = `${simulator.url}/pay/${orderId}`;
    return reply
      .code(302)
      .header('location', redirectUri)
      .send({ status: { statusCode: 'SUCCESS' }, redirectUri, orderId, extOrderId });
  });

  app.get('/pay/:orderId', async (request, reply) => {
    const order = orders.get((request.params as { orderId: string }).orderId);
    reply.type('text/html; charset=utf-8');
    if (!order) return reply.code(404).send('<p>No such order.</p>');
    const amount = (Number(order.totalAmount) / 100).toFixed(2);
    const action = `/pay/${encodeURIComponent(order.orderId)}`;
    return reply.send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayU simulator</title></head>
<body><h1>PayU simulator</h1><p>${escape(order.description)}</p>
<p data-testid="payu-amount">${escape(amount)} ${escape(order.currencyCode)}</p><p>Status: ${escape(order.status)}</p>
<form method="post" action="${action}"><input type="hidden" name="action" value="pay"><button data-testid="payu-pay">Pay</button></form>
<form method="post" action="${action}"><input type="hidden" name="action" value="cancel"><button data-testid="payu-cancel">Cancel</button></form>
</body></html>`);
  });

  app.post('/pay/:orderId', async (request, reply) => {
    const order = orders.get((request.params as { orderId: string }).orderId);
    if (!order) return reply.code(404).send('No such order.');
    if (order.status !== 'NEW' && order.status !== 'PENDING')
      return reply.code(409).send(`The order is ${order.status}.`);
    const pay = (request.body as Record<string, string> | undefined)?.action === 'pay';
    // As PayU does: PENDING while the bank confirms, then the final status.
    order.status = 'PENDING';
    await post(order, orderNotification(order, 'PENDING'));
    order.status = pay ? 'COMPLETED' : 'CANCELED';
    await post(order, orderNotification(order, order.status));
    const back = new URL(order.continueUrl);
    if (!pay) back.searchParams.set('error', '501');
    return reply.redirect(back.toString(), 302);
  });

  app.post('/api/v2_1/orders/:orderId/refunds', async (request, reply) => {
    if (!bearer(request, reply)) return reply;
    const order = orders.get((request.params as { orderId: string }).orderId);
    if (!order) return reply.code(404).send({ status: { statusCode: 'DATA_NOT_FOUND' } });
    const refund = (
      (request.body ?? {}) as { refund?: { description?: string; amount?: string; extRefundId?: string } }
    ).refund;
    if (!refund?.description)
      return reply
        .code(400)
        .send({ status: { statusCode: 'ERROR_VALUE_MISSING', statusDesc: 'refund.description' } });
    if (order.status !== 'COMPLETED')
      return reply.code(400).send({
        status: { statusCode: 'BUSINESS_ERROR', code: '9102', statusDesc: 'Order is not completed' },
      });
    if (refund.extRefundId && order.refunds.some((r) => r.extRefundId === refund.extRefundId))
      return reply
        .code(400)
        .send({ status: { statusCode: 'ERROR_VALUE_INVALID', statusDesc: 'extRefundId already used' } });
    const refunded = order.refunds.reduce((sum, r) => sum + Number(r.amount), 0);
    const amount = refund.amount ?? String(Number(order.totalAmount) - refunded);
    if (Number(amount) <= 0 || refunded + Number(amount) > Number(order.totalAmount))
      return reply.code(400).send({
        status: {
          statusCode: 'BUSINESS_ERROR',
          code: '9103',
          statusDesc: 'Refund amount exceeds the order',
        },
      });
    const entry: SimulatedOrder['refunds'][number] = {
      refundId: id(10),
      extRefundId: refund.extRefundId ?? null,
      amount,
      status: 'PENDING',
    };
    order.refunds.push(entry);
    const answer = {
      orderId: order.orderId,
      refund: {
        refundId: entry.refundId,
        extRefundId: entry.extRefundId,
        amount,
        currencyCode: order.currencyCode,
        description: refund.description,
        creationDateTime: new Date().toISOString(),
        status: 'PENDING',
        statusDateTime: new Date().toISOString(),
      },
      status: { statusCode: 'SUCCESS', statusDesc: 'Refund queued for processing' },
    };
    // The bank settles it a moment later: then PayU notifies the shop.
    reply.raw.once('finish', () => {
      setTimeout(() => {
        entry.status = 'FINALIZED';
        void post(order, {
          orderId: order.orderId,
          extOrderId: order.extOrderId,
          refund: {
            refundId: entry.refundId,
            amount,
            currencyCode: order.currencyCode,
            status: 'FINALIZED',
            statusDateTime: new Date().toISOString(),
            reason: 'refund',
            reasonDescription: refund.description,
            refundDate: new Date().toISOString(),
          },
        });
      }, 10);
    });
    return answer;
  });

  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const simulator: PayuSimulator = {
    url: address,
    ...config,
    orders,
    notifications,
    notify: (orderId, status, overrides) => {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no simulated order ${orderId}`);
      return post(order, orderNotification(order, status ?? order.status, overrides?.totalAmount));
    },
    sign,
    close: () => app.close(),
  };
  return simulator;
}

// `npm run payu:simulator`: a simulator to try PayU with the dev shop (never started by the shop).
if (import.meta.url === `file://${process.argv[1]}`) {
  const simulator = await startPayuSimulator({ port: Number(process.env.PAYU_SIMULATOR_PORT ?? 8399) });
  console.log(`PayU simulator on ${simulator.url}. Start the shop with:
  PAYU_URL=${simulator.url} PAYU_POS_ID=${simulator.posId} PAYU_CLIENT_ID=${simulator.clientId} PAYU_CLIENT_SECRET=${simulator.clientSecret} PAYU_SECOND_KEY=${simulator.secondKey}
(its notifications go to the shop's PUBLIC_URL, so the shop must be reachable there)`);
}
