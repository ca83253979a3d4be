/** The manufacturers of the generated catalogue; `short` is the suffix the shop adds to shared part numbers. */
export interface ManufacturerSeed {
  slug: string;
  name: string;
  short: string;
  promoted: boolean;
  description: string;
}

const rows: Array<[slug: string, name: string, short: string, promoted: boolean, description: string]> = [
  ['3m', '3M', '3M', false, 'Adhesives, IDC connectors and cable management.'],
  ['allegro', 'Allegro MicroSystems', 'ALG', false, 'Hall-effect and current sensor ICs.'],
  ['amphenol', 'Amphenol', 'AMP', true, 'Interconnect: board, RF, circular and industrial connectors.'],
  ['analog-devices', 'Analog Devices', 'ADI', true, 'Data converters, amplifiers and power management.'],
  ['arduino', 'Arduino', 'ARD', false, 'Open-source microcontroller boards.'],
  ['bosch-sensortec', 'Bosch Sensortec', 'BST', false, 'MEMS sensors: pressure, humidity, motion.'],
  ['bourns', 'Bourns', 'BRN', true, 'Potentiometers, circuit protection and magnetics.'],
  ['broadcom', 'Broadcom', 'BRC', false, 'Optocouplers and LED indicators.'],
  ['ck', 'C&K', 'CK', false, 'Tactile, toggle and DIP switches.'],
  ['cree', 'CreeLED', 'CRE', false, 'High-power and mid-power LEDs.'],
  ['diodes', 'Diodes Inc.', 'DIO', false, 'Discrete, analog and mixed-signal semiconductors.'],
  ['ebm-papst', 'ebm-papst', 'EBM', false, 'Fans and blowers.'],
  ['espressif', 'Espressif', 'ESP', false, 'Wi-Fi and Bluetooth system-on-chips and modules.'],
  ['finder', 'Finder', 'FIN', false, 'Relays and timers for industry.'],
  ['fischer', 'Fischer Elektronik', 'FIS', false, 'Heatsinks, enclosures and connectors.'],
  ['fluke', 'Fluke', 'FLK', true, 'Electrical test and measurement tools.'],
  ['hammond', 'Hammond Manufacturing', 'HAM', false, 'Enclosures and transformers.'],
  ['harting', 'HARTING', 'HAR', false, 'Industrial connectors.'],
  ['hellermanntyton', 'HellermannTyton', 'HT', false, 'Cable ties, heat shrink and identification.'],
  ['hirose', 'Hirose', 'HRS', false, 'Miniature board and RF connectors.'],
  ['infineon', 'Infineon', 'INF', true, 'Power semiconductors and microcontrollers.'],
  ['jst', 'JST', 'JST', false, 'Wire-to-board connectors and crimp terminals.'],
  ['kemet', 'KEMET', 'KEM', false, 'Tantalum, ceramic and film capacitors.'],
  ['kingbright', 'Kingbright', 'KB', false, 'LED lamps, SMD LEDs and displays.'],
  ['knipex', 'Knipex', 'KNI', false, 'Pliers and cutters.'],
  ['koa', 'KOA Speer', 'KOA', false, 'Chip resistors.'],
  ['lapp', 'LAPP', 'LAP', false, 'Cables and cable glands.'],
  ['littelfuse', 'Littelfuse', 'LF', false, 'Fuses, TVS diodes and circuit protection.'],
  ['mean-well', 'Mean Well', 'MW', true, 'AC/DC and DC/DC power supplies.'],
  ['microchip', 'Microchip Technology', 'MCH', true, 'Microcontrollers, memories and analog.'],
  ['molex', 'Molex', 'MOL', false, 'Connectors and cable assemblies.'],
  ['murata', 'Murata', 'MUR', true, 'Ceramic capacitors, inductors and modules.'],
  ['nexperia', 'Nexperia', 'NEX', false, 'Discretes, logic and MOSFETs.'],
  ['nichicon', 'Nichicon', 'NIC', false, 'Aluminium electrolytic capacitors.'],
  ['nxp', 'NXP Semiconductors', 'NXP', false, 'Microcontrollers, interface and automotive ICs.'],
  ['omron', 'Omron', 'OMR', false, 'Relays, switches and sensors.'],
  ['onsemi', 'onsemi', 'ONS', false, 'Power and sensing semiconductors.'],
  ['osram', 'ams OSRAM', 'OSR', false, 'LEDs, optical sensors and emitters.'],
  ['panasonic', 'Panasonic', 'PAN', true, 'Passive components, batteries and relays.'],
  ['phoenix-contact', 'Phoenix Contact', 'PHX', false, 'Terminal blocks and industrial connectivity.'],
  ['raspberry-pi', 'Raspberry Pi', 'RPI', true, 'Single-board computers and microcontrollers.'],
  ['recom', 'RECOM', 'REC', false, 'DC/DC converters and AC/DC modules.'],
  ['renesas', 'Renesas', 'REN', false, 'Microcontrollers and timing.'],
  ['rigol', 'Rigol', 'RIG', false, 'Oscilloscopes and laboratory instruments.'],
  ['rohm', 'ROHM', 'ROH', false, 'Resistors, discretes and power ICs.'],
  ['royal-ohm', 'Royal Ohm', 'RO', false, 'Metal and carbon film resistors.'],
  ['samsung-em', 'Samsung Electro-Mechanics', 'SAM', false, 'MLCC capacitors and inductors.'],
  ['schurter', 'SCHURTER', 'SCH', false, 'Fuses, fuse holders and IEC connectors.'],
  ['sensirion', 'Sensirion', 'SEN', false, 'Humidity, temperature and gas sensors.'],
  ['stmicroelectronics', 'STMicroelectronics', 'ST', true, 'Microcontrollers, power and analog ICs.'],
  ['sunon', 'Sunon', 'SUN', false, 'DC and AC fans.'],
  ['te-connectivity', 'TE Connectivity', 'TE', true, 'Connectors, relays and sensors.'],
  ['tdk', 'TDK', 'TDK', false, 'Capacitors, inductors and ferrites.'],
  ['texas-instruments', 'Texas Instruments', 'TI', true, 'Analog and embedded processing.'],
  ['uni-t', 'UNI-T', 'UNT', false, 'Multimeters and test equipment.'],
  ['vishay', 'Vishay', 'VIS', true, 'Resistors, capacitors, diodes and optoelectronics.'],
  ['weidmuller', 'Weidmüller', 'WDM', false, 'Terminal blocks and power supplies.'],
  ['weller', 'Weller', 'WEL', false, 'Soldering stations and tips.'],
  ['wurth', 'Würth Elektronik', 'WE', true, 'Inductors, EMC components and connectors.'],
  ['yageo', 'Yageo', 'YAG', true, 'Chip resistors and capacitors.'],
];

export const MANUFACTURERS: readonly ManufacturerSeed[] = rows.map(
  ([slug, name, short, promoted, description]) => ({
    slug,
    name,
    short,
    promoted,
    description,
  }),
);

/** Linecard letter: the upper-case first letter, '#' for names starting with a digit. */
export function linecardLetter(name: string): string {
  const first = name.normalize('NFD').charAt(0).toUpperCase();
  return /[0-9]/.test(first) ? '#' : first;
}

export function logoUrl(slug: string): string {
  return `/assets-static/logos/${slug}.svg`;
}
