/**
 * A few real parts the search tests need and the generated catalogue only reaches far beyond its first
 * thousands of products (a 10 kΩ 0603 1 % chip resistor, 10 µF+ 25 V capacitors). Loaded through the
 * feed importer, as a shop would load them.
 */
const RESISTORS = 'Passive components > Resistors > SMD resistors';
const MLCC = 'Passive components > Capacitors > MLCC capacitors';

function resistor(
  symbol: string,
  manufacturer: string,
  size: string,
  ohms: string,
  percent: number,
  stock: number,
) {
  return {
    symbol,
    manufacturer,
    manufacturerSymbol: symbol,
    category: RESISTORS,
    description: `Resistor: thick film; SMD; ${size}; ${ohms.replace(' ', '')}; ±${percent}%; 100mW`,
    unit: 'ST',
    minimumQuantity: '100',
    multiples: '100',
    priceBreaks: '100:0.02|1000:0.012',
    stock: String(stock),
    parameters: `Mounting=SMD|Case=${size}|Resistance=${ohms}|Tolerance=${percent} %|Power=100 mW`,
    datasheetUrl: '',
    flags: '',
  };
}

function mlcc(
  symbol: string,
  manufacturer: string,
  size: string,
  farads: string,
  volts: number,
  dielectric: string,
  stock: number,
) {
  return {
    symbol,
    manufacturer,
    manufacturerSymbol: symbol,
    category: MLCC,
    description: `Capacitor: ceramic; MLCC; SMD; ${size}; ${farads.replace(' ', '')}; ${volts}V; ${dielectric}; ±10%`,
    unit: 'ST',
    minimumQuantity: '10',
    multiples: '10',
    priceBreaks: '10:0.05|100:0.03',
    stock: String(stock),
    parameters: `Mounting=SMD|Case=${size}|Capacitance=${farads}|Voltage=${volts} V|Dielectric=${dielectric}`,
    datasheetUrl: `https://example.com/datasheets/${symbol}.pdf`,
    flags: '',
  };
}

export const SEARCH_FIXTURES: Array<Record<string, string>> = [
  resistor('RC0603FR-0710KL', 'Yageo', '0603', '10 kΩ', 1, 25_000),
  resistor('RC0603JR-0710KL', 'Yageo', '0603', '10 kΩ', 5, 12_000),
  resistor('RC0805FR-0710KL', 'Yageo', '0805', '10 kΩ', 1, 0),
  resistor('RC0603FR-074K7L', 'Yageo', '0603', '4.7 kΩ', 1, 8_000),
  resistor('ERJ-3EKF2201V', 'Panasonic', '0603', '2.2 kΩ', 1, 3_000),
  mlcc('GRM188R61E106KA73D', 'Murata', '0603', '10 µF', 25, 'X5R', 40_000),
  mlcc('GRM21BR61E226ME44L', 'Murata', '0805', '22 µF', 25, 'X5R', 0),
  mlcc('CL10B104KB8NNNC', 'Samsung Electro-Mechanics', '0603', '100 nF', 50, 'X7R', 150_000),
];
