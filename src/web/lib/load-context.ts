import type { Services } from '../../server/services';

/** What the server hands to every page loader (type only: no server code reaches the browser). */
export type ShopLoadContext = {
  services: Services;
  /** CSP nonce of this response, for the inline scripts of the server render. */
  nonce: string;
  publicUrl?: string;
};

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    nonce: string;
    publicUrl?: string;
  }
}
