import { useLoginModal } from '../../../features/auth/login-modal';
import { VisitorCartView } from '../../../features/cart/visitor-cart-view';
import type { Locale } from '../../../lib/locale';

/**
 * /cart: the visitor cart (ADR 087), loaded by the cart page when asked for it; its "log in" is the
 * login dialog, whose form adds the lines to the account's cart.
 */
export function VisitorCartPage({ locale }: { locale: Locale }) {
  const openLogin = useLoginModal();
  return <VisitorCartView locale={locale} onLogin={() => openLogin({})} />;
}
