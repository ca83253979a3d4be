/**
 * Messages of the documents the shop makes (spec §2 /Document/{token}/{file_name}): the datasheet
 * PDF. English is the source; the other languages have exactly the same keys (the type says so).
 */
import type { Catalogue } from '../catalogue-shape';

const en = {
  certificate: {
    notShipped: 'The order has not shipped yet: its certificate of conformity is issued with the shipment.',
    noSuchLine: 'The order has no line {{position}}.',
    positions: 'Name the lines by their numbers, separated by commas (e.g. 1,3).',
  },
  order: {
    deliveryNote: 'Delivery note',
    conformity: 'Certificate of conformity',
    proforma: 'Proforma invoice',
    number: 'No. {{number}}',
    order: 'Order',
    customerOrder: 'Your order number',
    date: 'Date',
    seller: 'Supplier',
    recipient: 'Recipient',
    buyer: 'Buyer',
    position: 'No.',
    symbol: 'Symbol',
    manufacturer: 'Manufacturer part number',
    description: 'Description',
    quantity: 'Qty',
    statement:
      'We declare under our sole responsibility that the products listed below, supplied with the order named above, are new, come from the manufacturers’ authorised distribution and conform to the manufacturers’ specifications and to the requirements of the RoHS directive 2011/65/EU as declared by their manufacturers.',
    signature: 'Quality assurance, Component Shop sp. z o.o.',
    received: 'Goods received (date, signature)',
    footer: 'Component Shop · {{title}} {{number}} · page {{page}} of {{pages}}',
  },
  datasheet: {
    kind: 'Datasheet',
    symbol: 'Symbol',
    manufacturer: 'Manufacturer',
    manufacturerSymbol: 'Manufacturer part number',
    category: 'Category',
    description: 'Description',
    parameters: 'Parameters',
    parameter: 'Parameter',
    value: 'Value',
    noParameters: 'The catalogue lists no parameters for this product.',
    outline: 'Package outline',
    outlineGeneric: 'Generic outline, {{view}}',
    view: { top: 'top view', front: 'front view', side: 'side view' },
    outlineNote:
      'The drawing is indicative and not to scale. Check the manufacturer’s documentation before designing a circuit board.',
    footer: 'Component Shop datasheet {{symbol}}, made from the catalogue data. Page {{page}} of {{pages}}.',
  },
};

const pl: Catalogue<typeof en> = {
  certificate: {
    notShipped: 'Zamówienie nie zostało jeszcze wysłane: certyfikat zgodności wystawiamy z wysyłką.',
    noSuchLine: 'Zamówienie nie ma pozycji {{position}}.',
    positions: 'Podaj numery pozycji oddzielone przecinkami (np. 1,3).',
  },
  order: {
    deliveryNote: 'Dowód dostawy (WZ)',
    conformity: 'Świadectwo zgodności',
    proforma: 'Faktura pro forma',
    number: 'Nr {{number}}',
    order: 'Zamówienie',
    customerOrder: 'Twój numer zamówienia',
    date: 'Data',
    seller: 'Dostawca',
    recipient: 'Odbiorca',
    buyer: 'Nabywca',
    position: 'Lp.',
    symbol: 'Symbol',
    manufacturer: 'Symbol producenta',
    description: 'Opis',
    quantity: 'Ilość',
    statement:
      'Oświadczamy na własną odpowiedzialność, że wymienione niżej produkty, dostarczone w ramach powyższego zamówienia, są nowe, pochodzą z autoryzowanej dystrybucji producentów i są zgodne ze specyfikacjami producentów oraz z wymaganiami dyrektywy RoHS 2011/65/UE w zakresie deklarowanym przez producentów.',
    signature: 'Dział jakości, Component Shop sp. z o.o.',
    received: 'Towar odebrano (data, podpis)',
    footer: 'Component Shop · {{title}} {{number}} · strona {{page}} z {{pages}}',
  },
  datasheet: {
    kind: 'Karta katalogowa',
    symbol: 'Symbol',
    manufacturer: 'Producent',
    manufacturerSymbol: 'Symbol producenta',
    category: 'Kategoria',
    description: 'Opis',
    parameters: 'Parametry',
    parameter: 'Parametr',
    value: 'Wartość',
    noParameters: 'Katalog nie podaje parametrów tego produktu.',
    outline: 'Zarys obudowy',
    outlineGeneric: 'Zarys ogólny, {{view}}',
    view: { top: 'widok z góry', front: 'widok z przodu', side: 'widok z boku' },
    outlineNote:
      'Rysunek jest poglądowy i nie zachowuje skali. Przed projektowaniem płytki drukowanej sprawdź dokumentację producenta.',
    footer:
      'Karta katalogowa {{symbol}} sklepu Component Shop, sporządzona z danych katalogu. Strona {{page}} z {{pages}}.',
  },
};

