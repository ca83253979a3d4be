import { useEffect, useState } from 'react';
import { localHref, type Locale } from '../../lib/locale';
import { storedLines } from '../../lib/visitor-cart';
import { CartBadge } from './cart-icon';

/**
 * The header's cart for visitors (ADR 087): a link to the visitor cart with the count of its lines,
 * read from the browser's storage once hydrated (the server's HTML, shared by all visitors, says 0)
 * and again whenever this tab or another changes it.
 */
export function VisitorCartLink({ locale }: { locale: Locale }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const update = () => setCount(storedLines().length);
    update();
    // A change in this tab or another (lib/visitor-cart-write tells this tab with a `storage` event too).
    addEventListener('storage', update);
  }, []);
  return (
    <a className="mini-cart__toggle" href={localHref(locale, 'visitor_cart')}>
      <CartBadge count={count} />
    </a>
  );
}
