import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import {
  dismissLoginMessage,
  hydrated,
  logInByApi,
  orderableProducts,
  screenshots,
  XHR,
  type CatalogueItem,
} from './support';

/**
 * cXML PunchOut round trip (issue 21, ADR 074). The demo company configures its procurement system
 * in the profile (the shared secret shown once); the test plays that procurement system with its
 * own little HTTP server: its "punch out" page posts a PunchOutSetupRequest to the shop and sends
 * the buyer's browser to the StartPage, the buyer (another browser, logged in by nothing else)
 * fills a cart with the order button and presses "Transfer cart", and the server receives the
 * PunchOutOrderMessage as the browser's form post, with the lines and prices the cart showed. The
 * requisition approved, the system sends those lines as a cXML OrderRequest with its PO number, and
 * the company finds the order under that reference in its order history.
 */

interface Received {
  buyerCookie: string;
  total: { value: string; currency: string };
  items: {
    symbol: string;
    cart: string;
    quantity: number;
    unitPrice: string;
    currency: string;
    uom: string;
  }[];
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
  });

interface CxmlItemIn {
  '@_quantity': string;
  ItemID: { SupplierPartID: string; SupplierPartAuxiliaryID: string };
  ItemDetail: {
    UnitPrice: { Money: { '#text': string; '@_currency': string } };
    UnitOfMeasure: string;
  };
}

function parseOrderMessage(xml: string): Received {
  const doc = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    isArray: (name) => name === 'ItemIn',
  }).parse(xml);
  const message = doc.cXML.Message.PunchOutOrderMessage;
  return {
    buyerCookie: message.BuyerCookie,
    total: {
      value: message.PunchOutOrderMessageHeader.Total.Money['#text'],
      currency: message.PunchOutOrderMessageHeader.Total.Money['@_currency'],
    },
    items: (message.ItemIn as CxmlItemIn[]).map((item) => ({
      symbol: item.ItemID.SupplierPartID,
      cart: item.ItemID.SupplierPartAuxiliaryID,
      quantity: Number(item['@_quantity']),
      unitPrice: item.ItemDetail.UnitPrice.Money['#text'],
      currency: item.ItemDetail.UnitPrice.Money['@_currency'],
      uom: item.ItemDetail.UnitOfMeasure,
    })),
  };
}

