import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { EInvoiceError, type EInvoice } from './e-invoice';
import {
  line,
  PL_ADVANCE,
  PL_COMPANY,
  PL_CONSUMER,
  PL_CORRECTIVE,
  PL_EUR_DOMESTIC,
  PL_EUR_OSS_TO_GERMANY,
  PL_EUR_TO_GERMANY,
  PL_MANY_RATES,
  withTotals,
} from './e-invoicing.fixtures';
import { buildFa3Xml, FA3_NAMESPACE, isNip } from './fa3';
import { fa3Checker } from './schema-checkers';

const generatedAt = new Date('2026-02-02T10:00:00Z');
const build = (invoice: EInvoice) => buildFa3Xml(invoice, { generatedAt });
// Read back as the recipient would: strings kept as written, repeated elements always arrays.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['FaWiersz', 'ZamowienieWiersz', 'DaneFaKorygowanej'].includes(name),
});
type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const read = (xml: string) => (parser.parse(xml) as Node).Faktura as Node;

/** Every money element FA(3) has on these invoices: written with exactly two decimals. */
const MONEY = /^(P_11|P_11Vat|P_13_\d+(_\d)?|P_14_\dW?|P_15|WartoscZamowienia|P_11NettoZ|P_11VatZ)$/;
function moneyValues(node: Node, into: string[] = []): string[] {
  for (const [key, value] of Object.entries(node))
    if (typeof value === 'object' && value !== null) moneyValues(value as Node, into);
    else if (MONEY.test(key)) into.push(String(value));
  return into;
}

