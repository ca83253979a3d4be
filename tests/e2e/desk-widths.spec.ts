import { expect, test, type Page } from '@playwright/test';
import type { StaffRole } from '../../src/common/staff';
import {
  fillOrderForm,
  hydrated,
  logInByApi,
  logInToDesk,
  newestMail,
  orderableProducts,
  screenshots,
  XHR,
} from './support';

/**
 * The staff desk as its users see it (session 19): on a phone the sections wait behind one menu
 * button; no desk page a role opens scrolls sideways at 375 or 1024 px (wide tables scroll in their
 * own box); sales is not shown the orders or the order requests (ADR 080). And the desk's list of
 * order requests (ADR 084): a colleague's request shows as waiting, then as used once confirmed,
 * its order one click away.
 */

/** The desk pages the nav links, read from the nav (the shop's own link left out). */
async function navPages(page: Page): Promise<Array<{ name: string; href: string }>> {
  return page
    .locator('#staff-nav-sections li:not(.staff-nav__shop) a')
    .evaluateAll((links) =>
      links.map((a) => ({ name: (a.textContent ?? '').trim(), href: a.getAttribute('href')! })),
    );
}

/** How far the page reaches past the window's right edge (0: no sideways scroll). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const role of ['sales', 'support', 'admin'] as const satisfies readonly StaffRole[]) {
  test(`the desk as ${role}: a menu on a phone, and no page scrolls sideways at 375 or 1024 px`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await logInToDesk(page, role);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/pl/staff');
    await hydrated(page);
    // The sections are behind the menu button, which names the section open now.
    const toggle = page.getByRole('button', { name: 'Menu: Panel' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#staff-nav-sections')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Panel obsługi', level: 1 })).toBeInViewport();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sections = await navPages(page);
    const names = sections.map((s) => s.name);
    if (role === 'sales') {
      expect(names).not.toContain('Zamówienia');
      expect(names).not.toContain('Zamówienia do zatwierdzenia');
    } else {
      expect(names).toContain('Zamówienia');
      expect(names).toContain('Zamówienia do zatwierdzenia');
    }
    // A section opens from the menu, and the next page's button names it.
    const last = sections.at(-1)!;
    await page.locator('#staff-nav-sections').getByRole('link', { name: last.name, exact: true }).click();
    await expect(page.getByRole('button', { name: `Menu: ${last.name}` })).toBeVisible();

    for (const width of [375, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      for (const section of sections) {
        const answer = await page.goto(section.href);
        expect(answer?.status(), section.href).toBe(200);
        expect(await overflow(page), `${section.href} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(errors).toEqual([]);
  });
}

test('a colleague’s order request shows on the desk as waiting, then as used with its order', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  // The colleague sends a prepared cart to the main contact person (by the API: the cart's send
  // form is order-link.spec's subject).
  await logInByApi(page, 'buyer@demo.shop');
  const [product] = (await orderableProducts(page)).filter((p) => p.stock.count >= p.minimumQuantity * 2);
  const added = await page.request.post('/ajax/order/item', {
    headers: XHR,
    data: { orderNumber: '0', item: { symbol: product!.symbol, amount: product!.minimumQuantity } },
  });
  expect(added.status(), await added.text()).toBe(200);
  const { orderNumber } = (await added.json()) as { orderNumber: string };
  await fillOrderForm(page, orderNumber, { vatNumber: true });
  const sent = await page.request.post(`/ajax/order/${orderNumber}/activate-order-request`, {
    headers: XHR,
    data: {},
  });
  expect(sent.status(), await sent.text()).toBe(202);

  // Support finds it waiting.
  const desk = await (await browser.newContext({ baseURL })).newPage();
  desk.on('pageerror', (error) => errors.push(error.message));
  await logInToDesk(desk, 'support');
  await desk
    .getByRole('navigation', { name: 'Staff desk sections' })
    .getByRole('link', { name: 'Order requests' })
    .click();
  await expect(desk.getByRole('heading', { name: 'Order requests', level: 1 })).toBeVisible();
  await hydrated(desk);
  const state = desk.getByRole('combobox', { name: 'State' });
  await state.selectOption('waiting');
  await expect(state).toHaveValue('waiting');
  await desk.getByRole('button', { name: 'Show' }).click();
  // The address changes once the filtered list has loaded (slow on a busy CI machine).
  await expect(desk).toHaveURL(/state=waiting/, { timeout: 15_000 });
  const row = desk.getByTestId('order-requests-table').locator('tr', { hasText: orderNumber });
  await expect(row).toContainText('Bartek Kupiec');
  await expect(row).toContainText('company@demo.shop');
  await expect(row.getByTestId('order-request-state')).toHaveText('Waiting');
  await screenshots(desk, 'staff-order-requests');

  // The main contact person confirms it from the mailed link (by the API: order-link.spec's subject).
  const boss = await (await browser.newContext({ baseURL })).newPage();
  await logInByApi(boss, 'company@demo.shop');
  const mail = await newestMail(boss, 'company@demo.shop', 'order_request');
  expect(mail.subject).toContain(orderNumber);
  const token = new URL(
    /https?:\/\/\S+\/link\/order-confirmation\?token=\S+/.exec(mail.text)![0],
  ).searchParams.get('token')!;
  const confirmed = await boss.request.post('/ajax/order-request/confirm', {
    headers: XHR,
    data: { token, termsAccepted: true },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // On the desk it is used now, and its order opens from the row.
  await desk.getByRole('combobox', { name: 'State' }).selectOption('used');
  await desk.getByRole('button', { name: 'Show' }).click();
  await expect(desk).toHaveURL(/state=used/);
  const used = desk.getByTestId('order-requests-table').locator('tr', { hasText: orderNumber });
  await expect(used.getByTestId('order-request-state')).toContainText('Used (order placed)');
  await used.getByRole('link', { name: orderNumber }).click();
  await expect(desk.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  expect(errors).toEqual([]);
});

/** The desk's lists with a search field. */
const SEARCH_PAGES = [
  '/staff/orders',
  '/staff/invoices',
  '/staff/complaints',
  '/staff/rfq',
  '/staff/enquiries',
];

