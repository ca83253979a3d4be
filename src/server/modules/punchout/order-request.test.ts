/**
 * The OrderRequest of cXML PunchOut (issue 21, ADR 074 "The order request") through the API: a good
 * request places an order with the PO number as its customer reference (in the company's order
 * history); a wrong secret is 401; another company's connection cannot place for this one nor name
 * its cart; an unknown part is 400 and a price that is not the shop's 409, with nothing left behind;
 * a repeat of the document gets the same answer and no second order, another document with the same
 * PO number 409; malformed XML, an XXE attempt and an oversize body are refused with nothing written.
 * The round trip: setup → cart → PunchOutOrderMessage → an OrderRequest of its lines → the order.
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartStep1 } from '../../../common/contracts/cart';
import type { HistoryList } from '../../../common/contracts/order-history';
import type { PunchoutConfigWithSecret, PunchoutTransfer } from '../../../common/contracts/punchout';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let company: Client;
let trader: Client;
let companySecret: string;
let traderSecret: string;
let companyId: number;
/** Products with a price, plenty of stock, sold one by one. */
let parts: string[];

const RETURN_URL = 'https://buyer.example.com/punchout/return';
const COMPANY = { domain: 'NetworkID', identity: 'AN0200000001' };
const TRADER = { domain: 'DUNS', identity: 'trader-orders' };
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => name === 'ItemIn',
});

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

interface Line {
  symbol: string;
  quantity: number;
  price: string;
  currency?: string;
  aux?: string;
}

interface OrderOptions {
  from?: { domain: string; identity: string };
  secret?: string;
  payloadId?: string;
  orderId?: string;
  lines: Line[];
  street?: string;
}

