import { q, t, type NamedPart, type ParameterValue } from './part-families';

/**
 * Real part numbers, each with the makers that actually sell it and typical ratings. Values are the
 * datasheet headline figures, close enough for filtering and display in a demo catalogue.
 */

type Makers = string;

function part(
  mpn: string,
  makers: Makers,
  parameters: ParameterValue[],
  price: [number, number],
  moq?: [number, number],
): NamedPart {
  return { mpn, makers: makers.split(' '), parameters, price, moq };
}

/** Through-hole package families; everything else in these lists is surface-mount (TO-263 is D2PAK, SMD). */
const THT_PACKAGE = /^(DO\d|DO-\d|DO201|TO(?!-263)|DIP|DIL|SIP|KBP|GBU|W04|Pentawatt|Multiwatt|THT|\d+mm)/;
const mount = (caseName: string) => t('Mounting', THT_PACKAGE.test(caseName) ? 'THT' : 'SMD');

function diode(
  mpn: string,
  makers: Makers,
  type: string,
  volts: number,
  amps: number,
  caseName: string,
  price: [number, number],
): NamedPart {
  return part(
    mpn,
    makers,
    [
      t('Type', type),
      q('Voltage', volts, 'V'),
      q('Current', amps, 'A'),
      t('Case', caseName),
      mount(caseName),
    ],
    price,
    price[1] < 0.3 ? [10, 10] : undefined,
  );
}

function transistor(
  mpn: string,
  makers: Makers,
  type: string,
  volts: number,
  amps: number,
  watts: number,
  caseName: string,
  price: [number, number],
): NamedPart {
  return part(
    mpn,
    makers,
    [
      t('Type', type),
      q('Voltage', volts, 'V'),
      q('Current', amps, 'A'),
      ...(watts ? [q('Power', watts, 'W')] : []),
      t('Case', caseName),
      mount(caseName),
    ],
    price,
    price[1] < 0.5 ? [10, 10] : undefined,
  );
}

function ic(
  mpn: string,
  makers: Makers,
  type: string,
  caseName: string,
  price: [number, number],
  extra: ParameterValue[] = [],
): NamedPart {
  return part(mpn, makers, [t('Type', type), t('Case', caseName), mount(caseName), ...extra], price);
}

const ZENER_VOLTAGES = [
  2.4, 2.7, 3.0, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1, 10, 11, 12, 13, 15, 16, 18, 20,
  22, 24, 27, 30, 33,
];
const zenerCode = (v: number) =>
  String(v)
    .replace('.', 'V')
    .replace(/^(\d+)$/, '$1V');
const TVS_VOLTAGES = [5.0, 6.5, 12, 15, 18, 24, 26, 33, 36, 48, 58, 70];

