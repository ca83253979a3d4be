/**
 * The invoice data of Hungary's Online Számla system, version 3.0 (ADR 062): the `InvoiceData`
 * document that is sent base64-encoded inside a manageInvoice call, in the element order of NAV's
 * `invoiceData.xsd` (namespace http://schemas.nav.gov.hu/OSA/3.0/data; the address and tax number
 * parts are declared in the base schema and so carry its namespace). Amounts are given in the
 * invoice's currency and in forint.
 */
import Decimal from 'decimal.js';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import {
  amount,
  checkEInvoice,
  EInvoiceError,
  plainDecimal,
  ratePercent,
  type EInvoice,
  type EInvoiceParty,
  type PaymentMethod,
  type VatRate,
} from './e-invoice';

export const NAV_DATA_NAMESPACE = 'http://schemas.nav.gov.hu/OSA/3.0/data';
export const NAV_BASE_NAMESPACE = 'http://schemas.nav.gov.hu/OSA/3.0/base';
export const NAV_COMMON_NAMESPACE = 'http://schemas.nav.gov.hu/NTCA/1.0/common';

const EU = new Set(
  'AT BE BG CY CZ DK EE FI FR DE GR HR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
);

/** A Hungarian tax number: 8 digits taxpayer id, 1 digit VAT code, 2 digits county code. */
const HU_TAX_NUMBER = /^(\d{8})-?([1-5])-?(\d{2})$/;

const PAYMENT_METHOD: Record<PaymentMethod, string> = {
  transfer: 'TRANSFER',
  online: 'TRANSFER',
  card: 'CARD',
  cash: 'CASH',
};

/** NAV's units of measure for the units the shop prints; anything else is OWN with its own text. */
const UNITS: Record<string, string> = {
  db: 'PIECE',
  pcs: 'PIECE',
  'szt.': 'PIECE',
  szt: 'PIECE',
  'Stk.': 'PIECE',
  m: 'METER',
  kg: 'KILOGRAM',
};

export interface NavOptions {
  /**
   * For a corrective invoice: its modification index, the count of modifications of the original
   * so far plus one (NAV refuses a repeated index), and how many lines the original had (the new
   * lines are numbered after them).
   */
  modificationIndex?: number;
  originalLineCount?: number;
}

