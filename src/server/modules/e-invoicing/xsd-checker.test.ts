import { describe, expect, it } from 'vitest';
import { HU_COMPANY, PL_COMPANY, PL_CORRECTIVE } from './e-invoicing.fixtures';
import { buildFa3Xml } from './fa3';
import { buildNavInvoiceDataXml } from './nav-invoice-data';
import { fa3Checker, navInvoiceDataChecker } from './schema-checkers';

// The checker must fail where the schema fails: each case breaks one thing the schema requires in a
// document that passes, and expects the checker to name it. (During development the same kinds of
// breakage — every leaf removed, every pair of neighbours swapped, every value spoilt, 1 329
// documents — were also given to libxml2's xmllint with the same XSD files: it agreed every time.)
const fa3 = buildFa3Xml(PL_COMPANY, { generatedAt: new Date('2026-02-03T08:00:00Z') });
const nav = buildNavInvoiceDataXml(HU_COMPANY);

const broken = (xml: string, from: RegExp | string, to: string) => {
  const result = xml.replace(from, to);
  if (result === xml) throw new Error(`the test's replacement of ${String(from)} changed nothing`);
  return result;
};

describe('the schema checker', () => {
  it('passes the documents the builders write', () => {
    expect(fa3Checker().check(fa3)).toEqual([]);
    expect(navInvoiceDataChecker().check(nav)).toEqual([]);
  });

  it('fails on elements out of the schema’s order', () => {
    const swapped = broken(fa3, /(<KodWaluty>PLN<\/KodWaluty>)(\s*)(<P_1>[^<]*<\/P_1>)/, '$3$2$1');
    expect(fa3Checker().check(swapped)).toEqual([
      '/Faktura/Fa: unexpected element P_1 (position 1); expected KodWaluty',
    ]);
    const naglowek = broken(
      fa3,
      /(<WariantFormularza>3<\/WariantFormularza>)(\s*)(<DataWytworzeniaFa>[^<]*<\/DataWytworzeniaFa>)/,
      '$3$2$1',
    );
    expect(fa3Checker().check(naglowek)).toEqual([
      '/Faktura/Naglowek: unexpected element DataWytworzeniaFa (position 2); expected WariantFormularza',
    ]);
    const lines = broken(fa3, /(<P_8A>[^<]*<\/P_8A>)(\s*)(<P_8B>[^<]*<\/P_8B>)/, '$3$2$1');
    expect(fa3Checker().check(lines)).toEqual([
      '/Faktura/Fa/FaWiersz: unexpected element P_8A (position 5); expected P_9A, P_9B, P_10, P_11, P_11A, P_11Vat, P_12, P_12_XII, P_12_Zal_15, KwotaAkcyzy, GTU, Procedura, KursWaluty, StanPrzed',
    ]);
  });

  it('fails on a missing required element', () => {
    expect(fa3Checker().check(broken(fa3, /\s*<P_15>[^<]*<\/P_15>/, ''))[0]).toMatch(
      /^\/Faktura\/Fa: unexpected element Adnotacje .*expected .*P_15/,
    );
    expect(fa3Checker().check(broken(fa3, /\s*<RodzajFaktury>VAT<\/RodzajFaktury>/, ''))[0]).toMatch(
      /^\/Faktura\/Fa: unexpected element FaWiersz \(position 9\); expected RodzajFaktury$/,
    );
    expect(fa3Checker().check(broken(fa3, /\s*<GV>2<\/GV>/, ''))).toEqual([
      '/Faktura/Podmiot2: missing element; expected GV',
    ]);
    expect(fa3Checker().check(broken(fa3, /\s*<P_23>2<\/P_23>/, ''))[0]).toMatch(
      /Adnotacje: unexpected element PMarzy .*expected P_23/,
    );
    const correction = buildFa3Xml(PL_CORRECTIVE, { generatedAt: new Date('2026-02-20T08:00:00Z') });
    expect(
      fa3Checker().check(broken(correction, /\s*<NrFaKorygowanej>[^<]*<\/NrFaKorygowanej>/, ''))[0],
    ).toMatch(/DaneFaKorygowanej: unexpected element NrKSeF .*expected NrFaKorygowanej/);
    expect(
      navInvoiceDataChecker().check(broken(nav, /\s*<invoiceSummary>[\s\S]*<\/invoiceSummary>/, '')),
    ).toEqual([
      '/InvoiceData/invoiceMain/invoice: missing element; expected productFeeSummary, invoiceSummary',
    ]);
  });

  it('fails on an element the schema does not have there', () => {
    expect(fa3Checker().check(broken(fa3, '<P_15>', '<Uwagi>x</Uwagi><P_15>'))[0]).toMatch(
      /unexpected element Uwagi/,
    );
  });

  it('fails on values outside the patterns and enumerations', () => {
    const check = (from: RegExp | string, to: string) => fa3Checker().check(broken(fa3, from, to));
    expect(check('<NIP>9510007773</NIP>', '<NIP>0510007773</NIP>')[0]).toMatch(
      /^\/Faktura\/Podmiot2\/DaneIdentyfikacyjne\/NIP: "0510007773" does not match/,
    );
    expect(check('<P_12>23</P_12>', '<P_12>24</P_12>')[0]).toMatch(
      /^\/Faktura\/Fa\/FaWiersz\/P_12: "24" is not one of 23, 22, 8, 7, 5, 4, 3, 0 KR/,
    );
    expect(check('<P_15>226.32</P_15>', '<P_15>226.324</P_15>')[0]).toMatch(
      /P_15: "226.324" (does not match|has more than 2 decimals)/,
    );
    expect(check('<P_15>226.32</P_15>', '<P_15>226,32</P_15>')[0]).toMatch(
      /P_15: "226,32" is not a valid xs:decimal/,
    );
    expect(check('<P_1>2026-02-03</P_1>', '<P_1>03.02.2026</P_1>')[0]).toMatch(
      /P_1: "03.02.2026" is not a valid xs:date/,
    );
    expect(check('<P_1>2026-02-03</P_1>', '<P_1>2051-02-03</P_1>')[0]).toMatch(
      /P_1: "2051-02-03" is above 2050-01-01/,
    );
    expect(check('<KodWaluty>PLN</KodWaluty>', '<KodWaluty>XYZ</KodWaluty>')[0]).toMatch(
      /KodWaluty: "XYZ" is not one of/,
    );
    expect(check('<RodzajFaktury>VAT</RodzajFaktury>', '<RodzajFaktury>FV</RodzajFaktury>')[0]).toMatch(
      /RodzajFaktury: "FV" is not one of VAT, KOR, ZAL/,
    );
    expect(check('<JST>2</JST>', '<JST>3</JST>')[0]).toMatch(/JST: "3" is not one of 1, 2/);
    expect(check(/<P_2>[^<]*<\/P_2>/, `<P_2>${'x'.repeat(257)}</P_2>`)[0]).toMatch(
      /P_2: .* is longer than 256/,
    );
    expect(
      navInvoiceDataChecker().check(
        broken(nav, '<base:vatCode>2</base:vatCode>', '<base:vatCode>7</base:vatCode>'),
      )[0],
    ).toMatch(/vatCode: "7" does not match/);
    expect(
      navInvoiceDataChecker().check(
        broken(nav, '<vatPercentage>0.27</vatPercentage>', '<vatPercentage>27</vatPercentage>'),
      )[0],
    ).toMatch(/vatPercentage: "27" is above 1/);
  });

  it('fails on a wrong or missing attribute of the form code', () => {
    expect(fa3Checker().check(broken(fa3, 'kodSystemowy="FA (3)"', 'kodSystemowy="FA (2)"'))).toEqual([
      '/Faktura/Naglowek/KodFormularza/@kodSystemowy: must be "FA (3)", is "FA (2)"',
    ]);
    expect(fa3Checker().check(broken(fa3, ' wersjaSchemy="1-0E"', ''))).toEqual([
      '/Faktura/Naglowek/KodFormularza: missing attribute wersjaSchemy',
    ]);
  });

  it('fails on the wrong namespace', () => {
    expect(
      fa3Checker().check(
        broken(fa3, 'http://crd.gov.pl/wzor/2025/06/25/13775/', 'http://crd.gov.pl/wzor/2023/06/29/12648/'),
      ),
    ).toEqual([
      'root element {http://crd.gov.pl/wzor/2023/06/29/12648/}Faktura is not declared by the schema',
    ]);
    // NAV's tax number parts are declared in the base schema: without the base: prefix they are wrong.
    const unprefixed = broken(
      nav,
      /<base:taxpayerId>(\d+)<\/base:taxpayerId>/,
      '<taxpayerId>$1</taxpayerId>',
    );
    expect(navInvoiceDataChecker().check(unprefixed)[0]).toMatch(
      /supplierTaxNumber: unexpected element taxpayerId .*expected taxpayerId/,
    );
  });
});
