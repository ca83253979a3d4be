/**
 * The shop's invoices as e-invoices (ADR 064): a Polish invoice as FA(3) and a Hungarian one as NAV
 * InvoiceData, both valid against the authorities' schemas; the per-line VAT balanced onto the
 * per-rate VAT; refusals reported as problems; proformas have none; the Polish seller's euro
 * invoices as FA(3) with the exchange rate (Polish VAT) or the one-stop shop's VAT (ADR 064).
 */
import { describe, expect, it } from 'vitest';
import { createShopEInvoicing, eInvoiceOf, type ShopInvoice } from './shop-invoices';

const seller = {
  name: 'Component Shop sp. z o.o.',
  street: 'ul. Elektronowa 12',
  zipCode: '90-001',
  city: 'Łódź',
  countryCode: 'PL',
  vatNumber: 'PL7251234561',
  bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
};

/** Two lines whose own VAT (0.08 + 0.08) differs from the rate's (0.66 × 23% = 0.15). */
const polish: ShopInvoice = {
  kind: 'invoice',
  market: 'pl',
  number: 'FV/PL/2026/000007',
  currency: 'PLN',
  issuedOn: '2026-11-26',
  saleDate: '2026-11-25',
  dueDate: '2026-12-10',
  paidOn: null,
  paymentMethod: 'bank_transfer',
  seller,
  buyer: {
    name: 'Zażółć gęślą jaźń sp. j.',
    street: 'ul. Długa 1',
    zipCode: '00-001',
    city: 'Warszawa',
    countryCode: 'PL',
    vatNumber: 'PL5260250274',
  },
  lines: [
    {
      name: 'Rezystor',
      symbol: 'R-1',
      quantity: 1,
      unitNet: '0.33',
      net: '0.33',
      vatRate: '23.00',
      vat: '0.08',
      gross: '0.41',
    },
    {
      name: 'Dostawa',
      symbol: '@delivery',
      quantity: 1,
      unitNet: '0.33',
      net: '0.33',
      vatRate: '23.00',
      vat: '0.08',
      gross: '0.41',
    },
  ],
  vatSummary: [{ rate: '23.00', net: '0.66', vat: '0.15', gross: '0.81' }],
  netTotal: '0.66',
  vatTotal: '0.15',
  grossTotal: '0.81',
  correction: null,
};

const port = createShopEInvoicing({ environment: 'test', now: () => new Date('2026-11-26T10:00:00Z') });

describe('createShopEInvoicing().document', () => {
  it('a Polish invoice: FA(3), schema-valid, with the KSeF verification link of its bytes', () => {
    const document = port.document(polish);
    expect(document).toMatchObject({ format: 'fa3' });
    if (!document || !('xml' in document)) throw new Error('no XML');
    expect(document.xml).toContain('<P_2>FV/PL/2026/000007</P_2>');
    expect(document.xml).toContain('<P_14_1>0.15</P_14_1>');
    expect(document.xml).toContain('<NrRB>PL61109010140000071219812874</NrRB>');
    expect(document.verificationUrl).toMatch(
      /^https:\/\/qr-test\.ksef\.mf\.gov\.pl\/invoice\/7251234561\/26-11-2026\/[\w-]{43}$/,
    );
  });

  it('balances the lines’ VAT onto the rate’s (the rounding difference on the largest line)', () => {
    const lines = eInvoiceOf(polish, 'fa3').lines;
    expect(lines.map((l) => l.vat)).toEqual(['0.07', '0.08']);
    expect(lines.map((l) => l.gross)).toEqual(['0.40', '0.41']);
    // The shop's own lines carry no product index.
    expect(lines[1]!.symbol).toBeUndefined();
  });

  it('a Hungarian invoice: NAV InvoiceData with the seller’s 8-1-2 tax number, schema-valid', () => {
    const document = port.document({
      ...polish,
      market: 'hu',
      number: 'FV/HU/2026/000001',
      currency: 'HUF',
      seller: { ...seller, vatNumber: 'HU28765432', taxNumber: '28765432-2-41' },
      buyer: { ...polish.buyer, countryCode: 'HU', vatNumber: null, city: 'Budapest', zipCode: '1011' },
      lines: [
        { ...polish.lines[0]!, unitNet: '1000', net: '1000', vatRate: '27.00', vat: '270', gross: '1270' },
      ],
      vatSummary: [{ rate: '27.00', net: '1000', vat: '270', gross: '1270' }],
      netTotal: '1000',
      vatTotal: '270',
      grossTotal: '1270',
    });
    expect(document).toMatchObject({ format: 'nav', verificationUrl: null });
    if (!document || !('xml' in document)) throw new Error(JSON.stringify(document));
    expect(document.xml).toContain('<base:taxpayerId>28765432</base:taxpayerId>');
  });

  it('reports what the builder refuses as problems, and has nothing for proformas and other markets', () => {
    expect(port.document({ ...polish, buyer: { ...polish.buyer, vatNumber: 'PL1234567890' } })).toEqual({
      format: 'fa3',
      problems: ['buyer NIP 1234567890 is not a valid NIP'],
    });
    expect(port.document({ ...polish, kind: 'proforma' })).toBeNull();
    // A seller without a Polish NIP (none of the shop's) has no FA(3).
    expect(
      port.document({ ...polish, market: 'de', seller: { ...seller, vatNumber: 'DE811569869' } }),
    ).toBeNull();
    expect(port.ksef).toBeUndefined();
  });
});