export const RECTIFIER_DIODES = [
  ...[50, 100, 200, 400, 600, 800, 1000].map((v, i) =>
    diode(`1N400${i + 1}`, 'vishay onsemi diodes', 'rectifying', v, 1, 'DO41', [0.05, 0.15]),
  ),
  diode('1N5408', 'vishay onsemi', 'rectifying', 1000, 3, 'DO201AD', [0.2, 0.5]),
  diode('UF4007', 'vishay diodes', 'rectifying; ultrafast', 1000, 1, 'DO41', [0.1, 0.3]),
  diode('S1M', 'vishay diodes onsemi', 'rectifying', 1000, 1, 'SMA', [0.05, 0.2]),
  diode('ES2D', 'vishay diodes', 'rectifying; ultrafast', 200, 2, 'SMB', [0.2, 0.6]),
  diode('FR107', 'diodes', 'rectifying; fast', 1000, 1, 'DO41', [0.06, 0.2]),
];
export const SWITCHING_DIODES = [
  diode('1N4148', 'vishay nexperia onsemi diodes', 'switching', 100, 0.2, 'DO35', [0.02, 0.08]),
  diode('1N4448', 'vishay nexperia', 'switching', 100, 0.2, 'DO35', [0.03, 0.09]),
  diode('1N4148W', 'diodes vishay nexperia', 'switching', 100, 0.15, 'SOD123', [0.02, 0.08]),
  diode('BAV99', 'nexperia onsemi diodes', 'switching; double series', 100, 0.2, 'SOT-23', [0.04, 0.12]),
  diode('BAS16', 'nexperia onsemi diodes', 'switching', 100, 0.2, 'SOT-23', [0.03, 0.1]),
  diode('LL4148', 'vishay diodes', 'switching', 100, 0.15, 'MiniMELF', [0.02, 0.07]),
];
export const SCHOTTKY_DIODES = [
  diode('BAT54', 'nexperia diodes vishay onsemi', 'Schottky', 30, 0.2, 'SOT-23', [0.04, 0.15]),
  diode('BAT85', 'vishay nexperia', 'Schottky', 30, 0.2, 'DO34', [0.06, 0.2]),
  diode('1N5817', 'vishay onsemi diodes', 'Schottky', 20, 1, 'DO41', [0.08, 0.3]),
  diode('1N5819', 'vishay onsemi diodes', 'Schottky', 40, 1, 'DO41', [0.08, 0.3]),
  diode('SS14', 'vishay onsemi diodes', 'Schottky', 40, 1, 'SMA', [0.05, 0.25]),
  diode('SS34', 'vishay onsemi diodes', 'Schottky', 40, 3, 'SMC', [0.1, 0.4]),
  diode('SB560', 'diodes vishay', 'Schottky', 60, 5, 'DO201AD', [0.3, 0.9]),
  diode('MBRS340T3G', 'onsemi', 'Schottky', 40, 3, 'SMC', [0.3, 0.9]),
];
export const ZENER_DIODES = [
  ...ZENER_VOLTAGES.map((v) =>
    diode(`BZX55C${zenerCode(v)}`, 'vishay onsemi', 'Zener', v, 0.5, 'DO35', [0.03, 0.1]),
  ),
  ...ZENER_VOLTAGES.map((v) =>
    diode(`BZX84C${zenerCode(v)}`, 'nexperia diodes onsemi', 'Zener', v, 0.3, 'SOT-23', [0.02, 0.08]),
  ),
  ...ZENER_VOLTAGES.map((v) =>
    diode(`BZX85C${zenerCode(v)}`, 'vishay', 'Zener', v, 1.3, 'DO41', [0.05, 0.18]),
  ),
];
export const TVS_DIODES = [
  ...TVS_VOLTAGES.map((v) =>
    diode(
      `P6KE${Math.round(v * 1.2)}A`,
      'littelfuse vishay',
      'TVS; unidirectional',
      v,
      0.6,
      'DO15',
      [0.2, 0.6],
    ),
  ),
  ...TVS_VOLTAGES.map((v) =>
    diode(
      `SMBJ${v.toFixed(1).replace('.0', '')}CA`,
      'littelfuse bourns vishay',
      'TVS; bidirectional',
      v,
      0.6,
      'SMB',
      [0.2, 0.7],
    ),
  ),
  ...TVS_VOLTAGES.map((v) =>
    diode(
      `SMAJ${v.toFixed(1).replace('.0', '')}A`,
      'littelfuse bourns diodes',
      'TVS; unidirectional',
      v,
      0.4,
      'SMA',
      [0.15, 0.5],
    ),
  ),
];
export const BRIDGE_RECTIFIERS = [
  diode('KBP206G', 'diodes vishay', 'bridge rectifier', 600, 2, 'KBP', [0.4, 1.2]),
  diode('GBU8M', 'vishay diodes', 'bridge rectifier', 1000, 8, 'GBU', [1.2, 3.5]),
  diode('DB107', 'diodes', 'bridge rectifier', 1000, 1, 'DIP4', [0.3, 0.9]),
  diode('MB6S', 'vishay onsemi diodes', 'bridge rectifier', 600, 0.5, 'SOIC-4', [0.2, 0.6]),
  diode('KBPC3510', 'vishay', 'bridge rectifier', 1000, 35, 'KBPC', [4, 12]),
  diode('W04M', 'vishay diodes', 'bridge rectifier', 400, 1.5, 'W04', [0.4, 1]),
];

