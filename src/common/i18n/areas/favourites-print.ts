/**
 * Messages of a saved list's print page and PDF (issue 17: print and export by directory and by
 * public token). English is the source; the other languages have exactly the same keys.
 */
import type { Catalogue } from '../catalogue-shape';

const en = {
  customerSymbol: 'Your symbol',
  documentLabel: 'Saved list',
  generated: 'Prices as of {{date}}',
  market: 'Market: {{market}}, net prices in {{currency}}',
  products: '{{count}} products',
  products_one: '{{count}} product',
  page: 'Page {{page}} of {{pages}}',
  total: 'Total net value: {{total}}',
  unpriced: '{{count}} products without a price are not in the total.',
  unpriced_one: '{{count}} product without a price is not in the total.',
  print: 'Print',
  printList: 'Print the list',
  pdf: 'PDF',
  back: 'Back to the list',
  title: 'Print: {{name}}',
};

const pl: Catalogue<typeof en> = {
  customerSymbol: 'Twój symbol',
  documentLabel: 'Lista ulubionych',
  generated: 'Ceny z dnia {{date}}',
  market: 'Rynek: {{market}}, ceny netto w {{currency}}',
  products: 'Produkty: {{count}}',
  page: 'Strona {{page}} z {{pages}}',
  total: 'Łączna wartość netto: {{total}}',
  unpriced: 'Produkty bez ceny, niewliczone do sumy: {{count}}.',
  print: 'Drukuj',
  printList: 'Drukuj listę',
  pdf: 'PDF',
  back: 'Wróć do listy',
  title: 'Wydruk: {{name}}',
};

const de: Catalogue<typeof en> = {
  customerSymbol: 'Ihre Artikelnummer',
  documentLabel: 'Merkliste',
  generated: 'Preise vom {{date}}',
  market: 'Markt: {{market}}, Nettopreise in {{currency}}',
  products: '{{count}} Produkte',
  products_one: '{{count}} Produkt',
  page: 'Seite {{page}} von {{pages}}',
  total: 'Nettogesamtwert: {{total}}',
  unpriced: '{{count}} Produkte ohne Preis sind nicht in der Summe enthalten.',
  unpriced_one: '{{count}} Produkt ohne Preis ist nicht in der Summe enthalten.',
  print: 'Drucken',
  printList: 'Liste drucken',
  pdf: 'PDF',
  back: 'Zurück zur Liste',
  title: 'Druck: {{name}}',
};

const hu: Catalogue<typeof en> = {
  customerSymbol: 'Saját cikkszám',
  documentLabel: 'Mentett lista',
  generated: 'Árak ekkor: {{date}}',
  market: 'Piac: {{market}}, nettó árak, pénznem: {{currency}}',
  products: 'Termékek: {{count}}',
  page: '{{page}}. oldal / {{pages}}',
  total: 'Nettó összérték: {{total}}',
  unpriced: 'Ár nélküli termékek, amelyek nem szerepelnek az összegben: {{count}}.',
  print: 'Nyomtatás',
  printList: 'A lista nyomtatása',
  pdf: 'PDF',
  back: 'Vissza a listához',
  title: 'Nyomtatás: {{name}}',
};

export const favouritesPrintMessages = { en, pl, hu, de };
