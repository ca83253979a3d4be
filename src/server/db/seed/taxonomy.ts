import type { LocalizedText } from '../schema';
import { capacitorCode3, E12, E6, inductorCode3, resistorRkm, seriesValues } from './e-series';
import * as named from './named-parts';
import {
  ceramicChipCapacitors,
  chipResistors,
  connectors,
  electrolyticCapacitors,
  leds,
  namedParts,
  powerInductors,
  q,
  t,
  thtResistors,
  valueRange,
  variants,
  wires,
  type PartFamily,
  type Series,
} from './part-families';

/**
 * The category tree of the generated catalogue: three levels, names in every UI language, and for
 * each leaf the family of parts it holds and its share of the products (weight).
 */
export interface CategoryNode {
  names: LocalizedText;
  children?: CategoryNode[];
  leaf?: { family: PartFamily; weight: number };
}

function names(spec: string): LocalizedText {
  const [en, pl, hu, de] = spec.split('|');
  return { en, pl, hu, de };
}
function group(spec: string, children: CategoryNode[]): CategoryNode {
  return { names: names(spec), children };
}
function leaf(spec: string, family: PartFamily, weight = 1): CategoryNode {
  return { names: names(spec), leaf: { family, weight } };
}
/** "bourns:3386P-,vishay:T73YA" → series list. */
function series(spec: string): Series[] {
  return spec.split(',').map((entry) => entry.split(':') as Series);
}
const plain = (v: number) => String(v).replace('.', 'V');
const amps = (v: number) => (v < 1 ? `${Math.round(v * 1000)}MA` : `${String(v).replace('.', 'A')}A`);
const items = (
  entries: Array<[string, string]>,
  parameter = 'Type',
): Array<[string, ReturnType<typeof t>[]]> =>
  entries.map(([code, display]) => [code, [t(parameter, display)]]);
/** IEC 60757 colour codes, as used in part-number suffixes. */
const COLOUR_CODES: Record<string, string> = {
  black: 'BK',
  blue: 'BU',
  red: 'RD',
  green: 'GN',
  white: 'WH',
  yellow: 'YE',
  grey: 'GY',
  orange: 'OG',
  transparent: 'TR',
  natural: 'NT',
  'warm white': 'WW',
  RGB: 'RGB',
  'yellow-green': 'YG',
};
const colourCode = (colour: string) => COLOUR_CODES[colour] ?? colour.toUpperCase();
const colours = (...names: string[]): Array<[string, string]> => names.map((c) => [`-${colourCode(c)}`, c]);