/** The OrderRequest of an approved requisition: the received lines, their prices, a ship-to. */
function orderRequest(secret: string, po: string, message: Received): string {
  const items = message.items
    .map(
      (item, index) => `<ItemOut quantity="${item.quantity}" lineNumber="${index + 1}">
      <ItemID><SupplierPartID>${item.symbol}</SupplierPartID><SupplierPartAuxiliaryID>${item.cart}</SupplierPartAuxiliaryID></ItemID>
      <ItemDetail><UnitPrice><Money currency="${item.currency}">${item.unitPrice}</Money></UnitPrice>
        <Description xml:lang="en">line ${index + 1}</Description><UnitOfMeasure>${item.uom}</UnitOfMeasure></ItemDetail>
    </ItemOut>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="${Date.now()}.order@procurement.test" timestamp="${new Date().toISOString()}" xml:lang="en-US">
  <Header>
    <From><Credential domain="NetworkID"><Identity>AN-E2E-${process.pid}</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>987654321</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>AN-E2E-${process.pid}</Identity><SharedSecret>${secret}</SharedSecret></Credential><UserAgent>E2E Procurement</UserAgent></Sender>
  </Header>
  <Request><OrderRequest>
    <OrderRequestHeader orderID="${po}" orderDate="${new Date().toISOString()}" type="new">
      <Total><Money currency="${message.total.currency}">${message.total.value}</Money></Total>
      <ShipTo><Address><Name xml:lang="en">Elektro-Systems</Name><PostalAddress>
        <Street>ul. Piotrkowska 100</Street><City>Łódź</City><PostalCode>90-001</PostalCode>
        <Country isoCountryCode="PL">Poland</Country></PostalAddress></Address></ShipTo>
    </OrderRequestHeader>
    ${items}
  </OrderRequest></Request>
</cXML>`;
}

/** The procurement system: /punchout starts a session, /return receives the cart. */
function procurementSystem(shop: string, config: { secret: () => string }) {
  const received: Received[] = [];
  let origin = '';
  const server: Server = createServer(async (request, response) => {
    if (request.method === 'GET' && request.url === '/punchout') {
      const setup = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="${Date.now()}@procurement.test" timestamp="${new Date().toISOString()}" xml:lang="en-US">
  <Header>
    <From><Credential domain="NetworkID"><Identity>AN-E2E-${process.pid}</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>987654321</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>AN-E2E-${process.pid}</Identity><SharedSecret>${config.secret()}</SharedSecret></Credential><UserAgent>E2E Procurement</UserAgent></Sender>
  </Header>
  <Request><PunchOutSetupRequest operation="create">
    <BuyerCookie>e2e-cookie-${process.pid}</BuyerCookie>
    <BrowserFormPost><URL>${origin}/return</URL></BrowserFormPost>
  </PunchOutSetupRequest></Request>
</cXML>`;
      const answer = await fetch(`${shop}/ajax/punchout/setup`, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8' },
        body: setup,
      });
      const xml = await answer.text();
      const startPage = /<URL>([^<]+)<\/URL>/.exec(xml)?.[1];
      if (answer.status !== 200 || !startPage) {
        response
          .writeHead(502, { 'content-type': 'text/plain' })
          .end(`setup failed: ${answer.status} ${xml}`);
        return;
      }
      response.writeHead(302, { location: startPage }).end();
      return;
    }
    if (request.method === 'POST' && request.url === '/return') {
      const form = new URLSearchParams(await readBody(request));
      const message = parseOrderMessage(form.get('cxml-urlencoded') ?? '');
      received.push(message);
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!DOCTYPE html><title>Requisition</title><h1>Cart received: ${message.items.length} lines</h1>`,
        );
      return;
    }
    response.writeHead(404).end();
  });
  return {
    received,
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return origin;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a procurement system punches out, the buyer fills a cart and transfers it back as cXML', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let secret = '';
  const procurement = procurementSystem(baseURL!, { secret: () => secret });
  const origin = await procurement.listen();
  try {
    // The company's administrator configures the procurement system in the profile.
    await dismissLoginMessage(page);
    await logInByApi(page, 'company@demo.shop');
    await page.goto('/profile/account/punchout');
    await hydrated(page);
    await expect(page.getByTestId('punchout-setup-url')).toHaveText(`${baseURL}/ajax/punchout/setup`);
    const form = page.getByRole('form', { name: 'Add a procurement system' });
    await form.getByRole('textbox', { name: 'Procurement system' }).fill('E2E Procurement');
    await form.getByRole('textbox', { name: 'Credential domain' }).fill('NetworkID');
    await form.getByRole('textbox', { name: 'Identity', exact: true }).fill(`AN-E2E-${process.pid}`);
    await form.getByRole('textbox', { name: 'Return addresses' }).fill(`${origin}/return`);
    await page.getByTestId('punchout-add').click();
    await expect(page.getByTestId('punchout-secret')).toBeVisible();
    secret = (await page.getByTestId('punchout-secret-value').textContent())!.trim();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(page.getByTestId('punchout-config').first()).toContainText('E2E Procurement');
    await screenshots(page, 'punchout-profile');

    const products: CatalogueItem[] = (await orderableProducts(page)).filter((p) => p.minimumQuantity <= 10);
    expect(products.length, 'two products to order').toBeGreaterThanOrEqual(2);

    // The buyer, in their own browser, punches out from the procurement system.
    const buyerContext = await browser.newContext();
    const buyer = await buyerContext.newPage();
    buyer.on('pageerror', (error) => errors.push(error.message));
    await dismissLoginMessage(buyer);
    await buyer.goto(`${origin}/punchout`);
    await expect(buyer).toHaveURL(new RegExp(`^${baseURL}/`));
    await hydrated(buyer);
    await expect(buyer.getByTestId('punchout-banner')).toContainText('PunchOut session for E2E Procurement');
    await screenshots(buyer, 'punchout-home');

    // Two products into the cart with the product pages' order button.
    for (const [index, product] of products.slice(0, 2).entries()) {
      await buyer.goto(`/${encodeURIComponent(product.symbol)}/details`);
      await hydrated(buyer);
      await buyer.locator('.product-page__buy .order-box__button').click();
      await expect(buyer.getByTestId('mini-cart-count')).toHaveText(String(index + 1));
    }
    await buyer.getByTestId('mini-cart-toggle').click();
    await buyer.getByTestId('mini-cart-panel').getByRole('link').last().click();
    await expect(buyer.getByTestId('cart-page')).toBeVisible();
    await hydrated(buyer);
    await expect(buyer.getByTestId('cart-continue')).toHaveCount(0);
    const orderNumber = /\/order\/([^/?]+)/.exec(buyer.url())![1]!;
    const cart = await (await buyer.request.get(`/ajax/cart/step-1/${orderNumber}`, { headers: XHR })).json();
    await screenshots(buyer, 'punchout-cart');

    // Transfer: the shop's page posts the PunchOutOrderMessage to the procurement system.
    await buyer.getByTestId('punchout-transfer').click();
    // A cross-site form post the shop answers with the built message, then the system's own page:
    // on a loaded machine the first such navigation takes longer than the default wait.
    await expect(buyer.getByRole('heading', { name: 'Cart received: 2 lines' })).toBeVisible({
      timeout: 20_000,
    });
    expect(procurement.received).toHaveLength(1);
    const [message] = procurement.received;
    expect(message!.buyerCookie).toBe(`e2e-cookie-${process.pid}`);
    expect(message!.total).toEqual({ value: cart.totals.goodsNet, currency: cart.totals.currency });
    expect(message!.items).toEqual(
      cart.lines.map((line: { symbol: string; amount: number; unitPrice: string }) => ({
        symbol: line.symbol,
        cart: orderNumber,
        quantity: line.amount,
        unitPrice: line.unitPrice,
        currency: cart.totals.currency,
        uom: expect.stringMatching(/^[A-Z]{2,3}$/),
      })),
    );
    expect(message!.items.map((i) => i.symbol)).toEqual(products.slice(0, 2).map((p) => p.symbol));

    // The shop session ended with the transfer.
    const session = await (await buyer.request.get(`${baseURL}/ajax/auth/session`)).json();
    expect(session.customer).toBeNull();
    await buyerContext.close();

    // The requisition is approved: the procurement system sends its lines as an OrderRequest.
    const po = `PO-E2E-${process.pid}`;
    const answer = await fetch(`${baseURL}/ajax/punchout/order`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      body: orderRequest(secret, po, message!),
    });
    const status = await answer.text();
    expect(answer.status, status).toBe(200);
    expect(status).toMatch(new RegExp(`<Status code="200" text="OK">Order \\S+ placed for PO ${po}`));

    // The company finds it in its order history under the PO number.
    await page.goto('/profile/new-order-history');
    await hydrated(page);
    await expect(page.getByRole('cell', { name: po, exact: true })).toBeVisible();
    await screenshots(page, 'punchout-order-history');
    expect(errors).toEqual([]);
  } finally {
    await procurement.close();
  }
});
