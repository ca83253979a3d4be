/**
 * The FA(3) structured invoice of KSeF (ADR 062): the XML the Polish National e-Invoice System
 * accepts from 2026, in the element order of the Ministry of Finance's schema
 * `schemat_FA(3)_v1-0E.xsd` (namespace http://crd.gov.pl/wzor/2025/06/25/13775/). Written with
 * xmlbuilder2; the tests read it back with fast-xml-parser and check it against the schema itself.
 */
import Decimal from 'decimal.js';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import {
  amount,
  checkEInvoice,
  EInvoiceError,
  plainDecimal,
  type EInvoice,
  type EInvoiceParty,
  type EInvoiceRateTotal,
  type PaymentMethod,
  type VatRate,
} from './e-invoice';

export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';
/** The form code KSeF expects when a session is opened for FA(3) invoices. */
export const FA3_FORM_CODE = { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' } as const;

/** EU member states as FA(3)'s TKodyKrajowUE lists them (Greece is EL; XI Northern Ireland). */
const EU = new Set(
  'AT BE BG CY CZ DK EE FI FR DE EL HR HU IE IT LV LT LU MT NL PT RO SK SI ES SE XI'.split(' '),
);
const euCode = (country: string) => (country === 'GR' ? 'EL' : country);

/**
 * Which sum field of FA(3) a rate's net (P_13_x) and VAT (P_14_x) go to: 1 = 23/22%, 2 = 8/7%,
 * 3 = 5%, 5 = the one-stop shop (another EU country's VAT); the zero and no-VAT codes have a net
 * field only. `inPln`: Polish VAT, which an invoice in another currency also states in złoty
 * (P_14_xW, art. 106e ust. 11); the one-stop shop's VAT is settled in euro and has no such field.
 */
const RATE_FIELDS: Record<VatRate, { net: string; vat?: string; inPln?: boolean } | undefined> = {
  '23': { net: 'P_13_1', vat: 'P_14_1', inPln: true },
  '8': { net: 'P_13_2', vat: 'P_14_2', inPln: true },
  '5': { net: 'P_13_3', vat: 'P_14_3', inPln: true },
  oss: { net: 'P_13_5', vat: 'P_14_5' },
  '0 KR': { net: 'P_13_6_1' },
  '0 WDT': { net: 'P_13_6_2' },
  '0 EX': { net: 'P_13_6_3' },
  zw: { net: 'P_13_7' },
  'np I': { net: 'P_13_8' },
  'np II': { net: 'P_13_9' },
  oo: { net: 'P_13_10' },
  // Hungarian rates have no place on a Polish invoice.
  '27': undefined,
  '18': undefined,
};

/** The schema's order of the sum fields (the groups P_13_1..P_14_5, then P_13_6_1..P_13_11). */
const SUM_ORDER: VatRate[] = ['23', '8', '5', 'oss', '0 KR', '0 WDT', '0 EX', 'zw', 'np I', 'np II', 'oo'];

/** Lines whose tax is computed in Poland (section VI of the VAT act): all but the one-stop shop's. */
const taxedInPoland = (line: { vatRate: VatRate }) => line.vatRate !== 'oss';

/** TFormaPlatnosci: 1 cash, 2 card, 6 transfer (PayU's pay-by-link is a transfer), 7 mobile. */
const PAYMENT_FORM: Record<PaymentMethod, string> = { cash: '1', card: '2', transfer: '6', online: '6' };

export interface Fa3Options {
  /** DataWytworzeniaFa: when the XML was made (defaults to now). */
  generatedAt?: Date;
  /** SystemInfo: the program that made it. */
  systemInfo?: string;
}

/** The FA(3) XML of an invoice (UTF-8, no BOM), or EInvoiceError when it cannot be one. */
export function buildFa3Xml(invoice: EInvoice, options: Fa3Options = {}): string {
  checkEInvoice(invoice);
  checkPolish(invoice);
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(FA3_NAMESPACE, 'Faktura');

  const header = root.ele('Naglowek');
  header
    .ele('KodFormularza', {
      kodSystemowy: FA3_FORM_CODE.systemCode,
      wersjaSchemy: FA3_FORM_CODE.schemaVersion,
    })
    .txt(FA3_FORM_CODE.value);
  header.ele('WariantFormularza').txt('3');
  // TDataCzas is xsd:dateTime; KSeF's examples use UTC with milliseconds.
  header.ele('DataWytworzeniaFa').txt((options.generatedAt ?? new Date()).toISOString());
  header.ele('SystemInfo').txt(options.systemInfo ?? 'Component Shop');

  const seller = root.ele('Podmiot1');
  const sellerId = seller.ele('DaneIdentyfikacyjne');
  sellerId.ele('NIP').txt(invoice.seller.taxId!);
  sellerId.ele('Nazwa').txt(invoice.seller.name);
  address(seller, invoice.seller);
  contact(seller, invoice.seller);

  const buyer = root.ele('Podmiot2');
  buyerIdentity(buyer.ele('DaneIdentyfikacyjne'), invoice.buyer);
  address(buyer, invoice.buyer);
  contact(buyer, invoice.buyer);
  // JST / GV: 2 = the buyer is not a local-government unit / not a VAT group member.
  buyer.ele('JST').txt('2');
  buyer.ele('GV').txt('2');

  const fa = root.ele('Fa');
  fa.ele('KodWaluty').txt(invoice.currency);
  fa.ele('P_1').txt(invoice.issueDate);
  if (invoice.issuePlace) fa.ele('P_1M').txt(invoice.issuePlace);
  fa.ele('P_2').txt(invoice.number);
  // P_6: the date of the supply, or of the payment on an advance invoice.
  fa.ele('P_6').txt(invoice.saleDate);
  sums(fa, invoice);
  fa.ele('P_15').txt(amount(invoice.totalGross));
  annotations(fa.ele('Adnotacje'), invoice);
  fa.ele('RodzajFaktury').txt(
    invoice.kind === 'corrective' ? 'KOR' : invoice.kind === 'advance' ? 'ZAL' : 'VAT',
  );
  if (invoice.correction) {
    fa.ele('PrzyczynaKorekty').txt(invoice.correction.reason);
    // 2: the correction takes effect on its own date (a refund after a complaint).
    fa.ele('TypKorekty').txt('2');
    const corrected = fa.ele('DaneFaKorygowanej');
    corrected.ele('DataWystFaKorygowanej').txt(invoice.correction.corrected.issueDate);
    corrected.ele('NrFaKorygowanej').txt(invoice.correction.corrected.number);
    if (invoice.correction.corrected.ksefNumber) {
      corrected.ele('NrKSeF').txt('1');
      corrected.ele('NrKSeFFaKorygowanej').txt(invoice.correction.corrected.ksefNumber);
    } else corrected.ele('NrKSeFN').txt('1');
  }
  if (invoice.kind !== 'advance') invoice.lines.forEach((line, index) => lineOf(fa, invoice, line, index));
  payment(fa, invoice);
  if (invoice.kind === 'advance') order(fa, invoice);

  return root.end({ prettyPrint: true });
}

function checkPolish(invoice: EInvoice): void {
  const problems: string[] = [];
  if (!invoice.seller.taxId || !isNip(invoice.seller.taxId))
    problems.push('the seller needs a valid Polish NIP');
  if ((invoice.buyer.taxCountry ?? invoice.buyer.address.countryCode) === 'PL' && invoice.buyer.taxId)
    if (!isNip(invoice.buyer.taxId)) problems.push(`buyer NIP ${invoice.buyer.taxId} is not a valid NIP`);
  for (const line of invoice.lines)
    if (!RATE_FIELDS[line.vatRate]) problems.push(`rate ${line.vatRate} is not a Polish VAT rate`);
  // The rate of section VI (art. 31a): what the VAT in złoty and each line's KursWaluty state. A
  // one-stop-shop invoice converts nothing in Poland.
  if (invoice.currency !== 'PLN' && !invoice.exchangeRate && invoice.lines.some(taxedInPoland))
    problems.push('an invoice in a foreign currency needs the exchange rate to PLN');
  if (invoice.exchangeRate && !new Decimal(invoice.exchangeRate).gt(0))
    problems.push(`exchange rate ${invoice.exchangeRate} is not a positive number`);
  if (problems.length > 0) throw new EInvoiceError(problems);
}

/** A Polish NIP: 10 digits whose weighted sum mod 11 is the last digit. */
export function isNip(value: string): boolean {
  const digits = value.replace(/[-\s]/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  return sum % 11 === Number(digits[9]);
}

const nipOf = (value: string) => value.replace(/[-\s]/g, '');

function buyerIdentity(node: XMLBuilder, party: EInvoiceParty): void {
  const country = party.taxCountry ?? party.address.countryCode;
  if (!party.taxId) node.ele('BrakID').txt('1');
  else if (country === 'PL') node.ele('NIP').txt(nipOf(party.taxId));
  else if (EU.has(euCode(country))) {
    node.ele('KodUE').txt(euCode(country));
    node.ele('NrVatUE').txt(party.taxId.replace(/^[A-Z]{2}/, '').replace(/[-\s]/g, ''));
  } else {
    node.ele('KodKraju').txt(country);
    node.ele('NrID').txt(party.taxId);
  }
  node.ele('Nazwa').txt(party.name);
}

function address(parent: XMLBuilder, party: EInvoiceParty): void {
  const node = parent.ele('Adres');
  node.ele('KodKraju').txt(party.address.countryCode);
  node.ele('AdresL1').txt(party.address.street);
  node.ele('AdresL2').txt(`${party.address.postalCode} ${party.address.city}`);
}

function contact(parent: XMLBuilder, party: EInvoiceParty): void {
  if (party.email) parent.ele('DaneKontaktowe').ele('Email').txt(party.email);
}

function sums(fa: XMLBuilder, invoice: EInvoice): void {
  const rate = invoice.exchangeRate ? new Decimal(invoice.exchangeRate) : undefined;
  for (const code of SUM_ORDER) {
    const total: EInvoiceRateTotal | undefined = invoice.totals.find((t) => t.vatRate === code);
    if (!total) continue;
    const fields = RATE_FIELDS[code]!;
    fa.ele(fields.net).txt(amount(total.net));
    if (fields.vat) {
      fa.ele(fields.vat).txt(amount(total.vat));
      // P_14_xW: the Polish VAT in złoty when the invoice is in another currency (art. 106e ust. 11),
      // at the rate each line states (KursWaluty).
      if (fields.inPln && invoice.currency !== 'PLN' && rate)
        fa.ele(`${fields.vat}W`).txt(amount(rate.times(total.vat)));
    }
  }
}

function annotations(node: XMLBuilder, invoice: EInvoice): void {
  // 1 = yes, 2 = no: cash accounting, self-billing, reverse charge, mandatory split payment.
  node.ele('P_16').txt('2');
  node.ele('P_17').txt('2');
  node.ele('P_18').txt(invoice.lines.some((l) => l.vatRate === 'oo') ? '1' : '2');
  node.ele('P_18A').txt('2');
  const exemption = node.ele('Zwolnienie');
  if (invoice.lines.some((l) => l.vatRate === 'zw')) {
    exemption.ele('P_19').txt('1');
    exemption.ele('P_19A').txt(invoice.exemptionBasis!);
  } else exemption.ele('P_19N').txt('1');
  node.ele('NoweSrodkiTransportu').ele('P_22N').txt('1');
  node.ele('P_23').txt('2');
  node.ele('PMarzy').ele('P_PMarzyN').txt('1');
}

function lineOf(fa: XMLBuilder, invoice: EInvoice, line: EInvoice['lines'][number], index: number): void {
  const node = fa.ele('FaWiersz');
  node.ele('NrWierszaFa').txt(String(index + 1));
  node.ele('P_7').txt(line.name);
  if (line.symbol) node.ele('Indeks').txt(line.symbol.slice(0, 50));
  node.ele('P_8A').txt(line.unit);
  node.ele('P_8B').txt(plainDecimal(line.quantity, 6));
  node.ele('P_9A').txt(plainDecimal(line.netUnitPrice, 8));
  node.ele('P_11').txt(amount(line.net));
  // A one-stop-shop line states its country's percentage (P_12_XII) instead of a Polish rate.
  if (line.vatRate === 'oss') node.ele('P_12_XII').txt(plainDecimal(line.ossPercent!, 6));
  else node.ele('P_12').txt(line.vatRate);
  if (invoice.currency !== 'PLN' && invoice.exchangeRate && taxedInPoland(line))
    node.ele('KursWaluty').txt(plainDecimal(invoice.exchangeRate, 6));
}

function payment(fa: XMLBuilder, invoice: EInvoice): void {
  const pay = invoice.payment;
  if (!pay) return;
  const node = fa.ele('Platnosc');
  if (pay.paidOn) {
    node.ele('Zaplacono').txt('1');
    node.ele('DataZaplaty').txt(pay.paidOn);
  }
  if (pay.dueDate) node.ele('TerminPlatnosci').ele('Termin').txt(pay.dueDate);
  node.ele('FormaPlatnosci').txt(PAYMENT_FORM[pay.method]);
  if (pay.bankAccount) node.ele('RachunekBankowy').ele('NrRB').txt(pay.bankAccount.replace(/\s/g, ''));
}

/** Zamowienie: the order an advance invoice is for, line by line (art. 106f ust. 1 pkt 4). */
function order(fa: XMLBuilder, invoice: EInvoice): void {
  const node = fa.ele('Zamowienie');
  node.ele('WartoscZamowienia').txt(amount(invoice.orderValue!));
  invoice.lines.forEach((line, index) => {
    const row = node.ele('ZamowienieWiersz');
    row.ele('NrWierszaZam').txt(String(index + 1));
    row.ele('P_7Z').txt(line.name);
    if (line.symbol) row.ele('IndeksZ').txt(line.symbol.slice(0, 50));
    row.ele('P_8AZ').txt(line.unit);
    row.ele('P_8BZ').txt(plainDecimal(line.quantity, 6));
    row.ele('P_9AZ').txt(plainDecimal(line.netUnitPrice, 8));
    row.ele('P_11NettoZ').txt(amount(line.net));
    row.ele('P_11VatZ').txt(amount(line.vat));
    row.ele('P_12Z').txt(line.vatRate);
  });
}