export const CATEGORY_TREE: CategoryNode[] = [
  group('Passive components|Elementy pasywne|Passzív alkatrészek|Passive Bauelemente', [
    group('Resistors|Rezystory|Ellenállások|Widerstände', [
      leaf('SMD resistors|Rezystory SMD|SMD ellenállások|SMD-Widerstände', chipResistors(), 12),
      leaf('THT resistors|Rezystory THT|THT ellenállások|THT-Widerstände', thtResistors(), 5),
      leaf(
        'Power resistors|Rezystory mocy|Teljesítmény-ellenállások|Leistungswiderstände',
        valueRange({
          name: 'Resistor: wire-wound',
          series: series('vishay:AC,te-connectivity:SQP,bourns:PWR'),
          price: [0.8, 12],
          main: { parameter: 'Resistance', unit: 'Ω', values: seriesValues(E12, -1, 4), code: resistorRkm },
          second: { parameter: 'Power', unit: 'W', values: [2, 5, 10, 25, 50, 100], code: (w) => `${w}W` },
          fixed: [t('Mounting', 'THT'), { name: 'Tolerance', valueSi: 5, display: '±5 %' }],
        }),
        2,
      ),
      leaf(
        'Resistor networks|Drabinki rezystorowe|Ellenállás-hálózatok|Widerstandsnetzwerke',
        valueRange({
          name: 'Resistor network: Y',
          series: series('bourns:4608X-101-,yageo:YC164-JR-07'),
          price: [0.15, 1.2],
          main: { parameter: 'Resistance', unit: 'Ω', values: seriesValues(E12, 1, 5), code: resistorRkm },
          second: { parameter: 'Number of pins', unit: null, values: [4, 6, 8, 10], code: (n) => `P${n}` },
        }),
      ),
      leaf(
        'Potentiometers|Potencjometry|Potenciométerek|Potentiometer',
        valueRange({
          name: 'Potentiometer: shaft; single turn',
          series: series('bourns:PTV09A-,panasonic:EVJ-'),
          price: [1.5, 9],
          main: {
            parameter: 'Resistance',
            unit: 'Ω',
            values: [1e3, 2.2e3, 4.7e3, 1e4, 2.2e4, 4.7e4, 1e5, 2.2e5, 4.7e5, 1e6],
            code: resistorRkm,
          },
          second: {
            parameter: 'Type',
            unit: null,
            values: ['linear', 'logarithmic'],
            code: (v) => (v === 'linear' ? 'B' : 'A'),
          },
        }),
      ),
      leaf(
        'Trimmers|Potencjometry montażowe|Trimmer potenciométerek|Trimmpotentiometer',
        valueRange({
          name: 'Potentiometer: mounting; multiturn',
          series: series('bourns:3296W-1-,vishay:T93YA,bourns:3386P-1-'),
          price: [0.8, 6],
          main: {
            parameter: 'Resistance',
            unit: 'Ω',
            values: seriesValues([1, 2, 5], 1, 6),
            code: resistorRkm,
          },
          second: {
            parameter: 'Power',
            unit: 'W',
            values: [0.25, 0.5],
            code: (w) => (w === 0.5 ? 'H' : 'L'),
          },
        }),
      ),
      leaf(
        'Thermistors|Termistory|Termisztorok|Thermistoren',
        valueRange({
          name: 'Thermistor: NTC',
          series: series('tdk:B57164K,vishay:NTCLE100E3,murata:NCP18XH'),
          price: [0.3, 3],
          main: { parameter: 'Resistance', unit: 'Ω', values: seriesValues(E6, 2, 5), code: resistorRkm },
          second: { parameter: 'Tolerance', unit: '%', values: [1, 3, 5], code: (p) => `T${p}` },
        }),
      ),
      leaf(
        'Varistors|Warystory|Varisztorok|Varistoren',
        valueRange({
          name: 'Varistor: metal-oxide',
          series: series('tdk:S10K,littelfuse:V14E,bourns:MOV-20D'),
          price: [0.4, 4],
          main: {
            parameter: 'Voltage',
            unit: 'V',
            values: [
              11, 14, 17, 20, 25, 30, 35, 40, 50, 60, 75, 95, 130, 150, 175, 230, 250, 275, 300, 320, 385,
              420, 460, 510, 550, 625,
            ],
            code: (v) => String(v),
          },
          second: {
            parameter: 'Case',
            unit: null,
            values: ['Ø7mm', 'Ø10mm', 'Ø14mm', 'Ø20mm'],
            code: (c) => String(c).replace(/\D/g, ''),
          },
        }),
      ),
    ]),
    group('Capacitors|Kondensatory|Kondenzátorok|Kondensatoren', [
      leaf(
        'MLCC capacitors|Kondensatory MLCC|MLCC kondenzátorok|MLCC-Kondensatoren',
        ceramicChipCapacitors(),
        12,
      ),
      leaf(
        'Aluminium electrolytic capacitors|Kondensatory elektrolityczne|Alumínium elektrolit kondenzátorok|Aluminium-Elektrolytkondensatoren',
        electrolyticCapacitors(),
        5,
      ),
      leaf(
        'Tantalum capacitors|Kondensatory tantalowe|Tantál kondenzátorok|Tantalkondensatoren',
        valueRange({
          name: 'Capacitor: tantalum',
          series: series('kemet:T491,vishay:293D,panasonic:ECS-T'),
          price: [0.3, 4],
          moq: [10, 10],
          main: {
            parameter: 'Capacitance',
            unit: 'F',
            values: seriesValues(E6, -7, -5),
            code: capacitorCode3,
          },
          second: {
            parameter: 'Voltage',
            unit: 'V',
            values: [6.3, 10, 16, 25, 35, 50],
            code: (v) => `${plain(Number(v))}V`,
          },
          fixed: [t('Mounting', 'SMD'), t('Case', 'case B')],
        }),
        2,
      ),
      leaf(
        'Film capacitors|Kondensatory foliowe|Fóliakondenzátorok|Folienkondensatoren',
        valueRange({
          name: 'Capacitor: polyester',
          series: series('kemet:R82DC,vishay:MKT1820,tdk:B32529C'),
          price: [0.3, 3],
          moq: [5, 5],
          main: {
            parameter: 'Capacitance',
            unit: 'F',
            values: seriesValues(E6, -9, -6),
            code: capacitorCode3,
          },
          second: { parameter: 'Voltage', unit: 'V', values: [63, 100, 250, 400, 630], code: (v) => `${v}` },
          fixed: [t('Mounting', 'THT'), t('Dielectric', 'polyester')],
        }),
        2,
      ),
      leaf(
        'Supercapacitors|Superkondensatory|Szuperkondenzátorok|Superkondensatoren',
        valueRange({
          name: 'Capacitor: electrolytic; supercapacitor',
          series: series('panasonic:EEC-F5R,kemet:FC0H,wurth:8500'),
          price: [3, 40],
          main: {
            parameter: 'Capacitance',
            unit: 'F',
            values: [0.1, 0.22, 0.47, 1, 1.5, 3.3, 5, 10, 22, 50, 100],
            code: (f) => String(f).replace('.', 'R'),
          },
          second: {
            parameter: 'Voltage',
            unit: 'V',
            values: [2.7, 5.5],
            code: (v) => `${plain(Number(v))}V`,
          },
        }),
      ),
      leaf(
        'Ceramic THT capacitors|Kondensatory ceramiczne THT|THT kerámia kondenzátorok|Keramikkondensatoren THT',
        valueRange({
          name: 'Capacitor: ceramic; THT',
          series: series('kemet:C320C,vishay:K104K15,tdk:FG28'),
          price: [0.08, 0.8],
          moq: [10, 10],
          main: {
            parameter: 'Capacitance',
            unit: 'F',
            values: seriesValues(E6, -12, -7),
            code: capacitorCode3,
          },
          second: { parameter: 'Voltage', unit: 'V', values: [50, 100, 500], code: (v) => `${v}V` },
        }),
      ),
    ]),
    group('Inductors|Indukcyjności|Induktivitások|Induktivitäten', [
      leaf(
        'SMD power inductors|Dławiki mocy SMD|SMD teljesítmény-induktivitások|SMD-Speicherdrosseln',
        powerInductors(),
        3,
      ),
      leaf(
        'THT inductors|Dławiki THT|THT induktivitások|THT-Drosseln',
        valueRange({
          name: 'Inductor: wire; THT',
          series: series('bourns:RLB0912-,wurth:7447462,tdk:TSL0709RA-'),
          price: [0.4, 4],
          main: {
            parameter: 'Inductance',
            unit: 'H',
            values: seriesValues(E12, -6, -3),
            code: inductorCode3,
          },
          second: {
            parameter: 'Case',
            unit: null,
            values: ['Ø7x9mm', 'Ø9x12mm', 'Ø12x15mm'],
            code: (c) => String(c).slice(1, 2),
          },
        }),
      ),
      leaf(
        'Ferrite beads|Koraliki ferrytowe|Ferritgyöngyök|Ferritperlen',
        valueRange({
          name: 'Ferrite: bead',
          series: series('murata:BLM18,wurth:7427927,tdk:MPZ1608S'),
          price: [0.02, 0.3],
          moq: [50, 50],
          main: {
            parameter: 'Resistance',
            unit: 'Ω',
            values: [30, 60, 120, 220, 330, 470, 600, 1000, 1500, 2200],
            code: (r) => `${r}R`,
          },
          second: {
            parameter: 'Case',
            unit: null,
            values: ['0402', '0603', '0805', '1206'],
            code: (c) => String(c),
          },
        }),
      ),
      leaf(
        'Common mode chokes|Dławiki skompensowane|Közös módusú fojtók|Stromkompensierte Drosseln',
        valueRange({
          name: 'Inductor: common mode',
          series: series('wurth:744821,tdk:B82721K,bourns:SRF0905-'),
          price: [1.5, 12],
          main: { parameter: 'Inductance', unit: 'H', values: seriesValues(E6, -4, -2), code: inductorCode3 },
          second: {
            parameter: 'Current',
            unit: 'A',
            values: [0.5, 1, 2, 4, 6],
            code: (a) => amps(Number(a)),
          },
        }),
      ),
    ]),
    group(
      'Crystals and oscillators|Rezonatory i generatory|Kvarcok és oszcillátorok|Quarze und Oszillatoren',
      [
        leaf(
          'Quartz crystals|Rezonatory kwarcowe|Kvarckristályok|Schwingquarze',
          valueRange({
            name: 'Resonator: quartz',
            series: series('murata:XRCGB,tdk:HC49-,wurth:830'),
            price: [0.5, 4],
            main: {
              parameter: 'Frequency',
              unit: 'Hz',
              values: [
                32.768e3, 4e6, 8e6, 10e6, 11.0592e6, 12e6, 16e6, 20e6, 24e6, 25e6, 27e6, 32e6, 40e6, 48e6,
              ],
              code: (f) => `${(f / 1e6).toFixed(3)}M`,
            },
            second: {
              parameter: 'Case',
              unit: null,
              values: ['HC49/U', 'HC49/S', 'SMD 3225', 'SMD 5032'],
              code: (c) => String(c).replace(/\W/g, ''),
            },
          }),
        ),
        leaf(
          'Oscillators|Generatory|Oszcillátorok|Oszillatoren',
          valueRange({
            name: 'Generator: quartz',
            series: series('tdk:XO53-,microchip:DSC1001C'),
            price: [2, 12],
            main: {
              parameter: 'Frequency',
              unit: 'Hz',
              values: [1e6, 4e6, 8e6, 10e6, 12e6, 16e6, 20e6, 24e6, 25e6, 33.333e6, 40e6, 50e6, 100e6],
              code: (f) => `${(f / 1e6).toFixed(3)}M`,
            },
            second: { parameter: 'Voltage', unit: 'V', values: [1.8, 3.3, 5], code: (v) => plain(Number(v)) },
          }),
        ),
        leaf(
          'Ceramic resonators|Rezonatory ceramiczne|Kerámia rezonátorok|Keramikresonatoren',
          valueRange({
            name: 'Resonator: ceramic',
            series: series('murata:CSTLS,murata:CSTNE'),
            price: [0.3, 1.5],
            main: {
              parameter: 'Frequency',
              unit: 'Hz',
              values: [2e6, 4e6, 6e6, 8e6, 10e6, 12e6, 16e6, 20e6],
              code: (f) => `${(f / 1e6).toFixed(2)}G`,
            },
            second: {
              parameter: 'Mounting',
              unit: null,
              values: ['THT', 'SMD'],
              code: (m) => (m === 'THT' ? '0X' : 'V0'),
            },
          }),
        ),
      ],
    ),
  ]),
  group('Semiconductors|Półprzewodniki|Félvezetők|Halbleiter', [
    group('Diodes|Diody|Diódák|Dioden', [
      leaf(
        'Rectifier diodes|Diody prostownicze|Egyenirányító diódák|Gleichrichterdioden',
        namedParts('Diode: rectifying', named.RECTIFIER_DIODES, ['', '-TR', '-E3/54']),
        2,
      ),
      leaf(
        'Switching diodes|Diody przełączające|Kapcsolódiódák|Schaltdioden',
        namedParts('Diode: switching', named.SWITCHING_DIODES, ['', '-TR', ',215']),
      ),
      leaf(
        'Schottky diodes|Diody Schottky|Schottky-diódák|Schottky-Dioden',
        namedParts('Diode: Schottky rectifying', named.SCHOTTKY_DIODES, ['', '-TR', '-13-F']),
        2,
      ),
      leaf(
        'Zener diodes|Diody Zenera|Zener-diódák|Z-Dioden',
        namedParts('Diode: Zener', named.ZENER_DIODES, ['', '-TAP']),
        2,
      ),
      leaf(
        'TVS diodes|Diody TVS|TVS diódák|TVS-Dioden',
        namedParts('Diode: TVS', named.TVS_DIODES, ['', '-TR']),
      ),
      leaf(
        'Bridge rectifiers|Mostki prostownicze|Hídegyenirányítók|Brückengleichrichter',
        namedParts('Bridge rectifier', named.BRIDGE_RECTIFIERS, ['', '-E4/51']),
      ),
    ]),
    group('Transistors|Tranzystory|Tranzisztorok|Transistoren', [
      leaf(
        'Bipolar transistors|Tranzystory bipolarne|Bipoláris tranzisztorok|Bipolartransistoren',
        namedParts('Transistor: bipolar', named.BIPOLAR_TRANSISTORS, ['', '-TA', ',215']),
        2,
      ),
      leaf(
        'MOSFET transistors|Tranzystory MOSFET|MOSFET tranzisztorok|MOSFET-Transistoren',
        namedParts('Transistor: MOSFET', named.MOSFETS, ['', '-TR']),
        2,
      ),
      leaf(
        'IGBT transistors|Tranzystory IGBT|IGBT tranzisztorok|IGBT-Transistoren',
        namedParts('Transistor: IGBT', named.IGBTS),
      ),
      leaf(
        'Thyristors and triacs|Tyrystory i triaki|Tirisztorok és triakok|Thyristoren und Triacs',
        namedParts('Thyristor / triac', named.THYRISTORS, ['', '-TU']),
      ),
    ]),
    group('Integrated circuits|Układy scalone|Integrált áramkörök|Integrierte Schaltungen', [
      leaf(
        'Microcontrollers|Mikrokontrolery|Mikrovezérlők|Mikrocontroller',
        namedParts('IC: microcontroller', named.MICROCONTROLLERS, ['', 'TR', '-TRAY']),
        3,
      ),
      leaf(
        'Operational amplifiers|Wzmacniacze operacyjne|Műveleti erősítők|Operationsverstärker',
        namedParts('IC: operational amplifier', named.OPERATIONAL_AMPLIFIERS, ['', '/R', 'G4']),
      ),
      leaf(
        'Comparators|Komparatory|Komparátorok|Komparatoren',
        namedParts('IC: comparator', named.COMPARATORS, ['', 'G4']),
      ),
      leaf('Timers|Układy czasowe|Időzítők|Timer', namedParts('IC: timer', named.TIMERS, ['', 'E4'])),
      leaf('Memories|Pamięci|Memóriák|Speicher', namedParts('IC: memory', named.MEMORIES, ['', 'T'])),
      leaf(
        'Interface circuits|Układy interfejsów|Interfész áramkörök|Schnittstellen-ICs',
        namedParts('IC: interface', named.INTERFACE_ICS, ['', 'T']),
      ),
      leaf(
        'Logic circuits|Układy logiczne|Logikai áramkörök|Logik-ICs',
        namedParts('IC: digital', named.LOGIC_ICS, ['', 'E4', 'G4']),
      ),
      leaf(
        'Audio amplifiers|Wzmacniacze audio|Audio erősítők|Audioverstärker',
        namedParts('IC: audio amplifier', named.AUDIO_AMPLIFIERS),
      ),
      leaf('Drivers|Drivery|Meghajtók|Treiber', namedParts('IC: driver', named.DRIVERS, ['', 'N', 'TR'])),
    ]),
    group('Power management ICs|Układy zasilania|Tápellátás-kezelő IC-k|Leistungsmanagement-ICs', [
      leaf(
        'Linear voltage regulators|Stabilizatory liniowe|Lineáris feszültségszabályzók|Linearregler',
        namedParts('IC: voltage regulator', named.LINEAR_REGULATORS, ['', '-DG']),
      ),
      leaf(
        'LDO regulators|Stabilizatory LDO|LDO szabályzók|LDO-Regler',
        namedParts('IC: voltage regulator; LDO', named.LDO_REGULATORS),
      ),
      leaf(
        'DC-DC converter ICs|Przetwornice DC-DC (układy)|DC-DC átalakító IC-k|DC/DC-Wandler-ICs',
        namedParts('IC: PMIC; DC/DC converter', named.DCDC_ICS),
      ),
      leaf(
        'Voltage references|Źródła napięcia odniesienia|Feszültségreferenciák|Spannungsreferenzen',
        namedParts('IC: voltage reference', named.VOLTAGE_REFERENCES),
      ),
      leaf(
        'Battery charger ICs|Układy ładowania akumulatorów|Akkumulátortöltő IC-k|Batterieladeregler',
        namedParts('IC: PMIC; battery charger', named.BATTERY_CHARGER_ICS),
      ),
    ]),
  ]),
  group('Optoelectronics|Optoelektronika|Optoelektronika|Optoelektronik', [
    group('LEDs|Diody LED|LED-ek|LEDs', [
      leaf(
        'THT LEDs|Diody LED THT|THT LED-ek|THT-LEDs',
        leds({
          name: 'LED',
          series: series('kingbright:L-,osram:LS-,broadcom:HLMP-'),
          cases: ['3mm', '5mm', '5mm oval', '8mm'],
          mounting: 'THT',
          price: [0.05, 0.8],
          moq: [10, 10],
        }),
        2,
      ),
      leaf(
        'SMD LEDs|Diody LED SMD|SMD LED-ek|SMD-LEDs',
        leds({
          name: 'LED',
          series: series('kingbright:KP-,osram:LT-,wurth:150'),
          cases: ['0402', '0603', '0805', '1206', 'PLCC2'],
          mounting: 'SMD',
          price: [0.03, 0.5],
          moq: [20, 20],
        }),
        2,
      ),
      leaf(
        'Power LEDs|Diody LED mocy|Nagy teljesítményű LED-ek|Hochleistungs-LEDs',
        leds({
          name: 'Power LED',
          series: series('cree:XPE-,osram:LUW-,cree:XML-'),
          cases: ['3535', '5050', 'Star'],
          mounting: 'SMD',
          price: [2, 15],
        }),
      ),
      leaf(
        'LED strips|Taśmy LED|LED szalagok|LED-Streifen',
        variants({
          name: 'LED strip',
          series: series('osram:LF-,wurth:LS-'),
          price: [8, 45],
          unit: 'M',
          items: [
            ['60-12', [q('Voltage', 12, 'V'), t('Type', '60 LED/m')]],
            ['120-12', [q('Voltage', 12, 'V'), t('Type', '120 LED/m')]],
            ['60-24', [q('Voltage', 24, 'V'), t('Type', '60 LED/m')]],
          ],
          options: {
            parameter: 'Colour',
            values: colours('white', 'warm white', 'red', 'green', 'blue', 'RGB'),
          },
        }),
      ),
    ]),
    group('Displays|Wyświetlacze|Kijelzők|Displays', [
      leaf(
        'LCD displays|Wyświetlacze LCD|LCD kijelzők|LCD-Displays',
        variants({
          name: 'Display: LCD; alphanumeric',
          series: series('kingbright:LCD-,wurth:LCM-'),
          price: [15, 90],
          items: items([
            ['1602A', '16x2'],
            ['2004A', '20x4'],
            ['0802A', '8x2'],
            ['12864B', '128x64 graphic'],
          ]),
          options: { parameter: 'Colour', values: colours('blue', 'green', 'yellow') },
        }),
      ),
      leaf(
        'OLED displays|Wyświetlacze OLED|OLED kijelzők|OLED-Displays',
        variants({
          name: 'Display: OLED; graphical',
          series: series('wurth:OLED-,kingbright:OL-'),
          price: [25, 120],
          items: items([
            ['096-12864', '0.96"; 128x64'],
            ['13-12864', '1.3"; 128x64'],
            ['15-128128', '1.5"; 128x128'],
            ['24-12864', '2.42"; 128x64'],
          ]),
          options: { parameter: 'Colour', values: colours('white', 'blue', 'yellow') },
        }),
      ),
      leaf(
        '7-segment displays|Wyświetlacze 7-segmentowe|7 szegmenses kijelzők|7-Segment-Anzeigen',
        variants({
          name: 'Display: LED; 7-segment',
          series: series('kingbright:SA,kingbright:SC,broadcom:HDSP-'),
          price: [1.2, 8],
          items: items([
            ['39-11', '10mm; 1 digit'],
            ['52-11', '13mm; 1 digit'],
            ['56-11', '14.2mm; 1 digit'],
            ['08-11', '20mm; 1 digit'],
          ]),
          options: { parameter: 'Colour', values: colours('red', 'green', 'yellow', 'blue') },
        }),
      ),
    ]),
    group('Optocouplers|Transoptory|Optocsatolók|Optokoppler', [
      leaf(
        'Transistor optocouplers|Transoptory tranzystorowe|Tranzisztoros optocsatolók|Transistor-Optokoppler',
        namedParts('Optocoupler', named.TRANSISTOR_OPTOCOUPLERS, ['', '-X007T']),
      ),
      leaf(
        'High-speed optocouplers|Transoptory szybkie|Nagy sebességű optocsatolók|Schnelle Optokoppler',
        namedParts('Optocoupler', named.FAST_OPTOCOUPLERS),
      ),
      leaf(
        'Triac optocouplers|Transoptory triakowe|Triakos optocsatolók|Triac-Optokoppler',
        namedParts('Optotriac', named.TRIAC_OPTOCOUPLERS, ['', 'SR2M']),
      ),
    ]),
    group('Photoelements|Fotoelementy|Fotoelemek|Fotoelemente', [
      leaf('Photodiodes|Fotodiody|Fotodiódák|Fotodioden', namedParts('Photodiode', named.PHOTODIODES)),
      leaf(
        'Phototransistors|Fototranzystory|Fototranzisztorok|Fototransistoren',
        namedParts('Phototransistor', named.PHOTOTRANSISTORS),
      ),
      leaf(
        'IR receivers|Odbiorniki podczerwieni|IR vevők|IR-Empfänger',
        namedParts('IR receiver module', named.IR_RECEIVERS),
      ),
    ]),
  ]),
  group('Connectors|Złącza|Csatlakozók|Steckverbinder', [
    group('Board connectors|Złącza płytkowe|Nyák csatlakozók|Leiterplattensteckverbinder', [
      leaf(
        'Pin headers|Listwy kołkowe|Tüskesorok|Stiftleisten',
        connectors({
          name: 'Connector: pin strips; pin header',
          series: series('amphenol:77311-,wurth:613-,te-connectivity:5-826629-'),
          pitchesMm: [1.27, 2, 2.54],
          pins: [2, 40],
          rows: [1, 2],
          mounting: 'THT',
          current: 3,
          price: [0.05, 0.4],
        }),
        3,
      ),
      leaf(
        'Pin sockets|Listwy żeńskie|Hüvelysorok|Buchsenleisten',
        connectors({
          name: 'Connector: pin strips; socket',
          series: series('wurth:6130-,amphenol:75915-,molex:90147-'),
          pitchesMm: [1.27, 2, 2.54],
          pins: [2, 40],
          rows: [1, 2],
          mounting: 'THT',
          current: 3,
          price: [0.1, 0.6],
        }),
        2,
      ),
      leaf(
        'IDC connectors|Złącza IDC|IDC csatlakozók|IDC-Steckverbinder',
        connectors({
          name: 'Connector: IDC',
          series: series('3m:D89-,wurth:61200-,amphenol:71600-'),
          pitchesMm: [1.27, 2.54],
          pins: [3, 32],
          rows: [2],
          mounting: 'IDC',
          current: 1,
          price: [0.2, 1.2],
        }),
      ),
      leaf(
        'Wire-to-board connectors|Złącza przewód-płytka|Vezeték-nyák csatlakozók|Draht-Platine-Steckverbinder',
        connectors({
          name: 'Connector: wire-board',
          series: series('jst:B-XH-,molex:22-23-,jst:S-PH-,molex:53047-'),
          pitchesMm: [1.25, 2, 2.5],
          pins: [2, 16],
          rows: [1],
          mounting: 'THT',
          current: 3,
          price: [0.08, 0.6],
        }),
        2,
      ),
    ]),
    group('Terminal blocks|Listwy zaciskowe|Sorkapcsok|Klemmenblöcke', [
      leaf(
        'PCB terminal blocks|Listwy zaciskowe do PCB|Nyák sorkapcsok|Leiterplattenklemmen',
        connectors({
          name: 'PCB terminal block',
          series: series('phoenix-contact:MKDS-,wurth:691137-,weidmuller:LM5N-'),
          pitchesMm: [2.54, 3.5, 5, 5.08, 7.5],
          pins: [2, 12],
          rows: [1],
          mounting: 'THT',
          current: 16,
          price: [0.3, 1.5],
        }),
        2,
      ),
      leaf(
        'Pluggable terminal blocks|Listwy zaciskowe rozłączne|Dugaszolható sorkapcsok|Steckbare Klemmen',
        connectors({
          name: 'Pluggable terminal block',
          series: series('phoenix-contact:MC-,weidmuller:BLZ-'),
          pitchesMm: [3.5, 3.81, 5, 5.08],
          pins: [2, 16],
          rows: [1],
          mounting: 'on cable',
          current: 8,
          price: [0.5, 2],
        }),
      ),
      leaf(
        'DIN rail terminal blocks|Złączki szynowe|DIN-sínes sorkapcsok|Reihenklemmen',
        variants({
          name: 'Splice terminal: rail',
          series: series('phoenix-contact:UT-,weidmuller:WDU-'),
          price: [2, 12],
          moq: [10, 10],
          items: [
            ['2.5', [t('Cross-section', '2.5mm²'), q('Current', 24, 'A')]],
            ['4', [t('Cross-section', '4mm²'), q('Current', 32, 'A')]],
            ['6', [t('Cross-section', '6mm²'), q('Current', 41, 'A')]],
            ['10', [t('Cross-section', '10mm²'), q('Current', 57, 'A')]],
          ],
          options: { parameter: 'Colour', values: colours('grey', 'blue', 'yellow-green', 'black', 'red') },
        }),
      ),
    ]),
    group(
      'Data and signal connectors|Złącza sygnałowe i danych|Jel- és adatcsatlakozók|Signal- und Datensteckverbinder',
      [
        leaf(
          'USB connectors|Złącza USB|USB csatlakozók|USB-Steckverbinder',
          variants({
            name: 'Connector: USB',
            series: series('wurth:6290,amphenol:UE27,molex:105017-'),
            price: [0.5, 5],
            items: items([
              ['A-THT', 'USB A; socket; THT'],
              ['B-THT', 'USB B; socket; THT'],
              ['MICRO-SMD', 'USB B micro; socket; SMD'],
              ['C-16P', 'USB C; socket; SMD; 16 pin'],
              ['C-24P', 'USB C; socket; SMD; 24 pin'],
              ['A-PLUG', 'USB A; plug; on cable'],
            ]),
            options: {
              parameter: 'Mounting',
              values: [
                ['-H', 'horizontal'],
                ['-V', 'vertical'],
              ],
            },
          }),
        ),
        leaf(
          'RJ45 connectors|Złącza RJ45|RJ45 csatlakozók|RJ45-Steckverbinder',
          variants({
            name: 'Connector: RJ45',
            series: series('wurth:6151,amphenol:RJHSE-,te-connectivity:5406'),
            price: [1, 18],
            items: items([
              ['8P8C-S', 'socket; unshielded'],
              ['8P8C-SS', 'socket; shielded'],
              ['8P8C-LED', 'socket; with LEDs'],
              ['8P8C-MAG', 'socket; with magnetics'],
              ['8P8C-P', 'plug'],
            ]),
          }),
        ),
        leaf(
          'D-Sub connectors|Złącza D-Sub|D-Sub csatlakozók|D-Sub-Steckverbinder',
          connectors({
            name: 'Connector: D-Sub',
            series: series('amphenol:L717SD,te-connectivity:HDP-,harting:09670'),
            pitchesMm: [2.77],
            pins: [9, 37],
            rows: [1],
            mounting: 'THT',
            current: 5,
            price: [0.2, 1],
          }),
        ),
        leaf(
          'RF connectors|Złącza RF|RF csatlakozók|HF-Steckverbinder',
          variants({
            name: 'Connector: coaxial',
            series: series('amphenol:132,hirose:U.FL-,te-connectivity:1-1337'),
            price: [1, 25],
            items: items([
              ['SMA-F', 'SMA; socket'],
              ['SMA-M', 'SMA; plug'],
              ['BNC-F', 'BNC; socket'],
              ['BNC-M', 'BNC; plug'],
              ['N-F', 'N; socket'],
              ['UFL', 'U.FL; socket'],
              ['MCX', 'MCX; socket'],
            ]),
            options: {
              parameter: 'Mounting',
              values: [
                ['-PCB', 'PCB'],
                ['-CBL', 'on cable'],
                ['-PNL', 'panel'],
              ],
            },
          }),
        ),
        leaf(
          'Circular connectors|Złącza okrągłe|Kör csatlakozók|Rundsteckverbinder',
          connectors({
            name: 'Connector: M12',
            series: series('amphenol:M12A-,te-connectivity:T411,harting:21033'),
            pitchesMm: [1],
            pins: [3, 12],
            rows: [1],
            mounting: 'on cable',
            current: 4,
            price: [2, 10],
          }),
        ),
      ],
    ),
    group('Power connectors|Złącza zasilające|Tápcsatlakozók|Stromversorgungssteckverbinder', [
      leaf(
        'DC power connectors|Złącza DC|DC tápcsatlakozók|DC-Hohlstecker',
        variants({
          name: 'Connector: DC supply',
          series: series('wurth:694106,schurter:DC-'),
          price: [0.5, 4],
          items: items([
            ['21-55', 'socket; 5.5/2.1mm'],
            ['25-55', 'socket; 5.5/2.5mm'],
            ['13-35', 'socket; 3.5/1.3mm'],
            ['21-55P', 'plug; 5.5/2.1mm'],
            ['25-55P', 'plug; 5.5/2.5mm'],
          ]),
        }),
      ),
      leaf(
        'IEC connectors|Gniazda IEC|IEC csatlakozók|IEC-Gerätesteckverbinder',
        variants({
          name: 'Connector: AC supply',
          series: series('schurter:4300-,te-connectivity:IEC-'),
          price: [3, 30],
          items: items([
            ['C14', 'IEC C14; socket'],
            ['C13', 'IEC C13; plug'],
            ['C8', 'IEC C8; socket'],
            ['C14F', 'IEC C14; with fuse holder'],
            ['C14FS', 'IEC C14; with fuse and switch'],
          ]),
        }),
      ),
      leaf(
        'Crimp terminals|Konektory zaciskane|Krimpelhető saruk|Crimpkontakte',
        variants({
          name: 'Terminal: flat',
          series: series('te-connectivity:1-160,molex:19002-,jst:SXH-'),
          price: [0.05, 0.4],
          moq: [100, 100],
          items: items(
            [
              ['28-0.5', '2.8mm; 0.5-1mm²'],
              ['48-0.5', '4.8mm; 0.5-1mm²'],
              ['63-1.5', '6.3mm; 1.5-2.5mm²'],
              ['63-4', '6.3mm; 4-6mm²'],
            ],
            'Dimensions',
          ),
          options: {
            parameter: 'Type',
            values: [
              ['-F', 'female'],
              ['-M', 'male'],
              ['-FI', 'female; insulated'],
            ],
          },
        }),
      ),
    ]),
  ]),
  group('Electromechanics|Elektromechanika|Elektromechanika|Elektromechanik', [
    group('Relays|Przekaźniki|Relék|Relais', [
      leaf(
        'Electromagnetic relays|Przekaźniki elektromagnetyczne|Elektromágneses relék|Elektromechanische Relais',
        valueRange({
          name: 'Relay: electromagnetic',
          series: series('finder:40.52.9.,omron:G5LE-1-,panasonic:ALQ1,te-connectivity:RT4'),
          price: [3, 25],
          main: {
            parameter: 'Voltage',
            unit: 'V',
            values: [5, 6, 9, 12, 24, 48, 110, 230],
            code: (v) => `${v}VDC`,
          },
          second: {
            parameter: 'Contacts',
            unit: null,
            values: ['SPST-NO', 'SPDT', 'DPDT'],
            code: (c) => ({ 'SPST-NO': 'A', SPDT: 'C', DPDT: 'CC' })[String(c)] ?? '',
          },
        }),
        2,
      ),
      leaf(
        'Solid state relays|Przekaźniki półprzewodnikowe|Félvezető relék|Halbleiterrelais',
        valueRange({
          name: 'Relay: solid state',
          series: series('omron:G3NA-,finder:34.81.7.,panasonic:AQ-H'),
          price: [25, 180],
          main: { parameter: 'Current', unit: 'A', values: [2, 5, 10, 25, 40, 75], code: (a) => `${a}` },
          second: { parameter: 'Voltage', unit: 'V', values: [5, 12, 24, 230], code: (v) => `${v}` },
        }),
      ),
      leaf(
        'Relay sockets|Gniazda przekaźników|Relé foglalatok|Relaissockel',
        variants({
          name: 'Socket: relay',
          series: series('finder:95.,omron:P2RF-'),
          price: [3, 15],
          items: items([
            ['05', 'DIN rail; screw'],
            ['08', 'DIN rail; screw; 2 contacts'],
            ['15.2', 'PCB'],
            ['85.2', 'DIN rail; push-in'],
          ]),
        }),
      ),
    ]),
    group('Switches|Przełączniki|Kapcsolók|Schalter', [
      leaf(
        'Tact switches|Mikroprzełączniki taktowe|Mikro nyomógombok|Kurzhubtaster',
        variants({
          name: 'Microswitch TACT',
          series: series('ck:PTS645,wurth:430182,omron:B3F-'),
          price: [0.1, 1.5],
          moq: [10, 10],
          items: items([
            ['SM43', '6x6mm; h=4.3mm; THT'],
            ['SM50', '6x6mm; h=5mm; THT'],
            ['SM70', '6x6mm; h=7mm; THT'],
            ['SMD3', '3x6mm; SMD'],
            ['SMD12', '12x12mm; SMD'],
          ]),
          options: { parameter: 'Colour', values: colours('black', 'red', 'blue', 'white') },
        }),
        2,
      ),
      leaf(
        'Toggle switches|Przełączniki dźwigniowe|Billenőkapcsolók|Kippschalter',
        variants({
          name: 'Switch: toggle',
          series: series('ck:7101,te-connectivity:5636'),
          price: [3, 25],
          items: items([
            ['SYZQE', 'ON-ON; 1 pole'],
            ['SDAV2BE', 'ON-OFF-ON; 1 pole'],
            ['P3YZQE', 'ON-ON; 2 poles'],
            ['MD9ABE', 'ON-(ON); momentary'],
          ]),
        }),
      ),
      leaf(
        'Rocker switches|Przełączniki kołyskowe|Billenő kapcsolók|Wippschalter',
        variants({
          name: 'Switch: rocker',
          series: series('te-connectivity:1-1571,schurter:1301.'),
          price: [1.5, 12],
          items: items([
            ['986', 'ON-OFF; 1 pole; 10A/250VAC'],
            ['987', 'ON-OFF; 2 poles; illuminated'],
            ['988', 'ON-ON; 1 pole'],
          ]),
          options: { parameter: 'Colour', values: colours('black', 'red', 'green') },
        }),
      ),
      leaf(
        'DIP switches|Przełączniki DIP|DIP kapcsolók|DIP-Schalter',
        connectors({
          name: 'Switch: DIP-SWITCH',
          series: series('ck:BD0,wurth:418117,te-connectivity:1825057-'),
          pitchesMm: [1.27, 2.54],
          pins: [1, 12],
          rows: [1],
          mounting: 'THT',
          current: 0.1,
          price: [0.3, 1],
        }),
      ),
      leaf(
        'Limit switches|Wyłączniki krańcowe|Végálláskapcsolók|Endschalter',
        variants({
          name: 'Microswitch SNAP ACTION',
          series: series('omron:D2F-,omron:V-,panasonic:AV'),
          price: [2, 20],
          items: items([
            ['01', 'without lever'],
            ['01L', 'with lever'],
            ['01L2', 'with roller lever'],
            ['5A', '5A/250VAC'],
          ]),
        }),
      ),
      leaf(
        'Pushbuttons|Przyciski|Nyomógombok|Drucktaster',
        variants({
          name: 'Switch: push-button',
          series: series('schurter:1241.,te-connectivity:PB-,ck:8125'),
          price: [2, 40],
          items: items([
            ['16', 'Ø16mm; momentary'],
            ['19', 'Ø19mm; momentary'],
            ['22', 'Ø22mm; latching'],
            ['22L', 'Ø22mm; illuminated'],
          ]),
          options: { parameter: 'Colour', values: colours('black', 'red', 'green', 'blue', 'yellow') },
        }),
      ),
    ]),
    group('Fans and cooling|Wentylatory i chłodzenie|Ventilátorok és hűtés|Lüfter und Kühlung', [
      leaf(
        'DC fans|Wentylatory DC|DC ventilátorok|DC-Lüfter',
        valueRange({
          name: 'Fan: DC; axial',
          series: series('sunon:MF,ebm-papst:AF,sunon:EE'),
          price: [8, 90],
          main: { parameter: 'Voltage', unit: 'V', values: [5, 12, 24], code: (v) => `${v}V` },
          second: {
            parameter: 'Dimensions',
            unit: null,
            values: [
              '25x25x10mm',
              '40x40x10mm',
              '50x50x15mm',
              '60x60x25mm',
              '80x80x25mm',
              '92x92x25mm',
              '120x120x25mm',
            ],
            code: (d) => String(d).split('x').slice(0, 2).join(''),
          },
        }),
      ),
      leaf(
        'AC fans|Wentylatory AC|AC ventilátorok|AC-Lüfter',
        valueRange({
          name: 'Fan: AC; axial',
          series: series('sunon:SF,ebm-papst:W2E'),
          price: [40, 250],
          main: { parameter: 'Voltage', unit: 'V', values: [115, 230], code: (v) => `${v}VAC` },
          second: {
            parameter: 'Dimensions',
            unit: null,
            values: ['80x80x38mm', '92x92x25mm', '120x120x38mm', '172x150x51mm'],
            code: (d) => String(d).split('x').slice(0, 2).join(''),
          },
        }),
      ),
      leaf(
        'Heatsinks|Radiatory|Hűtőbordák|Kühlkörper',
        variants({
          name: 'Heatsink: extruded',
          series: series('fischer:SK,fischer:ICK,wurth:HS-'),
          price: [1, 60],
          items: items([
            ['104-25', 'TO220; 25mm'],
            ['104-38', 'TO220; 38mm'],
            ['129-50', 'TO220/TO247; 50mm'],
            ['88-100', 'U; 100mm'],
            ['SMD-10', 'SMD; 10x10mm'],
            ['BGA-40', 'BGA; 40x40mm'],
          ]),
          options: {
            parameter: 'Colour',
            values: [
              ['-SA', 'black'],
              ['-AL', 'natural'],
            ],
          },
        }),
      ),
      leaf(
        'Thermal interface materials|Materiały termoprzewodzące|Hővezető anyagok|Wärmeleitmaterialien',
        variants({
          name: 'Heat transfer paste',
          series: series('fischer:WLPK,wurth:TIM-'),
          price: [8, 80],
          unit: 'OPK',
          items: items([
            ['10', 'paste; 10g'],
            ['35', 'paste; 35g'],
            ['PAD1', 'pad; 1mm'],
            ['PAD2', 'pad; 2mm'],
          ]),
        }),
      ),
    ]),
    group('Sound transducers|Przetworniki akustyczne|Hangátalakítók|Schallwandler', [
      leaf(
        'Buzzers|Brzęczyki|Zümmerek|Summer',
        valueRange({
          name: 'Sound transducer: electromagnetic',
          series: series('murata:PKM,te-connectivity:BZ-,wurth:BUZ-'),
          price: [0.8, 8],
          main: { parameter: 'Voltage', unit: 'V', values: [3, 5, 12, 24], code: (v) => `${v}V` },
          second: {
            parameter: 'Type',
            unit: null,
            values: ['with generator', 'without generator'],
            code: (v) => (String(v).startsWith('with ') ? 'G' : 'X'),
          },
        }),
      ),
      leaf(
        'Loudspeakers|Głośniki|Hangszórók|Lautsprecher',
        valueRange({
          name: 'Loudspeaker: miniature',
          series: series('wurth:SPK-,panasonic:EAS'),
          price: [2, 40],
          main: {
            parameter: 'Power',
            unit: 'W',
            values: [0.25, 0.5, 1, 2, 3, 5],
            code: (w) => plain(Number(w)),
          },
          second: { parameter: 'Resistance', unit: 'Ω', values: [4, 8, 16, 32], code: (r) => `${r}R` },
        }),
      ),
      leaf(
        'Microphones|Mikrofony|Mikrofonok|Mikrofone',
        variants({
          name: 'Microphone: electret',
          series: series('panasonic:WM-,te-connectivity:MIC-'),
          price: [1, 15],
          items: items([
            ['61A', 'electret; Ø6mm'],
            ['64C', 'electret; Ø9.7mm'],
            ['MEMS-A', 'MEMS; analog'],
            ['MEMS-D', 'MEMS; PDM'],
          ]),
        }),
      ),
    ]),
  ]),
  group('Circuit protection|Zabezpieczenia obwodów|Áramkörvédelem|Schaltungsschutz', [
    group('Fuses|Bezpieczniki|Biztosítékok|Sicherungen', [
      leaf(
        'Glass fuses|Bezpieczniki szklane|Üvegbiztosítékok|Glasrohrsicherungen',
        valueRange({
          name: 'Fuse: fuse',
          series: series('schurter:0034.,littelfuse:0218,littelfuse:0217'),
          price: [0.15, 1.5],
          moq: [10, 10],
          main: {
            parameter: 'Current',
            unit: 'A',
            values: [
              0.1, 0.16, 0.2, 0.25, 0.315, 0.4, 0.5, 0.63, 0.8, 1, 1.25, 1.6, 2, 2.5, 3.15, 4, 5, 6.3, 8, 10,
            ],
            code: amps,
          },
          second: {
            parameter: 'Type',
            unit: null,
            values: ['quick blow', 'time lag'],
            code: (v) => (v === 'quick blow' ? 'F' : 'T'),
          },
          fixed: [t('Case', '5x20mm'), q('Voltage', 250, 'V')],
        }),
        2,
      ),
      leaf(
        'SMD fuses|Bezpieczniki SMD|SMD biztosítékok|SMD-Sicherungen',
        valueRange({
          name: 'Fuse: fuse; SMD',
          series: series('littelfuse:0466,bourns:SF-1206F,schurter:UMT-'),
          price: [0.3, 2],
          moq: [10, 10],
          main: { parameter: 'Current', unit: 'A', values: [0.5, 1, 1.5, 2, 3, 4, 5], code: amps },
          second: { parameter: 'Case', unit: null, values: ['0603', '1206'], code: (c) => String(c) },
        }),
      ),
      leaf(
        'PTC resettable fuses|Bezpieczniki polimerowe PTC|PTC visszaálló biztosítékok|PTC-Sicherungen',
        valueRange({
          name: 'Fuse: PTC polymer',
          series: series('bourns:MF-R,littelfuse:RXEF'),
          price: [0.2, 2],
          moq: [10, 10],
          main: {
            parameter: 'Current',
            unit: 'A',
            values: [0.1, 0.2, 0.5, 0.9, 1.1, 1.6, 2.5, 3, 4],
            code: amps,
          },
          second: { parameter: 'Voltage', unit: 'V', values: [16, 30, 60, 72], code: (v) => `${v}` },
        }),
      ),
      leaf(
        'Fuse holders|Gniazda bezpiecznikowe|Biztosítéktartók|Sicherungshalter',
        variants({
          name: 'Fuse holder',
          series: series('schurter:0031.,littelfuse:01000'),
          price: [0.5, 8],
          items: items([
            ['8201', '5x20mm; PCB'],
            ['3501', '5x20mm; panel'],
            ['8002', '6.3x32mm; panel'],
            ['CAP', 'cap for 5x20mm'],
          ]),
        }),
      ),
    ]),
    group('Circuit breakers|Wyłączniki nadprądowe|Kismegszakítók|Leitungsschutzschalter', [
      leaf(
        'Miniature circuit breakers|Wyłączniki nadprądowe modułowe|Moduláris kismegszakítók|Leitungsschutzschalter modular',
        valueRange({
          name: 'Circuit breaker',
          series: series('te-connectivity:MCB-,schurter:CBE-'),
          price: [15, 120],
          main: { parameter: 'Current', unit: 'A', values: [1, 2, 4, 6, 10, 13, 16, 20, 25, 32], code: amps },
          second: {
            parameter: 'Type',
            unit: null,
            values: ['B; 1P', 'C; 1P', 'B; 3P', 'C; 3P'],
            code: (v) => String(v).replace(/\W/g, ''),
          },
        }),
      ),
      leaf(
        'Thermal circuit breakers|Wyłączniki termiczne|Hőkioldók|Thermische Schutzschalter',
        valueRange({
          name: 'Circuit breaker: thermal',
          series: series('schurter:T11-,te-connectivity:W28-'),
          price: [10, 45],
          main: { parameter: 'Current', unit: 'A', values: [0.5, 1, 2, 3, 5, 8, 10, 15], code: amps },
          second: {
            parameter: 'Mounting',
            unit: null,
            values: ['panel', 'PCB'],
            code: (m) => (m === 'panel' ? 'P' : 'B'),
          },
        }),
      ),
    ]),
    group('Surge protection|Ochrona przeciwprzepięciowa|Túlfeszültség-védelem|Überspannungsschutz', [
      leaf(
        'Gas discharge tubes|Odgromniki gazowe|Gázkisüléses levezetők|Gasableiter',
        valueRange({
          name: 'Surge arrester: gas',
          series: series('bourns:2038-,littelfuse:CG2'),
          price: [1, 8],
          main: {
            parameter: 'Voltage',
            unit: 'V',
            values: [75, 90, 150, 230, 350, 470, 600],
            code: (v) => `${v}`,
          },
          second: {
            parameter: 'Mounting',
            unit: null,
            values: ['THT', 'SMD'],
            code: (m) => (m === 'THT' ? 'T' : 'S'),
          },
        }),
      ),
      leaf(
        'ESD protection|Zabezpieczenia ESD|ESD védelem|ESD-Schutz',
        valueRange({
          name: 'Diode: TVS array; ESD',
          series: series('nexperia:PESD,littelfuse:SP05'),
          price: [0.1, 1],
          moq: [10, 10],
          main: {
            parameter: 'Voltage',
            unit: 'V',
            values: [3.3, 5, 12, 15, 24],
            code: (v) => `${plain(Number(v))}V`,
          },
          second: {
            parameter: 'Case',
            unit: null,
            values: ['SOD-323', 'SOT-23', 'SOT-23-6', 'DFN1006'],
            code: (c) => String(c).replace(/\W/g, ''),
          },
        }),
      ),
    ]),
  ]),
  group('Power supplies|Zasilacze|Tápegységek|Stromversorgungen', [
    group('AC/DC power supplies|Zasilacze AC/DC|AC/DC tápegységek|AC/DC-Netzteile', [
      leaf(
        'Enclosed power supplies|Zasilacze zabudowane|Zárt tápegységek|Einbaunetzteile',
        valueRange({
          name: 'Power supply: switching; for building in',
          series: series('mean-well:LRS-,mean-well:RS-,mean-well:UHP-'),
          price: [40, 600],
          main: {
            parameter: 'Power',
            unit: 'W',
            values: [15, 25, 35, 50, 75, 100, 150, 200, 350, 600],
            code: (w) => `${w}`,
          },
          second: {
            parameter: 'Output voltage',
            unit: 'V',
            values: [5, 12, 15, 24, 36, 48],
            code: (v) => `${v}`,
          },
        }),
        2,
      ),
      leaf(
        'DIN rail power supplies|Zasilacze na szynę DIN|DIN-sínes tápegységek|Hutschienennetzteile',
        valueRange({
          name: 'Power supply: switching; DIN rail',
          series: series('mean-well:HDR-,mean-well:NDR-,weidmuller:PRO-'),
          price: [60, 700],
          main: {
            parameter: 'Power',
            unit: 'W',
            values: [15, 30, 60, 75, 100, 120, 150, 240, 480],
            code: (w) => `${w}`,
          },
          second: { parameter: 'Output voltage', unit: 'V', values: [5, 12, 24, 48], code: (v) => `${v}` },
        }),
      ),
      leaf(
        'Plug-in power supplies|Zasilacze wtyczkowe|Dugasztápok|Steckernetzteile',
        valueRange({
          name: 'Power supply: switching; plug',
          series: series('mean-well:GST,mean-well:GS,recom:RKM-'),
          price: [25, 160],
          main: { parameter: 'Power', unit: 'W', values: [6, 12, 18, 25, 36, 60, 90], code: (w) => `${w}A` },
          second: {
            parameter: 'Output voltage',
            unit: 'V',
            values: [5, 9, 12, 15, 24],
            code: (v) => `P${v}`,
          },
        }),
      ),
      leaf(
        'LED drivers|Zasilacze LED|LED meghajtók|LED-Treiber',
        valueRange({
          name: 'Power supply: switching; LED',
          series: series('mean-well:LPV-,mean-well:HLG-,mean-well:ELG-'),
          price: [35, 500],
          main: { parameter: 'Power', unit: 'W', values: [20, 35, 60, 100, 150, 240], code: (w) => `${w}` },
          second: { parameter: 'Output voltage', unit: 'V', values: [12, 24, 36, 48], code: (v) => `${v}` },
        }),
      ),
    ]),
    group('DC/DC converters|Przetwornice DC/DC|DC/DC átalakítók|DC/DC-Wandler', [
      leaf(
        'Isolated DC/DC converters|Przetwornice izolowane|Leválasztott DC/DC átalakítók|Isolierte DC/DC-Wandler',
        valueRange({
          name: 'Converter: DC/DC',
          series: series('recom:RS-,mean-well:SPU02M-,recom:RP-'),
          price: [12, 180],
          main: { parameter: 'Power', unit: 'W', values: [1, 2, 3, 6, 10, 15, 20, 30], code: (w) => `${w}W` },
          second: {
            parameter: 'Output voltage',
            unit: 'V',
            values: [3.3, 5, 12, 15, 24],
            code: (v) => `${plain(Number(v))}`,
          },
        }),
      ),
      leaf(
        'Switching regulator modules|Stabilizatory impulsowe (moduły)|Kapcsolóüzemű szabályzó modulok|Schaltregler-Module',
        valueRange({
          name: 'Converter: DC/DC; step-down',
          series: series('recom:R-78E,mean-well:N7805-,recom:R-78K'),
          price: [8, 40],
          main: {
            parameter: 'Output voltage',
            unit: 'V',
            values: [1.8, 2.5, 3.3, 5, 6.5, 9, 12, 15],
            code: (v) => plain(Number(v)),
          },
          second: { parameter: 'Current', unit: 'A', values: [0.5, 1, 2], code: (a) => plain(Number(a)) },
        }),
      ),
    ]),
    group('Batteries|Baterie i akumulatory|Elemek és akkumulátorok|Batterien und Akkus', [
      leaf(
        'Lithium coin cells|Baterie litowe pastylkowe|Lítium gombelemek|Lithium-Knopfzellen',
        variants({
          name: 'Battery: lithium',
          series: series('panasonic:CR,murata:CR-'),
          price: [1, 8],
          items: [
            ['2032', [q('Voltage', 3, 'V'), q('Capacity', 0.22, 'Ah')]],
            ['2025', [q('Voltage', 3, 'V'), q('Capacity', 0.165, 'Ah')]],
            ['2016', [q('Voltage', 3, 'V'), q('Capacity', 0.09, 'Ah')]],
            ['1220', [q('Voltage', 3, 'V'), q('Capacity', 0.035, 'Ah')]],
            ['2450', [q('Voltage', 3, 'V'), q('Capacity', 0.62, 'Ah')]],
          ],
          options: {
            parameter: 'Type',
            values: [
              ['', 'coin'],
              ['-TAB', 'with soldering tabs'],
            ],
          },
        }),
      ),
      leaf(
        'Alkaline batteries|Baterie alkaliczne|Alkáli elemek|Alkaline-Batterien',
        variants({
          name: 'Battery: alkaline',
          series: series('panasonic:LR,panasonic:PRO-LR'),
          price: [1.5, 20],
          items: [
            ['6', [t('Type', 'AA'), q('Voltage', 1.5, 'V')]],
            ['03', [t('Type', 'AAA'), q('Voltage', 1.5, 'V')]],
            ['14', [t('Type', 'C'), q('Voltage', 1.5, 'V')]],
            ['20', [t('Type', 'D'), q('Voltage', 1.5, 'V')]],
            ['61', [t('Type', '6F22'), q('Voltage', 9, 'V')]],
          ],
          options: {
            parameter: 'Material',
            values: [
              ['', 'single'],
              ['-4BP', 'blister of 4'],
            ],
          },
        }),
      ),
      leaf(
        'Li-ion rechargeable batteries|Akumulatory Li-ion|Li-ion akkumulátorok|Li-Ionen-Akkus',
        variants({
          name: 'Re-battery: Li-Ion',
          series: series('panasonic:NCR,murata:US'),
          price: [15, 90],
          items: [
            ['18650B', [t('Type', '18650'), q('Voltage', 3.6, 'V'), q('Capacity', 3.35, 'Ah')]],
            ['18650GA', [t('Type', '18650'), q('Voltage', 3.6, 'V'), q('Capacity', 3.45, 'Ah')]],
            ['21700', [t('Type', '21700'), q('Voltage', 3.6, 'V'), q('Capacity', 5, 'Ah')]],
            ['14500', [t('Type', '14500'), q('Voltage', 3.7, 'V'), q('Capacity', 0.8, 'Ah')]],
          ],
          options: {
            parameter: 'Mounting',
            values: [
              ['', 'without tabs'],
              ['-T', 'with soldering tabs'],
            ],
          },
        }),
      ),
      leaf(
        'Battery holders|Koszyki na baterie|Elemtartók|Batteriehalter',
        variants({
          name: 'Holder',
          series: series('wurth:BAT-,te-connectivity:BH-'),
          price: [0.5, 6],
          items: items([
            ['18650-1', '18650; 1 cell'],
            ['AA-2', 'AA; 2 cells'],
            ['AA-4', 'AA; 4 cells'],
            ['CR2032-SMD', 'CR2032; SMD'],
            ['CR2032-THT', 'CR2032; THT'],
          ]),
        }),
      ),
    ]),
    group('Transformers|Transformatory|Transzformátorok|Transformatoren', [
      leaf(
        'Mains transformers|Transformatory sieciowe|Hálózati transzformátorok|Netztransformatoren',
        valueRange({
          name: 'Transformer: mains',
          series: series('hammond:166,bourns:TS-'),
          price: [15, 200],
          main: {
            parameter: 'Power',
            unit: 'W',
            values: [1.5, 3.2, 5, 10, 20, 50, 100],
            code: (w) => plain(Number(w)),
          },
          second: {
            parameter: 'Output voltage',
            unit: 'V',
            values: [6, 9, 12, 15, 18, 24],
            code: (v) => `${v}`,
          },
        }),
      ),
      leaf(
        'Toroidal transformers|Transformatory toroidalne|Toroid transzformátorok|Ringkerntransformatoren',
        valueRange({
          name: 'Transformer: toroidal',
          series: series('hammond:182,hammond:1182'),
          price: [60, 500],
          main: {
            parameter: 'Power',
            unit: 'W',
            values: [15, 30, 50, 80, 120, 160, 225, 300, 500],
            code: (w) => `${w}`,
          },
          second: {
            parameter: 'Output voltage',
            unit: 'V',
            values: [12, 15, 18, 24, 30, 36],
            code: (v) => `${v}`,
          },
        }),
      ),
    ]),
  ]),
  group('Sensors|Czujniki|Érzékelők|Sensoren', [
    group('Environmental sensors|Czujniki środowiskowe|Környezeti érzékelők|Umweltsensoren', [
      leaf(
        'Temperature sensors|Czujniki temperatury|Hőmérséklet-érzékelők|Temperatursensoren',
        namedParts(
          'Sensor: temperature',
          [
            {
              mpn: 'LM35DZ',
              makers: ['texas-instruments'],
              parameters: [t('Type', 'analog'), t('Case', 'TO92')],
              price: [4, 10],
            },
            {
              mpn: 'TMP36GT9Z',
              makers: ['analog-devices'],
              parameters: [t('Type', 'analog'), t('Case', 'TO92')],
              price: [4, 9],
            },
            {
              mpn: 'DS18B20+',
              makers: ['analog-devices'],
              parameters: [t('Type', '1-Wire'), t('Case', 'TO92')],
              price: [6, 14],
            },
            {
              mpn: 'TMP117AIDRVR',
              makers: ['texas-instruments'],
              parameters: [t('Type', 'I2C'), t('Case', 'WSON-6')],
              price: [8, 16],
            },
            {
              mpn: 'STTS22HTR',
              makers: ['stmicroelectronics'],
              parameters: [t('Type', 'I2C'), t('Case', 'UDFN-6')],
              price: [2, 5],
            },
          ],
          ['', '-T'],
        ),
      ),
      leaf(
        'Humidity sensors|Czujniki wilgotności|Páratartalom-érzékelők|Feuchtesensoren',
        namedParts(
          'Sensor: humidity',
          [
            {
              mpn: 'SHT40-AD1B-R2',
              makers: ['sensirion'],
              parameters: [t('Interface', 'I2C'), t('Case', 'DFN-4')],
              price: [6, 12],
            },
            {
              mpn: 'SHT31-DIS-B',
              makers: ['sensirion'],
              parameters: [t('Interface', 'I2C'), t('Case', 'DFN-8')],
              price: [12, 24],
            },
            {
              mpn: 'HDC1080DMBR',
              makers: ['texas-instruments'],
              parameters: [t('Interface', 'I2C'), t('Case', 'PWSON-6')],
              price: [8, 15],
            },
            {
              mpn: 'BME280',
              makers: ['bosch-sensortec'],
              parameters: [t('Interface', 'I2C/SPI'), t('Case', 'LGA-8')],
              price: [15, 30],
            },
          ],
          ['', '-TR'],
        ),
      ),
      leaf(
        'Pressure sensors|Czujniki ciśnienia|Nyomásérzékelők|Drucksensoren',
        namedParts('Sensor: pressure', [
          {
            mpn: 'BMP390',
            makers: ['bosch-sensortec'],
            parameters: [t('Interface', 'I2C/SPI'), t('Case', 'LGA-10')],
            price: [12, 24],
          },
          {
            mpn: 'LPS22HBTR',
            makers: ['stmicroelectronics'],
            parameters: [t('Interface', 'I2C/SPI'), t('Case', 'HLGA-10')],
            price: [8, 16],
          },
          {
            mpn: 'MPX5010DP',
            makers: ['nxp'],
            parameters: [t('Interface', 'analog'), t('Case', 'SIP-6')],
            price: [40, 80],
          },
        ]),
      ),
      leaf(
        'Gas sensors|Czujniki gazów|Gázérzékelők|Gassensoren',
        namedParts('Sensor: gas', [
          {
            mpn: 'SGP40-D-R4',
            makers: ['sensirion'],
            parameters: [t('Type', 'VOC'), t('Interface', 'I2C')],
            price: [20, 40],
          },
          {
            mpn: 'SCD41-D-R2',
            makers: ['sensirion'],
            parameters: [t('Type', 'CO2'), t('Interface', 'I2C')],
            price: [120, 220],
          },
          {
            mpn: 'BME688',
            makers: ['bosch-sensortec'],
            parameters: [t('Type', 'VOC; humidity; pressure'), t('Interface', 'I2C/SPI')],
            price: [30, 60],
          },
        ]),
      ),
    ]),
    group(
      'Motion and position sensors|Czujniki ruchu i położenia|Mozgás- és helyzetérzékelők|Bewegungs- und Positionssensoren',
      [
        leaf(
          'Accelerometers|Akcelerometry|Gyorsulásmérők|Beschleunigungssensoren',
          namedParts('Sensor: accelerometer', [
            {
              mpn: 'LIS3DHTR',
              makers: ['stmicroelectronics'],
              parameters: [t('Interface', 'I2C/SPI'), t('Case', 'LGA-16')],
              price: [4, 9],
            },
            {
              mpn: 'ADXL345BCCZ',
              makers: ['analog-devices'],
              parameters: [t('Interface', 'I2C/SPI'), t('Case', 'LGA-14')],
              price: [12, 24],
            },
            {
              mpn: 'BMI270',
              makers: ['bosch-sensortec'],
              parameters: [t('Interface', 'I2C/SPI'), t('Case', 'LGA-14')],
              price: [10, 20],
            },
            {
              mpn: 'LSM6DSOXTR',
              makers: ['stmicroelectronics'],
              parameters: [t('Interface', 'I2C/SPI'), t('Case', 'LGA-14')],
              price: [8, 16],
            },
          ]),
        ),
        leaf(
          'Hall sensors|Czujniki Halla|Hall-érzékelők|Hall-Sensoren',
          namedParts('Sensor: Hall', [
            {
              mpn: 'A1324LUA-T',
              makers: ['allegro'],
              parameters: [t('Type', 'linear'), t('Case', 'SIP-3')],
              price: [3, 7],
            },
            {
              mpn: 'A3144EUA-T',
              makers: ['allegro'],
              parameters: [t('Type', 'switch'), t('Case', 'SIP-3')],
              price: [1.5, 4],
            },
            {
              mpn: 'DRV5053VAQDBZR',
              makers: ['texas-instruments'],
              parameters: [t('Type', 'linear'), t('Case', 'SOT-23')],
              price: [2, 5],
            },
            {
              mpn: 'TLE4905L',
              makers: ['infineon'],
              parameters: [t('Type', 'switch'), t('Case', 'SSO-3')],
              price: [3, 7],
            },
          ]),
        ),
        leaf(
          'Inductive proximity sensors|Czujniki indukcyjne|Induktív közelítéskapcsolók|Induktive Näherungsschalter',
          valueRange({
            name: 'Sensor: inductive',
            series: series('omron:E2E-X,te-connectivity:IPS-'),
            price: [60, 300],
            main: {
              parameter: 'Length',
              unit: 'm',
              values: [0.001, 0.002, 0.004, 0.005, 0.008, 0.01, 0.015],
              code: (m) => `${Math.round(m * 1000)}`,
            },
            second: {
              parameter: 'Type',
              unit: null,
              values: ['PNP; NO', 'PNP; NC', 'NPN; NO', 'NPN; NC'],
              code: (v) => String(v).replace(/\W/g, ''),
            },
          }),
        ),
        leaf(
          'PIR motion sensors|Czujniki ruchu PIR|PIR mozgásérzékelők|PIR-Bewegungsmelder',
          variants({
            name: 'Sensor: PIR',
            series: series('panasonic:EKMC,murata:IRA-'),
            price: [20, 60],
            items: items([
              ['1601111', 'standard detection'],
              ['1603111', 'slight motion'],
              ['1605111', 'spot detection'],
              ['2601111', 'digital output'],
            ]),
          }),
        ),
        leaf(
          'Current sensors|Czujniki prądu|Áramérzékelők|Stromsensoren',
          namedParts('Sensor: current', [
            {
              mpn: 'ACS712ELCTR-20A-T',
              makers: ['allegro'],
              parameters: [q('Current', 20, 'A'), t('Case', 'SOIC-8')],
              price: [8, 16],
            },
            {
              mpn: 'ACS723LLCTR-10AB-T',
              makers: ['allegro'],
              parameters: [q('Current', 10, 'A'), t('Case', 'SOIC-8')],
              price: [8, 16],
            },
            {
              mpn: 'INA219AIDR',
              makers: ['texas-instruments'],
              parameters: [q('Current', 3.2, 'A'), t('Case', 'SOIC-8')],
              price: [5, 10],
            },
            {
              mpn: 'INA226AIDGSR',
              makers: ['texas-instruments'],
              parameters: [q('Current', 10, 'A'), t('Case', 'VSSOP-10')],
              price: [6, 12],
            },
          ]),
        ),
      ],
    ),
  ]),
  group('Cables and wires|Kable i przewody|Kábelek és vezetékek|Kabel und Leitungen', [
    group('Wires|Przewody|Vezetékek|Leitungen', [
      leaf(
        'Installation wires|Przewody instalacyjne|Installációs vezetékek|Installationsleitungen',
        wires({
          name: 'Wire',
          series: series('lapp:H07V-K-,lapp:H05V-K-'),
          sections: ['0.5', '0.75', '1', '1.5', '2.5', '4', '6'],
          cores: [1],
          price: [0.4, 2],
          unit: 'M',
        }),
        2,
      ),
      leaf(
        'Hook-up wires|Przewody montażowe|Szerelési vezetékek|Schaltlitzen',
        wires({
          name: 'Wire: stranded; hook-up',
          series: series('lapp:LIY-,hellermanntyton:HW-'),
          sections: ['0.05', '0.14', '0.25', '0.35', '0.5'],
          cores: [1],
          price: [12, 60],
          unit: 'ROL',
        }),
      ),
      leaf(
        'Ribbon cables|Przewody taśmowe|Szalagkábelek|Flachbandkabel',
        wires({
          name: 'Wire: ribbon',
          series: series('3m:3302-,amphenol:135-'),
          sections: ['0.08', '0.14'],
          cores: [6, 8, 10, 14, 16, 20, 26, 34, 40, 50],
          price: [0.3, 1],
          unit: 'M',
        }),
      ),
      leaf(
        'Multicore control cables|Przewody sterownicze|Vezérlőkábelek|Steuerleitungen',
        wires({
          name: 'Wire: control cable',
          series: series('lapp:OLFLEX-110-,lapp:UNITRONIC-LIYY-,hellermanntyton:CC-'),
          sections: ['0.25', '0.5', '0.75', '1', '1.5'],
          cores: [2, 3, 4, 5, 7, 12],
          price: [0.8, 3],
          unit: 'M',
        }),
      ),
    ]),
    group('Ready-made cables|Kable gotowe|Készre szerelt kábelek|Konfektionierte Kabel', [
      leaf(
        'USB cables|Kable USB|USB kábelek|USB-Kabel',
        valueRange({
          name: 'Cable: USB',
          series: series('molex:68784-,amphenol:USB-'),
          price: [6, 40],
          main: {
            parameter: 'Length',
            unit: 'm',
            values: [0.25, 0.5, 1, 1.5, 2, 3, 5],
            code: (m) => plain(Number(m)),
          },
          second: {
            parameter: 'Type',
            unit: null,
            values: ['USB A - USB B', 'USB A - micro USB', 'USB A - USB C', 'USB C - USB C'],
            code: (v) => String(v).replace(/\W|USB/g, ''),
          },
        }),
      ),
      leaf(
        'Patch cords|Patchcordy|Patch kábelek|Patchkabel',
        valueRange({
          name: 'Patch cord',
          series: series('amphenol:CAT6-,te-connectivity:1859'),
          price: [4, 45],
          main: {
            parameter: 'Length',
            unit: 'm',
            values: [0.25, 0.5, 1, 2, 3, 5, 10, 20],
            code: (m) => plain(Number(m)),
          },
          second: {
            parameter: 'Colour',
            unit: null,
            values: ['grey', 'blue', 'red', 'green', 'yellow', 'black'],
            code: (c) => colourCode(String(c)),
          },
        }),
      ),
      leaf(
        'HDMI cables|Kable HDMI|HDMI kábelek|HDMI-Kabel',
        valueRange({
          name: 'Cable: HDMI',
          series: series('amphenol:HDMI-,molex:HD-'),
          price: [10, 90],
          main: {
            parameter: 'Length',
            unit: 'm',
            values: [0.5, 1, 1.5, 2, 3, 5, 10],
            code: (m) => plain(Number(m)),
          },
          second: {
            parameter: 'Type',
            unit: null,
            values: ['HDMI 1.4', 'HDMI 2.0', 'HDMI 2.1'],
            code: (v) => String(v).replace(/\D/g, ''),
          },
        }),
      ),
      leaf(
        'Power cords|Kable zasilające|Hálózati kábelek|Netzkabel',
        valueRange({
          name: 'Cable: mains',
          series: series('schurter:6051.,lapp:PC-'),
          price: [8, 50],
          main: {
            parameter: 'Length',
            unit: 'm',
            values: [1, 1.5, 1.8, 2, 2.5, 3, 5],
            code: (m) => plain(Number(m)),
          },
          second: {
            parameter: 'Type',
            unit: null,
            values: ['CEE 7/7 - IEC C13', 'CEE 7/7 - IEC C7', 'CEE 7/16 - IEC C7', 'IEC C14 - IEC C13'],
            code: (v) => String(v).replace(/\W|IEC|CEE/g, ''),
          },
        }),
      ),
    ]),
    group('Cable accessories|Akcesoria kablowe|Kábeltartozékok|Kabelzubehör', [
      leaf(
        'Heat shrink tubing|Koszulki termokurczliwe|Zsugorcsövek|Schrumpfschläuche',
        variants({
          name: 'Heat shrink sleeve',
          series: series('hellermanntyton:TF21-,te-connectivity:RNF-100-'),
          price: [0.5, 8],
          unit: 'M',
          items: items(
            [
              ['1.6', 'Ø1.6mm; 2:1'],
              ['2.4', 'Ø2.4mm; 2:1'],
              ['3.2', 'Ø3.2mm; 2:1'],
              ['4.8', 'Ø4.8mm; 2:1'],
              ['6.4', 'Ø6.4mm; 2:1'],
              ['9.5', 'Ø9.5mm; 2:1'],
              ['12.7', 'Ø12.7mm; 2:1'],
              ['19', 'Ø19mm; 2:1'],
            ],
            'Dimensions',
          ),
          options: {
            parameter: 'Colour',
            values: colours('black', 'red', 'blue', 'transparent', 'yellow', 'green', 'white'),
          },
        }),
      ),
      leaf(
        'Cable ties|Opaski kablowe|Kábelkötegelők|Kabelbinder',
        variants({
          name: 'Cable tie',
          series: series('hellermanntyton:T18R-,hellermanntyton:T50R-,3m:CT-'),
          price: [4, 60],
          unit: 'OPK',
          items: items(
            [
              ['100', '100x2.5mm; 100 pcs'],
              ['150', '150x3.6mm; 100 pcs'],
              ['200', '200x4.6mm; 100 pcs'],
              ['300', '300x4.8mm; 100 pcs'],
              ['380', '380x7.6mm; 100 pcs'],
            ],
            'Dimensions',
          ),
          options: { parameter: 'Colour', values: colours('natural', 'black') },
        }),
      ),
      leaf(
        'Cable glands|Dławnice kablowe|Tömszelencék|Kabelverschraubungen',
        variants({
          name: 'Cable gland',
          series: series('lapp:SKINTOP-ST-M,hellermanntyton:HTG-M'),
          price: [1, 15],
          moq: [10, 10],
          items: items(
            [
              ['12', 'M12; IP68'],
              ['16', 'M16; IP68'],
              ['20', 'M20; IP68'],
              ['25', 'M25; IP68'],
              ['32', 'M32; IP68'],
            ],
            'Dimensions',
          ),
          options: {
            parameter: 'Material',
            values: [
              ['-PA', 'polyamide'],
              ['-MS', 'brass'],
            ],
          },
        }),
      ),
      leaf(
        'Ferrules|Tulejki kablowe|Érvéghüvelyek|Aderendhülsen',
        variants({
          name: 'Bootlace ferrule',
          series: series('weidmuller:H,phoenix-contact:AI-'),
          price: [5, 40],
          unit: 'OPK',
          items: items(
            [
              ['0.5', '0.5mm²; 100 pcs'],
              ['0.75', '0.75mm²; 100 pcs'],
              ['1', '1mm²; 100 pcs'],
              ['1.5', '1.5mm²; 100 pcs'],
              ['2.5', '2.5mm²; 100 pcs'],
            ],
            'Cross-section',
          ),
          options: {
            parameter: 'Type',
            values: [
              ['-I', 'insulated'],
              ['-N', 'non-insulated'],
            ],
          },
        }),
      ),
    ]),
  ]),
  group('Tools|Narzędzia|Szerszámok|Werkzeuge', [
    group('Soldering|Lutowanie|Forrasztás|Löttechnik', [
      leaf(
        'Soldering stations|Stacje lutownicze|Forrasztóállomások|Lötstationen',
        variants({
          name: 'Soldering station',
          series: series('weller:WE1010,weller:WT1010'),
          price: [450, 2500],
          items: [
            ['', [q('Power', 70, 'W')]],
            ['H', [q('Power', 90, 'W')]],
            ['N', [q('Power', 150, 'W')]],
          ],
          options: {
            parameter: 'Type',
            values: [
              ['-EU', 'EU plug'],
              ['-UK', 'UK plug'],
              ['-SET', 'set with holder'],
            ],
          },
        }),
      ),
      leaf(
        'Soldering tips|Groty lutownicze|Pákahegyek|Lötspitzen',
        variants({
          name: 'Tip',
          series: series('weller:LT-,weller:RT-'),
          price: [20, 120],
          items: items([
            ['A', 'chisel; 1.6mm'],
            ['B', 'conical; 0.8mm'],
            ['K', 'knife'],
            ['D', 'chisel; 2.4mm'],
            ['BB', 'conical; 0.4mm'],
          ]),
        }),
      ),
      leaf(
        'Solder wire|Spoiwa lutownicze|Forrasztóónok|Lötzinn',
        variants({
          name: 'Tin',
          series: series('weller:SW-,wurth:SN-'),
          price: [20, 350],
          unit: 'ROL',
          items: items(
            [
              ['SAC305-05', 'lead-free; Ø0.5mm'],
              ['SAC305-10', 'lead-free; Ø1mm'],
              ['SN60-05', 'Sn60Pb40; Ø0.5mm'],
              ['SN60-10', 'Sn60Pb40; Ø1mm'],
            ],
            'Material',
          ),
          options: {
            parameter: 'Dimensions',
            values: [
              ['-100', '100g'],
              ['-250', '250g'],
              ['-500', '500g'],
            ],
          },
        }),
      ),
      leaf(
        'Fluxes|Topniki|Folyasztószerek|Flussmittel',
        variants({
          name: 'Flux: rosin',
          series: series('wurth:FLUX-,weller:FL-'),
          price: [12, 90],
          unit: 'OPK',
          items: items([
            ['GEL-10', 'gel; 10ml'],
            ['LIQ-50', 'liquid; 50ml'],
            ['PEN', 'pen; 10ml'],
            ['SPR-400', 'spray; 400ml'],
          ]),
        }),
      ),
      leaf(
        'Desoldering tools|Narzędzia do rozlutowywania|Kiforrasztó eszközök|Entlötwerkzeuge',
        variants({
          name: 'Desoldering pump',
          series: series('weller:DS-,wurth:DSP-'),
          price: [15, 900],
          items: items([
            ['017', 'pump; manual'],
            ['BR-15', 'braid; 1.5mm'],
            ['BR-25', 'braid; 2.5mm'],
            ['STATION', 'station; vacuum'],
          ]),
        }),
      ),
    ]),
    group('Hand tools|Narzędzia ręczne|Kéziszerszámok|Handwerkzeuge', [
      leaf(
        'Pliers and cutters|Szczypce i obcinaczki|Fogók és csípőfogók|Zangen und Seitenschneider',
        variants({
          name: 'Pliers',
          series: series('knipex:70 0,knipex:26 1'),
          price: [40, 250],
          items: items([
            ['1 125', 'side cutter; 125mm'],
            ['1 160', 'side cutter; 160mm'],
            ['2 140', 'long nose; 140mm'],
            ['3 200', 'long nose; 200mm'],
            ['6 115', 'electronics; 115mm'],
          ]),
        }),
      ),
      leaf(
        'Screwdrivers|Wkrętaki|Csavarhúzók|Schraubendreher',
        variants({
          name: 'Screwdriver',
          series: series('knipex:98 20 ,wurth:SD-'),
          price: [10, 200],
          items: items([
            ['SL-2.5', 'slot; 2.5mm'],
            ['SL-4', 'slot; 4mm'],
            ['PH1', 'Phillips PH1'],
            ['PH2', 'Phillips PH2'],
            ['TX10', 'Torx T10'],
            ['SET-VDE', 'set; insulated'],
          ]),
        }),
      ),
      leaf(
        'Tweezers|Pęsety|Csipeszek|Pinzetten',
        variants({
          name: 'Tweezers',
          series: series('weller:5SA,knipex:92 2'),
          price: [15, 120],
          items: items([
            ['ESD', 'straight; ESD'],
            ['3C', 'bent; ESD'],
            ['7SA', 'bent; fine'],
            ['AA', 'straight; general'],
          ]),
        }),
      ),
      leaf(
        'Crimping tools|Zaciskarki|Krimpelőfogók|Crimpzangen',
        variants({
          name: 'Tool: for crimping',
          series: series('knipex:97 5,molex:63811-'),
          price: [90, 1800],
          items: items([
            ['2 20', 'insulated terminals'],
            ['2 21', 'non-insulated terminals'],
            ['3 18', 'bootlace ferrules'],
            ['5 10', 'RJ45 modular plugs'],
            ['8 00', 'micro connectors'],
          ]),
        }),
      ),
      leaf(
        'Tool kits|Zestawy narzędzi|Szerszámkészletek|Werkzeugsätze',
        variants({
          name: 'Kit: tools',
          series: series('knipex:00 21 ,wurth:TK-'),
          price: [250, 3000],
          unit: 'KPL',
          items: items([
            ['05', 'service case; 24 pcs'],
            ['18', 'electronics set; 18 pcs'],
            ['21', 'electrician set; 40 pcs'],
            ['VDE', 'insulated set; 12 pcs'],
          ]),
        }),
      ),
    ]),
    group('Measuring instruments|Przyrządy pomiarowe|Mérőműszerek|Messgeräte', [
      leaf(
        'Multimeters|Multimetry|Multiméterek|Multimeter',
        variants({
          name: 'Digital multimeter',
          series: series('fluke:FLK-,uni-t:UT'),
          price: [90, 2800],
          items: items([
            ['117', 'true RMS; 6000 counts'],
            ['87V', 'true RMS; 20000 counts; industrial'],
            ['61E', 'true RMS; 22000 counts'],
            ['33D', 'handheld; 2000 counts'],
            ['139C', 'true RMS; 6000 counts'],
          ]),
        }),
      ),
      leaf(
        'Oscilloscopes|Oscyloskopy|Oszcilloszkópok|Oszilloskope',
        variants({
          name: 'Oscilloscope: digital',
          series: series('rigol:DS1,rigol:MSO5'),
          price: [1500, 18000],
          items: [
            ['054Z', [q('Frequency', 50e6, 'Hz'), t('Type', '4 channels')]],
            ['104Z', [q('Frequency', 100e6, 'Hz'), t('Type', '4 channels')]],
            ['202Z', [q('Frequency', 200e6, 'Hz'), t('Type', '2 channels')]],
            ['354', [q('Frequency', 350e6, 'Hz'), t('Type', '4 channels; MSO')]],
          ],
        }),
      ),
      leaf(
        'Laboratory power supplies|Zasilacze laboratoryjne|Laboratóriumi tápegységek|Labornetzgeräte',
        variants({
          name: 'Power supply: laboratory',
          series: series('rigol:DP8,uni-t:UTP3'),
          price: [400, 6000],
          items: [
            ['11', [q('Output voltage', 30, 'V'), q('Current', 3, 'A')]],
            ['21', [q('Output voltage', 30, 'V'), q('Current', 5, 'A')]],
            ['32', [q('Output voltage', 60, 'V'), q('Current', 3, 'A')]],
            ['305', [q('Output voltage', 30, 'V'), q('Current', 5, 'A')]],
          ],
        }),
      ),
      leaf(
        'Clamp meters|Mierniki cęgowe|Lakatfogós mérők|Stromzangen',
        variants({
          name: 'Meter: clamp',
          series: series('fluke:CLAMP-,uni-t:UT2'),
          price: [150, 2200],
          items: items([
            ['323', 'AC; 400A'],
            ['376', 'AC/DC; 1000A; true RMS'],
            ['04A', 'AC; 600A'],
            ['10A', 'AC/DC; 400A'],
          ]),
        }),
      ),
      leaf(
        'Thermal cameras|Kamery termowizyjne|Hőkamerák|Wärmebildkameras',
        variants({
          name: 'Infrared camera',
          series: series('fluke:TIS,uni-t:UTI'),
          price: [1800, 15000],
          items: items([
            ['20+', '120x90 px'],
            ['60+', '320x240 px'],
            ['260B', '256x192 px'],
            ['120S', '120x90 px'],
          ]),
        }),
      ),
    ]),
  ]),
  group(
    'Prototyping and development|Prototypowanie i moduły|Prototípusgyártás és fejlesztés|Prototyping und Entwicklung',
    [
      group('Development boards|Płytki rozwojowe|Fejlesztőkártyák|Entwicklungsboards', [
        leaf(
          'Microcontroller boards|Moduły z mikrokontrolerem|Mikrovezérlős kártyák|Mikrocontroller-Boards',
          namedParts('Dev.kit: microcontroller', [
            {
              mpn: 'A000066',
              makers: ['arduino'],
              parameters: [t('Type', 'Arduino Uno Rev3'), t('Interface', 'ATmega328P')],
              price: [90, 140],
            },
            {
              mpn: 'ABX00087',
              makers: ['arduino'],
              parameters: [t('Type', 'Arduino Uno R4 WiFi'), t('Interface', 'RA4M1; ESP32-S3')],
              price: [110, 170],
            },
            {
              mpn: 'A000005',
              makers: ['arduino'],
              parameters: [t('Type', 'Arduino Nano'), t('Interface', 'ATmega328P')],
              price: [80, 120],
            },
            {
              mpn: 'SC0915',
              makers: ['raspberry-pi'],
              parameters: [t('Type', 'Raspberry Pi Pico'), t('Interface', 'RP2040')],
              price: [18, 30],
            },
            {
              mpn: 'NUCLEO-F103RB',
              makers: ['stmicroelectronics'],
              parameters: [t('Type', 'STM32 Nucleo-64'), t('Interface', 'STM32F103RB')],
              price: [50, 90],
            },
            {
              mpn: 'ESP32-DEVKITC-32E',
              makers: ['espressif'],
              parameters: [t('Type', 'ESP32 DevKitC'), t('Interface', 'ESP32')],
              price: [40, 70],
            },
          ]),
        ),
        leaf(
          'Single-board computers|Komputery jednopłytkowe|Egykártyás számítógépek|Einplatinencomputer',
          namedParts('Single-board computer', [
            {
              mpn: 'SC1112',
              makers: ['raspberry-pi'],
              parameters: [t('Type', 'Raspberry Pi 5'), t('Memory', '8GB')],
              price: [350, 450],
            },
            {
              mpn: 'SC1111',
              makers: ['raspberry-pi'],
              parameters: [t('Type', 'Raspberry Pi 5'), t('Memory', '4GB')],
              price: [260, 340],
            },
            {
              mpn: 'SC0194',
              makers: ['raspberry-pi'],
              parameters: [t('Type', 'Raspberry Pi 4B'), t('Memory', '4GB')],
              price: [240, 300],
            },
            {
              mpn: 'SC0510',
              makers: ['raspberry-pi'],
              parameters: [t('Type', 'Raspberry Pi Zero 2 W'), t('Memory', '512MB')],
              price: [70, 100],
            },
          ]),
        ),
        leaf(
          'Wireless modules|Moduły radiowe|Vezeték nélküli modulok|Funkmodule',
          namedParts('Module: Wi-Fi', [
            {
              mpn: 'ESP32-WROOM-32E-N4',
              makers: ['espressif'],
              parameters: [t('Interface', 'Wi-Fi; Bluetooth'), t('Memory', '4MB')],
              price: [12, 22],
            },
            {
              mpn: 'ESP32-S3-WROOM-1-N8R8',
              makers: ['espressif'],
              parameters: [t('Interface', 'Wi-Fi; Bluetooth LE'), t('Memory', '8MB')],
              price: [18, 30],
            },
            {
              mpn: 'ESP32-C3-MINI-1-N4',
              makers: ['espressif'],
              parameters: [t('Interface', 'Wi-Fi; Bluetooth LE'), t('Memory', '4MB')],
              price: [9, 16],
            },
            {
              mpn: 'RM2',
              makers: ['raspberry-pi'],
              parameters: [t('Interface', 'Wi-Fi; Bluetooth'), t('Memory', '-')],
              price: [20, 30],
            },
          ]),
        ),
      ]),
      group('Prototyping accessories|Akcesoria prototypowe|Prototípus tartozékok|Prototyping-Zubehör', [
        leaf(
          'Breadboards|Płytki stykowe|Dugaszolós próbapanelek|Steckplatinen',
          variants({
            name: 'Breadboard',
            series: series('wurth:BB-,3m:923'),
            price: [8, 80],
            items: items([
              ['170', '170 holes'],
              ['400', '400 holes'],
              ['830', '830 holes'],
              ['1660', '1660 holes; with terminals'],
            ]),
          }),
        ),
        leaf(
          'Prototype PCBs|Płytki uniwersalne|Próbanyákok|Lochrasterplatinen',
          variants({
            name: 'Board: universal',
            series: series('fischer:LR-,wurth:UP-'),
            price: [3, 45],
            items: items(
              [
                ['50x70', '50x70mm'],
                ['70x90', '70x90mm'],
                ['100x160', '100x160mm; Eurocard'],
                ['160x233', '160x233mm'],
              ],
              'Dimensions',
            ),
            options: {
              parameter: 'Type',
              values: [
                ['-S', 'single-sided'],
                ['-D', 'double-sided'],
                ['-ST', 'strips'],
              ],
            },
          }),
        ),
        leaf(
          'Jumper wires|Przewody połączeniowe|Átkötő vezetékek|Steckbrücken',
          variants({
            name: 'Set of wires',
            series: series('wurth:JW-,te-connectivity:JMP-'),
            price: [8, 40],
            unit: 'KPL',
            items: items([
              ['MM-40', 'male-male; 40 pcs'],
              ['MF-40', 'male-female; 40 pcs'],
              ['FF-40', 'female-female; 40 pcs'],
              ['BOX-140', 'pre-formed; 140 pcs'],
            ]),
          }),
        ),
      ]),
    ],
  ),
  group('Enclosures and mechanics|Obudowy i mechanika|Házak és mechanika|Gehäuse und Mechanik', [
    group('Enclosures|Obudowy|Házak|Gehäuse', [
      leaf(
        'Plastic enclosures|Obudowy plastikowe|Műanyag dobozok|Kunststoffgehäuse',
        variants({
          name: 'Enclosure: multipurpose',
          series: series('hammond:1591,hammond:1555,fischer:KG-'),
          price: [8, 140],
          items: items(
            [
              ['ASBK', '100x50x25mm'],
              ['BSBK', '112x62x31mm'],
              ['CSBK', '120x65x40mm'],
              ['DSBK', '150x80x50mm'],
              ['XXHBK', '220x120x60mm'],
            ],
            'Dimensions',
          ),
          options: {
            parameter: 'Material',
            values: [
              ['-ABS', 'ABS'],
              ['-PC', 'polycarbonate'],
            ],
          },
        }),
      ),
      leaf(
        'Aluminium enclosures|Obudowy aluminiowe|Alumínium dobozok|Aluminiumgehäuse',
        variants({
          name: 'Enclosure: with panel',
          series: series('hammond:1455,fischer:AKG-'),
          price: [40, 400],
          items: items(
            [
              ['C801', '80x54x23mm'],
              ['K1201', '120x78x27mm'],
              ['N1601', '160x103x53mm'],
              ['T2201', '220x125x52mm'],
            ],
            'Dimensions',
          ),
          options: { parameter: 'Colour', values: colours('natural', 'black', 'blue') },
        }),
      ),
      leaf(
        'DIN rail enclosures|Obudowy na szynę DIN|DIN-sínes házak|Hutschienengehäuse',
        variants({
          name: 'Enclosure: for DIN rail mounting',
          series: series('phoenix-contact:ME-,weidmuller:CH20M'),
          price: [12, 90],
          items: items(
            [
              ['17.5', '1 module'],
              ['22.5', '22.5mm'],
              ['35', '2 modules'],
              ['45', '45mm'],
              ['70', '4 modules'],
            ],
            'Dimensions',
          ),
        }),
      ),
    ]),
    group('Mechanical parts|Elementy mechaniczne|Mechanikai elemek|Mechanische Bauteile', [
      leaf(
        'Spacers and standoffs|Dystanse|Távtartók|Abstandshalter',
        variants({
          name: 'Screwed spacer sleeve',
          series: series('wurth:970,fischer:DI-'),
          price: [3, 30],
          unit: 'OPK',
          items: items(
            [
              ['M3-5', 'M3; 5mm'],
              ['M3-10', 'M3; 10mm'],
              ['M3-15', 'M3; 15mm'],
              ['M3-20', 'M3; 20mm'],
              ['M4-10', 'M4; 10mm'],
              ['M2.5-10', 'M2.5; 10mm'],
            ],
            'Dimensions',
          ),
          options: {
            parameter: 'Material',
            values: [
              ['-MS', 'brass'],
              ['-PA', 'polyamide'],
              ['-ST', 'steel'],
            ],
          },
        }),
      ),
      leaf(
        'Screws and nuts|Śruby i nakrętki|Csavarok és anyák|Schrauben und Muttern',
        variants({
          name: 'Screw',
          series: series('wurth:DIN912-,fischer:ISO7380-'),
          price: [3, 40],
          unit: 'OPK',
          items: items(
            [
              ['M2-6', 'M2x6; 100 pcs'],
              ['M2.5-8', 'M2.5x8; 100 pcs'],
              ['M3-6', 'M3x6; 100 pcs'],
              ['M3-10', 'M3x10; 100 pcs'],
              ['M4-12', 'M4x12; 100 pcs'],
            ],
            'Dimensions',
          ),
          options: {
            parameter: 'Material',
            values: [
              ['-A2', 'stainless steel A2'],
              ['-ZN', 'zinc-plated steel'],
            ],
          },
        }),
      ),
      leaf(
        'Knobs|Gałki|Forgatógombok|Drehknöpfe',
        variants({
          name: 'Knob',
          series: series('fischer:KN-,hammond:KNB'),
          price: [1, 20],
          items: items(
            [
              ['6-15', 'Ø6mm shaft; Ø15mm'],
              ['6-20', 'Ø6mm shaft; Ø20mm'],
              ['6-30', 'Ø6mm shaft; Ø30mm'],
              ['4-12', 'Ø4mm shaft; Ø12mm'],
            ],
            'Dimensions',
          ),
          options: { parameter: 'Colour', values: colours('black', 'grey', 'red', 'blue') },
        }),
      ),
      leaf(
        'IC sockets|Podstawki pod układy scalone|IC foglalatok|IC-Sockel',
        connectors({
          name: 'Socket: integrated circuits',
          series: series('amphenol:ICS-,te-connectivity:1-2199298-,wurth:6108'),
          pitchesMm: [2.54],
          pins: [3, 20],
          rows: [2],
          mounting: 'THT',
          current: 1,
          price: [0.1, 0.5],
        }),
      ),
    ]),
  ]),
];
