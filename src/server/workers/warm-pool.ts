import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * A small pool of warm worker threads running one TypeScript module (BOM files' reader, quick buy's
 * presenter). At most `workers` exist, busy or idle; a caller past that waits for one. An idle
 * worker ends after `idleMs`, giving its heap back; none keeps a test or a script from ending.
 *
 * The worker runs TypeScript like the server does (the app runs under tsx, ADR 046): its entry
 * registers tsx's loader, then imports the module. A worker does not inherit the parent's
 * `--import` hooks for its entry on Node 20.
 */
export interface WarmWorker {
  readonly worker: Worker;
  idle: NodeJS.Timeout | null;
}

export interface WarmPool {
  /** An idle worker, a new one, or the next one given back. */
  take(): Promise<WarmWorker>;
  /** Back to the pool after a healthy answer; a failed worker is terminated instead. */
  giveBack(warm: WarmWorker): void;
  /** Starts one ahead of need (its start overlaps the caller's other work); nothing when one is warm. */
  warm(): void;
}

const tsxApi = pathToFileURL(
  join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
).href;

export function createWarmPool(
  moduleUrl: string,
  options: { workers: number; limits: ResourceLimits; idleMs: number },
): WarmPool {
  const boot = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(moduleUrl)}); })`;
  const idle: WarmWorker[] = [];
  const waiting: Array<() => void> = [];
  let started = 0;

  function start(): WarmWorker {
    started++;
    const worker = new Worker(boot, { eval: true, resourceLimits: options.limits, execArgv: [] });
    worker.unref();
    const warm: WarmWorker = { worker, idle: null };
    worker.once('exit', () => {
      started--;
      const at = idle.indexOf(warm);
      if (at >= 0) idle.splice(at, 1);
      waiting.shift()?.();
    });
    return warm;
  }

  function giveBack(warm: WarmWorker): void {
    warm.worker.unref();
    warm.idle = setTimeout(() => void warm.worker.terminate(), options.idleMs);
    warm.idle.unref();
    idle.push(warm);
    waiting.shift()?.();
  }

  return {
    async take() {
      for (;;) {
        const warm = idle.pop();
        if (warm) {
          if (warm.idle) clearTimeout(warm.idle);
          return warm;
        }
        if (started < options.workers) return start();
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    giveBack,
    warm() {
      if (idle.length > 0 || started >= options.workers) return;
      giveBack(start());
    },
  };
}
