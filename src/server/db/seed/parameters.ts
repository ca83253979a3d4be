import type { LocalizedText } from '../schema';
import type { SiUnit } from './si-units';

/** Parameter definitions of the generated catalogue, with the unit their values are stored in. */
export interface ParameterSeed {
  name: string;
  names: LocalizedText;
  unit: SiUnit | null;
}

const rows: Array<[en: string, pl: string, hu: string, de: string, unit: SiUnit | null]> = [
  ['Resistance', 'Rezystancja', 'Ellenállás', 'Widerstand', 'Ω'],
  ['Tolerance', 'Tolerancja', 'Tűrés', 'Toleranz', '%'],
  ['Power', 'Moc', 'Teljesítmény', 'Leistung', 'W'],
  ['Capacitance', 'Pojemność', 'Kapacitás', 'Kapazität', 'F'],
  ['Inductance', 'Indukcyjność', 'Induktivitás', 'Induktivität', 'H'],
  ['Voltage', 'Napięcie', 'Feszültség', 'Spannung', 'V'],
  ['Current', 'Prąd', 'Áram', 'Strom', 'A'],
  ['Frequency', 'Częstotliwość', 'Frekvencia', 'Frequenz', 'Hz'],
  ['Dielectric', 'Dielektryk', 'Dielektrikum', 'Dielektrikum', null],
  ['Case', 'Obudowa', 'Tokozás', 'Gehäuse', null],
  ['Mounting', 'Montaż', 'Szerelés', 'Montage', null],
  ['Operating temperature', 'Temperatura pracy', 'Üzemi hőmérséklet', 'Betriebstemperatur', null],
  ['Type', 'Rodzaj', 'Típus', 'Typ', null],
  ['Polarisation', 'Polaryzacja', 'Polaritás', 'Polarität', null],
  ['Number of pins', 'Liczba pinów', 'Érintkezők száma', 'Anzahl der Pins', null],
  ['Pitch', 'Raster', 'Raszter', 'Rastermaß', 'm'],
  ['Colour', 'Kolor', 'Szín', 'Farbe', null],
  ['Wavelength', 'Długość fali', 'Hullámhossz', 'Wellenlänge', 'nm'],
  ['Luminous intensity', 'Światłość', 'Fényerősség', 'Lichtstärke', 'mcd'],
  ['Cross-section', 'Przekrój', 'Keresztmetszet', 'Querschnitt', null],
  ['Length', 'Długość', 'Hossz', 'Länge', 'm'],
  ['Contacts', 'Układ styków', 'Érintkezők', 'Kontaktanordnung', null],
  ['Output voltage', 'Napięcie wyjściowe', 'Kimeneti feszültség', 'Ausgangsspannung', 'V'],
  ['Interface', 'Interfejs', 'Interfész', 'Schnittstelle', null],
  ['Memory', 'Pamięć', 'Memória', 'Speicher', null],
  ['Capacity', 'Pojemność baterii', 'Kapacitás (akku)', 'Kapazität (Akku)', 'Ah'],
  ['Dimensions', 'Wymiary', 'Méretek', 'Abmessungen', null],
  ['Material', 'Materiał', 'Anyag', 'Material', null],
];

export const PARAMETERS: readonly ParameterSeed[] = rows.map(([en, pl, hu, de, unit]) => ({
  name: en,
  names: { en, pl, hu, de },
  unit,
}));
