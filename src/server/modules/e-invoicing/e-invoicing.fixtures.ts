/**
 * Example invoices for the tests (and for the invoices module's tests, through this test face):
 * each one consistent (lines, totals per rate and totals add up), with valid tax ids.
 */
import Decimal from 'decimal.js';
import type { EInvoice, EInvoiceLine, EInvoiceParty, VatRate } from './e-invoice';

export const POLISH_SELLER: EInvoiceParty = {
  name: 'Component Shop Sp. z o.o.',
  taxId: '7770008886',
  address: { countryCode: 'PL', postalCode: '00-950', city: 'Warszawa', street: 'ul. Marszałkowska 10/4' },
  email: 'faktury@shop.example',
};

export const HUNGARIAN_SELLER: EInvoiceParty = {
  name: 'Component Shop Hungary Kft.',
  taxId: '12345676-2-41',
  address: { countryCode: 'HU', postalCode: '1052', city: 'Budapest', street: 'Váci utca 12.' },
};

/** A line whose VAT is rounded to the grosz/fillér, as the invoices module computes it. */
export function line(
  name: string,
  quantity: string,
  netUnitPrice: string,
  vatRate: VatRate,
  symbol?: string,
): EInvoiceLine {
  const net = new Decimal(quantity).times(netUnitPrice).toDecimalPlaces(2);
  const percent = /^\d+$/.test(vatRate) ? new Decimal(vatRate) : new Decimal(0);
  const vat = net.times(percent).dividedBy(100).toDecimalPlaces(2);
  return {
    name,
    symbol,
    quantity,
    unit: 'szt.',
    netUnitPrice,
    vatRate,
    net: net.toFixed(2),
    vat: vat.toFixed(2),
    gross: net.plus(vat).toFixed(2),
  };
}

/** Totals per rate (in the order the rates first appear) and the invoice totals of some lines. */
export function withTotals(
  invoice: Omit<EInvoice, 'totals' | 'totalNet' | 'totalVat' | 'totalGross'>,
): EInvoice {
  const rates = [...new Set(invoice.lines.map((l) => l.vatRate))];
  const sum = (lines: EInvoiceLine[], field: 'net' | 'vat' | 'gross') =>
    lines.reduce((acc, l) => acc.plus(l[field]), new Decimal(0)).toFixed(2);
  const totals = rates.map((vatRate) => {
    const lines = invoice.lines.filter((l) => l.vatRate === vatRate);
    return { vatRate, net: sum(lines, 'net'), vat: sum(lines, 'vat'), gross: sum(lines, 'gross') };
  });
  return {
    ...invoice,
    totals,
    totalNet: sum(invoice.lines, 'net'),
    totalVat: sum(invoice.lines, 'vat'),
    totalGross: sum(invoice.lines, 'gross'),
  };
}

/** A Polish consumer (no tax id) paying online. */
export const PL_CONSUMER: EInvoice = withTotals({
  kind: 'vat',
  number: 'FV/PL/2026/000001',
  issueDate: '2026-02-02',
  saleDate: '2026-02-02',
  issuePlace: 'Warszawa',
  currency: 'PLN',
  seller: POLISH_SELLER,
  buyer: {
    name: 'Zażółć Gęślą-Jaźń',
    address: { countryCode: 'PL', postalCode: '30-001', city: 'Kraków', street: 'ul. Floriańska 3' },
    email: 'jan@example.pl',
  },
  lines: [
    line('Rezystor 10 kΩ 0,25 W', '100', '0.0850', '23', 'RES-10K'),
    line('Kondensator 100 nF', '50', '0.12', '23'),
  ],
  payment: { method: 'online', paidOn: '2026-02-02' },
});

/** A Polish company with a NIP, paying by transfer within 14 days. */
export const PL_COMPANY: EInvoice = withTotals({
  kind: 'vat',
  number: 'FV/PL/2026/000002',
  issueDate: '2026-02-03',
  saleDate: '2026-02-01',
  currency: 'PLN',
  seller: POLISH_SELLER,
  buyer: {
    name: 'Elektronika Kowalski S.A.',
    taxId: '9510007773',
    address: { countryCode: 'PL', postalCode: '09-411', city: 'Płock', street: 'ul. Chemików 7' },
  },
  lines: [line('Mikrokontroler STM32F103C8T6', '10', '18.40', '23', 'STM32F103C8T6')],
  payment: { method: 'transfer', dueDate: '2026-02-17', bankAccount: '61 1090 1014 0000 0712 1981 2874' },
});