export const BIPOLAR_TRANSISTORS = [
  transistor('BC547B', 'onsemi nexperia diodes', 'NPN', 45, 0.1, 0.5, 'TO92', [0.05, 0.2]),
  transistor('BC557B', 'onsemi nexperia diodes', 'PNP', 45, 0.1, 0.5, 'TO92', [0.05, 0.2]),
  transistor('BC337-40', 'onsemi nexperia', 'NPN', 45, 0.8, 0.625, 'TO92', [0.06, 0.2]),
  transistor('BC327-40', 'onsemi nexperia', 'PNP', 45, 0.8, 0.625, 'TO92', [0.06, 0.2]),
  transistor('2N2222A', 'onsemi stmicroelectronics', 'NPN', 40, 0.6, 0.5, 'TO92', [0.1, 0.4]),
  transistor('2N3904', 'onsemi diodes', 'NPN', 40, 0.2, 0.625, 'TO92', [0.05, 0.2]),
  transistor('2N3906', 'onsemi diodes', 'PNP', 40, 0.2, 0.625, 'TO92', [0.05, 0.2]),
  transistor('BD139', 'stmicroelectronics onsemi', 'NPN', 80, 1.5, 12.5, 'TO126', [0.4, 1.2]),
  transistor('BD140', 'stmicroelectronics onsemi', 'PNP', 80, 1.5, 12.5, 'TO126', [0.4, 1.2]),
  transistor('TIP120', 'stmicroelectronics onsemi', 'NPN; Darlington', 60, 5, 65, 'TO-220', [0.8, 2.5]),
  transistor('MMBT3904', 'onsemi nexperia diodes', 'NPN', 40, 0.2, 0.35, 'SOT-23', [0.03, 0.12]),
  transistor('BC817-40', 'nexperia onsemi diodes', 'NPN', 45, 0.5, 0.25, 'SOT-23', [0.03, 0.12]),
  transistor('BC807-40', 'nexperia onsemi diodes', 'PNP', 45, 0.5, 0.25, 'SOT-23', [0.03, 0.12]),
];
export const MOSFETS = [
  transistor('IRF540NPBF', 'infineon', 'N-MOSFET', 100, 33, 130, 'TO-220', [2, 5]),
  transistor('IRLZ44NPBF', 'infineon', 'N-MOSFET; logic level', 55, 47, 110, 'TO-220', [2, 5]),
  transistor('IRF3205PBF', 'infineon', 'N-MOSFET', 55, 110, 200, 'TO-220', [3, 7]),
  transistor('IRLML6344TRPBF', 'infineon', 'N-MOSFET', 30, 5, 1.3, 'SOT-23', [0.4, 1.2]),
  transistor('BSS138', 'nexperia onsemi diodes', 'N-MOSFET', 50, 0.22, 0.36, 'SOT-23', [0.08, 0.3]),
  transistor('2N7002', 'nexperia onsemi diodes', 'N-MOSFET', 60, 0.3, 0.35, 'SOT-23', [0.05, 0.2]),
  transistor('STP55NF06L', 'stmicroelectronics', 'N-MOSFET; logic level', 60, 55, 95, 'TO-220', [2, 5]),
  transistor('FQP30N06L', 'onsemi', 'N-MOSFET; logic level', 60, 32, 79, 'TO-220', [2, 5]),
  transistor('SI2301CDS-T1-GE3', 'vishay', 'P-MOSFET', 20, 3.1, 1.6, 'SOT-23', [0.3, 1]),
  transistor('BSC010N04LS', 'infineon', 'N-MOSFET', 40, 100, 139, 'TDSON-8', [4, 10]),
  transistor('IPP60R190P6', 'infineon', 'N-MOSFET; CoolMOS', 600, 20, 151, 'TO-220', [6, 15]),
];
export const IGBTS = [
  transistor('IKW40N120H3', 'infineon', 'IGBT', 1200, 40, 480, 'TO-247', [20, 45]),
  transistor('IKP15N65H5', 'infineon', 'IGBT', 650, 15, 105, 'TO-220', [5, 12]),
  transistor('STGW30NC60WD', 'stmicroelectronics', 'IGBT', 600, 30, 200, 'TO-247', [8, 20]),
  transistor('FGH40N60SFD', 'onsemi', 'IGBT', 600, 40, 290, 'TO-247', [10, 24]),
  transistor('IRGP4063DPBF', 'infineon', 'IGBT', 600, 48, 330, 'TO-247', [15, 30]),
];
export const THYRISTORS = [
  transistor('BT136-600E', 'nexperia', 'triac', 600, 4, 0, 'TO-220', [0.8, 2]),
  transistor('BT137-600', 'nexperia', 'triac', 600, 8, 0, 'TO-220', [1, 2.5]),
  transistor('BTA16-600BRG', 'stmicroelectronics', 'triac', 600, 16, 0, 'TO-220', [2, 5]),
  transistor('BT151-500R', 'nexperia', 'thyristor', 500, 12, 0, 'TO-220', [1, 2.5]),
  transistor('TYN612RG', 'stmicroelectronics', 'thyristor', 600, 12, 0, 'TO-220', [1.5, 3.5]),
  transistor('Z0607MA', 'stmicroelectronics', 'triac', 600, 0.8, 0, 'TO92', [0.5, 1.5]),
];

