/**
 * cXML PunchOut (issue 21, ADR 074) through the API: the company's configurations (made, listed,
 * refused to persons and to bad input, another company's untouchable), the setup request's answers
 * (StartPage; 401 for wrong credentials; 400 for malformed documents and an XXE attempt; 413 too
 * large; 415 not XML; 403 a return URL the configuration does not allow), the StartPage session
 * (once; it cannot check out or change the account), the transfer (only its own cart, only from a
 * PunchOut session) and the PunchOutOrderMessage the transfer page posts: lines, prices in the
 * cart's currency, total. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartStep1 } from '../../../common/contracts/cart';
import type {
  PunchoutConfigList,
  PunchoutConfigWithSecret,
  PunchoutTransfer,
} from '../../../common/contracts/punchout';
import type { ErrorBody } from '../../../common/errors';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let company: Client;
let trader: Client;
let person: Client;
let companySecret: string;
let traderSecret: string;
let symbols: string[];

const RETURN_URL = 'https://buyer.example.com/punchout/return?session=42&x=1';
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });

interface SetupOptions {
  domain?: string;
  identity?: string;
  secret?: string;
  url?: string;
  operation?: string;
  items?: { symbol: string; amount: number }[];
  cookie?: string;
}

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function setupXml(o: SetupOptions = {}): string {
  const items = (o.items ?? [])
    .map(
      (i) =>
        `<ItemOut quantity="${i.amount}"><ItemID><SupplierPartID>${esc(i.symbol)}</SupplierPartID></ItemID></ItemOut>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="123.456@buyer.example.com" timestamp="2026-11-26T10:00:00+00:00" xml:lang="en-US">
  <Header>
    <From><Credential domain="${o.domain ?? 'NetworkID'}"><Identity>${esc(o.identity ?? 'AN0100000001')}</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>123456789</Identity></Credential></To>
    <Sender>
      <Credential domain="NetworkID"><Identity>AN0100000001</Identity><SharedSecret>${esc(o.secret ?? companySecret)}</SharedSecret></Credential>
      <UserAgent>Test procurement 1.0</UserAgent>
    </Sender>
  </Header>
  <Request deploymentMode="test">
    <PunchOutSetupRequest operation="${o.operation ?? 'create'}">
      <BuyerCookie>${esc(o.cookie ?? 'cookie-1')}</BuyerCookie>
      <Extrinsic name="UserEmail">buyer@example.com</Extrinsic>
      <BrowserFormPost><URL>${esc(o.url ?? RETURN_URL)}</URL></BrowserFormPost>
      ${items}
    </PunchOutSetupRequest>
  </Request>
</cXML>`;
}

const postXml = (body: string, contentType = 'text/xml; charset=utf-8', remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/ajax/punchout/setup',
    headers: { 'content-type': contentType },
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const statusOf = (xml: string) => {
  const doc = parser.parse(xml) as {
    cXML: { Response: { Status: { '@_code': string; '#text'?: string }; PunchOutSetupResponse?: unknown } };
  };
  return doc.cXML.Response;
};

/** A setup that succeeds and the start token of its StartPage URL. */
async function startToken(o: SetupOptions = {}): Promise<string> {
  const res = await postXml(setupXml(o));
  expect(res.statusCode, res.body).toBe(200);
  const url = (statusOf(res.body).PunchOutSetupResponse as { StartPage: { URL: string } }).StartPage.URL;
  expect(url).toMatch(/^http:\/\/localhost\/punchout\/start\/[A-Za-z0-9_-]{43}$/);
  return url.split('/').pop()!;
}

/** A browser opening a StartPage: a new client with the PunchOut session's cookie. */
async function openSession(token: string): Promise<{ client: Client; location: string }> {
  const client = new Client(t.app);
  const res = await client.get(`/punchout/start/${token}`);
  expect(res.statusCode, res.body).toBe(303);
  return { client, location: String(res.headers.location) };
}