function orderXml(o: OrderOptions): string {
  const from = o.from ?? COMPANY;
  const items = o.lines
    .map(
      (l, i) => `<ItemOut quantity="${l.quantity}" lineNumber="${i + 1}">
      <ItemID><SupplierPartID>${esc(l.symbol)}</SupplierPartID>${l.aux ? `<SupplierPartAuxiliaryID>${esc(l.aux)}</SupplierPartAuxiliaryID>` : ''}</ItemID>
      <ItemDetail><UnitPrice><Money currency="${l.currency ?? 'PLN'}">${l.price}</Money></UnitPrice>
        <Description xml:lang="en">part</Description><UnitOfMeasure>EA</UnitOfMeasure></ItemDetail>
    </ItemOut>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="${esc(o.payloadId ?? `${Math.random()}@buyer.example.com`)}" timestamp="2026-11-26T10:00:00+00:00" xml:lang="en-US">
  <Header>
    <From><Credential domain="${from.domain}"><Identity>${esc(from.identity)}</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>123456789</Identity></Credential></To>
    <Sender>
      <Credential domain="${from.domain}"><Identity>${esc(from.identity)}</Identity><SharedSecret>${esc(o.secret ?? companySecret)}</SharedSecret></Credential>
      <UserAgent>Test procurement 1.0</UserAgent>
    </Sender>
  </Header>
  <Request deploymentMode="test">
    <OrderRequest>
      <OrderRequestHeader orderID="${esc(o.orderId ?? 'PO-1')}" orderDate="2026-11-26T10:00:00+00:00" type="new">
        <Total><Money currency="PLN">1.00</Money></Total>
        <ShipTo><Address addressID="LODZ-1"><Name xml:lang="en">Elektro-Systems Łódź</Name>
          <PostalAddress><DeliverTo>Goods receipt</DeliverTo><Street>${esc(o.street ?? 'ul. Piotrkowska 100')}</Street>
            <City>Łódź</City><PostalCode>90-001</PostalCode><Country isoCountryCode="PL">Poland</Country></PostalAddress>
        </Address></ShipTo>
      </OrderRequestHeader>
      ${items}
    </OrderRequest>
  </Request>
</cXML>`;
}

const postOrder = (body: string, contentType = 'text/xml') =>
  t.app.inject({
    method: 'POST',
    url: '/ajax/punchout/order',
    headers: { 'content-type': contentType },
    payload: body,
  });

const statusOf = (xml: string) =>
  (parser.parse(xml) as { cXML: { Response: { Status: { '@_code': string; '#text'?: string } } } }).cXML
    .Response.Status;

async function rows<T>(query: string): Promise<T[]> {
  const result = (await t.services.database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

/** What an order request may write: the company's orders (carts too), addresses and keys. */
const footprint = async () =>
  (
    await rows<{ orders: string; addresses: string; keys: string }>(
      `SELECT (SELECT count(*) FROM orders WHERE customer_id = ${companyId})::text AS orders,
        (SELECT count(*) FROM customer_addresses WHERE customer_id = ${companyId})::text AS addresses,
        (SELECT count(*) FROM idempotency_keys WHERE scope = 'punchout-order')::text AS keys`,
    )
  )[0];

const ordersWithPo = (po: string) =>
  rows<{ order_number: string; status: string; shipping_address_number: string; payment_id: string }>(
    `SELECT order_number, status, shipping_address_number, payment_id FROM orders
      WHERE customer_id = ${companyId} AND customer_order_number = '${po}'`,
  );

/** The shop's unit price of a part for a quantity, as a cart of the company shows it. */
async function priceOf(symbol: string, quantity: number, client = company): Promise<string> {
  const added = await client.post('/ajax/order/item', {
    orderNumber: '0',
    item: { symbol, amount: quantity },
  });
  expect(added.statusCode, added.body).toBe(200);
  const orderNumber = added.json<{ orderNumber: string }>().orderNumber;
  const cart = (await client.get(`/ajax/cart/step-1/${orderNumber}`)).json<CartStep1>();
  await client.request({ method: 'DELETE', url: `/ajax/order/${orderNumber}` });
  return cart.lines[0]!.unitPrice!;
}

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 800, demoAccounts: true });
  company = new Client(t.app);
  trader = new Client(t.app);
  for (const [client, login] of [
    [company, 'company@demo.shop'],
    [trader, 'soletrader@demo.shop'],
  ] as const) {
    const res = await client.login(login, DEMO_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
  }
  parts = (
    await rows<{ symbol: string }>(`SELECT symbol FROM products p WHERE 'SHOW_PRICE' = ANY(permissions)
      AND NOT flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED','EXTERNAL_WAREHOUSE']::text[]
      AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.product_id = p.id)
      AND stock > 1000 AND multiples = 1 AND minimum_quantity = 1 ORDER BY id LIMIT 3`)
  ).map((r) => r.symbol);
  expect(parts).toHaveLength(3);
  companyId = Number(
    (
      await rows<{ id: number }>(
        `SELECT customer_id AS id FROM contact_persons WHERE email = 'company@demo.shop'`,
      )
    )[0]!.id,
  );
  for (const [client, from, set] of [
    [company, COMPANY, (s: string) => (companySecret = s)],
    [trader, TRADER, (s: string) => (traderSecret = s)],
  ] as const) {
    const made = await client.post('/ajax/profile/punchout', {
      systemName: 'Coupa',
      fromDomain: from.domain,
      fromIdentity: from.identity,
      returnOrigins: [RETURN_URL],
    });
    expect(made.statusCode, made.body).toBe(201);
    set(made.json<PunchoutConfigWithSecret>().sharedSecret);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the OrderRequest', () => {
  it('places the approved requisition with the PO number as the customer reference', async () => {
    const lines = [
      { symbol: parts[0]!, quantity: 5, price: await priceOf(parts[0]!, 5) },
      { symbol: parts[1]!, quantity: 2, price: await priceOf(parts[1]!, 2) },
    ];
    const res = await postOrder(orderXml({ orderId: 'PO-2026-0001', lines }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    const status = statusOf(res.body);
    expect(status['@_code']).toBe('200');
    const [order, ...more] = await ordersWithPo('PO-2026-0001');
    expect(more).toHaveLength(0);
    expect(order!.status).not.toBe('cart');
    expect(order!.payment_id).toBe('bank_transfer');
    expect(status['#text']).toContain(`Order ${order!.order_number} placed for PO PO-2026-0001`);
    const items = await rows<{ symbol: string; amount: number }>(
      `SELECT p.symbol, i.amount FROM order_items i JOIN orders o ON o.id = i.order_id
        JOIN products p ON p.id = i.product_id WHERE o.order_number = '${order!.order_number}' ORDER BY p.symbol`,
    );
    expect(items.map((i) => [i.symbol, Number(i.amount)])).toEqual(
      [
        [parts[0], 5],
        [parts[1], 2],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    // The ship-to address of the request is the order's (made as a shipping address of the company).
    const address = await rows<{ street: string; city: string }>(
      `SELECT street, city FROM customer_addresses WHERE customer_id = ${companyId} AND address_number = '${order!.shipping_address_number}'`,
    );
    expect(address[0]).toMatchObject({ street: 'ul. Piotrkowska 100', city: 'Łódź' });
    // The company sees it in its order history with the PO number.
    const history = (await company.get('/ajax/order-history/orders')).json<HistoryList>();
    expect(history.elements.find((o) => o.orderNumber === order!.order_number)?.customerOrderNumber).toBe(
      'PO-2026-0001',
    );
    // The same ship-to again is the same address, not a copy.
    const before = await footprint();
    const second = await postOrder(orderXml({ orderId: 'PO-2026-0002', lines: lines.slice(0, 1) }));
    expect(second.statusCode, second.body).toBe(200);
    const after = await footprint();
    expect(after!.addresses).toBe(before!.addresses);
    expect((await ordersWithPo('PO-2026-0002'))[0]!.shipping_address_number).toBe(
      order!.shipping_address_number,
    );
  });

  it('answers a repeat of the document with the same answer and no second order', async () => {
    const lines = [{ symbol: parts[2]!, quantity: 3, price: await priceOf(parts[2]!, 3) }];
    const first = await postOrder(orderXml({ orderId: 'PO-REPEAT', payloadId: 'repeat-1@buyer', lines }));
    expect(first.statusCode, first.body).toBe(200);
    const before = await footprint();
    const again = await postOrder(orderXml({ orderId: 'PO-REPEAT', payloadId: 'repeat-1@buyer', lines }));
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await footprint()).toEqual(before);
    expect(await ordersWithPo('PO-REPEAT')).toHaveLength(1);
    // Another document with the same PO number is a conflict, not a second order.
    const other = await postOrder(orderXml({ orderId: 'PO-REPEAT', payloadId: 'repeat-2@buyer', lines }));
    expect(other.statusCode).toBe(409);
    expect(statusOf(other.body)['#text']).toMatch(/PO-REPEAT was already received/);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a wrong secret and another company’s credentials with 401', async () => {
    const lines = [{ symbol: parts[0]!, quantity: 1, price: '1.00' }];
    const before = await footprint();
    for (const o of [
      { secret: 'wrong-secret' },
      { secret: traderSecret },
      { from: TRADER, secret: companySecret },
      { from: { domain: 'NetworkID', identity: 'AN-nobody' } },
    ]) {
      const res = await postOrder(orderXml({ ...o, orderId: 'PO-401', lines }));
      expect(res.statusCode).toBe(401);
      expect(statusOf(res.body)).toMatchObject({
        '@_code': '401',
        '#text': 'Unknown From credential or wrong SharedSecret',
      });
    }
    expect(await footprint()).toEqual(before);
  });

  it('places another company’s request for that company only, and it cannot name this one’s cart', async () => {
    const price = await priceOf(parts[0]!, 1, trader);
    const before = await footprint();
    const foreign = await postOrder(
      orderXml({
        from: TRADER,
        secret: traderSecret,
        orderId: 'PO-TRADER',
        lines: [{ symbol: parts[0]!, quantity: 1, price, currency: 'HUF', aux: 'not-a-transferred-cart' }],
      }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(statusOf(foreign.body)['#text']).toMatch(/names no cart transferred through this connection/);
    const own = await postOrder(
      orderXml({
        from: TRADER,
        secret: traderSecret,
        orderId: 'PO-TRADER',
        lines: [{ symbol: parts[0]!, quantity: 1, price, currency: 'HUF' }],
      }),
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(await ordersWithPo('PO-TRADER')).toHaveLength(0);
    expect(await footprint()).toMatchObject({ orders: before!.orders, addresses: before!.addresses });
  });

  it('refuses an unknown part (400) and a price that is not the shop’s (409), leaving nothing', async () => {
    const price = await priceOf(parts[0]!, 4);
    const before = await footprint();
    const unknown = await postOrder(
      orderXml({
        orderId: 'PO-BAD',
        lines: [
          { symbol: parts[0]!, quantity: 4, price },
          { symbol: 'NO-SUCH-PART-XYZ', quantity: 1, price: '1.00' },
        ],
      }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(statusOf(unknown.body)['#text']).toMatch(/ItemOut 2 \(NO-SUCH-PART-XYZ\)/);
    const cheaper = (Number(price) / 2).toFixed(4);
    for (const line of [
      { symbol: parts[0]!, quantity: 4, price: cheaper },
      { symbol: parts[0]!, quantity: 4, price, currency: 'EUR' },
    ]) {
      const mismatch = await postOrder(orderXml({ orderId: 'PO-BAD', lines: [line] }));
      expect(mismatch.statusCode).toBe(409);
      expect(statusOf(mismatch.body)['#text']).toMatch(/is not the shop's price/);
    }
    expect(await ordersWithPo('PO-BAD')).toHaveLength(0);
    expect(await footprint()).toEqual(before);
    // Fixed, the same PO number goes through (a refusal is not remembered).
    const fixed = await postOrder(
      orderXml({ orderId: 'PO-BAD', lines: [{ symbol: parts[0]!, quantity: 4, price }] }),
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
  });

  it('refuses malformed XML, an XXE attempt and an oversize body, writing nothing', async () => {
    const good = orderXml({ orderId: 'PO-XXE', lines: [{ symbol: parts[0]!, quantity: 1, price: '1.00' }] });
    const xxe = good
      .replace(/<!DOCTYPE[^>]*>/, '<!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>')
      .replace('PO-XXE', '&xxe;');
    const before = await footprint();
    for (const [body, code] of [
      ['<cXML><Header>', '400'],
      [
        good.replace('<OrderRequest>', '<OrderRequestX>').replace('</OrderRequest>', '</OrderRequestX>'),
        '400',
      ],
      [good.replace(/orderID="[^"]*"/, ''), '400'],
      [good.replace(/<ShipTo>[\s\S]*<\/ShipTo>/, ''), '400'],
      [good.replace('quantity="1"', 'quantity="1.5"'), '400'],
      [good.replace('type="new"', 'type="delete"'), '406'],
      [xxe, '400'],
      [good.replace('Goods receipt', 'x'.repeat(300 * 1024)), '413'],
    ] as const) {
      const res = await postOrder(body);
      expect(res.statusCode, body.slice(0, 200)).toBe(Number(code));
      expect(res.body).not.toContain('root:');
      expect(statusOf(res.body)['@_code']).toBe(code);
    }
    expect((await postOrder('{"a":1}', 'application/json')).statusCode).toBe(415);
    expect(await footprint()).toEqual(before);
  });
});

describe('the round trip', () => {
  it('setup → cart → PunchOutOrderMessage → OrderRequest of its lines → the order', async () => {
    const setup = await t.app.inject({
      method: 'POST',
      url: '/ajax/punchout/setup',
      headers: { 'content-type': 'text/xml' },
      payload: `<?xml version="1.0"?><cXML payloadID="s-1@buyer" timestamp="2026-11-26T10:00:00+00:00">
        <Header><From><Credential domain="${COMPANY.domain}"><Identity>${COMPANY.identity}</Identity></Credential></From>
        <To><Credential domain="DUNS"><Identity>123456789</Identity></Credential></To>
        <Sender><Credential domain="${COMPANY.domain}"><Identity>${COMPANY.identity}</Identity><SharedSecret>${companySecret}</SharedSecret></Credential><UserAgent>t</UserAgent></Sender></Header>
        <Request><PunchOutSetupRequest operation="create"><BuyerCookie>c-1</BuyerCookie>
        <BrowserFormPost><URL>${RETURN_URL}</URL></BrowserFormPost></PunchOutSetupRequest></Request></cXML>`,
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const startUrl = /<URL>([^<]+)<\/URL>/.exec(setup.body)![1]!;
    const buyer = new Client(t.app);
    expect((await buyer.get(new URL(startUrl).pathname)).statusCode).toBe(303);
    const added = await buyer.post('/ajax/order/item', {
      orderNumber: '0',
      item: { symbol: parts[1]!, amount: 6 },
    });
    const cartNumber = added.json<{ orderNumber: string }>().orderNumber;
    await buyer.post('/ajax/order/item', { orderNumber: cartNumber, item: { symbol: parts[2]!, amount: 2 } });
    const transfer = (
      await buyer.post(`/ajax/order/${cartNumber}/finish-special-cxml`, {})
    ).json<PunchoutTransfer>();
    const page = await new Client(t.app).get(transfer.transferUrl);
    const message = /name="cxml-urlencoded" value="([^"]*)"/
      .exec(page.body)![1]!
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    const items = (
      parser.parse(message) as {
        cXML: {
          Message: {
            PunchOutOrderMessage: {
              ItemIn: Array<{
                '@_quantity': string;
                ItemID: { SupplierPartID: string; SupplierPartAuxiliaryID: string };
                ItemDetail: { UnitPrice: { Money: { '#text': string; '@_currency': string } } };
              }>;
            };
          };
        };
      }
    ).cXML.Message.PunchOutOrderMessage.ItemIn;
    expect(items.map((i) => i.ItemID.SupplierPartAuxiliaryID)).toEqual([cartNumber, cartNumber]);

    // Another company's connection cannot order this cart by naming it.
    const stolen = await postOrder(
      orderXml({
        from: TRADER,
        secret: traderSecret,
        orderId: 'PO-STOLEN',
        lines: [{ symbol: parts[1]!, quantity: 6, price: '1.00', currency: 'HUF', aux: cartNumber }],
      }),
    );
    expect(stolen.statusCode).toBe(400);
    expect(statusOf(stolen.body)['#text']).toBe(
      `SupplierPartAuxiliaryID ${cartNumber} names no cart transferred through this connection`,
    );
    expect(await rows(`SELECT 1 FROM orders WHERE order_number = '${cartNumber}'`)).toHaveLength(1);

    // The requisition is approved in the procurement system, which sends the lines as an order.
    const res = await postOrder(
      orderXml({
        orderId: 'PO-ROUND-TRIP',
        lines: items.map((i) => ({
          symbol: i.ItemID.SupplierPartID,
          aux: i.ItemID.SupplierPartAuxiliaryID,
          quantity: Number(i['@_quantity']),
          price: i.ItemDetail.UnitPrice.Money['#text'],
          currency: i.ItemDetail.UnitPrice.Money['@_currency'],
        })),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await ordersWithPo('PO-ROUND-TRIP');
    expect(order!.status).not.toBe('cart');
    const lines = await rows<{ symbol: string; amount: number }>(
      `SELECT p.symbol, i.amount FROM order_items i JOIN orders o ON o.id = i.order_id
        JOIN products p ON p.id = i.product_id WHERE o.order_number = '${order!.order_number}'`,
    );
    expect(new Map(lines.map((l) => [l.symbol, Number(l.amount)]))).toEqual(
      new Map([
        [parts[1]!, 6],
        [parts[2]!, 2],
      ]),
    );
    // The transferred cart is ordered now: it is gone, so nobody orders it a second time.
    expect(await rows(`SELECT 1 FROM orders WHERE order_number = '${cartNumber}'`)).toHaveLength(0);
  });
});