const mcu = (
  mpn: string,
  makers: Makers,
  core: string,
  flash: string,
  mhz: number,
  caseName: string,
  price: [number, number],
) =>
  ic(mpn, makers, 'microcontroller', caseName, price, [
    t('Interface', core),
    t('Memory', `Flash ${flash}`),
    q('Frequency', mhz * 1e6, 'Hz'),
  ]);

export const MICROCONTROLLERS = [
  mcu('STM32F103C8T6', 'stmicroelectronics', 'ARM Cortex-M3', '64kB', 72, 'LQFP-48', [8, 20]),
  mcu('STM32F030F4P6', 'stmicroelectronics', 'ARM Cortex-M0', '16kB', 48, 'TSSOP-20', [2, 5]),
  mcu('STM32G071RBT6', 'stmicroelectronics', 'ARM Cortex-M0+', '128kB', 64, 'LQFP-64', [6, 14]),
  mcu('STM32F411CEU6', 'stmicroelectronics', 'ARM Cortex-M4', '512kB', 100, 'UFQFPN-48', [15, 30]),
  mcu('ATMEGA328P-PU', 'microchip', 'AVR', '32kB', 20, 'DIP-28', [10, 22]),
  mcu('ATMEGA328P-AU', 'microchip', 'AVR', '32kB', 20, 'TQFP-32', [8, 18]),
  mcu('ATTINY85-20PU', 'microchip', 'AVR', '8kB', 20, 'DIP-8', [5, 11]),
  mcu('PIC16F628A-I/P', 'microchip', 'PIC', '3.5kB', 20, 'DIP-18', [6, 12]),
  mcu('PIC18F4550-I/P', 'microchip', 'PIC', '32kB', 48, 'DIP-40', [20, 40]),
  mcu('LPC1768FBD100', 'nxp', 'ARM Cortex-M3', '512kB', 100, 'LQFP-100', [35, 60]),
  mcu('MKL25Z128VLK4', 'nxp', 'ARM Cortex-M0+', '128kB', 48, 'LQFP-80', [15, 30]),
  mcu('RP2040', 'raspberry-pi', 'ARM Cortex-M0+', 'external', 133, 'QFN-56', [3, 6]),
  mcu('ESP32-C3', 'espressif', 'RISC-V', '4MB', 160, 'QFN-32', [4, 9]),
  mcu('MSP430G2553IN20', 'texas-instruments', 'MSP430', '16kB', 16, 'DIP-20', [8, 16]),
  mcu('R7FA4M1AB3CFM', 'renesas', 'ARM Cortex-M4', '256kB', 48, 'LQFP-64', [12, 25]),
];
export const OPERATIONAL_AMPLIFIERS = [
  ic(
    'LM358N',
    'texas-instruments stmicroelectronics onsemi',
    'operational amplifier; dual',
    'DIP-8',
    [0.5, 1.5],
  ),
  ic('LM358DR', 'texas-instruments', 'operational amplifier; dual', 'SOIC-8', [0.3, 1]),
  ic('LM324N', 'texas-instruments stmicroelectronics', 'operational amplifier; quad', 'DIP-14', [0.6, 1.8]),
  ic('TL072CP', 'texas-instruments stmicroelectronics', 'operational amplifier; JFET', 'DIP-8', [0.8, 2.5]),
  ic('TL074CN', 'texas-instruments stmicroelectronics', 'operational amplifier; JFET', 'DIP-14', [1, 3]),
  ic('NE5532P', 'texas-instruments', 'operational amplifier; low noise', 'DIP-8', [1.5, 4]),
  ic('OPA2134PA', 'texas-instruments', 'operational amplifier; audio', 'DIP-8', [10, 20]),
  ic('MCP6002-I/SN', 'microchip', 'operational amplifier; rail-to-rail', 'SOIC-8', [0.8, 2]),
  ic('AD8605ARTZ', 'analog-devices', 'operational amplifier; precision', 'SOT-23-5', [5, 12]),
  ic('OP07CP', 'texas-instruments analog-devices', 'operational amplifier; precision', 'DIP-8', [2, 6]),
];
export const COMPARATORS = [
  ic('LM393N', 'texas-instruments onsemi stmicroelectronics', 'comparator; dual', 'DIP-8', [0.4, 1.2]),
  ic('LM393DR', 'texas-instruments', 'comparator; dual', 'SOIC-8', [0.3, 1]),
  ic('LM339N', 'texas-instruments stmicroelectronics', 'comparator; quad', 'DIP-14', [0.6, 1.6]),
  ic('LM311P', 'texas-instruments', 'comparator', 'DIP-8', [0.8, 2]),
  ic('TLV3501AIDBVR', 'texas-instruments', 'comparator; high speed', 'SOT-23-6', [6, 12]),
  ic('MCP6541T-I/OT', 'microchip', 'comparator', 'SOT-23-5', [0.8, 2]),
];
export const TIMERS = [
  ic('NE555P', 'texas-instruments', 'timer', 'DIP-8', [0.5, 1.5]),
  ic('NE555DR', 'texas-instruments stmicroelectronics', 'timer', 'SOIC-8', [0.4, 1.2]),
  ic('TLC555CP', 'texas-instruments', 'timer; CMOS', 'DIP-8', [1.5, 3.5]),
  ic('ICM7555IPAZ', 'renesas', 'timer; CMOS', 'DIP-8', [3, 6]),
  ic('NE556N', 'texas-instruments stmicroelectronics', 'timer; dual', 'DIP-14', [1, 2.5]),
];
export const MEMORIES = [
  ic('24LC256-I/P', 'microchip', 'EEPROM; I2C', 'DIP-8', [2, 5], [t('Memory', '256kb')]),
  ic('24LC256-I/SN', 'microchip', 'EEPROM; I2C', 'SOIC-8', [1.8, 4.5], [t('Memory', '256kb')]),
  ic('AT24C32D-SSHM-T', 'microchip', 'EEPROM; I2C', 'SOIC-8', [0.6, 1.6], [t('Memory', '32kb')]),
  ic('25LC640A-I/SN', 'microchip', 'EEPROM; SPI', 'SOIC-8', [1, 2.5], [t('Memory', '64kb')]),
  ic('23LC1024-I/P', 'microchip', 'SRAM; SPI', 'DIP-8', [6, 12], [t('Memory', '1Mb')]),
  ic('CAT24C256WI-GT3', 'onsemi', 'EEPROM; I2C', 'SOIC-8', [0.8, 2], [t('Memory', '256kb')]),
  ic('M24C64-RMN6TP', 'stmicroelectronics', 'EEPROM; I2C', 'SOIC-8', [0.5, 1.4], [t('Memory', '64kb')]),
  ic('SST25VF016B-75-4I-S2AF', 'microchip', 'FLASH; SPI', 'SOIC-8', [3, 7], [t('Memory', '16Mb')]),
];
export const INTERFACE_ICS = [
  ic('MAX232CPE+', 'analog-devices', 'RS232 transceiver', 'DIP-16', [4, 10]),
  ic('MAX3232CDR', 'texas-instruments', 'RS232 transceiver', 'SOIC-16', [1.5, 4]),
  ic('SN75176BP', 'texas-instruments', 'RS485 transceiver', 'DIP-8', [1.5, 4]),
  ic('MAX485ESA+', 'analog-devices', 'RS485 transceiver', 'SOIC-8', [3, 8]),
  ic('TJA1050T/CM,118', 'nxp', 'CAN transceiver', 'SOIC-8', [1.5, 4]),
  ic('MCP2515-I/SO', 'microchip', 'CAN controller; SPI', 'SOIC-18', [5, 10]),
  ic('PCA9685PW,118', 'nxp', 'LED driver; I2C; PWM', 'TSSOP-28', [6, 12]),
  ic('TXS0108EPWR', 'texas-instruments', 'level translator', 'TSSOP-20', [2, 5]),
];
export const LOGIC_ICS = [
  ic('SN74HC595N', 'texas-instruments', 'shift register', 'DIP-16', [0.8, 2]),
  ic('74HC595D,653', 'nexperia', 'shift register', 'SOIC-16', [0.4, 1.2]),
  ic('SN74HC00N', 'texas-instruments', 'NAND gate; quad', 'DIP-14', [0.6, 1.5]),
  ic('74HC14D,653', 'nexperia', 'Schmitt trigger inverter', 'SOIC-14', [0.3, 1]),
  ic('CD4017BE', 'texas-instruments', 'decade counter', 'DIP-16', [0.8, 2]),
  ic('CD4051BE', 'texas-instruments', 'analog multiplexer', 'DIP-16', [0.8, 2]),
  ic('SN74LVC1G14DBVR', 'texas-instruments', 'Schmitt trigger inverter', 'SOT-23-5', [0.2, 0.6]),
  ic('74HCT245D,653', 'nexperia', 'bus transceiver', 'SOIC-20', [0.5, 1.4]),
];
export const AUDIO_AMPLIFIERS = [
  ic('LM386N-1/NOPB', 'texas-instruments', 'audio amplifier', 'DIP-8', [1.5, 4]),
  ic('TDA2030A', 'stmicroelectronics', 'audio amplifier', 'Pentawatt', [3, 7]),
  ic('TDA7294V', 'stmicroelectronics', 'audio amplifier', 'Multiwatt15', [15, 30]),
  ic('TPA3116D2DADR', 'texas-instruments', 'audio amplifier; class D', 'HTSSOP-32', [8, 16]),
  ic('MAX98357AETE+T', 'analog-devices', 'audio amplifier; class D; I2S', 'TQFN-16', [5, 10]),
];
export const DRIVERS = [
  ic('ULN2003A', 'texas-instruments stmicroelectronics', 'Darlington array', 'DIP-16', [0.8, 2]),
  ic('ULN2803A', 'texas-instruments stmicroelectronics', 'Darlington array', 'DIP-18', [1, 2.5]),
  ic('L293D', 'stmicroelectronics texas-instruments', 'motor driver', 'DIP-16', [4, 9]),
  ic('L298N', 'stmicroelectronics', 'motor driver', 'Multiwatt15', [8, 16]),
  ic('DRV8825PWPR', 'texas-instruments', 'stepper motor driver', 'HTSSOP-28', [8, 16]),
  ic('A4988SETTR-T', 'allegro', 'stepper motor driver', 'QFN-28', [6, 12]),
  ic('IR2110PBF', 'infineon', 'MOSFET gate driver', 'DIP-14', [6, 14]),
];
const regulator = (
  mpn: string,
  makers: Makers,
  type: string,
  vout: number | null,
  amps: number,
  caseName: string,
  price: [number, number],
) =>
  ic(mpn, makers, type, caseName, price, [
    ...(vout ? [q('Output voltage', vout, 'V')] : [t('Output voltage', 'adjustable')]),
    q('Current', amps, 'A'),
  ]);

