/**
 * Where a webhook may post (ADR 079): http(s) only, and in production never to a private, loopback,
 * link-local or otherwise internal address (SSRF: a customer must not make the shop call its own
 * network). The check runs at registration (a literal address or a name resolving to one) and again
 * on every delivery inside the socket's own DNS look-up, so a name re-pointed after registration
 * (DNS rebinding) is refused too. Tests and development allow local receivers.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promises as dns } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

const INTERNAL = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INTERNAL.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  INTERNAL.addSubnet(net, bits, 'ipv6');

/** Whether an IP address is internal (private, loopback, link-local, CGNAT, multicast, reserved). */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return INTERNAL.check(mapped[1]!, 'ipv4');
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A URL's host as a look-up takes it (IPv6 literals without their brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Whether the URL may be registered: false when its host is, or resolves to, an internal address. */
export async function isPublicTarget(url: URL): Promise<boolean> {
  const host = hostOf(url);
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  if (isIP(host)) return !isInternalAddress(host);
  try {
    const addresses = await dns.lookup(host, { all: true });
    return addresses.length > 0 && addresses.every((a) => !isInternalAddress(a.address));
  } catch {
    // A name that does not resolve now may later; the delivery's own check still holds then.
    return true;
  }
}

export class InternalTargetError extends Error {
  constructor(address: string) {
    super(`refused: ${address} is an internal address`);
    this.name = 'InternalTargetError';
  }
}

/** DNS look-up for the socket that refuses internal addresses (the check happens at connect time). */
function guardedLookup(
  hostname: string,
  options: object,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses as LookupAddress[];
    const bad = list.find((a) => isInternalAddress(a.address));
    if (bad) return callback(new InternalTargetError(bad.address), []);
    if ((options as { all?: boolean }).all) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
}

export interface PostResult {
  statusCode: number;
}

/**
 * POSTs `body` to `url` with `headers`; never follows redirects (a 3xx is an answer like any other,
 * not a way around the address check). Rejects on a network failure, a timeout or a refused address.
 */
export function postJson(
  url: URL,
  headers: Record<string, string>,
  body: string,
  options: { allowInternal: boolean; timeoutMs: number },
): Promise<PostResult> {
  if (!options.allowInternal && isIP(hostOf(url)) && isInternalAddress(hostOf(url)))
    return Promise.reject(new InternalTargetError(hostOf(url)));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        timeout: options.timeoutMs,
        ...(options.allowInternal ? {} : { lookup: guardedLookup as never }),
      },
      (response) => {
        // The answer's body is not read beyond what arrives: only its status counts.
        response.resume();
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`timed out after ${options.timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}
