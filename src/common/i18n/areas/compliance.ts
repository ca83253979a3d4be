/**
 * Messages of product lifecycle and compliance data (issue 22, ADR 075): the lifecycle badge and
 * notice, the "Environmental & export classifications" section, the lifecycle and RoHS filters.
 * Mounted as `compliance.*` in each catalogue.
 */

const en = {
  facet: { lifecycle: 'Lifecycle', rohs: 'RoHS' },
  lifecycle: {
    active: 'Active',
    nrnd: 'Not recommended for new designs',
    ltb: 'Last-time buy',
    obsolete: 'Obsolete',
  },
  badge: { nrnd: 'NRND', ltb: 'Last-time buy', obsolete: 'Obsolete' },
  ltbUntil: 'Last-time buy until {{date}}',
  ltbEnded: 'Last-time buy ended on {{date}}',
  notice: {
    nrnd: 'The manufacturer does not recommend this part for new designs. It is still made and sold.',
    ltb: 'The manufacturer is discontinuing this part. Last orders are taken until {{date}}.',
    ltbEnded: 'The last-time buy of this part ended on {{date}}. What is in stock can still be ordered.',
    obsolete: 'This part is no longer made. What is in stock can still be ordered.',
  },
  replacement: 'Recommended replacement',
  replacementPending: 'not in our catalogue yet',
  rohs: {
    compliant: 'Compliant',
    exemption: 'Compliant with exemption',
    not_compliant: 'Not compliant',
    unknown: 'Unknown',
  },
  reach: { svhc_free: 'SVHC-free', contains_svhc: 'Contains SVHC', unknown: 'Unknown' },
  msl: {
    level1: '1 (unlimited floor life)',
    level2: '2 (1 year)',
    level3: '3 (168 hours)',
    level4: '4 (72 hours)',
    level5: '5 (48 hours)',
    level6: '6 (bake before use)',
  },
  section: {
    title: 'Environmental & export classifications',
    attribute: 'Attribute',
    description: 'Description',
    lifecycle: 'Lifecycle status',
    rohs: 'RoHS status',
    reach: 'REACH status',
    eccn: 'ECCN',
    hts: 'HTSUS',
    origin: 'Country of origin',
    msl: 'Moisture sensitivity level (MSL)',
    notGiven: 'Not given',
  },
};

type Messages = typeof en;

const pl: Messages = {
  facet: { lifecycle: 'Cykl życia', rohs: 'RoHS' },
  lifecycle: {
    active: 'Aktywny',
    nrnd: 'Niezalecany do nowych projektów',
    ltb: 'Ostatnie zamówienia',
    obsolete: 'Wycofany',
  },
  badge: { nrnd: 'NRND', ltb: 'Ostatnie zamówienia', obsolete: 'Wycofany' },
  ltbUntil: 'Ostatnie zamówienia do {{date}}',
  ltbEnded: 'Ostatnie zamówienia zakończone {{date}}',
  notice: {
    nrnd: 'Producent nie zaleca tego elementu do nowych projektów. Jest nadal produkowany i sprzedawany.',
    ltb: 'Producent wycofuje ten element. Ostatnie zamówienia przyjmujemy do {{date}}.',
    ltbEnded:
      'Ostatnie zamówienia na ten element zakończyły się {{date}}. Stan magazynowy można nadal zamówić.',
    obsolete: 'Ten element nie jest już produkowany. Stan magazynowy można nadal zamówić.',
  },
  replacement: 'Zalecany zamiennik',
  replacementPending: 'jeszcze nie ma go w naszym katalogu',
  rohs: {
    compliant: 'Zgodny',
    exemption: 'Zgodny z wyłączeniem',
    not_compliant: 'Niezgodny',
    unknown: 'Nieznany',
  },
  reach: { svhc_free: 'Bez SVHC', contains_svhc: 'Zawiera SVHC', unknown: 'Nieznany' },
  msl: {
    level1: '1 (nieograniczony czas)',
    level2: '2 (1 rok)',
    level3: '3 (168 godzin)',
    level4: '4 (72 godziny)',
    level5: '5 (48 godzin)',
    level6: '6 (wygrzać przed użyciem)',
  },
  section: {
    title: 'Klasyfikacje środowiskowe i eksportowe',
    attribute: 'Cecha',
    description: 'Opis',
    lifecycle: 'Cykl życia',
    rohs: 'Status RoHS',
    reach: 'Status REACH',
    eccn: 'ECCN',
    hts: 'HTSUS',
    origin: 'Kraj pochodzenia',
    msl: 'Poziom wrażliwości na wilgoć (MSL)',
    notGiven: 'Brak danych',
  },
};

