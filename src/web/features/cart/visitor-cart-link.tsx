import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { storedLines, VISITOR_CART_EVENT } from '../../lib/visitor-cart';
import { CartIcon } from './cart-icon';

/**
 * The header's cart for visitors (ADR 087): a link to the visitor cart with the count of its lines,
 * read from the browser's storage once hydrated (the server's HTML, shared by all visitors, says 0)
 * and again whenever this tab or another changes it.
 */
export function VisitorCartLink({ locale }: { locale: Locale }) {
  const t = useT();
  const [count, setCount] = useState(0);
  useEffect(() => {
    const update = () => setCount(storedLines().length);
    update();
    window.addEventListener(VISITOR_CART_EVENT, update);
    window.addEventListener('storage', update);
    return () => {
      window.removeEventListener(VISITOR_CART_EVENT, update);
      window.removeEventListener('storage', update);
    };
  }, []);
  return (
    <div className="mini-cart">
      <a
        className="mini-cart__toggle"
        href={localHref(locale, 'visitor_cart')}
        data-testid="visitor-cart-link"
      >
        <CartIcon />
        <span className="mini-cart__text">{t('cart.mini.title')}</span>
        <span className="mini-cart__badge" data-testid="visitor-cart-count">
          {count}
        </span>
        <span className="visually-hidden"> {t('cart.mini.linesWord', { count })}</span>
      </a>
    </div>
  );
}
