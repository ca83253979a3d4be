/**
 * Messages of the documents the shop makes (spec §2 /Document/{token}/{file_name}): the datasheet
 * PDF. English is the source; the other languages have exactly the same keys (the type says so).
 */
import type { Catalogue } from '../catalogue-shape';

const en = {
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
