import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { Redis } from 'ioredis';
import type { ChatMessage } from '../../../common/contracts/chat';
import { CHAT_HEARTBEAT_MS } from '../../../common/chat';

/**
 * Live chat's fan-out (ADR 068). A message is stored first (PostgreSQL is the truth and the
 * history), then a small notice goes over the bus to every instance; each instance pokes the
 * streams it holds for that visitor and the desk's streams, and each poked stream reads what
 * it has not sent yet from the database. So a notice lost or late costs nothing but a delay,
 * and a stream never sends a message twice or skips one (ids commit in order, the repository).
 */

export type BusNotice =
  | { kind: 'message'; visitorKey: string; id: number }
  | { kind: 'presence'; visitorKey: string; conversationId: number; page: string };

export interface ChatBus {
  publish(notice: BusNotice): Promise<void>;
  subscribe(handler: (notice: BusNotice) => void): void;
  close(): Promise<void>;
}

/** One process (the embedded database has one): the notices stay in it. */
export function localBus(): ChatBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (notice) => {
      emitter.emit('notice', notice);
    },
    subscribe: (handler) => emitter.on('notice', handler),
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/**
 * N instances: Redis pub/sub on one channel. A subscribed connection can do nothing else, so it
 * has its own; ioredis's keyPrefix does not apply to channels, so the shop's prefix is put on the
 * channel's name here (two shops on one Redis never hear each other).
 */
export function redisBus(
  url: string,
  options: { prefix?: string; onWarning?: (message: string, error?: unknown) => void } = {},
): ChatBus {
  const channel = `${options.prefix ?? ''}chat:notices`;
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  for (const connection of [publisher, subscriber])
    connection.on('error', (error) => options.onWarning?.('chat redis error', error));
  const handlers: Array<(notice: BusNotice) => void> = [];
  const subscribed = subscriber.subscribe(channel).catch((error: unknown) => {
    options.onWarning?.('chat: subscribing to the notices failed', error);
  });
  subscriber.on('message', (name: string, text: string) => {
    if (name !== channel) return;
    let notice: BusNotice;
    try {
      notice = JSON.parse(text) as BusNotice;
    } catch {
      return;
    }
    for (const handler of handlers) handler(notice);
  });
  return {
    publish: async (notice) => {
      await publisher.publish(channel, JSON.stringify(notice));
    },
    subscribe: (handler) => {
      handlers.push(handler);
    },
    /** Resolves once this instance hears the channel (tests and the bench wait for it). */
    ready: () => subscribed,
    close: async () => {
      await Promise.all(
        [publisher, subscriber].map((c) =>
          c.quit().then(
            () => undefined,
            () => c.disconnect(),
          ),
        ),
      );
    },
  } as ChatBus & { ready(): Promise<unknown> };
}

/** Who a stream is for: one visitor (all its conversations) or the staff desk (every conversation). */
export type StreamScope = { kind: 'visitor'; visitorKey: string } | { kind: 'desk'; staffId: number };

export interface HubOptions {
  bus: ChatBus;
  /** The messages of a scope after an id, oldest first (a bounded page). */
  load: (scope: StreamScope, after: number) => Promise<ChatMessage[]>;
  heartbeatMs?: number;
  /** Open streams one address may hold on this instance. */
  maxStreamsPerIp: number;
  onWarning?: (message: string, error?: unknown) => void;
}

/** The most messages one read of a stream takes; a longer backlog is read a page at a time. */
export const STREAM_PAGE = 200;

class Stream {
  private sentId: number;
  private reading = false;
  private again = false;
  closed = false;

  constructor(
    readonly raw: ServerResponse,
    readonly scope: StreamScope,
    after: number,
    private readonly load: HubOptions['load'],
    private readonly onWarning?: HubOptions['onWarning'],
  ) {
    this.sentId = after;
  }

