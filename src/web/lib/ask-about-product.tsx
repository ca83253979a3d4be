import { createContext, useContext } from 'react';

/**
 * What an "Ask about product" asks about (spec §2 drawer): a product of the catalogue with its
 * amount rules, or (an empty search result) only the words searched for.
 */
export type AskSubject =
  { symbol: string; minimumQuantity: number; multiples: number; amount?: number } | { query: string };

export type AskAboutProduct = (subject: AskSubject) => void;

const AskAboutProductContext = createContext<AskAboutProduct | null>(null);

/**
 * The app shell provides the enquiries feature's drawer here (ADR 034, like require-login): the
 * catalogue, the product page and the search results open it without importing that feature.
 */
export const AskAboutProductProvider = AskAboutProductContext.Provider;

/** The drawer's opener, or null where no shell provides it (a lone widget's test): links then go to /contact/. */
export function useAskAboutProduct(): AskAboutProduct | null {
  return useContext(AskAboutProductContext);
}