/** Several rates on one invoice: 23%, 8%, 5%, 0% domestic, exempt and outside Poland. */
export const PL_MANY_RATES: EInvoice = withTotals({
  kind: 'vat',
  number: 'FV/PL/2026/000003',
  issueDate: '2026-02-04',
  saleDate: '2026-02-04',
  currency: 'PLN',
  seller: POLISH_SELLER,
  buyer: PL_COMPANY.buyer,
  lines: [
    line('Lutownica 60 W', '1', '120.00', '23'),
    line('Podręcznik elektroniki', '2', '45.00', '5'),
    line('Usługa montażu', '1', '200.00', '8'),
    line('Zestaw edukacyjny (0%)', '3', '30.00', '0 KR'),
    line('Szkolenie (zwolnione)', '1', '500.00', 'zw'),
    line('Wysyłka poza kraj', '1', '50.00', 'np II'),
  ],
  exemptionBasis: 'art. 43 ust. 1 pkt 29 lit. c ustawy o VAT',
  payment: { method: 'transfer', dueDate: '2026-02-18' },
});

/** The correction of PL_COMPANY after a complaint: two of the ten parts refunded. */
export const PL_CORRECTIVE: EInvoice = withTotals({
  kind: 'corrective',
  number: 'FK/PL/2026/000001',
  issueDate: '2026-02-20',
  saleDate: '2026-02-01',
  currency: 'PLN',
  seller: POLISH_SELLER,
  buyer: PL_COMPANY.buyer,
  lines: [line('Mikrokontroler STM32F103C8T6 (zwrot)', '-2', '18.40', '23', 'STM32F103C8T6')],
  correction: {
    reason: 'Reklamacja RMA-2026-0007: zwrot uszkodzonych sztuk',
    corrected: {
      number: 'FV/PL/2026/000002',
      issueDate: '2026-02-03',
      ksefNumber: '7770008886-20260203-0100001AF629-B3',
    },
  },
  payment: { method: 'transfer', dueDate: '2026-03-06' },
});

/** A full prepayment by transfer: the advance invoice for the whole order. */
export const PL_ADVANCE: EInvoice = {
  ...withTotals({
    kind: 'advance',
    number: 'FZ/PL/2026/000001',
    issueDate: '2026-02-05',
    saleDate: '2026-02-05',
    currency: 'PLN',
    seller: POLISH_SELLER,
    buyer: PL_COMPANY.buyer,
    lines: [line('Oscyloskop 100 MHz', '1', '1500.00', '23', 'OSC-100')],
    payment: { method: 'transfer', paidOn: '2026-02-05' },
  }),
  orderValue: '1845.00',
};

/** An invoice in euro to a German company (intra-Community supply, 0% WDT). */
export const PL_EUR_TO_GERMANY: EInvoice = withTotals({
  kind: 'vat',
  number: 'FV/PL/2026/000004',
  issueDate: '2026-02-06',
  saleDate: '2026-02-06',
  currency: 'EUR',
  exchangeRate: '4.2150',
  seller: POLISH_SELLER,
  buyer: {
    name: 'Bauteile Müller GmbH',
    taxId: 'DE811569869',
    address: { countryCode: 'DE', postalCode: '80331', city: 'München', street: 'Sendlinger Straße 1' },
  },
  lines: [line('Płytka prototypowa', '20', '3.10', '0 WDT')],
  payment: { method: 'transfer', dueDate: '2026-02-20' },
});

