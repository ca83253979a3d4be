import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenders } from '../../db/schema';
import { insertTender } from './tenders.repository';

const DAY = 86_400_000;

/** One public tender per market, in its language: what a procurement notice of a public body says. */
const DEMO_TENDERS = [
  {
    country: 'pl',
    reference: 'ZP/DEMO/1/2027',
    title: 'Dostawa elementów elektronicznych dla laboratoriów wydziału',
    buyer: 'Politechnika Demonstracyjna',
    description:
      'Dostawa rezystorów, kondensatorów i tranzystorów do laboratoriów dydaktycznych.\nTermin realizacji: 21 dni od podpisania umowy.',
    lines: [
      { description: 'Rezystor 10 kΩ 1% 0805', quantity: 10_000, unit: 'szt.' },
      { description: 'Kondensator ceramiczny 100 nF 50 V X7R 0805', quantity: 5_000, unit: 'szt.' },
      { description: 'Tranzystor NPN BC547B lub równoważny', quantity: 1_000, unit: 'szt.' },
    ],
  },
  {
    country: 'en',
    reference: 'RFT-DEMO-2027-04',
    title: 'Supply of electronic components for maintenance workshops',
    buyer: 'Demo Regional Transport Authority',
    description:
      'Framework supply of passive and discrete components for 24 months. Equivalent parts are accepted where stated.',
    lines: [
      { description: 'Resistor 4.7 kΩ 0.25 W THT', quantity: 20_000, unit: 'pcs' },
      { description: 'Electrolytic capacitor 100 µF 25 V', quantity: 3_000, unit: 'pcs' },
    ],
  },
  {
    country: 'de',
    reference: 'VgV-DEMO-2027-11',
    title: 'Lieferung elektronischer Bauteile für Ausbildungswerkstätten',
    buyer: 'Demo-Berufsschulzentrum',
    description:
      'Lieferung von Widerständen und Kondensatoren für den Unterricht. Gleichwertige Bauteile sind zugelassen.',
    lines: [{ description: 'Widerstand 1 kΩ 1 % 0603', quantity: 8_000, unit: 'Stk.' }],
  },
  {
    country: 'hu',
    reference: 'EKR-DEMO-2027-7',
    title: 'Elektronikai alkatrészek beszerzése oktatási laborok részére',
    buyer: 'Demó Műszaki Egyetem',
    description: 'Ellenállások és kondenzátorok szállítása az oktatási laborok számára.',
    lines: [{ description: 'Kondenzátor 10 µF 16 V 0805', quantity: 4_000, unit: 'db' }],
  },
];

/**
 * The demo shop's public tenders (issue 20, ADR 070): one open tender per market, so /tenders shows
 * what it is for. Made only with the demo accounts (never in production, config DEMO_ACCOUNTS),
 * once, when there are no tenders at all.
 */
export async function seedDemoTenders(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(tenders);
  if ((existing?.n ?? 0) > 0) return 0;
  for (const [index, tender] of DEMO_TENDERS.entries()) {
    await insertTender(db, {
      ...tender,
      deadline: new Date(now.getTime() + (30 + index * 7) * DAY),
      documents: [{ label: 'Notice / Ogłoszenie', url: 'https://ted.europa.eu/' }],
      lineCount: tender.lines.length,
      state: 'published',
      publishedAt: now,
    });
  }
  return DEMO_TENDERS.length;
}
