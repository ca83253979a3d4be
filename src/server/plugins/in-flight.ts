import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

/**
 * Requests still being worked on, so that shutdown closes the database only after them.
 *
 * Fastify's close waits for open connections, not for handlers: a client that gives up (a load
 * generator stopping, a browser tab closed) takes its connection away while the handler, or a page
 * loader React Router no longer waits for, still queries the database. A request counts from
 * onRequest until its response is closed (sent, or abandoned by the client) and its handler, if it
 * got that far, has settled.
 */
export interface InFlight {
  readonly count: number;
  /** Resolves true once no request is in flight, false if `timeoutMs` passed first. */
  drain(timeoutMs: number): Promise<boolean>;
}

export function trackInFlight(app: FastifyInstance): InFlight {
  interface State {
    handlerRunning: boolean;
    closed: boolean;
  }
  const states = new WeakMap<FastifyRequest, State>();
  const pending = new Set<FastifyRequest>();
  let waiters: (() => void)[] = [];
  const settle = (request: FastifyRequest, state: State) => {
    if (!state.closed || state.handlerRunning) {
      pending.add(request);
      return;
    }
    if (!pending.delete(request) || pending.size > 0) return;
    const wake = waiters;
    waiters = [];
    wake.forEach((resolve) => resolve());
  };

  app.addHook('onRequest', async (request, reply) => {
    const state: State = { handlerRunning: false, closed: false };
    states.set(request, state);
    pending.add(request);
    // 'close' comes after the whole response was sent, and also when the client went away.
    reply.raw.once('close', () => {
      state.closed = true;
      settle(request, state);
    });
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request, reply) {
      const state = states.get(request) ?? { handlerRunning: false, closed: false };
      state.handlerRunning = true;
      settle(request, state);
      const done = () => {
        state.handlerRunning = false;
        settle(request, state);
      };
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        done();
        throw error;
      }
      // Async handlers are done when their promise settles; others (which send later, like the
      // static files) when their response closes. The handler's own result goes back unchanged.
      if (result instanceof Promise) void result.then(done, done);
      else done();
      return result;
    };
  });

  return {
    get count() {
      return pending.size;
    },
    drain(timeoutMs) {
      if (pending.size === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  };
}
