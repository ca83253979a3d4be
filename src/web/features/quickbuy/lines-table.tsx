import { useState, type FormEvent } from 'react';
import type { LineProblem, QuickBuyLine, QuickBuyList } from '../../../common/contracts/quickbuy';
import { AMOUNT_MAX_VALUE } from '../../../common/amount-rules';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';

export interface LineActions {
  /** Null for a visitor: the lines are shown, only a customer may change them. */
  amount: ((line: QuickBuyLine, amount: number) => void) | null;
  choose: ((line: QuickBuyLine, symbol: string) => void) | null;
  remove: ((line: QuickBuyLine) => void) | null;
}

/** A unit price keeps the places the server priced it to (cheap parts to 4 or 5). */
const decimalsOf = (value: string) => Math.max(2, value.split('.')[1]?.length ?? 0);

function ProblemList({ problems }: { problems: LineProblem[] }) {
  const t = useT();
  if (problems.length === 0) return null;
  return (
    <ul className="quickbuy-line__problems">
      {problems.map((p) => (
        <li key={p.key} className={`quickbuy-line__problem quickbuy-line__problem--${p.level}`}>
          {t(p.key as never, p.params)}
        </li>
      ))}
    </ul>
  );
}

/** The amount of a line: typed, then sent on Enter or leaving the field; the server rounds it. */
function AmountField({ line, onChange }: { line: QuickBuyLine; onChange: LineActions['amount'] }) {
  const t = useT();
  const [value, setValue] = useState(String(line.amount));
  const [shown, setShown] = useState(line.amount);
  if (shown !== line.amount) {
    // The server answered another amount (rounded): show it.
    setShown(line.amount);
    setValue(String(line.amount));
  }
  const commit = (event?: FormEvent) => {
    event?.preventDefault();
    const amount = Number(value);
    if (!onChange || !Number.isInteger(amount) || amount < 1 || amount > AMOUNT_MAX_VALUE) {
      setValue(String(line.amount));
      return;
    }
    if (amount !== line.amount) onChange(line, amount);
  };
  return (
    <form onSubmit={commit} className="quickbuy-line__amount">
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={AMOUNT_MAX_VALUE}
        step={1}
        value={value}
        disabled={!onChange}
        aria-label={t('quickbuy.line.amountLabel', { row: line.row })}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => commit()}
      />
      {line.requested !== line.amount && (
        <span className="quickbuy-line__asked">
          {t('quickbuy.line.asked', { requested: line.requested })}
        </span>
      )}
    </form>
  );
}

function ProductCell({ line, actions }: { line: QuickBuyLine; actions: LineActions }) {
  const t = useT();
  const suggestion = line.product && !line.match.accepted;
  const others = line.candidates.filter((c) => c.symbol !== line.productSymbol || suggestion);
  return (
    <div className="quickbuy-line__product">
      {line.product ? (
        <>
          <strong className="quickbuy-line__symbol">{line.product.symbol}</strong>
          <span className="quickbuy-line__maker">
            {line.product.manufacturer}
            {line.product.manufacturerSymbol ? ` · ${line.product.manufacturerSymbol}` : ''}
          </span>
          <span className="quickbuy-line__description">{line.product.description}</span>
        </>
      ) : (
        <span className="quickbuy-line__missing">{t('quickbuy.match.none')}</span>
      )}
      {suggestion && actions.choose && (
        <button
          type="button"
          className="button button--small button--primary"
          onClick={() => actions.choose!(line, line.productSymbol!)}
        >
          {t('quickbuy.line.accept', { symbol: line.productSymbol! })}
        </button>
      )}
      {others.length > 0 && actions.choose && (
        <label className="quickbuy-line__choose">
          <span className="visually-hidden">{t('quickbuy.line.choose', { row: line.row })}</span>
          <select
            value=""
            onChange={(event) => event.target.value && actions.choose!(line, event.target.value)}
          >
            <option value="">{t('quickbuy.line.chooseLabel')}</option>
            {others.map((c) => (
              <option key={c.symbol} value={c.symbol}>
                {c.symbol} — {c.manufacturer}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

/** The working list: one row per line with how it matched, amount, price, value, stock and its problems. */
export function LinesTable({ list, actions }: { list: QuickBuyList; actions: LineActions }) {
  const t = useT();
  const format = useFormat();
  const currency = list.totals.currency;
  return (
    <table className="quickbuy-lines" data-testid="quickbuy-lines">
      <caption className="visually-hidden">{t('quickbuy.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('quickbuy.columns.row')}</th>
          <th scope="col">{t('quickbuy.columns.asked')}</th>
          <th scope="col">{t('quickbuy.columns.product')}</th>
          <th scope="col">{t('quickbuy.columns.match')}</th>
          <th scope="col">{t('quickbuy.columns.amount')}</th>
          <th scope="col">{t('quickbuy.columns.unitPrice')}</th>
          <th scope="col">{t('quickbuy.columns.value')}</th>
          <th scope="col">{t('quickbuy.columns.stock')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('quickbuy.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {list.lines.map((line) => (
          <tr
            key={line.id}
            className={`quickbuy-line${line.complete ? '' : ' quickbuy-line--incomplete'}`}
            data-testid="quickbuy-line"
            data-complete={line.complete}
          >
            <td data-label={t('quickbuy.columns.row')}>{line.row}</td>
            <td data-label={t('quickbuy.columns.asked')}>
              <span className="quickbuy-line__query">{line.query}</span>
              {line.note && (
                <span className="quickbuy-line__note">{t('quickbuy.line.note', { note: line.note })}</span>
              )}
            </td>
            <td data-label={t('quickbuy.columns.product')}>
              <ProductCell line={line} actions={actions} />
              <ProblemList problems={line.problems} />
            </td>
            <td data-label={t('quickbuy.columns.match')}>
              <span className={`quickbuy-match quickbuy-match--${line.match.kind}`}>
                {t(`quickbuy.match.${line.match.kind}`)}
              </span>
              {line.match.kind !== 'none' && (
                <span className="quickbuy-match__confidence">
                  {t('quickbuy.match.confidence', { percent: Math.round(line.match.confidence * 100) })}
                </span>
              )}
            </td>
            <td data-label={t('quickbuy.columns.amount')}>
              <AmountField line={line} onChange={actions.amount} />
            </td>
            <td data-label={t('quickbuy.columns.unitPrice')} className="quickbuy-lines__money">
              {line.data?.unitPrice
                ? format.price(line.data.unitPrice, currency, decimalsOf(line.data.unitPrice))
                : t('quickbuy.line.noPrice')}
            </td>
            <td data-label={t('quickbuy.columns.value')} className="quickbuy-lines__money">
              {line.data?.value ? format.price(line.data.value, currency) : t('quickbuy.line.noPrice')}
            </td>
            <td data-label={t('quickbuy.columns.stock')}>
              {line.data?.stock === null || line.data?.stock === undefined
                ? t('quickbuy.line.noPrice')
                : line.data.stock > 0
                  ? format.number(line.data.stock)
                  : t('quickbuy.line.noStock')}
            </td>
            <td>
              {actions.remove && (
                <button
                  type="button"
                  className="quickbuy-line__remove"
                  aria-label={t('quickbuy.line.remove', { row: line.row })}
                  onClick={() => actions.remove!(line)}
                >
                  ×
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
