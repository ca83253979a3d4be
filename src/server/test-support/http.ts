import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** The XHR marker every state-changing call of the shop's pages sends (CSRF plugin). */
export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;

/** `name=value` of a Set-Cookie header of a response, or undefined. */
export function cookieFrom(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  const line = lines.find((l) => l.startsWith(`${name}=`));
  return line?.split(';')[0];
}

export function setCookieLine(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return lines.find((l) => l.startsWith(`${name}=`));
}

let clientSequence = 0;

/** A little browser: remembers the session cookie between calls and sends the XHR marker. */
export class Client {
  cookies = new Map<string, string>();
  /** Each client comes from its own address, so per-address rate limits do not leak between tests. */
  readonly remoteAddress: string;

  constructor(
    private readonly app: FastifyInstance,
    remoteAddress?: string,
  ) {
    this.remoteAddress =
      remoteAddress ??
      `10.${++clientSequence % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  }

  private cookieHeader(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(options: InjectOptions & { method: string; url: string }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
    const cookie = this.cookieHeader();
    if (cookie && !headers.cookie) headers.cookie = cookie;
    if (options.method !== 'GET' && headers['x-requested-with'] === undefined) Object.assign(headers, XHR);
    const response = await this.app.inject({ remoteAddress: this.remoteAddress, ...options, headers });
    const set = response.headers['set-cookie'];
    for (const line of Array.isArray(set) ? set : set ? [set] : []) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (!value || expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    return response;
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }

  post(url: string, payload?: unknown, headers: Record<string, string> = {}) {
    return this.request({ method: 'POST', url, payload: payload as never, headers });
  }

  login(login: string, password: string) {
    return this.post('/ajax/auth/login', { login, password });
  }
}