const de: Messages = {
  facet: { lifecycle: 'Lebenszyklus', rohs: 'RoHS' },
  lifecycle: {
    active: 'Aktiv',
    nrnd: 'Nicht für Neuentwicklungen empfohlen',
    ltb: 'Letztkauf',
    obsolete: 'Abgekündigt',
  },
  badge: { nrnd: 'NRND', ltb: 'Letztkauf', obsolete: 'Abgekündigt' },
  ltbUntil: 'Letztkauf bis {{date}}',
  ltbEnded: 'Letztkauf endete am {{date}}',
  notice: {
    nrnd: 'Der Hersteller empfiehlt dieses Bauteil nicht für Neuentwicklungen. Es wird weiter gefertigt und verkauft.',
    ltb: 'Der Hersteller kündigt dieses Bauteil ab. Letzte Bestellungen bis {{date}}.',
    ltbEnded: 'Der Letztkauf dieses Bauteils endete am {{date}}. Der Lagerbestand kann noch bestellt werden.',
    obsolete: 'Dieses Bauteil wird nicht mehr gefertigt. Der Lagerbestand kann noch bestellt werden.',
  },
  replacement: 'Empfohlener Ersatz',
  replacementPending: 'noch nicht in unserem Katalog',
  rohs: {
    compliant: 'Konform',
    exemption: 'Konform mit Ausnahme',
    not_compliant: 'Nicht konform',
    unknown: 'Unbekannt',
  },
  reach: { svhc_free: 'SVHC-frei', contains_svhc: 'Enthält SVHC', unknown: 'Unbekannt' },
  msl: {
    level1: '1 (unbegrenzte Lagerzeit)',
    level2: '2 (1 Jahr)',
    level3: '3 (168 Stunden)',
    level4: '4 (72 Stunden)',
    level5: '5 (48 Stunden)',
    level6: '6 (vor Gebrauch trocknen)',
  },
  section: {
    title: 'Umwelt- und Exportklassifizierungen',
    attribute: 'Merkmal',
    description: 'Beschreibung',
    lifecycle: 'Lebenszyklus',
    rohs: 'RoHS-Status',
    reach: 'REACH-Status',
    eccn: 'ECCN',
    hts: 'HTSUS',
    origin: 'Ursprungsland',
    msl: 'Feuchtigkeitsempfindlichkeit (MSL)',
    notGiven: 'Keine Angabe',
  },
};

const hu: Messages = {
  facet: { lifecycle: 'Életciklus', rohs: 'RoHS' },
  lifecycle: {
    active: 'Aktív',
    nrnd: 'Új tervekhez nem ajánlott',
    ltb: 'Utolsó rendelés',
    obsolete: 'Megszűnt',
  },
  badge: { nrnd: 'NRND', ltb: 'Utolsó rendelés', obsolete: 'Megszűnt' },
  ltbUntil: 'Utolsó rendelés eddig: {{date}}',
  ltbEnded: 'Az utolsó rendelés lezárult: {{date}}',
  notice: {
    nrnd: 'A gyártó új tervekhez nem ajánlja ezt az alkatrészt. Továbbra is gyártják és forgalmazzák.',
    ltb: 'A gyártó megszünteti ezt az alkatrészt. Utolsó rendelések eddig: {{date}}.',
    ltbEnded: 'Az alkatrész utolsó rendelési ideje lezárult: {{date}}. A raktárkészlet még rendelhető.',
    obsolete: 'Ezt az alkatrészt már nem gyártják. A raktárkészlet még rendelhető.',
  },
  replacement: 'Ajánlott helyettesítő',
  replacementPending: 'még nincs a katalógusunkban',
  rohs: {
    compliant: 'Megfelel',
    exemption: 'Mentességgel megfelel',
    not_compliant: 'Nem felel meg',
    unknown: 'Ismeretlen',
  },
  reach: { svhc_free: 'SVHC-mentes', contains_svhc: 'SVHC-t tartalmaz', unknown: 'Ismeretlen' },
  msl: {
    level1: '1 (korlátlan ideig)',
    level2: '2 (1 év)',
    level3: '3 (168 óra)',
    level4: '4 (72 óra)',
    level5: '5 (48 óra)',
    level6: '6 (használat előtt szárítandó)',
  },
  section: {
    title: 'Környezetvédelmi és exportbesorolások',
    attribute: 'Jellemző',
    description: 'Leírás',
    lifecycle: 'Életciklus',
    rohs: 'RoHS-állapot',
    reach: 'REACH-állapot',
    eccn: 'ECCN',
    hts: 'HTSUS',
    origin: 'Származási ország',
    msl: 'Nedvességérzékenységi szint (MSL)',
    notGiven: 'Nincs megadva',
  },
};

export const complianceMessages = { en, pl, de, hu };
