/**
 * A small Server-Sent Events reader over fetch (tests and bench/chat.ts): Node has no EventSource,
 * and a test wants to wait for "the next event that says X" with a deadline, not callbacks.
 */
export interface StreamEvent {
  id?: string;
  event: string;
  data: string;
}

export interface EventStreamReader {
  status: number;
  /** Resolves with the first event (already received or still to come) that passes `test`. */
  next(test?: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Every event received so far. */
  readonly events: StreamEvent[];
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamReader> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  let consumed = 0;
  const waiters = new Set<() => void>();
  let endedResolve!: () => void;
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: StreamEvent = { event: 'message', data: '' };
            let hasData = false;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              const [field, ...rest] = line.split(':');
              const value = rest.join(':').replace(/^ /, '');
              if (field === 'id') event.id = value;
              else if (field === 'event') event.event = value;
              else if (field === 'data') {
                event.data += (hasData ? '\n' : '') + value;
                hasData = true;
              }
            }
            if (hasData) {
              events.push(event);
              waiters.forEach((wake) => wake());
            }
          }
        }
      } catch {
        // aborted by close()
      } finally {
        endedResolve();
        waiters.forEach((wake) => wake());
      }
    })();
  } else endedResolve();

  return {
    status: response.status,
    events,
    ended,
    next(test = () => true, timeoutMs = 5000) {
      return new Promise<StreamEvent>((resolve, reject) => {
        const look = () => {
          for (let i = consumed; i < events.length; i++) {
            if (test(events[i]!)) {
              consumed = i + 1;
              cleanup();
              resolve(events[i]!);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event within ${timeoutMs} ms (got ${events.length})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(look);
        };
        waiters.add(look);
        look();
      });
    },
    close: () => abort.abort(),
  };
}