export const LINEAR_REGULATORS = [
  regulator(
    'LM317T',
    'texas-instruments stmicroelectronics onsemi',
    'voltage regulator; linear',
    null,
    1.5,
    'TO-220',
    [0.8, 2.5],
  ),
  regulator(
    'LM337T',
    'texas-instruments stmicroelectronics',
    'voltage regulator; linear',
    null,
    1.5,
    'TO-220',
    [1, 3],
  ),
  ...[5, 6, 8, 9, 12, 15, 24].map((v) =>
    regulator(
      `L78${String(v).padStart(2, '0')}CV`,
      'stmicroelectronics',
      'voltage regulator; linear',
      v,
      1.5,
      'TO-220',
      [0.6, 1.8],
    ),
  ),
  ...[5, 12, 15].map((v) =>
    regulator(
      `MC78${String(v).padStart(2, '0')}CTG`,
      'onsemi',
      'voltage regulator; linear',
      v,
      1,
      'TO-220',
      [0.7, 2],
    ),
  ),
  ...[5, 12].map((v) =>
    regulator(
      `L79${String(v).padStart(2, '0')}CV`,
      'stmicroelectronics',
      'voltage regulator; linear; negative',
      -v,
      1.5,
      'TO-220',
      [0.8, 2],
    ),
  ),
  regulator(
    '78L05',
    'stmicroelectronics onsemi texas-instruments',
    'voltage regulator; linear',
    5,
    0.1,
    'TO92',
    [0.2, 0.6],
  ),
];
export const LDO_REGULATORS = [
  regulator('LD1117S33TR', 'stmicroelectronics', 'voltage regulator; LDO', 3.3, 0.8, 'SOT-223', [0.5, 1.5]),
  regulator('LM1117IMPX-3.3', 'texas-instruments', 'voltage regulator; LDO', 3.3, 0.8, 'SOT-223', [1, 2.5]),
  regulator('MCP1700T-3302E/TT', 'microchip', 'voltage regulator; LDO', 3.3, 0.25, 'SOT-23', [0.8, 2]),
  regulator('AP2112K-3.3TRG1', 'diodes', 'voltage regulator; LDO', 3.3, 0.6, 'SOT-23-5', [0.4, 1.2]),
  regulator('NCP1117ST33T3G', 'onsemi', 'voltage regulator; LDO', 3.3, 1, 'SOT-223', [0.6, 1.8]),
  regulator('TLV1117LV33DCYR', 'texas-instruments', 'voltage regulator; LDO', 3.3, 1, 'SOT-223', [0.7, 2]),
  regulator('LP2985-50DBVR', 'texas-instruments', 'voltage regulator; LDO', 5, 0.15, 'SOT-23-5', [0.8, 2]),
];
export const DCDC_ICS = [
  regulator('LM2596S-5.0/NOPB', 'texas-instruments', 'DC/DC converter; buck', 5, 3, 'TO-263-5', [6, 14]),
  regulator('LM2576T-ADJ/LF03', 'texas-instruments', 'DC/DC converter; buck', null, 3, 'TO-220-5', [7, 15]),
  regulator(
    'MC34063ACD-TR',
    'stmicroelectronics onsemi texas-instruments',
    'DC/DC converter; buck/boost',
    null,
    1.5,
    'SOIC-8',
    [0.6, 1.8],
  ),
  regulator('TPS54331DR', 'texas-instruments', 'DC/DC converter; buck', null, 3, 'SOIC-8', [3, 7]),
  regulator('TPS62160DGKR', 'texas-instruments', 'DC/DC converter; buck', null, 1, 'VSSOP-8', [3, 7]),
  regulator('ADP2302ARDZ-5.0', 'analog-devices', 'DC/DC converter; buck', 5, 2, 'SOIC-8', [8, 16]),
];
export const VOLTAGE_REFERENCES = [
  regulator(
    'TL431ACLP',
    'texas-instruments onsemi stmicroelectronics',
    'voltage reference; shunt',
    2.495,
    0.1,
    'TO92',
    [0.2, 0.6],
  ),
  regulator(
    'TL431AIDBZR',
    'texas-instruments',
    'voltage reference; shunt',
    2.495,
    0.1,
    'SOT-23',
    [0.15, 0.5],
  ),
  regulator('LM4040DIM3-2.5', 'texas-instruments', 'voltage reference; shunt', 2.5, 0.015, 'SOT-23', [1, 3]),
  regulator('REF3030AIDBZR', 'texas-instruments', 'voltage reference; series', 3, 0.025, 'SOT-23', [2, 5]),
  regulator('ADR4525BRZ', 'analog-devices', 'voltage reference; series', 2.5, 0.01, 'SOIC-8', [15, 30]),
  regulator('MCP1525T-I/TT', 'microchip', 'voltage reference; series', 2.5, 0.002, 'SOT-23', [1.5, 4]),
];
export const BATTERY_CHARGER_ICS = [
  regulator('MCP73831T-2ACI/OT', 'microchip', 'battery charger; Li-Ion', 4.2, 0.5, 'SOT-23-5', [1.5, 4]),
  regulator('BQ24075RGTR', 'texas-instruments', 'battery charger; Li-Ion', 4.2, 1.5, 'VQFN-16', [6, 12]),
  regulator('LTC4054ES5-4.2', 'analog-devices', 'battery charger; Li-Ion', 4.2, 0.8, 'TSOT-23-5', [6, 12]),
  regulator('BQ25895RTWR', 'texas-instruments', 'battery charger; Li-Ion; I2C', 4.2, 5, 'WQFN-24', [10, 20]),
];
const opto = (mpn: string, makers: Makers, type: string, caseName: string, price: [number, number]) =>
  ic(mpn, makers, type, caseName, price, [q('Voltage', 5000, 'V')]);

