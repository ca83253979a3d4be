/**
 * What importing the server costs a process (issue 16 item 10: every app start, the scale-out
 * test's instances, the catalogue import): the CPU and wall time of `import('../src/server/app')`
 * in this fresh process. Run it several times, alternating the versions compared:
 *
 *   for i in 1 2 3 4 5 6 7 8; do npx tsx bench/app-import.ts; done
 */
import { performance } from 'node:perf_hooks';

const started = performance.now();
const cpu = process.cpuUsage();
await import('../src/server/app');
const used = process.cpuUsage(cpu);
console.log(
  `import src/server/app: cpu ${((used.user + used.system) / 1000).toFixed(0)} ms, wall ${(performance.now() - started).toFixed(0)} ms`,
);
