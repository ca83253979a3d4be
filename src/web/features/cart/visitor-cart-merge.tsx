import type { VisitorMergeResponse } from '../../../common/contracts/visitor-cart';
import { ApiError } from '../../lib/api';
import { CART_EVENTS, fireCartEvent } from '../../lib/cart-events';
import type { Translate } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { writeLines } from '../../lib/visitor-cart-write';
import { Dialog } from '../../ui/dialog';
import type { ModalStack } from '../../ui/modal-stack';
import type { ProgressApi } from '../../ui/progress-bar';
import { readVisitorCart, visitorCartApi } from './visitor-cart-lines';

export interface MergePage {
  t: Translate;
  locale: Locale;
  progress: Pick<ProgressApi, 'success'>;
  open: ModalStack['open'];
}

/**
 * After a login (ADR 087): the visitor cart's lines go into the account's cart through the cart's
 * add-lines path (duplicates summed there), the visitor cart is emptied, and the mini-cart told.
 * All added: a short success note; any refused: a dialog with each line's outcome. The storage is
 * emptied before the call (a second tab does not add the lines again) and put back if the call
 * fails on the way (not a refusal of the lines: those would fail again).
 */
export async function mergeVisitorCart(
  page: MergePage,
  api: Pick<typeof visitorCartApi, 'merge'> = visitorCartApi,
): Promise<VisitorMergeResponse | null> {
  const { lines } = readVisitorCart();
  if (lines.length === 0) return null;
  writeLines([]);
  let merged: VisitorMergeResponse;
  try {
    merged = await api.merge(lines);
  } catch (error) {
    const status = error instanceof ApiError ? error.body.code : 0;
    if (status === 0 || status >= 500 || status === 401 || status === 429) writeLines(lines);
    return null;
  }
  fireCartEvent(CART_EVENTS.CART_CHANGED, { orderNumber: merged.orderNumber });
  const refused = merged.lines.filter((l) => l.outcome === 'refused');
  if (refused.length === 0) {
    page.progress.success(page.t('guest.cart.merged'));
    return merged;
  }
  const { t } = page;
  page.open(
    <Dialog title={t('guest.cart.mergeTitle')} closeLabel={t('common.close')} className="visitor-merge">
      <p>{t('guest.cart.mergeIntro')}</p>
      <ul className="visitor-merge__lines" data-testid="visitor-merge-lines">
        {merged.lines.map((line) => (
          <li key={line.symbol} className={`visitor-merge__line visitor-merge__line--${line.outcome}`}>
            <strong>{line.symbol}</strong>:{' '}
            {line.outcome === 'added'
              ? t('guest.cart.mergeAdded', { amount: line.lineAmount ?? 0 })
              : t(line.messageKey ?? 'errorModal.unknownError', line.params as Record<string, string>)}
          </li>
        ))}
      </ul>
      {merged.orderNumber !== '0' && (
        <p>
          <a
            className="button button--primary"
            href={localHref(page.locale, 'order_cart', { orderStep: '1', orderNumber: merged.orderNumber })}
          >
            {t('guest.cart.goToCart')}
          </a>
        </p>
      )}
    </Dialog>,
    { className: 'ui-modal--narrow' },
  );
  return merged;
}
