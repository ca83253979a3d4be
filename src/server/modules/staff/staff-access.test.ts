/**
 * ADR 048: every staff call and page is refused to visitors, to logged-in customers and to staff
 * without its role, and served to the role. The list is not written here: it is read from the
 * endpoint table (`staffEndpoint` keeps its roles there) and from the page loaders (`staffPage`
 * keeps theirs), so a new staff route is walked without touching this test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '../../../common/staff';
import { generate, matchPage } from '../../../common/routes.server';
import { SERVER_PAGES } from '../../../web/pages/page-loaders.server';
import type { StaffServerPage } from '../../../web/pages/staff-page.server';
import { STAFF_NAV } from '../../../web/features/staff/staff-nav';
import { eq } from 'drizzle-orm';
import { enquiries, orders } from '../../db/schema';
import { createCartFixture } from '../ordering/checkout.fixtures';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { idsOf, issueInvoice } from '../complaints/complaints.fixtures';
import { deskClient } from './staff.fixtures';

const PASSWORD = 'staff-access-password';
const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';

let t: TestApp;
let clock = Date.now();
const clients = {} as Record<'visitor' | 'customer' | StaffRole, Client>;

beforeAll(async () => {
  t = await createTestApp({
    web: 'production',
    demoAccounts: true,
    accounts: { now: () => new Date(clock) },
  });
  clients.visitor = new Client(t.app);
  clients.customer = new Client(t.app);
  await clients.customer.login('company@demo.shop', DEMO_PASSWORD);
  for (const role of STAFF_ROLES) {
    clock += 31_000;
    const account = {
      email: `${role}@access.test`,
      name: role,
      password: PASSWORD,
      roles: [role],
      totpSecret: SECRET,
    };
    clients[role] = await deskClient(t, account, new Date(clock));
  }
  // A page with a path parameter is shown with a real record: one request for quote, sent.
  const sent = await clients.customer.post('/ajax/rfq/details', {
    title: 'Access walk',
    send: true,
    lines: [{ query: 'ACCESS-WALK-PART', amounts: [1] }],
  });
  expect(sent.statusCode, sent.body).toBe(201);
  PAGE_PARAMS.id = String(await t.services.rfqStaff.idOf(sent.json<{ number: string }>().number));
  // And one enquiry (issue 20) for the desk's enquiry page.
  const asked = await clients.visitor.post('/ajax/contact-email/send/standard', {
    clientEmail: 'walk@access.test',
    message: 'Access walk',
    'cf-turnstile-response': t.services.captcha.issueLocalToken!(),
  });
  expect(asked.statusCode, asked.body).toBe(204);
  const [enquiry] = await t.database.db.select({ id: enquiries.id }).from(enquiries).limit(1);
  ROUTE_PARAMS.staff_enquiry = { id: String(enquiry!.id) };
  // And one complaint, filed by the customer against a VAT invoice of theirs.
  const owner = await idsOf(t.database.db, 'company@demo.shop');
  const invoice = await issueInvoice(t.database.db, owner, {
    saleDate: new Date().toISOString().slice(0, 10),
    lines: [{ symbol: 'ACCESS-WALK-PART', quantity: 2, unitNet: '1.00' }],
  });
  const filed = await clients.customer.post('/ajax/complaint/create', {
    invoiceNumber: invoice.number,
    reason: 'damaged',
    description: 'Access walk: a complaint to open in the desk.',
    lines: [{ position: 1, quantity: 1 }],
  });
  expect(filed.statusCode, filed.body).toBe(201);
  const rma = filed.json<{ rmaNumber: string }>().rmaNumber;
  const inbox = await t.services.complaints.inbox({
    state: 'all',
    sort: 'deadline',
    dir: 'asc',
    page: 1,
    q: rma,
  });
  PAGE_PARAMS.complaintId = String(inbox.items[0]!.id);
  // The same invoice opens the desk's invoice page (issue 19, ADR 064).
  ROUTE_PARAMS.staff_invoice = { id: String(invoice.id) };
  // And one placed order for the desk's order page (issue 19, ADR 080).
  const placedOrder = await createCartFixture(t.database.db, { ...owner, country: 'pl' }, []);
  await t.database.db
    .update(orders)
    .set({ status: 'placed', placedAt: new Date() })
    .where(eq(orders.id, placedOrder.id));
  ROUTE_PARAMS.staff_order = { id: String(placedOrder.id) };
  // And one poll (issue 20, ADR 071) for the desk's poll page.
  const poll = await clients.sales.post('/ajax/staff/polls', {
    question: 'Access walk?',
    kind: 'single',
    placement: 'home',
    market: 'pl',
    language: 'pl',
    options: ['Yes', 'No'],
  });
  expect(poll.statusCode, poll.body).toBe(201);
  ROUTE_PARAMS.staff_poll = { id: String(poll.json<{ id: number }>().id) };
  // And one tender item list (issue 20, ADR 070), sent to the desk (a draft is not the desk's).
  const made = await clients.customer.post('/ajax/tender-lists', {
    title: 'Access walk',
    text: 'ACCESS-WALK-PART 1',
  });
  expect(made.statusCode, made.body).toBe(201);
  const listId = made.json<{ id: number }>().id;
  const sentList = await clients.customer.post(`/ajax/tender-lists/${listId}/send`, {});
  expect(sentList.statusCode, sentList.body).toBe(200);
  ROUTE_PARAMS.staff_tender_list = { id: String(listId) };
});

/** Stand-ins for the path parameters of staff pages, by name; filled with real records above. */
const PAGE_PARAMS: Record<string, string> = {};
/** A page whose parameter names another kind of record than PAGE_PARAMS' (its own record). */
const ROUTE_PARAMS: Record<string, Record<string, string>> = {};

