import type { VisitorMergeResponse } from '../../../common/contracts/visitor-cart';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';

/**
 * What became of each visitor cart line the login added to the account's cart (ADR 087), shown when
 * one was refused: after a login ("Continue" goes on as the login would have: the page reloads) or
 * a registration.
 */
export function VisitorMergeOutcome({
  locale,
  merged,
  onContinue,
}: {
  locale: Locale;
  merged: VisitorMergeResponse;
  /** Goes on as the login would have; without it (after a registration) there is no button. */
  onContinue?: () => void;
}) {
  const t = useT();
  return (
    <div className="visitor-merge" data-testid="visitor-merge" role="status">
      <h3>{t('guest.cart.mergeTitle')}</h3>
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
      <p className="visitor-merge__actions">
        {merged.orderNumber !== '0' && (
          <a
            className="button button--secondary"
            href={localHref(locale, 'order_cart', { orderStep: '1', orderNumber: merged.orderNumber })}
          >
            {t('guest.cart.goToCart')}
          </a>
        )}{' '}
        <button
          type="button"
          className="button button--primary"
          onClick={onContinue}
          data-testid="visitor-merge-continue"
        >
          {t('guest.cart.continue')}
        </button>
      </p>
    </div>
  );
}