/** The same goods in euro (ten pieces at 0.50) on `market`, at `rate`% to `buyer`. */
const inEuro = (market: string, rate: string, buyer: ShopInvoice['buyer']): ShopInvoice => {
  const vat = ((5 * Number(rate)) / 100).toFixed(2);
  const gross = (5 + Number(vat)).toFixed(2);
  return {
    ...polish,
    market,
    number: `FV/${market.toUpperCase()}/2026/000001`,
    currency: 'EUR',
    exchangeRate: '4.300000',
    buyer,
    lines: [
      {
        name: 'Tranzystor',
        symbol: 'BC547B',
        quantity: 10,
        unitNet: '0.50',
        net: '5.00',
        vatRate: `${rate}.00`,
        vat,
        gross,
      },
    ],
    vatSummary: [{ rate: `${rate}.00`, net: '5.00', vat, gross }],
    netTotal: '5.00',
    vatTotal: vat,
    grossTotal: gross,
  };
};
const german = {
  name: 'Max Müller',
  street: 'Sendlinger Straße 1',
  zipCode: '80331',
  city: 'München',
  countryCode: 'DE',
  vatNumber: null,
};

describe('euro invoices of the Polish seller', () => {
  const xmlOf = (invoice: ShopInvoice) => {
    const document = port.document(invoice);
    if (!document || !('xml' in document)) throw new Error(JSON.stringify(document));
    expect(document.format).toBe('fa3');
    return document.xml;
  };

  it('the Polish market in euro with Polish VAT: KodWaluty, the VAT in złoty (P_14_1W) and KursWaluty, schema-valid', () => {
    const xml = xmlOf(inEuro('pl', '23', polish.buyer));
    expect(xml).toContain('<KodWaluty>EUR</KodWaluty>');
    expect(xml).toContain('<P_14_1>1.15</P_14_1>');
    // 1.15 EUR × 4.30 PLN.
    expect(xml).toContain('<P_14_1W>4.95</P_14_1W>');
    expect(xml).toContain('<KursWaluty>4.3</KursWaluty>');
  });

  it('another EU market: the consumer country’s VAT under the one-stop shop; 0% to an EU business is 0 WDT, out of the EU 0 EX', () => {
    const oss = xmlOf(inEuro('de', '19', german));
    expect(oss).toContain('<P_12_XII>19</P_12_XII>');
    expect(oss).toContain('<P_14_5>0.95</P_14_5>');
    expect(oss).not.toContain('KursWaluty');
    const wdt = xmlOf(
      inEuro('en', '0', { ...german, name: 'Bauteile Müller GmbH', vatNumber: 'DE811569869' }),
    );
    expect(wdt).toContain('<P_12>0 WDT</P_12>');
    expect(wdt).toContain('<KursWaluty>4.3</KursWaluty>');
    const export_ = xmlOf(
      inEuro('en', '0', { ...german, countryCode: 'US', city: 'Austin', zipCode: '78701' }),
    );
    expect(export_).toContain('<P_12>0 EX</P_12>');
  });

  it('says what it cannot write: no rate to złoty, a foreign VAT outside the EU, 0% to an EU consumer', () => {
    expect(port.document({ ...inEuro('pl', '23', polish.buyer), exchangeRate: null })).toEqual({
      format: 'fa3',
      problems: ['an invoice in a foreign currency needs the exchange rate to PLN'],
    });
    expect(port.document(inEuro('gb', '20', { ...german, countryCode: 'GB', city: 'London' }))).toEqual({
      format: 'fa3',
      problems: ['20% VAT of GB has no FA(3) rate'],
    });
    expect(port.document(inEuro('en', '0', german))).toEqual({
      format: 'fa3',
      problems: ['0% VAT to a buyer in DE without an EU VAT number'],
    });
  });
});
