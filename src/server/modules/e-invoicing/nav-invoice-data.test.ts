import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { EInvoiceError, type EInvoice } from './e-invoice';
import {
  HU_COMPANY,
  HU_CONSUMER,
  HU_CORRECTIVE,
  HUNGARIAN_SELLER,
  line,
  withTotals,
} from './e-invoicing.fixtures';
import { buildNavInvoiceDataXml, NAV_BASE_NAMESPACE, NAV_DATA_NAMESPACE } from './nav-invoice-data';
import { navInvoiceDataChecker } from './schema-checkers';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['line', 'summaryByVatRate'].includes(name),
});
type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const read = (xml: string) => (parser.parse(xml) as Node).InvoiceData as Node;

/** A euro invoice from the Hungarian shop to a Polish company (intra-Community supply). */
const HU_EUR_TO_POLAND: EInvoice = withTotals({
  kind: 'vat',
  number: 'SZ/HU/2026/000004',
  issueDate: '2026-03-04',
  saleDate: '2026-03-04',
  currency: 'EUR',
  exchangeRate: '392.15',
  seller: HUNGARIAN_SELLER,
  buyer: {
    name: 'Elektronika Kowalski S.A.',
    taxId: '9510007773',
    address: { countryCode: 'PL', postalCode: '09-411', city: 'Płock', street: 'ul. Chemików 7' },
  },
  lines: [{ ...line('Oszcilloszkóp', '1', '1200.00', '0 WDT'), unit: 'db' }],
  payment: { method: 'transfer', dueDate: '2026-03-18' },
});

