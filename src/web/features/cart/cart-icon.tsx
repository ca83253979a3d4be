import { useT } from '../../lib/i18n';

/**
 * The header cart's face, for the customer's mini-cart toggle and the visitor's cart link alike:
 * the trolley, the word, the count of lines.
 */
export function CartBadge({ count }: { count: number }) {
  const t = useT();
  return (
    <>
      <svg
        aria-hidden="true"
        className="mini-cart__icon"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2" />
        <circle cx="9.5" cy="19" r="1.5" />
        <circle cx="17" cy="19" r="1.5" />
      </svg>
      <span className="mini-cart__text">{t('cart.mini.title')}</span>
      <span className="mini-cart__badge" data-testid="mini-cart-count">
        {count}
      </span>
      {/* The name is the visible text and then this (WCAG 2.5.3 label in name): "Cart 3 lines". */}
      <span className="visually-hidden"> {t('cart.mini.linesWord', { count })}</span>
    </>
  );
}