  /** Sends what the database has after the last id sent; pokes during a read read again after it. */
  poke(): void {
    if (this.closed) return;
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = true;
    void (async () => {
      try {
        do {
          this.again = false;
          let page: ChatMessage[];
          do {
            page = await this.load(this.scope, this.sentId);
            for (const message of page) {
              if (this.closed) return;
              this.write(`id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`);
              this.sentId = message.id;
            }
          } while (page.length >= STREAM_PAGE && !this.closed);
        } while (this.again && !this.closed);
      } catch (error) {
        this.onWarning?.('chat: reading messages for a stream failed', error);
      } finally {
        this.reading = false;
      }
    })();
  }

  write(text: string): void {
    if (!this.closed) this.raw.write(text);
  }
}

export function createChatHub(options: HubOptions) {
  const visitors = new Map<string, Set<Stream>>();
  const desks = new Set<Stream>();
  const perIp = new Map<string, number>();
  let stopping = false;
  let closing: Promise<void> | undefined;

  options.bus.subscribe((notice) => {
    const own = visitors.get(notice.visitorKey);
    if (notice.kind === 'message') {
      own?.forEach((stream) => stream.poke());
      desks.forEach((stream) => stream.poke());
    } else {
      const data = JSON.stringify({ conversationId: notice.conversationId, page: notice.page });
      desks.forEach((stream) => stream.write(`event: presence\ndata: ${data}\n\n`));
    }
  });

  const heartbeat = setInterval(() => {
    for (const stream of [...desks, ...[...visitors.values()].flatMap((set) => [...set])])
      stream.write(': heartbeat\n\n');
  }, options.heartbeatMs ?? CHAT_HEARTBEAT_MS);
  heartbeat.unref();

  const release = (ip: string) => {
    const left = (perIp.get(ip) ?? 1) - 1;
    if (left <= 0) perIp.delete(ip);
    else perIp.set(ip, left);
  };

  return {
    /** Whether `ip` may open one more stream here (the route answers 429 otherwise). */
    admits(ip: string): boolean {
      return !stopping && (perIp.get(ip) ?? 0) < options.maxStreamsPerIp;
    },

    /**
     * Takes over a response as an event stream: headers, what the scope has after `after`, then
     * whatever the bus announces, until the client goes or the instance stops.
     */
    open(
      raw: ServerResponse,
      scope: StreamScope,
      after: number,
      ip: string,
      headers: Record<string, unknown>,
    ) {
      perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
      const stream = new Stream(raw, scope, after, options.load, options.onWarning);
      const set =
        scope.kind === 'visitor'
          ? (visitors.get(scope.visitorKey) ??
            visitors.set(scope.visitorKey, new Set()).get(scope.visitorKey)!)
          : desks;
      set.add(stream);
      raw.on('close', () => {
        stream.closed = true;
        set.delete(stream);
        if (scope.kind === 'visitor' && set.size === 0) visitors.delete(scope.visitorKey);
        release(ip);
      });
      raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      // The client waits this long before it reconnects after a drop (EventSource's `retry`).
      raw.write('retry: 2000\n\n');
      raw.flushHeaders?.();
      stream.poke();
      return stream;
    },

    notify: (notice: BusNotice) => options.bus.publish(notice),

    get streams(): number {
      let count = desks.size;
      for (const set of visitors.values()) count += set.size;
      return count;
    },

    /**
     * Shutdown: every stream is ended cleanly (its client reconnects, to another instance behind
     * the balancer, and resumes from its Last-Event-ID), so closing the server does not wait on them.
     */
    close(): Promise<void> {
      closing ??= this.endAll();
      return closing;
    },

    async endAll(): Promise<void> {
      stopping = true;
      clearInterval(heartbeat);
      const all = [...desks, ...[...visitors.values()].flatMap((set) => [...set])];
      for (const stream of all) {
        stream.write('event: bye\ndata: {}\n\n');
        stream.closed = true;
        stream.raw.end();
      }
      await options.bus.close();
    },
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