describe('NAV Online Számla 3.0 InvoiceData XML', () => {
  it.each([
    ['a forint invoice to a Hungarian company', HU_COMPANY],
    ['a consumer', HU_CONSUMER],
    ['a corrective invoice', HU_CORRECTIVE],
    ['a euro invoice to a Polish company', HU_EUR_TO_POLAND],
  ])('is valid against NAV’s published schema for %s', (_name, invoice) => {
    const xml = buildNavInvoiceDataXml(invoice, { originalLineCount: 2, modificationIndex: 1 });
    expect(navInvoiceDataChecker().check(xml)).toEqual([]);
    const data = read(xml);
    expect(data['@xmlns']).toBe(NAV_DATA_NAMESPACE);
    expect(data['@xmlns:base']).toBe(NAV_BASE_NAMESPACE);
    expect(data.invoiceNumber).toBe(invoice.number);
    expect(data.completenessIndicator).toBe('false');
  });

  it('writes a Hungarian company by its tax number in the base namespace, with VAT per rate in forint', () => {
    const invoice = read(buildNavInvoiceDataXml(HU_COMPANY)).invoiceMain.invoice;
    expect(invoice.invoiceHead.supplierInfo.supplierTaxNumber).toEqual({
      'base:taxpayerId': '12345676',
      'base:vatCode': '2',
      'base:countyCode': '41',
    });
    expect(invoice.invoiceHead.customerInfo).toMatchObject({
      customerVatStatus: 'DOMESTIC',
      customerVatData: {
        customerTaxNumber: { 'base:taxpayerId': '24680132', 'base:vatCode': '2', 'base:countyCode': '06' },
      },
      customerName: 'Árvíztűrő Tükörfúrógép Zrt.',
      customerAddress: {
        'base:simpleAddress': {
          'base:countryCode': 'HU',
          'base:postalCode': '6720',
          'base:city': 'Szeged',
          'base:additionalAddressDetail': 'Kárász utca 5.',
        },
      },
    });
    expect(invoice.invoiceHead.invoiceDetail).toMatchObject({
      invoiceCategory: 'NORMAL',
      currencyCode: 'HUF',
      exchangeRate: '1',
      paymentMethod: 'TRANSFER',
      paymentDate: '2026-03-10',
    });
    const [first, second] = invoice.invoiceLines.line;
    expect(first).toMatchObject({
      lineNumber: '1',
      lineDescription: 'Ellenállás 10 kΩ',
      quantity: '200',
      unitOfMeasure: 'PIECE',
      unitPrice: '25',
    });
    expect(first.lineAmountsNormal).toEqual({
      lineNetAmountData: { lineNetAmount: '5000.00', lineNetAmountHUF: '5000.00' },
      lineVatRate: { vatPercentage: '0.27' },
      lineVatData: { lineVatAmount: '1350.00', lineVatAmountHUF: '1350.00' },
      lineGrossAmountData: { lineGrossAmountNormal: '6350.00', lineGrossAmountNormalHUF: '6350.00' },
    });
    expect(second.lineAmountsNormal.lineVatRate).toEqual({ vatPercentage: '0.05' });
    const summary = invoice.invoiceSummary;
    expect(
      summary.summaryNormal.summaryByVatRate.map((r: Node) => [
        r.vatRate.vatPercentage,
        r.vatRateNetData.vatRateNetAmount,
        r.vatRateVatData.vatRateVatAmount,
      ]),
    ).toEqual([
      ['0.27', '5000.00', '1350.00'],
      ['0.05', '6990.00', '349.50'],
    ]);
    expect(summary.summaryNormal).toMatchObject({
      invoiceNetAmount: '11990.00',
      invoiceVatAmount: '1699.50',
      invoiceVatAmountHUF: '1699.50',
    });
    expect(summary.summaryGrossData).toEqual({
      invoiceGrossAmount: '13689.50',
      invoiceGrossAmountHUF: '13689.50',
    });
  });

  it('sends NAV no personal data of a private person', () => {
    const customer = read(buildNavInvoiceDataXml(HU_CONSUMER)).invoiceMain.invoice.invoiceHead.customerInfo;
    expect(customer).toEqual({ customerVatStatus: 'PRIVATE_PERSON' });
  });

  it('writes a correction as a modification of the original invoice, its lines numbered after the original ones', () => {
    const invoice = read(
      buildNavInvoiceDataXml(HU_CORRECTIVE, { originalLineCount: 2, modificationIndex: 3 }),
    ).invoiceMain.invoice;
    expect(invoice.invoiceReference).toEqual({
      originalInvoiceNumber: 'SZ/HU/2026/000001',
      modifyWithoutMaster: 'false',
      modificationIndex: '3',
    });
    expect(invoice.invoiceLines.line[0]).toMatchObject({
      lineNumber: '3',
      lineModificationReference: { lineNumberReference: '3', lineOperation: 'CREATE' },
      quantity: '-1',
    });
    expect(invoice.invoiceSummary.summaryGrossData.invoiceGrossAmount).toBe('-7339.50');
  });

  it('converts a foreign currency to forint and names an EU buyer by its community VAT number', () => {
    const invoice = read(buildNavInvoiceDataXml(HU_EUR_TO_POLAND)).invoiceMain.invoice;
    expect(invoice.invoiceHead.customerInfo.customerVatStatus).toBe('OTHER');
    expect(invoice.invoiceHead.customerInfo.customerVatData).toEqual({ communityVatNumber: 'PL9510007773' });
    expect(invoice.invoiceHead.invoiceDetail.exchangeRate).toBe('392.15');
    expect(invoice.invoiceLines.line[0].lineAmountsNormal.lineNetAmountData).toEqual({
      lineNetAmount: '1200.00',
      lineNetAmountHUF: '470580.00',
    });
    expect(invoice.invoiceLines.line[0].lineAmountsNormal.lineVatRate).toEqual({
      vatExemption: { case: 'KBAET', reason: 'Közösségen belüli adómentes termékértékesítés' },
    });
  });

  it('refuses a seller without a Hungarian tax number and a foreign currency without a rate', () => {
    expect(() =>
      buildNavInvoiceDataXml({ ...HU_COMPANY, seller: { ...HU_COMPANY.seller, taxId: '7770008886' } }),
    ).toThrow(EInvoiceError);
    expect(() => buildNavInvoiceDataXml({ ...HU_EUR_TO_POLAND, exchangeRate: undefined })).toThrow(
      /exchange rate to HUF/,
    );
  });
});
