/**
 * A local stand-in for NBP's exchange-rate API (ADR 080), for the tests and for trying the client
 * without the network: `GET /api/exchangerates/rates/a/{code}/{date}/` with NBP's answer shape
 * (`{"table":"A","currency":…,"code":…,"rates":[{"no":"229/A/NBP/2026","effectiveDate":…,"mid":…}]}`),
 * 404 "Brak danych" on days without a table (weekends and the holidays given), 400 for a day in the
 * future or a malformed one, and injectable faults. It keeps everything in memory and is never part
 * of the shop: tests import it, `npm run nbp:simulator` can start it by hand.
 */
import Fastify from 'fastify';

export interface NbpSimulatorOptions {
  port?: number;
  host?: string;
  /** PLN per unit by currency code; the same every day unless `rateOf` says otherwise. */
  rates?: Record<string, number>;
  /** A day's rate (to make days differ in a test). */
  rateOf?: (code: string, day: string) => number | undefined;
  /** Days without a table besides weekends (YYYY-MM-DD). */
  holidays?: readonly string[];
  /** "Today" for the future-day rule. */
  now?: () => Date;
}

export interface NbpSimulator {
  url: string;
  /** Every request answered: path and status. */
  log: Array<{ path: string; status: number }>;
  /** The next `times` requests whose path matches answer `status` (or hang `delayMs` first). */
  fault(match: RegExp, fault: { status?: number; delayMs?: number; times?: number }): void;
  close(): Promise<void>;
}

const DEFAULT_RATES: Record<string, number> = {
  EUR: 4.2718,
  USD: 3.6512,
  HUF: 0.010912,
  GBP: 4.8734,
  CZK: 0.1698,
};
const NAMES: Record<string, string> = {
  EUR: 'euro',
  USD: 'dolar amerykański',
  HUF: 'forint (Węgry)',
  GBP: 'funt szterling',
  CZK: 'korona czeska',
};

export async function startNbpSimulator(options: NbpSimulatorOptions = {}): Promise<NbpSimulator> {
  const app = Fastify({ logger: false });
  const rates = { ...DEFAULT_RATES, ...options.rates };
  const holidays = new Set(options.holidays ?? []);
  const now = options.now ?? (() => new Date());
  const log: NbpSimulator['log'] = [];
  const faults: Array<{ match: RegExp; status?: number; delayMs?: number; times: number }> = [];

  const isBusinessDay = (day: string) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    return weekday !== 0 && weekday !== 6 && !holidays.has(day);
  };
  /** The table's number: its business day's place in the year, as NBP numbers them. */
  const tableNo = (day: string) => {
    let n = 0;
    for (
      let d = `${day.slice(0, 4)}-01-01`;
      d <= day;
      d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    )
      if (isBusinessDay(d)) n++;
    return `${String(n).padStart(3, '0')}/A/NBP/${day.slice(0, 4)}`;
  };

  app.addHook('onResponse', async (request, reply) => {
    log.push({ path: request.url.split('?')[0]!, status: reply.statusCode });
  });
  app.addHook('onRequest', async (request, reply) => {
    const index = faults.findIndex((f) => f.match.test(request.url));
    if (index < 0) return;
    const fault = faults[index]!;
    if (--fault.times <= 0) faults.splice(index, 1);
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.status)
      return reply.code(fault.status).type('text/plain').send(`${fault.status} Simulated fault`);
  });

  app.get<{ Params: { table: string; code: string; date: string } }>(
    '/api/exchangerates/rates/:table/:code/:date/',
    async (request, reply) => {
      const { code, date } = request.params;
      const table = request.params.table.toUpperCase();
      if (table !== 'A' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
        return reply
          .code(400)
          .type('text/plain')
          .send('400 BadRequest - Błędny zakres dat / Invalid date range');
      if (date > now().toISOString().slice(0, 10))
        return reply
          .code(400)
          .type('text/plain')
          .send('400 BadRequest - Błędny zakres dat / Invalid date range');
      const upper = code.toUpperCase();
      const mid = options.rateOf?.(upper, date) ?? rates[upper];
      if (mid === undefined || !isBusinessDay(date))
        return reply.code(404).type('text/plain').send('404 NotFound - Not Found - Brak danych');
      return {
        table: 'A',
        currency: NAMES[upper] ?? upper,
        code: upper,
        rates: [{ no: tableNo(date), effectiveDate: date, mid }],
      };
    },
  );

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    log,
    fault: (match, fault) => faults.push({ match, ...fault, times: fault.times ?? 1 }),
    close: () => app.close(),
  };
}

// `npm run nbp:simulator` (or `npx tsx` this file): a simulator for trying the rates by hand.
if (import.meta.url === `file://${process.argv[1]}`) {
  const simulator = await startNbpSimulator({ port: Number(process.env.NBP_SIMULATOR_PORT ?? 8399) });
  console.log(`NBP simulator on ${simulator.url}. Use NBP_URL=${simulator.url}`);
}
