/**
 * A client of the National Bank of Poland's exchange-rate API (issue 19, ADR 080): table A's
 * average rate of a currency on a day, `GET {base}/api/exchangerates/rates/a/{code}/{date}/?format=json`.
 * The VAT act (art. 31a) converts an invoice at the rate of the last business day before its day:
 * the client asks for the day before and walks back a day at a time while NBP answers 404 (no
 * table that day: a weekend, a holiday), at most `MAX_DAYS_BACK` days. A network error, a time-out
 * or a 5xx is `NbpUnavailableError` (the caller waits and tries again later), never a guess.
 */

export interface NbpRate {
  currency: string;
  /** The table's day, YYYY-MM-DD. */
  effectiveDate: string;
  /** The table's number, e.g. 229/A/NBP/2026. */
  tableNo: string;
  /** PLN for one unit, as NBP published it. */
  mid: string;
}

export class NbpUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NbpUnavailableError';
  }
}

export interface NbpClientOptions {
  /** https://api.nbp.pl in production; the simulator's address in tests. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Easter and the other Polish holidays make gaps of up to four days; ten leaves room. */
export const MAX_DAYS_BACK = 10;

const CODE = /^[A-Z]{3}$/;

export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

interface NbpAnswer {
  table: string;
  code: string;
  rates: Array<{ no: string; effectiveDate: string; mid: number }>;
}

export function createNbpClient(options: NbpClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const get = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  /** The rate published on `day`, or null when NBP has no table that day (404). */
  async function rateOn(code: string, day: string): Promise<NbpRate | null> {
    const url = `${base}/api/exchangerates/rates/a/${code.toLowerCase()}/${day}/?format=json`;
    let response: Response;
    try {
      response = await get(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new NbpUnavailableError(`NBP did not answer for ${code} on ${day}: ${(error as Error).message}`);
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new NbpUnavailableError(`NBP answered ${response.status} for ${code} on ${day}`);
    const body = (await response.json().catch(() => null)) as NbpAnswer | null;
    const rate = body?.rates?.[0];
    // An answer that is not a rate of that currency and day is not used: better no rate than a wrong one.
    if (
      !rate ||
      body.code?.toUpperCase() !== code ||
      rate.effectiveDate !== day ||
      typeof rate.mid !== 'number' ||
      !(rate.mid > 0)
    )
      throw new NbpUnavailableError(`NBP's answer for ${code} on ${day} is not a table A rate`);
    return { currency: code, effectiveDate: rate.effectiveDate, tableNo: rate.no, mid: String(rate.mid) };
  }

  return {
    /** The table A rate of the last business day before `invoiceDay` (YYYY-MM-DD). */
    async rateBefore(currency: string, invoiceDay: string): Promise<NbpRate> {
      const code = currency.toUpperCase();
      if (!CODE.test(code)) throw new Error(`Not a currency code: ${currency}`);
      let day = invoiceDay;
      for (let i = 0; i < MAX_DAYS_BACK; i++) {
        day = dayBefore(day);
        const rate = await rateOn(code, day);
        if (rate) return rate;
      }
      throw new NbpUnavailableError(
        `NBP has no table A rate of ${code} in the ${MAX_DAYS_BACK} days before ${invoiceDay}`,
      );
    },
  };
}

export type NbpClient = ReturnType<typeof createNbpClient>;
