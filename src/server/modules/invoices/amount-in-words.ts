/**
 * The amount due in words, which Polish invoices customarily carry ("słownie"). No maintained
 * package is installed for it (n2words would do: see ADR 060), and the Polish rules are few: the
 * numbers up to 999 and the three plural forms of thousand, million and billion and of the currency.
 */
import { roundHalfUp, toDecimal } from '../../../common/money';

const ONES = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'];
const TEENS = [
  'dziesięć',
  'jedenaście',
  'dwanaście',
  'trzynaście',
  'czternaście',
  'piętnaście',
  'szesnaście',
  'siedemnaście',
  'osiemnaście',
  'dziewiętnaście',
];
const TENS = [
  '',
  '',
  'dwadzieścia',
  'trzydzieści',
  'czterdzieści',
  'pięćdziesiąt',
  'sześćdziesiąt',
  'siedemdziesiąt',
  'osiemdziesiąt',
  'dziewięćdziesiąt',
];
const HUNDREDS = [
  '',
  'sto',
  'dwieście',
  'trzysta',
  'czterysta',
  'pięćset',
  'sześćset',
  'siedemset',
  'osiemset',
  'dziewięćset',
];

/** singular (1), few (2–4, 22–24…), many (0, 5–21, 25–31…). */
type Forms = readonly [string, string, string];
const GROUPS: readonly Forms[] = [
  ['tysiąc', 'tysiące', 'tysięcy'],
  ['milion', 'miliony', 'milionów'],
  ['miliard', 'miliardy', 'miliardów'],
];
const CURRENCY: Record<string, Forms> = {
  PLN: ['złoty', 'złote', 'złotych'],
  EUR: ['euro', 'euro', 'euro'],
  HUF: ['forint', 'forinty', 'forintów'],
  INR: ['rupia', 'rupie', 'rupii'],
};

function form(n: number, forms: Forms): string {
  if (n === 1) return forms[0];
  const lastTwo = n % 100;
  const last = n % 10;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? forms[1] : forms[2];
}

function belowThousand(n: number): string[] {
  const words = [HUNDREDS[Math.floor(n / 100)]!];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]!);
  else words.push(TENS[Math.floor(rest / 10)]!, ONES[rest % 10]!);
  return words.filter((w) => w !== '');
}

/** A whole number from 0 to 999 999 999 999 in Polish words. */
export function polishNumber(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e12) throw new RangeError(`out of range: ${n}`);
  if (n === 0) return 'zero';
  const words: string[] = [];
  const groups = [Math.floor(n / 1e9) % 1000, Math.floor(n / 1e6) % 1000, Math.floor(n / 1e3) % 1000];
  groups.forEach((group, i) => {
    if (group === 0) return;
    const forms = GROUPS[2 - i]!;
    // "tysiąc", not "jeden tysiąc".
    if (group === 1) words.push(forms[0]);
    else words.push(...belowThousand(group), form(group, forms));
  });
  words.push(...belowThousand(n % 1000));
  return words.join(' ');
}

/** "1234.50 PLN" → "jeden tysiąc…": "tysiąc dwieście trzydzieści cztery złote 50/100". */
export function polishAmountInWords(amount: string, currency: string): string {
  const value = roundHalfUp(toDecimal(amount).abs(), 2);
  const whole = value.floor().toNumber();
  const cents = value.minus(whole).times(100).toNumber();
  const forms = CURRENCY[currency] ?? [currency, currency, currency];
  return `${polishNumber(whole)} ${form(whole, forms)} ${String(cents).padStart(2, '0')}/100`;
}

/** The markets whose invoices carry the amount in words (Poland's custom; no other market asks). */
export function amountInWords(market: string, amount: string, currency: string): string | null {
  return market === 'pl' ? polishAmountInWords(amount, currency) : null;
}