/** A page's address: its parameters (if it has any) from PAGE_PARAMS. */
function pageUrl(route: string): string {
  try {
    return generate(route);
  } catch {
    // Parameters of other pages would join as a query string: only the path is the page's.
    return generate(route, ROUTE_PARAMS[route] ?? PAGE_PARAMS).split('?')[0]!;
  }
}

afterAll(async () => {
  await t?.close();
});

/** The staff desk's own login calls: open to anyone, they reveal nothing. */
const OPEN_STAFF_CALLS = new Set([
  'staff_login_password',
  'staff_login_code',
  'staff_logout',
  'staff_session',
]);

/**
 * A path parameter's stand-in: the guard answers before any lookup, and an id that names nothing
 * keeps the served calls from changing anything the next rounds need.
 */
const sampleUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '999999');

function staffCalls() {
  return t.app.endpoints
    .filter((e) => e.url.startsWith('/ajax/staff/') && !OPEN_STAFF_CALLS.has(e.operationId))
    .map((e) => ({ name: e.operationId, method: e.method, url: sampleUrl(e.url), roles: e.staffRoles }));
}

function staffPages() {
  return SERVER_PAGES.flatMap((page) => {
    const roles = (page as Partial<StaffServerPage<never>>).staffRoles;
    return page.page.routes
      .filter((route) => route.startsWith('staff_') || route === 'login_by_office' || roles !== undefined)
      .filter((route) => route !== 'staff_login')
      .map((route) => ({ name: route, url: pageUrl(route), roles }));
  });
}

/** Each staff page's route name and the roles its loader declares. */
const rolesByRoute = new Map<string, readonly StaffRole[]>();

/** The staff pages a page's HTML links to (the shop's own pages and the login are left out). */
function linkedStaffPages(html: string): Array<{ href: string; name: string }> {
  if (rolesByRoute.size === 0) for (const page of staffPages()) rolesByRoute.set(page.name, page.roles!);
  const links: Array<{ href: string; name: string }> = [];
  for (const [, raw] of html.matchAll(/<a [^>]*?href="([^"]+)"/g)) {
    const href = raw!.replace(/&amp;/g, '&');
    if (!href.startsWith('/')) continue;
    const name = matchPage(href.split('?')[0]!)?.name;
    if (name && rolesByRoute.has(name)) links.push({ href, name });
  }
  return links;
}

