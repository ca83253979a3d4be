import { useState } from 'react';
import type { ProductSummary } from '../../../common/contracts/catalog';
import { canShowOrderButton, displayPermissions } from '../../../common/product-status';
import { useT, useUiTranslate } from '../../lib/i18n';
import { localHref } from '../../lib/locale';
import { useRootData } from '../../root';
import { AmountInput } from '../../ui/amount-input';
import { useConfirm } from '../../ui/confirmation-modal';

/**
 * Amount and order button of a product (spec §2 product card, §5 amount rules). Ordering needs an
 * account: until sign-in exists the button asks the visitor to log in (spec §4 order button).
 */
export function OrderBox({ product, compact = false, onAmountChange }: { product: ProductSummary; compact?: boolean; onAmountChange?: (amount: number) => void }) {
  const t = useT();
  const { locale } = useRootData();
  const confirm = useConfirm();
  const uiTranslate = useUiTranslate();
  const [amount, setAmount] = useState(product.minimumQuantity);
  const [valid, setValid] = useState(true);
  const permissions = displayPermissions(product.permissions);
  if (!canShowOrderButton(product.flags, permissions)) return null;

  const order = async () => {
    if (await confirm('login', { t: uiTranslate })) {
      window.location.assign(localHref(locale, 'login'));
    }
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
        onChange={(next, error) => {
          setAmount(next);
          setValid(error === null);
          onAmountChange?.(next);
        }}
        messages={{
          minimum: (min: number) => t('amountInput.minimumAmount', { min }),
          multiplicity: (multiple: number) => t('amountInput.multiplicity', { multiple }),
        }}
        increaseLabel={t('amountInput.increase')}
        decreaseLabel={t('amountInput.decrease')}
      />
      <button type="button" className="button button--primary order-box__button" disabled={!valid} onClick={order}>
        {t('product.addToCart')}
      </button>
    </div>
  );
}