export const TRANSISTOR_OPTOCOUPLERS = [
  opto('CNY17-3', 'vishay', 'optocoupler; transistor output', 'DIP-6', [0.6, 1.6]),
  opto('TCET1100', 'vishay', 'optocoupler; transistor output', 'DIP-4', [0.4, 1]),
  opto('SFH617A-3', 'vishay', 'optocoupler; transistor output', 'DIP-4', [0.5, 1.2]),
  opto('4N35', 'vishay onsemi', 'optocoupler; transistor output', 'DIP-6', [0.5, 1.4]),
  opto('4N25', 'vishay onsemi', 'optocoupler; transistor output', 'DIP-6', [0.5, 1.4]),
  opto('HCPL-817-000E', 'broadcom', 'optocoupler; transistor output', 'DIP-4', [0.5, 1.3]),
];
export const FAST_OPTOCOUPLERS = [
  opto('6N137', 'vishay broadcom onsemi', 'optocoupler; logic output; 10Mbps', 'DIP-8', [2, 5]),
  opto('6N136', 'vishay broadcom', 'optocoupler; transistor output; 1Mbps', 'DIP-8', [1.5, 4]),
  opto('HCPL-2630-000E', 'broadcom', 'optocoupler; dual; 10Mbps', 'DIP-8', [5, 11]),
  opto('ACPL-M61L-000E', 'broadcom', 'optocoupler; 10Mbps', 'SO-5', [4, 9]),
];
export const TRIAC_OPTOCOUPLERS = [
  opto('MOC3021M', 'onsemi', 'optocoupler; triac output', 'DIP-6', [0.8, 2]),
  opto('MOC3041M', 'onsemi', 'optocoupler; triac output; zero crossing', 'DIP-6', [1, 2.5]),
  opto('MOC3063M', 'onsemi', 'optocoupler; triac output; zero crossing', 'DIP-6', [1.2, 3]),
  opto('VO3052', 'vishay', 'optocoupler; triac output', 'DIP-6', [1, 2.5]),
];
const photo = (
  mpn: string,
  makers: Makers,
  type: string,
  nm: number,
  caseName: string,
  price: [number, number],
) => ic(mpn, makers, type, caseName, price, [q('Wavelength', nm, 'nm')]);

