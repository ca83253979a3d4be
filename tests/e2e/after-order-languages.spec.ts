import { expect, test, type Page } from '@playwright/test';
import { catalogues } from '../../src/common/i18n';
import type { Language } from '../../src/common/markets';
import { dismissLoginMessage, fillOrderForm, hydrated, logInByApi, orderableProducts, XHR } from './support';

/**
 * Issue 19's pages after the order in German (`/de/…`) and Hungarian (`/hu/…`) at the spec's three
 * widths: the order history and one order, the invoices, the complaints, the complaint form and one
 * complaint. Each page is in its language (`<html lang>`, its heading), shows none of the English
 * texts of its areas' catalogues (an English leftover is an untranslated text), and no page scrolls
 * sideways at 375, 1024 or 1440 px. With SHOTS=dir each page is also saved at each width to look at.
 */

/** The English texts of the areas these pages show, long enough to mean something, without placeholders. */
function englishTexts(language: Language): string[] {
  const areas = ['orderHistory', 'invoices', 'complaints', 'complaintPages'] as const;
  const texts = new Set<string>();
  const walk = (en: unknown, other: unknown) => {
    if (typeof en === 'string') {
      // The fixed words around placeholders; a text the other language keeps the same is no leftover.
      for (const part of en.split(/\{\{[^}]+\}\}/))
        if (part.trim().length >= 14 && !(typeof other === 'string' && other.includes(part.trim())))
          texts.add(part.trim());
      return;
    }
    if (en && typeof en === 'object')
      for (const [key, value] of Object.entries(en))
        walk(value, (other as Record<string, unknown> | undefined)?.[key]);
  };
  for (const area of areas) walk(catalogues.en[area], catalogues[language][area]);
  return [...texts];
}

async function look(page: Page, language: Language, name: string, heading: RegExp) {
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
  const text = await page.locator('body').innerText();
  const leftovers = englishTexts(language).filter((english) => text.includes(english));
  expect(leftovers, `English on ${page.url()}`).toEqual([]);
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    if (process.env.SHOTS)
      await page.screenshot({
        path: `${process.env.SHOTS}/${language}-${name}-${width}.png`,
        fullPage: true,
      });
    const overflow = await page.evaluate(() => {
      const over = document.documentElement.scrollWidth - window.innerWidth;
      // What sticks out, innermost first, to name in the failure.
      const culprits = [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        .map(
          (e) =>
            `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}[${Math.round(e.getBoundingClientRect().right)}]`,
        )
        .slice(-6);
      return { over, culprits };
    });
    expect(
      overflow.over,
      `${page.url()} scrolls sideways at ${width} px: ${overflow.culprits.join(' ')}`,
    ).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the pages after the order in German and Hungarian, at 375, 1024 and 1440 px', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await dismissLoginMessage(page);
  await logInByApi(page, 'company@demo.shop');
  // The cookie banner answered, so it covers nothing in the screenshots.
  await page.goto('/');
  await page.getByRole('button', { name: 'Only necessary' }).click();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);

  // ---- An order paid online (the shop issues its VAT invoice) and a complaint against it ----
  const product = (await orderableProducts(page)).find((p) => p.minimumQuantity <= 2)!;
  const created = await page.request.post('/ajax/order/create', {
    headers: { ...XHR, 'idempotency-key': `languages-${Date.now()}` },
    data: { item: { symbol: product.symbol, amount: Math.max(2, product.minimumQuantity) } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { orderNumber } = (await created.json()) as { orderNumber: string };
  await fillOrderForm(page, orderNumber, { paymentId: 'online_testpay' });
  const finished = await page.request.post(`/ajax/order/${orderNumber}/finish`, {
    headers: XHR,
    data: { termsAccepted: true },
  });
  expect(finished.status(), await finished.text()).toBe(200);
  await page.goto((await finished.json()).redirectUrl);
  await page.getByTestId('operator-pay').click();
  await page.waitForURL(/\/link\/order-confirmation/);
  // The invoice is issued by the job queue a moment after the payment.
  let invoiceNumber = '';
  await expect(async () => {
    const list = await (await page.request.get('/ajax/invoices?perPage=100')).json();
    const invoice = list.items.find(
      (i: { orderNumber: string; kind: string }) => i.orderNumber === orderNumber && i.kind === 'invoice',
    );
    expect(invoice).toBeTruthy();
    invoiceNumber = invoice.number;
  }).toPass({ timeout: 60_000 });
  const complaint = await page.request.post('/ajax/complaint/create', {
    headers: XHR,
    data: {
      invoiceNumber,
      reason: 'damaged',
      requestedResolution: 'refund',
      description: 'Two pins are bent; it does not fit the board.',
      lines: [{ position: 1, quantity: 1 }],
      fileIds: [],
    },
  });
  expect(complaint.status(), await complaint.text()).toBe(201);
  const { rmaNumber } = (await complaint.json()) as { rmaNumber: string };
  const invoiceParam = invoiceNumber.replaceAll('/', '-');

  for (const [prefix, language] of [
    ['/de', 'de'],
    ['/hu', 'hu'],
  ] as const) {
    const t = (key: string) => {
      const [area, ...rest] = key.split('.');
      let node: unknown = catalogues[language][area as keyof (typeof catalogues)['en']];
      for (const part of rest) node = (node as Record<string, unknown>)[part];
      return String(node);
    };
    const exact = (key: string) => new RegExp(`^${t(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

    await page.goto(`${prefix}/profile/new-order-history`);
    await look(page, language, 'order-history', exact('orderHistory.title'));
    await page
      .getByTestId('history-row')
      .filter({ hasText: orderNumber })
      .getByRole('link', { name: orderNumber })
      .click();
    await look(page, language, 'order', new RegExp(orderNumber));

    await page.goto(`${prefix}/profile/invoices`);
    await look(page, language, 'invoices', exact('invoices.title'));

    await page.goto(`${prefix}/complaint`);
    await look(page, language, 'complaints', exact('complaintPages.title'));

    await page.goto(`${prefix}/complaint/form?invoice=${invoiceParam}`);
    await expect(page.getByTestId('complaint-form-lines')).toBeVisible();
    await look(page, language, 'complaint-form', exact('complaintPages.form.title'));

    await page.goto(`${prefix}/complaint/${rmaNumber}`);
    await look(page, language, 'complaint', new RegExp(rmaNumber));
  }
  expect(errors).toEqual([]);
});