/** The InvoiceData XML of an invoice, or EInvoiceError when it cannot be one. */
export function buildNavInvoiceDataXml(invoice: EInvoice, options: NavOptions = {}): string {
  checkEInvoice(invoice);
  checkHungarian(invoice);
  const huf = (value: string) =>
    amount(invoice.currency === 'HUF' ? value : new Decimal(value).times(invoice.exchangeRate!));

  const root = create({ version: '1.0', encoding: 'UTF-8' })
    .ele(NAV_DATA_NAMESPACE, 'InvoiceData')
    .att('http://www.w3.org/2000/xmlns/', 'xmlns:base', NAV_BASE_NAMESPACE)
    .att('http://www.w3.org/2000/xmlns/', 'xmlns:common', NAV_COMMON_NAMESPACE);
  root.ele('invoiceNumber').txt(invoice.number);
  root.ele('invoiceIssueDate').txt(invoice.issueDate);
  // false: the invoice exists on its own (paper or PDF), the data report is not the invoice itself.
  root.ele('completenessIndicator').txt('false');
  const document = root.ele('invoiceMain').ele('invoice');
  if (invoice.correction) {
    const reference = document.ele('invoiceReference');
    reference.ele('originalInvoiceNumber').txt(invoice.correction.corrected.number);
    reference.ele('modifyWithoutMaster').txt('false');
    reference.ele('modificationIndex').txt(String(options.modificationIndex ?? 1));
  }

  const head = document.ele('invoiceHead');
  const supplier = head.ele('supplierInfo');
  taxNumber(supplier.ele('supplierTaxNumber'), invoice.seller.taxId!);
  supplier.ele('supplierName').txt(invoice.seller.name);
  address(supplier.ele('supplierAddress'), invoice.seller);
  if (invoice.payment?.bankAccount)
    supplier.ele('supplierBankAccountNumber').txt(invoice.payment.bankAccount);

  const customer = head.ele('customerInfo');
  const country = invoice.buyer.taxCountry ?? invoice.buyer.address.countryCode;
  if (!invoice.buyer.taxId) {
    // A private person: NAV must not receive the name or address (its GDPR rule for PRIVATE_PERSON).
    customer.ele('customerVatStatus').txt('PRIVATE_PERSON');
  } else {
    customer.ele('customerVatStatus').txt(country === 'HU' ? 'DOMESTIC' : 'OTHER');
    const vatData = customer.ele('customerVatData');
    if (country === 'HU') taxNumber(vatData.ele('customerTaxNumber'), invoice.buyer.taxId);
    else if (EU.has(country))
      vatData
        .ele('communityVatNumber')
        .txt(
          `${country === 'GR' ? 'EL' : country}${invoice.buyer.taxId.replace(/^[A-Z]{2}/, '').replace(/[-\s]/g, '')}`,
        );
    else vatData.ele('thirdStateTaxId').txt(invoice.buyer.taxId);
    customer.ele('customerName').txt(invoice.buyer.name);
    address(customer.ele('customerAddress'), invoice.buyer);
  }

  const detail = head.ele('invoiceDetail');
  detail.ele('invoiceCategory').txt('NORMAL');
  detail.ele('invoiceDeliveryDate').txt(invoice.saleDate);
  detail.ele('currencyCode').txt(invoice.currency);
  detail.ele('exchangeRate').txt(invoice.currency === 'HUF' ? '1' : plainDecimal(invoice.exchangeRate!, 6));
  if (invoice.payment) {
    detail.ele('paymentMethod').txt(PAYMENT_METHOD[invoice.payment.method]);
    const due = invoice.payment.dueDate ?? invoice.payment.paidOn;
    if (due) detail.ele('paymentDate').txt(due);
  }
  detail.ele('invoiceAppearance').txt('ELECTRONIC');

  const lines = document.ele('invoiceLines');
  lines.ele('mergedItemIndicator').txt('false');
  invoice.lines.forEach((line, index) => {
    const node = lines.ele('line');
    // A correction's lines continue the original's numbering.
    const number = (invoice.correction ? (options.originalLineCount ?? 0) : 0) + index + 1;
    node.ele('lineNumber').txt(String(number));
    if (invoice.correction) {
      // A correction by difference: each line is a new line that adjusts the original.
      const reference = node.ele('lineModificationReference');
      reference.ele('lineNumberReference').txt(String(number));
      reference.ele('lineOperation').txt('CREATE');
    }
    if (invoice.kind === 'advance') node.ele('advanceData').ele('advanceIndicator').txt('true');
    node.ele('lineExpressionIndicator').txt('true');
    node.ele('lineNatureIndicator').txt('PRODUCT');
    node.ele('lineDescription').txt(line.name);
    node.ele('quantity').txt(plainDecimal(line.quantity, 10));
    const unit = UNITS[line.unit];
    node.ele('unitOfMeasure').txt(unit ?? 'OWN');
    if (!unit) node.ele('unitOfMeasureOwn').txt(line.unit);
    node.ele('unitPrice').txt(plainDecimal(line.netUnitPrice, 10));
    const amounts = node.ele('lineAmountsNormal');
    const net = amounts.ele('lineNetAmountData');
    net.ele('lineNetAmount').txt(amount(line.net));
    net.ele('lineNetAmountHUF').txt(huf(line.net));
    vatRate(amounts.ele('lineVatRate'), line.vatRate);
    const vat = amounts.ele('lineVatData');
    vat.ele('lineVatAmount').txt(amount(line.vat));
    vat.ele('lineVatAmountHUF').txt(huf(line.vat));
    const gross = amounts.ele('lineGrossAmountData');
    gross.ele('lineGrossAmountNormal').txt(amount(line.gross));
    gross.ele('lineGrossAmountNormalHUF').txt(huf(line.gross));
  });

  const summary = document.ele('invoiceSummary');
  const normal = summary.ele('summaryNormal');
  for (const total of invoice.totals) {
    const byRate = normal.ele('summaryByVatRate');
    vatRate(byRate.ele('vatRate'), total.vatRate);
    const net = byRate.ele('vatRateNetData');
    net.ele('vatRateNetAmount').txt(amount(total.net));
    net.ele('vatRateNetAmountHUF').txt(huf(total.net));
    const vat = byRate.ele('vatRateVatData');
    vat.ele('vatRateVatAmount').txt(amount(total.vat));
    vat.ele('vatRateVatAmountHUF').txt(huf(total.vat));
    const gross = byRate.ele('vatRateGrossData');
    gross.ele('vatRateGrossAmount').txt(amount(total.gross));
    gross.ele('vatRateGrossAmountHUF').txt(huf(total.gross));
  }
  normal.ele('invoiceNetAmount').txt(amount(invoice.totalNet));
  normal.ele('invoiceNetAmountHUF').txt(huf(invoice.totalNet));
  normal.ele('invoiceVatAmount').txt(amount(invoice.totalVat));
  normal.ele('invoiceVatAmountHUF').txt(huf(invoice.totalVat));
  const gross = summary.ele('summaryGrossData');
  gross.ele('invoiceGrossAmount').txt(amount(invoice.totalGross));
  gross.ele('invoiceGrossAmountHUF').txt(huf(invoice.totalGross));

  return root.end({ prettyPrint: true });
}