/**
 * The search fields' placeholders that do not fit their box, by how many pixels (measured with the
 * field's own font against its width less its padding), and the hints under a label that stick out
 * of the field instead of wrapping.
 */
const cutPlaceholders = (page: Page) =>
  page.locator('main input[placeholder]:visible').evaluateAll((inputs) => {
    const context = document.createElement('canvas').getContext('2d')!;
    return (inputs as HTMLInputElement[])
      .filter((input) => input.placeholder.length > 1)
      .map((input) => {
        const style = getComputedStyle(input);
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return {
          placeholder: input.placeholder,
          cut: Math.ceil(context.measureText(input.placeholder).width - room),
        };
      })
      .filter((field) => field.cut > 0)
      .concat(
        [...document.querySelectorAll<HTMLElement>('main .ui-field__hint')]
          .filter((hint) => hint.scrollWidth > hint.clientWidth)
          .map((hint) => ({ placeholder: hint.textContent ?? '', cut: hint.scrollWidth - hint.clientWidth })),
      );
  });

test('the desk’s search fields show all of what they search at 1024 px in the four languages', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await logInToDesk(page, 'admin');
  await page.setViewportSize({ width: 1024, height: 800 });
  for (const language of ['pl', 'en', 'de', 'hu']) {
    for (const path of SEARCH_PAGES) {
      const answer = await page.goto(`/${language}${path}`);
      expect(answer?.status(), path).toBe(200);
      expect.soft(await cutPlaceholders(page), `${language}${path}`).toEqual([]);
      if (language === 'de' || language === 'hu')
        await screenshots(page, `desk-search-${language}-${path.split('/').pop()}`);
    }
  }
});