/** An invoice in euro to a German consumer under the one-stop shop (19% German VAT). */
export const PL_EUR_OSS_TO_GERMANY: EInvoice = withTotals({
  kind: 'vat',
  number: 'FV/DE/2026/000001',
  issueDate: '2026-02-07',
  saleDate: '2026-02-07',
  currency: 'EUR',
  seller: POLISH_SELLER,
  buyer: {
    name: 'Max Müller',
    address: { countryCode: 'DE', postalCode: '80331', city: 'München', street: 'Sendlinger Straße 1' },
  },
  lines: [
    { ...line('Lötkolben', '1', '100.00', 'oss'), ossPercent: '19', vat: '19.00', gross: '119.00' },
    { ...line('Widerstand 10 kΩ', '100', '0.05', 'oss'), ossPercent: '19', vat: '0.95', gross: '5.95' },
  ],
  payment: { method: 'online', paidOn: '2026-02-07' },
});

/** An invoice of the Polish market in euro with Polish VAT: the VAT in złoty beside it. */
export const PL_EUR_DOMESTIC: EInvoice = withTotals({
  kind: 'vat',
  number: 'FV/PL/2026/000005',
  issueDate: '2026-02-09',
  saleDate: '2026-02-06',
  currency: 'EUR',
  exchangeRate: '4.2150',
  seller: POLISH_SELLER,
  buyer: {
    name: 'Elektronika Kowalski sp. z o.o.',
    taxId: '5260250274',
    address: { countryCode: 'PL', postalCode: '90-001', city: 'Łódź', street: 'ul. Piotrkowska 1' },
  },
  lines: [line('Lutownica', '1', '100.00', '23', 'SOL-1'), line('Książka', '2', '10.50', '5')],
  payment: { method: 'transfer', dueDate: '2026-02-23' },
});

/** A forint invoice to a Hungarian company, with 27% and 5% lines. */
export const HU_COMPANY: EInvoice = withTotals({
  kind: 'vat',
  number: 'SZ/HU/2026/000001',
  issueDate: '2026-03-02',
  saleDate: '2026-03-02',
  currency: 'HUF',
  seller: HUNGARIAN_SELLER,
  buyer: {
    name: 'Árvíztűrő Tükörfúrógép Zrt.',
    taxId: '24680132-2-06',
    address: { countryCode: 'HU', postalCode: '6720', city: 'Szeged', street: 'Kárász utca 5.' },
  },
  lines: [
    { ...line('Ellenállás 10 kΩ', '200', '25', '27', 'RES-10K'), unit: 'db' },
    { ...line('Elektronika tankönyv', '1', '6990', '5'), unit: 'db' },
  ],
  payment: { method: 'transfer', dueDate: '2026-03-10', bankAccount: '11773016-11111018-00000000' },
});

/** A Hungarian consumer paying by card (NAV gets no personal data). */
export const HU_CONSUMER: EInvoice = withTotals({
  kind: 'vat',
  number: 'SZ/HU/2026/000002',
  issueDate: '2026-03-03',
  saleDate: '2026-03-03',
  currency: 'HUF',
  seller: HUNGARIAN_SELLER,
  buyer: {
    name: 'Kiss Éva',
    address: { countryCode: 'HU', postalCode: '4025', city: 'Debrecen', street: 'Piac utca 20.' },
  },
  lines: [{ ...line('Forrasztóállomás', '1', '19990', '27'), unit: 'db' }],
  payment: { method: 'card', paidOn: '2026-03-03' },
});

/** A correction of HU_COMPANY: one tank book returned. */
export const HU_CORRECTIVE: EInvoice = withTotals({
  kind: 'corrective',
  number: 'SZ/HU/2026/000003',
  issueDate: '2026-03-20',
  saleDate: '2026-03-02',
  currency: 'HUF',
  seller: HUNGARIAN_SELLER,
  buyer: HU_COMPANY.buyer,
  lines: [{ ...line('Elektronika tankönyv (visszáru)', '-1', '6990', '5'), unit: 'db' }],
  correction: { reason: 'Visszáru', corrected: { number: 'SZ/HU/2026/000001', issueDate: '2026-03-02' } },
  payment: { method: 'transfer', dueDate: '2026-03-28' },
});

// For other modules' tests (ADR 064): the KSeF simulator and the schema checkers, through this test face.
export { startKsefSimulator, type KsefSimulator } from './ksef-simulator';
export { startNavSimulator, type NavSimulator } from './nav-simulator';
export { fa3Checker, navInvoiceDataChecker } from './schema-checkers';
