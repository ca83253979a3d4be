import { expect, test } from '@playwright/test';

/** A buyer opens a product's datasheet from its Polish page and gets the shop's PDF in Polish. */
test("open a product's datasheet from its page", async ({ page }) => {
  // Some product with a datasheet, as the documents search finds it for the Polish market.
  const found = await page.request.post('/ajax/catalog/documents', {
    data: { query: 'datasheet', country: 'pl' },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(found.ok()).toBe(true);
  const [document] = (await found.json()).documents as Array<{ url: string; productUrl: string }>;
  expect(document!.url).toMatch(/^\/pl\/Document\/[0-9a-f]{32}\/[^/]+\.pdf$/);

  await page.goto(document!.productUrl);
  await expect(page.getByTestId('product-details')).toBeVisible();
  const link = page.locator('.documents a').first();
  await expect(link).toHaveAttribute('href', document!.url);

  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(document!.url)),
    link.click().catch(() => undefined),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(/^inline; filename="[^"]+\.pdf"/);
  // Chromium hands the page to its PDF viewer (the navigation's body is the viewer); the bytes are a PDF.
  const bytes = await (await page.request.get(document!.url)).body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
