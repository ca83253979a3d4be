import type { MouseEvent, ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useAskAboutProduct, type AskSubject } from '../../lib/ask-about-product';
import { useT } from '../../lib/i18n';
import { localHref } from '../../lib/locale';
import type { RootData } from '../../lib/root-data';

/**
 * "Ask about product" (spec §2 product card, product page; "On request" price; empty search
 * result). A link to the contact page, so it works before the scripts load and opens in a new tab;
 * a plain click opens the drawer the app shell provides (lib/ask-about-product). Only the link is
 * here: the drawer and its form are the enquiries feature's, loaded on the first press.
 */
export function AskAboutProduct({
  subject,
  className = 'ask-link',
  children,
  label,
}: {
  subject: AskSubject;
  className?: string;
  children?: ReactNode;
  /** Accessible name when the visible text does not say which product (compact cards). */
  label?: string;
}) {
  const t = useT();
  const ask = useAskAboutProduct();
  const prefix = useRouteLoaderData<RootData>('root')?.locale.prefix ?? {};
  const query = 'symbol' in subject ? { product: subject.symbol } : { part: subject.query };
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the link's own meaning.
    if (!ask || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    ask(subject);
  };
  return (
    <a
      className={className}
      href={localHref({ prefix }, 'contact_index', query)}
      onClick={open}
      aria-label={label}
      aria-haspopup="dialog"
      data-testid="ask-about-product"
    >
      {children ?? t('product.askAboutProduct')}
    </a>
  );
}
