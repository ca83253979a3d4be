import { useId, useState } from 'react';
import type { DiscountState } from '../../../common/contracts/cart';
import type { DiscountView } from '../../../common/contracts/discounts';
import { DISCOUNT_CODE_MAX } from '../../../common/discount-codes';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { discountsApi } from './discounts-api';

/**
 * The cart's discount code (ADR 050): type a code and apply it, see what it takes off or why it does
 * not apply now, remove it. The server decides everything; a refusal is shown beside the field in
 * the server's words (they name the amount missing, the date…), other failures go to `onError`.
 */
export function DiscountCodeField({
  orderNumber,
  discount,
  onChanged,
  onError,
}: {
  orderNumber: string;
  discount: DiscountView | null;
  onChanged: (state: DiscountState) => void;
  onError: (failure: unknown) => void;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (code: string | null) => {
    setBusy(true);
    setRefusal(null);
    try {
      onChanged(await discountsApi.apply(orderNumber, code));
      setText('');
    } catch (failure) {
      if (failure instanceof ApiError && failure.body.code === 422) setRefusal(failure.body.message);
      else onError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="discount-code" data-testid="discount-code">
      {discount ? (
        <div
          className={discount.valid ? 'discount-code__state' : 'discount-code__state is-invalid'}
          role="status"
          data-testid={discount.valid ? 'discount-applied' : 'discount-invalid'}
        >
          <p>
            <strong>{t('discounts.label')}:</strong> <code>{discount.code}</code>
            {discount.valid && discount.kind === 'percent' && discount.value !== null && (
              <> · {t('discounts.percentOff', { value: Number(discount.value) })}</>
            )}
          </p>
          {discount.valid ? (
            discount.excludesPromoted && (
              <p className="discount-code__note">{t('discounts.excludesPromoted')}</p>
            )
          ) : (
            <p className="discount-code__problem">{discount.message}</p>
          )}
          <button
            type="button"
            className="button button--link"
            disabled={busy}
            onClick={() => void send(null)}
            data-testid="discount-remove"
          >
            {t('discounts.remove')}
          </button>
        </div>
      ) : (
        <form
          className="discount-code__form"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) void send(text);
          }}
        >
          <label htmlFor={id}>{t('discounts.label')}</label>
          <div className="cart-fields__inline">
            <input
              id={id}
              type="text"
              autoComplete="off"
              spellCheck={false}
              maxLength={DISCOUNT_CODE_MAX}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={refusal !== null}
              aria-describedby={refusal ? `${id}-refusal` : undefined}
              data-testid="discount-input"
            />
            <button
              type="submit"
              className="button"
              disabled={busy || !text.trim()}
              data-testid="discount-apply"
            >
              {t('discounts.apply')}
            </button>
          </div>
          {refusal && (
            <p
              id={`${id}-refusal`}
              className="discount-code__problem"
              role="alert"
              data-testid="discount-refusal"
            >
              {refusal}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