const hu: Catalogue<typeof en> = {
  certificate: {
    notShipped:
      'A rendelést még nem szállítottuk ki: a megfelelőségi tanúsítványt a szállítással állítjuk ki.',
    noSuchLine: 'A rendelésnek nincs {{position}}. tétele.',
    positions: 'Adja meg a tételek számát vesszővel elválasztva (pl. 1,3).',
  },
  order: {
    deliveryNote: 'Szállítólevél',
    conformity: 'Megfelelőségi tanúsítvány',
    proforma: 'Díjbekérő',
    number: 'Szám: {{number}}',
    order: 'Rendelés',
    customerOrder: 'Az Ön rendelésszáma',
    date: 'Dátum',
    seller: 'Szállító',
    recipient: 'Címzett',
    buyer: 'Vevő',
    position: 'Ssz.',
    symbol: 'Cikkszám',
    manufacturer: 'Gyártói cikkszám',
    description: 'Leírás',
    quantity: 'Menny.',
    statement:
      'Kizárólagos felelősségünk tudatában kijelentjük, hogy az alább felsorolt, a fenti rendeléssel szállított termékek újak, a gyártók hivatalos disztribúciójából származnak, és megfelelnek a gyártók specifikációinak, valamint a 2011/65/EU RoHS-irányelv követelményeinek a gyártók nyilatkozata szerint.',
    signature: 'Minőségbiztosítás, Component Shop sp. z o.o.',
    received: 'Az árut átvettem (dátum, aláírás)',
    footer: 'Component Shop · {{title}} {{number}} · {{page}}. oldal / {{pages}}',
  },
  datasheet: {
    kind: 'Adatlap',
    symbol: 'Cikkszám',
    manufacturer: 'Gyártó',
    manufacturerSymbol: 'Gyártói cikkszám',
    category: 'Kategória',
    description: 'Leírás',
    parameters: 'Paraméterek',
    parameter: 'Paraméter',
    value: 'Érték',
    noParameters: 'A katalógus nem ad meg paramétereket ehhez a termékhez.',
    outline: 'Tokozás körvonala',
    outlineGeneric: 'Általános körvonal, {{view}}',
    view: { top: 'felülnézet', front: 'elölnézet', side: 'oldalnézet' },
    outlineNote:
      'A rajz tájékoztató jellegű, nem méretarányos. Nyomtatott áramkör tervezése előtt ellenőrizze a gyártó dokumentációját.',
    footer:
      'A Component Shop {{symbol}} adatlapja, a katalógus adataiból készült. {{page}}. oldal / {{pages}}.',
  },
};

const de: Catalogue<typeof en> = {
  certificate: {
    notShipped:
      'Die Bestellung ist noch nicht versandt: Die Konformitätsbescheinigung wird mit dem Versand ausgestellt.',
    noSuchLine: 'Die Bestellung hat keine Position {{position}}.',
    positions: 'Nennen Sie die Positionen mit ihren Nummern, durch Kommas getrennt (z. B. 1,3).',
  },
  order: {
    deliveryNote: 'Lieferschein',
    conformity: 'Konformitätsbescheinigung',
    proforma: 'Proformarechnung',
    number: 'Nr. {{number}}',
    order: 'Bestellung',
    customerOrder: 'Ihre Bestellnummer',
    date: 'Datum',
    seller: 'Lieferant',
    recipient: 'Empfänger',
    buyer: 'Käufer',
    position: 'Pos.',
    symbol: 'Symbol',
    manufacturer: 'Herstellerteilenummer',
    description: 'Beschreibung',
    quantity: 'Menge',
    statement:
      'Wir erklären in alleiniger Verantwortung, dass die unten aufgeführten, mit der oben genannten Bestellung gelieferten Produkte neu sind, aus der autorisierten Distribution der Hersteller stammen und den Spezifikationen der Hersteller sowie den Anforderungen der RoHS-Richtlinie 2011/65/EU entsprechen, wie von den Herstellern erklärt.',
    signature: 'Qualitätssicherung, Component Shop sp. z o.o.',
    received: 'Ware erhalten (Datum, Unterschrift)',
    footer: 'Component Shop · {{title}} {{number}} · Seite {{page}} von {{pages}}',
  },
  datasheet: {
    kind: 'Datenblatt',
    symbol: 'Artikelnummer',
    manufacturer: 'Hersteller',
    manufacturerSymbol: 'Herstellerteilenummer',
    category: 'Kategorie',
    description: 'Beschreibung',
    parameters: 'Parameter',
    parameter: 'Parameter',
    value: 'Wert',
    noParameters: 'Der Katalog nennt für dieses Produkt keine Parameter.',
    outline: 'Gehäuseumriss',
    outlineGeneric: 'Allgemeiner Umriss, {{view}}',
    view: { top: 'Draufsicht', front: 'Vorderansicht', side: 'Seitenansicht' },
    outlineNote:
      'Die Zeichnung dient nur zur Orientierung und ist nicht maßstäblich. Prüfen Sie vor dem Leiterplattenentwurf die Unterlagen des Herstellers.',
    footer:
      'Datenblatt {{symbol}} von Component Shop, erstellt aus den Katalogdaten. Seite {{page}} von {{pages}}.',
  },
};

export const documentsMessages = { en, pl, hu, de };