function checkHungarian(invoice: EInvoice): void {
  const problems: string[] = [];
  if (!invoice.seller.taxId || !HU_TAX_NUMBER.test(invoice.seller.taxId))
    problems.push('the seller needs a Hungarian tax number (12345678-2-41)');
  const country = invoice.buyer.taxCountry ?? invoice.buyer.address.countryCode;
  if (invoice.buyer.taxId && country === 'HU' && !HU_TAX_NUMBER.test(invoice.buyer.taxId))
    problems.push(`buyer tax number ${invoice.buyer.taxId} is not a Hungarian tax number`);
  if (invoice.currency !== 'HUF' && !invoice.exchangeRate)
    problems.push('an invoice in a foreign currency needs the exchange rate to HUF');
  if (invoice.lines.some((l) => l.vatRate === 'oss'))
    problems.push('a one-stop-shop (OSS) sale is reported by the Polish seller, not to NAV');
  if (problems.length > 0) throw new EInvoiceError(problems);
}

/** base:TaxNumberType: the three parts of a Hungarian tax number, in the base namespace. */
function taxNumber(node: XMLBuilder, value: string): void {
  const [, taxpayerId, vatCode, countyCode] = HU_TAX_NUMBER.exec(value)!;
  node.ele(NAV_BASE_NAMESPACE, 'base:taxpayerId').txt(taxpayerId!);
  node.ele(NAV_BASE_NAMESPACE, 'base:vatCode').txt(vatCode!);
  node.ele(NAV_BASE_NAMESPACE, 'base:countyCode').txt(countyCode!);
}

/** base:AddressType as a simple address (the street in one line, as the shop stores it). */
function address(node: XMLBuilder, party: EInvoiceParty): void {
  const simple = node.ele(NAV_BASE_NAMESPACE, 'base:simpleAddress');
  simple.ele(NAV_BASE_NAMESPACE, 'base:countryCode').txt(party.address.countryCode);
  simple.ele(NAV_BASE_NAMESPACE, 'base:postalCode').txt(party.address.postalCode);
  simple.ele(NAV_BASE_NAMESPACE, 'base:city').txt(party.address.city);
  simple.ele(NAV_BASE_NAMESPACE, 'base:additionalAddressDetail').txt(party.address.street);
}

/**
 * VatRateType: a percentage as a fraction (27% is 0.27); exempt and out-of-scope supplies with
 * NAV's case codes (AAM exempt, KBAET intra-Community supply, EAM export, ATK outside the scope,
 * EUFAD37 a service taxed where the EU buyer is); a domestic reverse charge as its flag.
 */
function vatRate(node: XMLBuilder, rate: VatRate): void {
  const reason = (element: string, code: string, text: string) => {
    const n = node.ele(element);
    n.ele('case').txt(code);
    n.ele('reason').txt(text);
  };
  switch (rate) {
    case 'zw':
      return reason('vatExemption', 'AAM', 'Adómentes');
    case '0 WDT':
      return reason('vatExemption', 'KBAET', 'Közösségen belüli adómentes termékértékesítés');
    case '0 EX':
      return reason('vatExemption', 'EAM', 'Adómentes termékexport');
    case 'np I':
      return reason('vatOutOfScope', 'ATK', 'Áfa tárgyi hatályán kívül');
    case 'np II':
      return reason('vatOutOfScope', 'EUFAD37', 'Áfa tv. 37. § (1) alapján a vevő országában adóköteles');
    case 'oo':
      node.ele('vatDomesticReverseCharge').txt('true');
      return;
    default:
      node.ele('vatPercentage').txt(plainDecimal(ratePercent(rate).dividedBy(100), 4));
  }
}