describe('FA(3) XML (KSeF)', () => {
  it.each([
    ['a consumer', PL_CONSUMER],
    ['a company with a NIP', PL_COMPANY],
    ['several VAT rates with 0%, zw and np', PL_MANY_RATES],
    ['a corrective invoice', PL_CORRECTIVE],
    ['an advance invoice', PL_ADVANCE],
    ['a euro invoice to an EU company', PL_EUR_TO_GERMANY],
    ['a euro invoice with Polish VAT', PL_EUR_DOMESTIC],
    ['a euro invoice to an EU consumer under the one-stop shop', PL_EUR_OSS_TO_GERMANY],
  ])('is valid against the published FA(3) schema for %s', (_name, invoice) => {
    const xml = build(invoice);
    expect(fa3Checker().check(xml)).toEqual([]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const faktura = read(xml);
    expect(faktura['@xmlns']).toBe(FA3_NAMESPACE);
    expect(faktura.Naglowek.KodFormularza).toEqual({
      '#text': 'FA',
      '@kodSystemowy': 'FA (3)',
      '@wersjaSchemy': '1-0E',
    });
    expect(faktura.Naglowek.WariantFormularza).toBe('3');
    expect(faktura.Fa.P_2).toBe(invoice.number);
    expect(faktura.Fa.P_15).toBe(invoice.totalGross);
    for (const value of moneyValues(faktura)) expect(value).toMatch(/^-?\d+\.\d{2}$/);
  });

  it('writes a consumer without a tax id as BrakID, with the Polish characters intact', () => {
    const faktura = read(build(PL_CONSUMER));
    expect(faktura.Podmiot2.DaneIdentyfikacyjne).toEqual({ BrakID: '1', Nazwa: 'Zażółć Gęślą-Jaźń' });
    expect(faktura.Podmiot1.DaneIdentyfikacyjne.NIP).toBe('7770008886');
    expect(faktura.Fa.RodzajFaktury).toBe('VAT');
    expect(faktura.Fa.P_13_1).toBe('14.50');
    expect(faktura.Fa.P_14_1).toBe('3.34');
    expect(faktura.Fa.Platnosc).toMatchObject({
      Zaplacono: '1',
      DataZaplaty: '2026-02-02',
      FormaPlatnosci: '6',
    });
    expect(
      faktura.Fa.FaWiersz.map((w: Node) => [w.NrWierszaFa, w.P_7, w.P_8B, w.P_9A, w.P_11, w.P_12]),
    ).toEqual([
      ['1', 'Rezystor 10 kΩ 0,25 W', '100', '0.085', '8.50', '23'],
      ['2', 'Kondensator 100 nF', '50', '0.12', '6.00', '23'],
    ]);
  });

  it('writes a company by its NIP, with the due date and bank account', () => {
    const faktura = read(build(PL_COMPANY));
    expect(faktura.Podmiot2.DaneIdentyfikacyjne).toEqual({
      NIP: '9510007773',
      Nazwa: 'Elektronika Kowalski S.A.',
    });
    expect(faktura.Podmiot2.JST).toBe('2');
    expect(faktura.Fa.P_6).toBe('2026-02-01');
    expect(faktura.Fa.Platnosc).toEqual({
      TerminPlatnosci: { Termin: '2026-02-17' },
      FormaPlatnosci: '6',
      RachunekBankowy: { NrRB: '61109010140000071219812874' },
    });
  });

  it('puts each rate in its own sum field and marks the exemption with its basis', () => {
    const fa = read(build(PL_MANY_RATES)).Fa;
    expect([fa.P_13_1, fa.P_14_1, fa.P_13_2, fa.P_14_2, fa.P_13_3, fa.P_14_3]).toEqual([
      '120.00',
      '27.60',
      '200.00',
      '16.00',
      '90.00',
      '4.50',
    ]);
    expect([fa.P_13_6_1, fa.P_13_7, fa.P_13_9]).toEqual(['90.00', '500.00', '50.00']);
    expect(fa.P_15).toBe('1098.10');
    expect(fa.Adnotacje.Zwolnienie).toEqual({
      P_19: '1',
      P_19A: 'art. 43 ust. 1 pkt 29 lit. c ustawy o VAT',
    });
    expect(fa.FaWiersz.map((w: Node) => w.P_12)).toEqual(['23', '5', '8', '0 KR', 'zw', 'np II']);
    expect(read(build(PL_COMPANY)).Fa.Adnotacje.Zwolnienie).toEqual({ P_19N: '1' });
  });

  it('writes a correction as KOR with the reason and the corrected invoice and its KSeF number', () => {
    const fa = read(build(PL_CORRECTIVE)).Fa;
    expect(fa.RodzajFaktury).toBe('KOR');
    expect(fa.PrzyczynaKorekty).toBe('Reklamacja RMA-2026-0007: zwrot uszkodzonych sztuk');
    expect(fa.TypKorekty).toBe('2');
    expect(fa.DaneFaKorygowanej).toEqual([
      {
        DataWystFaKorygowanej: '2026-02-03',
        NrFaKorygowanej: 'FV/PL/2026/000002',
        NrKSeF: '1',
        NrKSeFFaKorygowanej: '7770008886-20260203-0100001AF629-B3',
      },
    ]);
    expect([fa.P_13_1, fa.P_14_1, fa.P_15]).toEqual(['-36.80', '-8.46', '-45.26']);
    expect(fa.FaWiersz[0].P_8B).toBe('-2');
    // Without a KSeF number (an invoice issued before KSeF), NrKSeFN says so.
    const older = {
      ...PL_CORRECTIVE,
      correction: {
        ...PL_CORRECTIVE.correction!,
        corrected: { number: 'FV/1/2025', issueDate: '2025-12-30' },
      },
    };
    const xml = build(older);
    expect(fa3Checker().check(xml)).toEqual([]);
    expect(read(xml).Fa.DaneFaKorygowanej[0]).toEqual({
      DataWystFaKorygowanej: '2025-12-30',
      NrFaKorygowanej: 'FV/1/2025',
      NrKSeFN: '1',
    });
  });

  it('writes an advance invoice as ZAL with the order instead of invoice lines', () => {
    const fa = read(build(PL_ADVANCE)).Fa;
    expect(fa.RodzajFaktury).toBe('ZAL');
    expect(fa.FaWiersz).toBeUndefined();
    expect(fa.Zamowienie.WartoscZamowienia).toBe('1845.00');
    expect(fa.Zamowienie.ZamowienieWiersz).toEqual([
      {
        NrWierszaZam: '1',
        P_7Z: 'Oscyloskop 100 MHz',
        IndeksZ: 'OSC-100',
        P_8AZ: 'szt.',
        P_8BZ: '1',
        P_9AZ: '1500',
        P_11NettoZ: '1500.00',
        P_11VatZ: '345.00',
        P_12Z: '23',
      },
    ]);
  });

  it('writes a foreign currency with the exchange rate, and an EU buyer by country and VAT number', () => {
    const faktura = read(build(PL_EUR_TO_GERMANY));
    expect(faktura.Fa.KodWaluty).toBe('EUR');
    expect(faktura.Fa.P_13_6_2).toBe('62.00');
    expect(faktura.Fa.FaWiersz[0].KursWaluty).toBe('4.215');
    expect(faktura.Podmiot2.DaneIdentyfikacyjne).toEqual({
      KodUE: 'DE',
      NrVatUE: '811569869',
      Nazwa: 'Bauteile Müller GmbH',
    });
    const withVat = withTotals({ ...PL_EUR_TO_GERMANY, lines: [line('Lutownica', '1', '100.00', '23')] });
    const fa = read(build(withVat)).Fa;
    // The VAT in złoty beside the VAT in euro: 23.00 EUR × 4.2150.
    expect([fa.P_14_1, fa.P_14_1W]).toEqual(['23.00', '96.95']);
  });

  it('states a euro invoice’s Polish VAT in złoty per rate (P_14_xW) and the rate on every line', () => {
    const fa = read(build(PL_EUR_DOMESTIC)).Fa;
    expect(fa.KodWaluty).toBe('EUR');
    // 23.00 EUR × 4.2150 = 96.945 → 96.95; 1.05 EUR × 4.2150 = 4.425… → 4.43 (half up).
    expect([fa.P_13_1, fa.P_14_1, fa.P_14_1W]).toEqual(['100.00', '23.00', '96.95']);
    expect([fa.P_13_3, fa.P_14_3, fa.P_14_3W]).toEqual(['21.00', '1.05', '4.43']);
    expect(fa.P_15).toBe('145.05');
    expect(fa.FaWiersz.map((w: Node) => [w.P_12, w.KursWaluty])).toEqual([
      ['23', '4.215'],
      ['5', '4.215'],
    ]);
    // The same in złoty has neither.
    const inPln = build({ ...PL_EUR_DOMESTIC, currency: 'PLN', exchangeRate: undefined });
    expect(inPln).not.toContain('P_14_1W');
    expect(inPln).not.toContain('KursWaluty');
  });

  it('writes the one-stop shop’s VAT of the consumer’s country: P_12_XII, P_13_5 and P_14_5, nothing in złoty', () => {
    const xml = build(PL_EUR_OSS_TO_GERMANY);
    const fa = read(xml).Fa;
    expect([fa.P_13_5, fa.P_14_5, fa.P_15]).toEqual(['105.00', '19.95', '124.95']);
    expect(fa.FaWiersz.map((w: Node) => [w.P_12, w.P_12_XII])).toEqual([
      [undefined, '19'],
      [undefined, '19'],
    ]);
    expect(xml).not.toContain('KursWaluty');
    expect(xml).not.toContain('P_14_5W');
    // No exchange rate is needed: the one-stop shop's VAT is declared in euro.
    expect(PL_EUR_OSS_TO_GERMANY.exchangeRate).toBeUndefined();
  });

  it('refuses an invoice it cannot write truthfully', () => {
    const refused = (invoice: EInvoice) => {
      try {
        build(invoice);
      } catch (error) {
        expect(error).toBeInstanceOf(EInvoiceError);
        return (error as EInvoiceError).problems;
      }
      throw new Error('not refused');
    };
    expect(refused({ ...PL_COMPANY, seller: { ...PL_COMPANY.seller, taxId: '7770008887' } })).toEqual([
      'the seller needs a valid Polish NIP',
    ]);
    expect(refused({ ...PL_COMPANY, totalGross: '226.33' })).toEqual([
      'totalGross is not the sum of the rates',
    ]);
    expect(refused({ ...PL_COMPANY, lines: [{ ...PL_COMPANY.lines[0]!, gross: '1.00' }] })[0]).toBe(
      'line 1: net + VAT is not gross',
    );
    expect(refused(withTotals({ ...PL_COMPANY, lines: [line('Rezystor', '1', '10.00', '27')] }))).toEqual([
      'rate 27 is not a Polish VAT rate',
    ]);
    expect(refused({ ...PL_EUR_TO_GERMANY, exchangeRate: undefined })).toEqual([
      'an invoice in a foreign currency needs the exchange rate to PLN',
    ]);
    expect(refused({ ...PL_EUR_DOMESTIC, exchangeRate: '0' })).toEqual([
      'exchange rate 0 is not a positive number',
    ]);
    expect(
      refused({
        ...PL_EUR_OSS_TO_GERMANY,
        lines: PL_EUR_OSS_TO_GERMANY.lines.map((l) => ({ ...l, ossPercent: undefined })),
      }),
    ).toEqual([
      "line 1: a one-stop-shop line names its country's VAT percentage",
      "line 2: a one-stop-shop line names its country's VAT percentage",
    ]);
    expect(refused({ ...PL_CORRECTIVE, correction: undefined })).toEqual([
      'a corrective invoice names the invoice it corrects and why',
    ]);
    expect(refused({ ...PL_MANY_RATES, exemptionBasis: undefined })).toEqual([
      'exempt (zw) lines need the exemption basis',
    ]);
  });

  it('checks NIPs by their checksum', () => {
    expect(isNip('7770008886')).toBe(true);
    expect(isNip('777-000-88-86')).toBe(true);
    expect(isNip('7770008887')).toBe(false);
    expect(isNip('123')).toBe(false);
  });
});