const unescapeHtml = (v: string) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 800, demoAccounts: true });
  company = new Client(t.app);
  trader = new Client(t.app);
  person = new Client(t.app);
  for (const [client, login] of [
    [company, 'company@demo.shop'],
    [trader, 'soletrader@demo.shop'],
    [person, 'person@demo.shop'],
  ] as const) {
    const res = await client.login(login, DEMO_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
  }
  const result = (await t.services.database.db.execute(
    sql.raw(`SELECT symbol FROM products p WHERE 'SHOW_PRICE' = ANY(permissions)
      AND NOT flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED','EXTERNAL_WAREHOUSE']::text[]
      AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.product_id = p.id)
      AND stock > 1000 AND multiples = 1 AND minimum_quantity = 1 ORDER BY id LIMIT 3`),
  )) as unknown as { rows: { symbol: string }[] };
  symbols = result.rows.map((r) => r.symbol);
  expect(symbols).toHaveLength(3);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the company’s configurations', () => {
  it('makes one with a secret shown once and lists it without the secret', async () => {
    const res = await company.post('/ajax/profile/punchout', {
      systemName: 'SAP Ariba',
      fromDomain: 'NetworkID',
      fromIdentity: 'AN0100000001',
      returnOrigins: ['https://buyer.example.com/anything', 'http://localhost:4000'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<PunchoutConfigWithSecret>();
    expect(made.sharedSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.config).toMatchObject({
      systemName: 'SAP Ariba',
      fromDomain: 'networkid',
      fromIdentity: 'an0100000001',
      returnOrigins: ['https://buyer.example.com', 'http://localhost:4000'],
      buyer: { email: 'company@demo.shop' },
    });
    companySecret = made.sharedSecret;
    const list = (await company.get('/ajax/profile/punchout')).json<PunchoutConfigList>();
    expect(list.setupUrl).toBe('http://localhost/ajax/punchout/setup');
    expect(list.items).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(companySecret);
    const traderMade = await trader.post('/ajax/profile/punchout', {
      systemName: 'Coupa',
      fromDomain: 'DUNS',
      fromIdentity: 'trader-coupa',
      returnOrigins: ['https://buyer.example.com'],
    });
    expect(traderMade.statusCode, traderMade.body).toBe(201);
    traderSecret = traderMade.json<PunchoutConfigWithSecret>().sharedSecret;
  });

  it('refuses bad input field by field, a taken credential, and persons', async () => {
    const bad = await company.post('/ajax/profile/punchout', {
      systemName: '',
      fromDomain: 'has space',
      fromIdentity: 'x',
      returnOrigins: ['ftp://buyer.example.com', 'http://buyer.example.com'],
    });
    expect(bad.statusCode).toBe(422);
    const fields = bad.json<ErrorBody>().data!.map((d) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining(['systemName', 'fromDomain', 'returnOrigins.0', 'returnOrigins.1']),
    );
    const taken = await trader.post('/ajax/profile/punchout', {
      systemName: 'Ariba',
      fromDomain: 'networkid',
      fromIdentity: 'AN0100000001',
      returnOrigins: ['https://buyer.example.com'],
    });
    expect(taken.statusCode).toBe(409);
    const personal = await person.post('/ajax/profile/punchout', {
      systemName: 'Ariba',
      fromDomain: 'NetworkID',
      fromIdentity: 'person-id',
      returnOrigins: ['https://buyer.example.com'],
    });
    expect(personal.statusCode).toBe(403);
    expect((await new Client(t.app).get('/ajax/profile/punchout')).statusCode).toBe(401);
  });

  it('keeps another company’s configuration out of reach (404)', async () => {
    const [mine] = (await company.get('/ajax/profile/punchout')).json<PunchoutConfigList>().items;
    expect((await trader.post(`/ajax/profile/punchout/${mine!.id}/secret`)).statusCode).toBe(404);
    expect(
      (await trader.request({ method: 'DELETE', url: `/ajax/profile/punchout/${mine!.id}` })).statusCode,
    ).toBe(404);
    expect((await trader.get('/ajax/profile/punchout')).json<PunchoutConfigList>().items).toHaveLength(1);
  });
});

describe('the setup request', () => {
  it('answers a PunchOutSetupResponse with a StartPage for good credentials', async () => {
    const res = await postXml(setupXml());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.body).toContain('<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">');
    expect(statusOf(res.body).Status['@_code']).toBe('200');
  });

  it('refuses a wrong secret and an unknown sender alike with 401', async () => {
    for (const o of [{ secret: 'wrong-secret' }, { identity: 'AN-nobody' }, { secret: traderSecret }]) {
      const res = await postXml(setupXml(o));
      expect(res.statusCode).toBe(401);
      const status = statusOf(res.body).Status;
      expect(status['@_code']).toBe('401');
      expect(status['#text']).toBe('Unknown From credential or wrong SharedSecret');
    }
  });

  it('refuses malformed documents with 400', async () => {
    for (const body of [
      '<cXML><Header>',
      'not xml at all',
      '<?xml version="1.0"?><Order/>',
      setupXml().replace(/<BuyerCookie>.*<\/BuyerCookie>/, ''),
      setupXml({ url: 'javascript:alert(1)' }),
      setupXml({ operation: 'delete' }),
      setupXml({ items: [{ symbol: 'X', amount: 0 }], operation: 'edit' }),
    ]) {
      const res = await postXml(body);
      expect(res.statusCode, body).toBe(400);
      expect(statusOf(res.body).Status['@_code']).toBe('400');
    }
  });

  it('refuses an XXE attempt and entity expansion without reading anything', async () => {
    const xxe = setupXml()
      .replace(/<!DOCTYPE[^>]*>/, '<!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>')
      .replace('cookie-1', '&xxe;');
    const laughs = setupXml()
      .replace(
        /<!DOCTYPE[^>]*>/,
        '<!DOCTYPE cXML [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>',
      )
      .replace('cookie-1', '&b;');
    for (const body of [xxe, laughs]) {
      const res = await postXml(body);
      expect(res.statusCode).toBe(400);
      expect(res.body).not.toContain('root:');
      expect(statusOf(res.body).Status['#text']).toMatch(/entities/);
    }
  });

  it('refuses a body over the limit (413) and one that is not XML (415), in cXML', async () => {
    const big = setupXml().replace('cookie-1', 'x'.repeat(300 * 1024));
    const large = await postXml(big);
    expect(large.statusCode).toBe(413);
    expect(statusOf(large.body).Status['@_code']).toBe('413');
    const json = await postXml('{"a":1}', 'application/json');
    expect(json.statusCode).toBe(415);
    expect(statusOf(json.body).Status['@_code']).toBe('415');
  });

  it('refuses a BrowserFormPost URL whose origin the configuration does not allow (403)', async () => {
    const res = await postXml(setupXml({ url: 'https://evil.example.net/steal' }));
    expect(res.statusCode).toBe(403);
    expect(statusOf(res.body).Status['@_code']).toBe('403');
  });
});

describe('the PunchOut session and the transfer', () => {
  let buyer: Client;
  let orderNumber: string;

  it('opens the session once, as the company’s buyer', async () => {
    const token = await startToken({ cookie: 'buyer-cookie-<&>' });
    const opened = await openSession(token);
    buyer = opened.client;
    expect(opened.location).toBe('/');
    const session = (await buyer.get('/ajax/auth/session')).json<{
      customer: { contactPerson: { email: string } };
    }>();
    expect(session.customer.contactPerson.email).toBe('company@demo.shop');
    const again = await new Client(t.app).get(`/punchout/start/${token}`);
    expect(again.statusCode).toBe(404);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('fills a cart, but cannot check out or manage the account', async () => {
    let added = await buyer.post('/ajax/order/item', {
      orderNumber: '0',
      item: { symbol: symbols[0], amount: 7 },
    });
    expect(added.statusCode, added.body).toBe(200);
    orderNumber = added.json<{ orderNumber: string }>().orderNumber;
    added = await buyer.post('/ajax/order/item', { orderNumber, item: { symbol: symbols[1], amount: 3 } });
    expect(added.statusCode, added.body).toBe(200);
    const finish = await buyer.post(`/ajax/order/${orderNumber}/finish`, { termsAccepted: true });
    expect(finish.statusCode).toBe(403);
    expect(finish.json<ErrorBody>().messageKey).toBe('punchout.errors.checkoutRefused');
    expect((await buyer.get('/ajax/profile/punchout')).statusCode).toBe(403);
    const password = await buyer.post('/ajax/profile/password/change', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'another-password-123',
    });
    expect(password.statusCode).toBe(403);
  });

  it('refuses the transfer outside a PunchOut session, and another company’s cart', async () => {
    const own = await company.post(`/ajax/order/${orderNumber}/finish-special-cxml`, {});
    expect(own.statusCode).toBe(403);
    expect(own.json<ErrorBody>().messageKey).toBe('punchout.errors.notPunchoutSession');
    const traderToken = await startToken({ domain: 'DUNS', identity: 'trader-coupa', secret: traderSecret });
    const { client: traderBuyer } = await openSession(traderToken);
    const foreign = await traderBuyer.post(`/ajax/order/${orderNumber}/finish-special-cxml`, {});
    expect(foreign.statusCode).toBe(404);
    const empty = await traderBuyer.post('/ajax/order/item', {
      orderNumber: '0',
      item: { symbol: symbols[2], amount: 1 },
    });
    expect(empty.statusCode).toBe(200);
  });

  it('transfers the cart as a PunchOutOrderMessage with its lines and prices, and ends the session', async () => {
    const cart = (await buyer.get(`/ajax/cart/step-1/${orderNumber}`)).json<CartStep1>();
    const res = await buyer.post(`/ajax/order/${orderNumber}/finish-special-cxml`, {});
    expect(res.statusCode, res.body).toBe(200);
    const transfer = res.json<PunchoutTransfer>();
    expect(transfer).toMatchObject({
      lineCount: 2,
      total: cart.totals.goodsNet,
      currency: cart.totals.currency,
    });
    expect(transfer.transferUrl).toMatch(/^\/punchout\/transfer\/[A-Za-z0-9_-]{43}$/);
    // The shop session ended with the transfer.
    expect((await buyer.get('/ajax/cart/mini-cart')).statusCode).toBe(401);

    const page = await new Client(t.app).get(transfer.transferUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain(
      'form-action https://buyer.example.com',
    );
    expect(page.body).toContain(`action="${RETURN_URL.replace(/&/g, '&amp;')}"`);
    const value = /name="cxml-urlencoded" value="([^"]*)"/.exec(page.body)![1]!;
    const message = unescapeHtml(value);
    const doc = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      parseTagValue: false,
      isArray: (name) => name === 'ItemIn',
    }).parse(message) as {
      cXML: {
        Header: { To: { Credential: { '@_domain': string; Identity: string } } };
        Message: {
          PunchOutOrderMessage: {
            BuyerCookie: string;
            PunchOutOrderMessageHeader: { Total: { Money: { '#text': string; '@_currency': string } } };
            ItemIn: Array<{
              '@_quantity': string;
              ItemID: { SupplierPartID: string };
              ItemDetail: {
                UnitPrice: { Money: { '#text': string; '@_currency': string } };
                Description: { '#text': string };
                UnitOfMeasure: string;
                Classification: { '#text': string; '@_domain': string };
                ManufacturerPartID: string;
              };
            }>;
          };
        };
      };
    };
    expect(doc.cXML.Header.To.Credential).toMatchObject({
      '@_domain': 'NetworkID',
      Identity: 'AN0100000001',
    });
    const body = doc.cXML.Message.PunchOutOrderMessage;
    expect(body.BuyerCookie).toBe('buyer-cookie-<&>');
    expect(body.PunchOutOrderMessageHeader.Total.Money).toEqual({
      '#text': cart.totals.goodsNet,
      '@_currency': cart.totals.currency,
    });
    expect(body.ItemIn).toHaveLength(2);
    for (const [index, line] of cart.lines.entries()) {
      const item = body.ItemIn[index]!;
      expect(item['@_quantity']).toBe(String(line.amount));
      expect(item.ItemID.SupplierPartID).toBe(line.symbol);
      expect(item.ItemDetail.UnitPrice.Money).toEqual({
        '#text': line.unitPrice,
        '@_currency': cart.totals.currency,
      });
      expect(item.ItemDetail.Description['#text']).toBe(line.description);
      expect(item.ItemDetail.UnitOfMeasure).toMatch(/^[A-Z]{2,3}$/);
      expect(item.ItemDetail.Classification['@_domain']).toBe('UNSPSC');
      expect(item.ItemDetail.Classification['#text']).toMatch(/^\d{8}$/);
      expect(item.ItemDetail.ManufacturerPartID.length).toBeGreaterThan(0);
    }
  });

  it('transfers once: the transfer page lapses for unknown tokens', async () => {
    expect((await new Client(t.app).get(`/punchout/transfer/${'a'.repeat(43)}`)).statusCode).toBe(404);
  });

  it('starts an edit session with the lines the procurement system sent back', async () => {
    const token = await startToken({
      operation: 'edit',
      items: [
        { symbol: symbols[0]!, amount: 4 },
        { symbol: 'NO-SUCH-PART-XYZ', amount: 1 },
      ],
    });
    const { client, location } = await openSession(token);
    expect(location).toMatch(/^\/cart\/step\/1\/order\/[^/]+$/);
    const cart = (await client.get(`/ajax/cart/step-1/${location.split('/').pop()}`)).json<CartStep1>();
    expect(cart.lines.map((l) => [l.symbol, l.amount])).toEqual([[symbols[0], 4]]);
  });

  it('refuses setups of a removed configuration', async () => {
    const [mine] = (await trader.get('/ajax/profile/punchout')).json<PunchoutConfigList>().items;
    const removed = await trader.request({ method: 'DELETE', url: `/ajax/profile/punchout/${mine!.id}` });
    expect(removed.statusCode).toBe(204);
    const res = await postXml(setupXml({ domain: 'DUNS', identity: 'trader-coupa', secret: traderSecret }));
    expect(res.statusCode).toBe(401);
  });
});
