import type { Services } from '../../server/services';
import type { SessionCustomer } from '../../server/plugins/session';
import type { OfficeBanner, StaffMember } from '../../common/contracts/staff';
import type { PunchoutBanner } from '../../common/contracts/punchout';

/** What the server hands to every page loader (type only: no server code reaches the browser). */
export type ShopLoadContext = {
  services: Services;
  /** CSP nonce of this response, for the inline scripts of the server render. */
  nonce: string;
  /** The shop's public origin (server/http/public-origin.ts): canonical links use it, never the request's Host. */
  publicUrl: string;
  /** The logged-in customer of the request (with its internal id, for loaders), or null. */
  customer: SessionCustomer | null;
  /** The signed-in staff member of the request (its own cookie, ADR 048), or null. */
  staff: StaffMember | null;
  /** A customer session staff opened as the customer (ADR 049): who and why, for the banner (ADR 058). */
  office: OfficeBanner | null;
  /** A session a procurement system opened through cXML PunchOut (ADR 074): its banner. */
  punchout?: PunchoutBanner | null;
  /** The visitor's address (behind trusted proxies, the client's): per-address rate limits of loaders. */
  clientIp: string;
  /** The client build's page preloads (scripts/page-preloads.ts, ADR 082); absent in development. */
  pagePreloads?: Readonly<Record<string, string[]>>;
};

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    nonce: string;
    publicUrl: string;
    customer: SessionCustomer | null;
    staff: StaffMember | null;
    office: OfficeBanner | null;
    punchout?: PunchoutBanner | null;
    clientIp: string;
    pagePreloads?: Readonly<Record<string, string[]>>;
  }
}
