import { useState } from 'react';
import type { ProductSummary } from '../../../common/contracts/catalog';
import { canShowOrderButton, displayPermissions } from '../../../common/product-status';
import { AFTER_LOGIN_ACTION_EVENT } from '../../../common/accounts';
import { useT } from '../../lib/i18n';
import { useRequireLogin } from '../../lib/require-login';
import { useFormat } from '../../lib/use-format';
import { AmountInput } from '../../ui/amount-input';
import { AskAboutProduct } from '../../ui/product/ask-about-product';

/**
 * Amount and order button of a product (spec §2 product card, §5 amount rules). Ordering needs an
 * account (spec §4 order button): visitors get the login dialog and the order resumes after login
 * through the after-login action; for customers the same `afterLoginAction` event is fired at
 * once, so the cart handles one event whichever way the order started.
 */
export function OrderBox({
  product,
  compact = false,
  onAmountChange,
}: {
  product: ProductSummary;
  compact?: boolean;
  /** The amount to price, or null while what was typed cannot be ordered (no total for it). */
  onAmountChange?: (amount: number | null) => void;
}) {
  const t = useT();
  const format = useFormat();
  const requireLogin = useRequireLogin();
  const [amount, setAmount] = useState(product.minimumQuantity);
  const [valid, setValid] = useState(true);
  const permissions = displayPermissions(product.permissions);
  const lead = product.leadTimeDays;
  if (!canShowOrderButton(product.flags, permissions)) return null;
  // No price to order at ("On request"): the cart would refuse it (422), so no order button.
  if (product.priceGroup === null) return <AskForPrice product={product} compact={compact} />;

  const order = () => {
    const action = { type: 'addToCart', symbol: product.symbol, amount };
    requireLogin(
      action,
      () => window.dispatchEvent(new CustomEvent(AFTER_LOGIN_ACTION_EVENT, { detail: action })),
      { orderButton: true },
    );
  };

  return (
    <div className={compact ? 'order-box order-box--compact' : 'order-box'}>
      {permissions.SHOW_MINIMAL_AMOUNT_AND_MULTIPLES && !compact && (
        <p className="order-box__rules">
          {t('product.minimum')}: {product.minimumQuantity} · {t('product.multiples')}: {product.multiples}
        </p>
      )}
      <AmountInput
        label={`${t('product.amount')} (${product.unit.shortName})`}
        minimumQuantity={product.minimumQuantity}
        multiples={product.multiples}
        value={amount}
        // Stock the customer may not see is not told through the notice either.
        stock={permissions.SHOW_STOCK ? product.stock.count : undefined}
        onChange={(next, error) => {
          setAmount(next);
          setValid(error === null);
          onAmountChange?.(error === null ? next : null);
        }}
        messages={{
          minimum: (min: number) => t('amountInput.minimumAmount', { min }),
          multiplicity: (multiple: number) => t('amountInput.multiplicity', { multiple }),
          stock: (count: number) =>
            lead === null
              ? t('amountInput.stockNoticeUnknown', { count: format.number(count) })
              : t('amountInput.stockNotice', { count: format.number(count), days: lead }),
        }}
        increaseLabel={t('amountInput.increase')}
        decreaseLabel={t('amountInput.decrease')}
      />
      <button
        type="button"
        className="button button--primary order-box__button"
        disabled={!valid}
        onClick={order}
      >
        {t('product.addToCart')}
      </button>
    </div>
  );
}

/**
 * "Ask for a price" in place of the order button of a product on request: it opens the product
 * enquiry (the ask-about-product drawer, issue 20), or the contact page without scripts.
 */
function AskForPrice({ product, compact }: { product: ProductSummary; compact: boolean }) {
  const t = useT();
  return (
    <div className={compact ? 'order-box order-box--compact' : 'order-box'}>
      <AskAboutProduct
        subject={{
          symbol: product.symbol,
          minimumQuantity: product.minimumQuantity,
          multiples: product.multiples,
        }}
        className="button button--primary order-box__button"
        label={compact ? `${t('product.askForPrice')}: ${product.symbol}` : undefined}
      >
        <span data-testid="ask-for-price">{t('product.askForPrice')}</span>
      </AskAboutProduct>
    </div>
  );
}