describe('the staff desk refuses everyone but the roles a call or page declares', () => {
  it('finds every staff call and page, each with its roles', () => {
    const calls = staffCalls();
    const pages = staffPages();
    expect(calls.length).toBeGreaterThanOrEqual(6);
    expect(pages.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'staff_home',
        'staff_accounts',
        'staff_audit',
        'login_by_office',
        'staff_rfq_request',
        'staff_discounts',
        'staff_discount',
      ]),
    );
    // A staff route registered without its roles (a plain endpoint or pageLoader) fails here.
    for (const item of [...calls, ...pages]) expect(item.roles, item.name).toBeDefined();
    for (const page of pages) expect(matchPage(page.url)?.name).toBe(page.name);
  });

  it('answers calls: 404 to visitors and customers, 403 to staff without the role, not refused to the role', async () => {
    for (const call of staffCalls()) {
      for (const who of ['visitor', 'customer', ...STAFF_ROLES] as const) {
        const res = await clients[who].request({ method: call.method, url: call.url, payload: {} as never });
        const label = `${call.method} ${call.url} as ${who}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (who === 'visitor' || who === 'customer') expect(res.statusCode, label).toBe(404);
        else if (!call.roles!.includes(who)) expect(res.statusCode, label).toBe(403);
        else {
          // Served: past the guard (the empty sample body or unknown id may then be a 4xx of its own).
          const key = res.statusCode >= 400 ? res.json<{ messageKey: string }>().messageKey : null;
          expect(key, label).not.toBe('staff.errors.notFound');
          expect(key, label).not.toBe('staff.errors.forbidden');
        }
      }
    }
  });

  it('answers pages: the 404 page to visitors and customers, 403 without the role, the page to the role', async () => {
    for (const page of staffPages()) {
      for (const who of ['visitor', 'customer', ...STAFF_ROLES] as const) {
        const res = await clients[who].get(page.url);
        const shown = res.body.includes(`name="shop-page" content="${page.name}"`);
        const label = `${page.url} as ${who}: ${res.statusCode}`;
        if (who === 'visitor' || who === 'customer') {
          expect(res.statusCode, label).toBe(404);
          expect(shown, label).toBe(false);
        } else if (!page.roles!.includes(who)) {
          expect(res.statusCode, label).toBe(403);
          expect(shown, label).toBe(false);
        } else {
          expect(res.statusCode, label).toBe(200);
          expect(shown, label).toBe(true);
          expect(res.headers['cache-control'], label).toContain('no-store');
          // Every desk page it links (the nav, the home's sections, a list's rows) is one it may open.
          for (const target of linkedStaffPages(res.body))
            expect(rolesByRoute.get(target.name), `${label} links ${target.href}`).toContain(who);
        }
      }
    }
  });

  it("names in the desk's nav list exactly the roles each section's page declares", () => {
    linkedStaffPages('');
    for (const entry of STAFF_NAV) {
      const roles = rolesByRoute.get(entry.route);
      expect(roles, `${entry.route} is a staff page`).toBeDefined();
      expect([...entry.roles].sort(), entry.route).toEqual([...roles!].sort());
    }
  });

  it('shows each role in the nav exactly the desk pages it may open', async () => {
    const navOf = (body: string) =>
      new Set(
        linkedStaffPages(/<nav [^>]*class="staff-nav"[\s\S]*?<\/nav>/.exec(body)?.[0] ?? '').map(
          (l) => l.name,
        ),
      );
    for (const who of STAFF_ROLES) {
      const home = await clients[who].get(generate('staff_home'));
      expect(home.statusCode).toBe(200);
      // The nav's desk pages: its home and every section whose page the role is served, no other.
      const reachable = STAFF_NAV.filter((entry) => rolesByRoute.get(entry.route)!.includes(who)).map(
        (entry) => entry.route,
      );
      expect([...navOf(home.body)].sort(), who).toEqual(['staff_home', ...reachable].sort());
    }
    // ADR 080: the orders' list is support's and admin's; sales is not shown it.
    const sales = navOf((await clients.sales.get(generate('staff_home'))).body);
    expect(sales.has('staff_orders')).toBe(false);
    expect(sales.has('staff_order_requests')).toBe(false);
    expect(navOf((await clients.support.get(generate('staff_home'))).body).has('staff_orders')).toBe(true);
  });

  it('serves the staff login page to anyone, without the shop header', async () => {
    const res = await clients.visitor.get(generate('staff_login'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('name="shop-page" content="staff_login"');
    expect(res.body).toContain('staff-header');
    expect(res.body).not.toContain('site-header');
  });
});
