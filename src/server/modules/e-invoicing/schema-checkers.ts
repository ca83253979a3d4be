/**
 * The two authorities' schemas as checkers (ADR 062): FA(3) for KSeF and InvoiceData for NAV,
 * read from ./schemas once per process. Used by the tests and by the KSeF simulator.
 */
import { fileURLToPath } from 'node:url';
import { loadXsdChecker, type XsdChecker } from './xsd-checker';

const folder = (name: string) => fileURLToPath(new URL(`./schemas/${name}/`, import.meta.url));

let fa3: XsdChecker | undefined;
let nav: XsdChecker | undefined;

export function fa3Checker(): XsdChecker {
  const dir = folder('fa3');
  return (fa3 ??= loadXsdChecker(
    [
      'schemat_FA(3)_v1-0E.xsd',
      'StrukturyDanych_v10-0E.xsd',
      'ElementarneTypyDanych_v10-0E.xsd',
      'KodyKrajow_v10-0E.xsd',
    ].map((file) => dir + file),
  ));
}

export function navInvoiceDataChecker(): XsdChecker {
  const dir = folder('nav');
  return (nav ??= loadXsdChecker(
    ['invoiceData.xsd', 'invoiceBase.xsd', 'common.xsd'].map((file) => dir + file),
  ));
}
