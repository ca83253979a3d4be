/**
 * The presenting worker (ADR 047, amended in session 18): a long working list's lines and product
 * rows arrive in pieces, then the call to present them; it answers the list's JSON as bytes
 * (transferred, not copied), the same text `JSON.stringify` gives for the list the service would
 * present inline. One list at a time; its parent sends the next only after the answer.
 */
import { setPriority } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import type { WorkingLine } from '../../../common/contracts/quickbuy';
import { presentAll, type PresentContext } from './quickbuy.present';
import type { LineProductRow } from './quickbuy.repository';

export type PresentMessage =
  { products: LineProductRow[] } | { lines: WorkingLine[] } | { present: PresentContext };

export type PresentAnswer = { json: Uint8Array; heapBytes: number } | { failure: string };

/**
 * The worker yields the cores to the main thread: on Linux a thread's nice value is its own
 * (setpriority of "this process" from a thread sets that thread), so when the cores are contended
 * other requests on the main thread run first and the long list waits (ADR 047, amended in session
 * 18). Elsewhere the same call would lower the whole server, so it is left out.
 */
const PRESENT_NICE = 10;
if (process.platform === 'linux') setPriority(PRESENT_NICE);

let products = new Map<string, LineProductRow>();
let lines: WorkingLine[] = [];

parentPort!.on('message', (message: PresentMessage) => {
  if ('products' in message) for (const row of message.products) products.set(row.symbol, row);
  else if ('lines' in message) for (const line of message.lines) lines.push(line);
  else {
    let answer: PresentAnswer;
    const transfer: ArrayBuffer[] = [];
    try {
      const json = new TextEncoder().encode(JSON.stringify(presentAll(lines, products, message.present)));
      answer = { json, heapBytes: getHeapStatistics().used_heap_size };
      transfer.push(json.buffer as ArrayBuffer);
    } catch (error) {
      answer = { failure: String((error as Error)?.stack ?? error) };
    }
    products = new Map();
    lines = [];
    parentPort!.postMessage(answer, transfer);
  }
});
