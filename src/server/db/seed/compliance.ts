import type {
  LifecycleStatus,
  ProductCompliance,
  ReachStatus,
  RohsStatus,
} from '../../../common/product-compliance';
import { Rng } from './prng';

/**
 * Lifecycle and compliance data of a generated product (ADR 075). Drawn from a stream of its own
 * (a seed apart from the product's), so adding them left every other value of the catalogue as it
 * was. Proportions are those of a distributor's range: most parts active and RoHS compliant.
 */

const SEED = 0x22c0de;

/** Lifecycle shares: 85 % active, 7 % NRND, 3 % last-time buy, 5 % obsolete. */
const LIFECYCLE_WEIGHTS: ReadonlyArray<readonly [LifecycleStatus, number]> = [
  ['active', 85],
  ['nrnd', 7],
  ['ltb', 3],
  ['obsolete', 5],
];
/** The first products show every state, however small the catalogue (index 0 stays active: their replacement). */
const FORCED: ReadonlyArray<LifecycleStatus> = ['active', 'nrnd', 'ltb', 'obsolete'];

const ROHS_WEIGHTS: ReadonlyArray<readonly [RohsStatus, number]> = [
  ['compliant', 82],
  ['exemption', 7],
  ['not_compliant', 3],
  ['unknown', 8],
];
/** Parts made before RoHS (2006) and long obsolete are more often not compliant. */
const OBSOLETE_ROHS_WEIGHTS: ReadonlyArray<readonly [RohsStatus, number]> = [
  ['compliant', 55],
  ['exemption', 10],
  ['not_compliant', 20],
  ['unknown', 15],
];
const REACH_WEIGHTS: ReadonlyArray<readonly [ReachStatus, number]> = [
  ['svhc_free', 85],
  ['contains_svhc', 5],
  ['unknown', 10],
];
const ORIGINS: ReadonlyArray<readonly [string, number]> = [
  ['CN', 35],
  ['TW', 12],
  ['MY', 10],
  ['PH', 8],
  ['JP', 8],
  ['US', 6],
  ['DE', 5],
  ['TH', 5],
  ['KR', 4],
  ['MX', 3],
  ['PL', 2],
  ['HU', 2],
];
const MSL_WEIGHTS: ReadonlyArray<readonly [number | null, number]> = [
  [1, 50],
  [2, 5],
  [3, 30],
  [4, 3],
  [5, 2],
  [6, 0.5],
  [null, 9.5],
];
const ECCNS: ReadonlyArray<readonly [string | null, number]> = [
  ['EAR99', 90],
  ['3A991', 4],
  ['5A991', 2],
  ['5A992.c', 1],
  [null, 3],
];

/** US HTS codes by words of the part's name (its description up to the first ';'), first match wins. */
const HTS_BY_NAME: ReadonlyArray<readonly [RegExp, string]> = [
  [/resistor|potentiometer|trimmer/, '8533.21.0080'],
  [/capacitor: electrolytic/, '8532.22.0085'],
  [/capacitor: tantalum/, '8532.21.0080'],
  [/capacitor/, '8532.24.0020'],
  [/led|display/, '8541.41.0000'],
  [/transistor|mosfet|igbt/, '8541.21.0075'],
  [/diode|rectifier|bridge/, '8541.10.0080'],
  [/crystal|resonator|oscillator/, '8541.60.0060'],
  [/microcontroller|processor|memory/, '8542.31.0000'],
  [/amplifier|regulator|converter|driver|\bic\b|interface/, '8542.39.0090'],
  [/inductor|choke|transformer|ferrite/, '8504.50.8000'],
  [/fuse/, '8536.10.0040'],
  [/relay/, '8536.41.0050'],
  [/switch|button/, '8536.50.9065'],
  [/connector|socket|header|terminal/, '8536.69.4040'],
  [/cable|wire/, '8544.42.9090'],
];
const HTS_OTHER = '8548.00.0000';

const weighted = <T>(rng: Rng, items: ReadonlyArray<readonly [T, number]>): T =>
  rng.weighted(items, ([, w]) => w)[0];

export interface GeneratedLifecycle {
  lifecycle: LifecycleStatus;
  lastTimeBuyDate: string | null;
}

export function generatedLifecycle(index: number, today: Date): GeneratedLifecycle {
  const rng = Rng.forItem(SEED, index);
  const lifecycle = index < FORCED.length ? FORCED[index]! : weighted(rng, LIFECYCLE_WEIGHTS);
  // A last-time buy runs one to twelve months; half the obsolete parts keep the date theirs ended on.
  const lastTimeBuyDate =
    lifecycle === 'ltb'
      ? isoDay(today, rng.int(30, 365))
      : lifecycle === 'obsolete' && rng.chance(0.5)
        ? isoDay(today, -rng.int(30, 900))
        : null;
  return { lifecycle, lastTimeBuyDate };
}

export function generatedCompliance(
  index: number,
  description: string,
  lifecycle: LifecycleStatus,
): ProductCompliance {
  const rng = Rng.forItem(SEED ^ 0x5eed, index);
  const name = description.split(';')[0]!.toLowerCase();
  return {
    rohs: weighted(rng, lifecycle === 'obsolete' ? OBSOLETE_ROHS_WEIGHTS : ROHS_WEIGHTS),
    reach: weighted(rng, REACH_WEIGHTS),
    eccn: weighted(rng, ECCNS),
    htsCode: rng.chance(0.05) ? null : (HTS_BY_NAME.find(([words]) => words.test(name))?.[1] ?? HTS_OTHER),
    countryOfOrigin: rng.chance(0.03) ? null : weighted(rng, ORIGINS),
    msl: weighted(rng, MSL_WEIGHTS),
  };
}

function isoDay(today: Date, offsetDays: number): string {
  return new Date(today.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}
