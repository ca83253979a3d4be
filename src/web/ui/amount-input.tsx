import { useId, useState } from 'react';
import {
  AMOUNT_MAX_TEXT_LENGTH,
  type AmountError,
  amountErrorMessage,
  type AmountMessages,
  canDecrement,
  canIncrement,
  DEFAULT_AMOUNT_MESSAGES,
  decrementAmount,
  incrementAmount,
  parseAmount,
  validateAmount,
} from './amount-rules';

export interface AmountInputProps {
  /** The amount to order (controlled). */
  value: number;
  /** Every edit: the parsed amount and its rule error, if any. */
  onChange: (amount: number, error: AmountError | null) => void;
  minimumQuantity: number;
  multiples: number;
  /** Units in stock: a valid amount above it gets `messages.stock` (how many now, when the rest). */
  stock?: number;
  /** Accessible name of the field, e.g. "Quantity". */
  label: string;
  messages?: Partial<AmountMessages>;
  decreaseLabel?: string;
  increaseLabel?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/** Quantity field with −/+ steppers and the minimum/multiplicity rules of spec §5. */
export function AmountInput({
  value,
  onChange,
  minimumQuantity,
  multiples,
  stock,
  label,
  messages,
  decreaseLabel = 'Decrease amount',
  increaseLabel = 'Increase amount',
  disabled,
  id,
  className,
}: AmountInputProps) {
  const baseId = useId();
  const inputId = id ?? `${baseId}amount`;
  const errorId = `${baseId}error`;
  const constraints = { minimum: minimumQuantity, multiples };
  // What the user typed; shown while it still means `value` ("" and "abc" both mean the minimum),
  // replaced by `value` when the parent changes the amount.
  const [text, setText] = useState(String(value));
  const shown = parseAmount(text, constraints) === value ? text : String(value);
  const error = validateAmount(value, constraints);
  const noticeId = `${baseId}notice`;
  const stockMessage = messages?.stock ?? DEFAULT_AMOUNT_MESSAGES.stock;
  // Ordering more than is in stock is allowed; the notice says so before the order is placed.
  const notice =
    !error && stock !== undefined && value > stock
      ? typeof stockMessage === 'function'
        ? stockMessage(Math.max(0, stock))
        : `${stockMessage}: ${Math.max(0, stock)}`
      : null;

  const commit = (amount: number) => {
    setText(String(amount));
    onChange(amount, validateAmount(amount, constraints));
  };

  return (
    <div className={className ? `ui-amount ${className}` : 'ui-amount'}>
      <div className="ui-amount__controls">
        <button
          type="button"
          className="ui-amount__step"
          aria-label={decreaseLabel}
          aria-controls={inputId}
          // Pointer only: from the keyboard the field steps with the arrow keys, one tab stop for all three.
          tabIndex={-1}
          disabled={disabled || !canDecrement(value, constraints)}
          onClick={() => commit(decrementAmount(value, constraints))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          className="ui-amount__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={label}
          maxLength={AMOUNT_MAX_TEXT_LENGTH}
          value={shown}
          disabled={disabled}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : notice ? noticeId : undefined}
          onChange={(event) => {
            const amount = parseAmount(event.target.value, constraints);
            setText(event.target.value);
            onChange(amount, validateAmount(amount, constraints));
          }}
          onKeyDown={(event) => {
            if (disabled || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
            event.preventDefault();
            if (event.key === 'ArrowUp' && canIncrement(value, constraints))
              commit(incrementAmount(value, constraints));
            if (event.key === 'ArrowDown' && canDecrement(value, constraints))
              commit(decrementAmount(value, constraints));
          }}
          // Leaving the field shows the amount that will actually be ordered.
          onBlur={() => setText(String(value))}
        />
        <button
          type="button"
          className="ui-amount__step"
          aria-label={increaseLabel}
          aria-controls={inputId}
          // Pointer only: from the keyboard the field steps with the arrow keys, one tab stop for all three.
          tabIndex={-1}
          disabled={disabled || !canIncrement(value, constraints)}
          onClick={() => commit(incrementAmount(value, constraints))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {error && (
        <p id={errorId} className="ui-amount__error" role="alert">
          {amountErrorMessage(error, { ...DEFAULT_AMOUNT_MESSAGES, ...messages })}
        </p>
      )}
      {notice && (
        <p id={noticeId} className="ui-amount__notice" role="status">
          {notice}
        </p>
      )}
    </div>
  );
}