export const PHOTODIODES = [
  photo('BPW34', 'vishay osram', 'photodiode; PIN', 900, 'DIL', [1.5, 4]),
  photo('BPW21R', 'vishay', 'photodiode; visible light', 565, 'TO5', [15, 30]),
  photo('SFH203', 'osram', 'photodiode; PIN', 850, '5mm', [1, 3]),
  photo('TEMD5080X01', 'vishay', 'photodiode; PIN', 820, 'SMD', [1, 2.5]),
];
export const PHOTOTRANSISTORS = [
  photo('BPW85', 'vishay', 'phototransistor', 850, '3mm', [0.6, 1.6]),
  photo('SFH309', 'osram', 'phototransistor', 860, '3mm', [0.6, 1.6]),
  photo('TEPT4400', 'vishay', 'phototransistor; ambient light', 570, '3mm', [0.8, 2]),
  photo('SFH3710', 'osram', 'phototransistor; ambient light', 570, '0805', [0.8, 2]),
];
export const IR_RECEIVERS = [
  photo('TSOP4838', 'vishay', 'IR receiver; 38kHz', 940, 'THT', [2, 5]),
  photo('TSOP31238', 'vishay', 'IR receiver; 38kHz', 940, 'THT', [2, 5]),
  photo('TSOP34836', 'vishay', 'IR receiver; 36kHz', 940, 'THT', [2, 5]),
  photo('TSOP38238', 'vishay', 'IR receiver; 38kHz', 940, 'THT', [2, 5]),
];
