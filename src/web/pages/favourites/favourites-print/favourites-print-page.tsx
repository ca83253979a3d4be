import { useEffect } from 'react';
import { formatDate } from '../../../../common/format';
import { unitPricePlaces, type PrintableList } from '../../../../common/favourites-print';
import { LoginPrompt } from '../../../features/auth/login-prompt';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';
import type { PageProps } from '../../page-types';
import './favourites-print.css';

export interface FavouritesPrintData {
  /** Null for a visitor on a customer's list (login first), or when `refusal` says why. */
  list: PrintableList | null;
  /** The list's own page. */
  back: string;
  refusal: string | null;
}

/**
 * A saved list for paper: no shop header or footer, every item on one page with the columns of the
 * PDF, and the print dialog only when the reader asks for it (the Print button).
 */
export function FavouritesPrintPage({ data, locale }: PageProps<FavouritesPrintData>) {
  const t = useT();
  const format = useFormat();
  useEffect(() => {
    document.body.classList.add('print-view');
    return () => document.body.classList.remove('print-view');
  }, []);
  const { list } = data;
  if (!list) {
    if (!data.refusal) return <LoginPrompt locale={locale} title={t('favourites.title')} />;
    return (
      <div className="favourites-print" data-testid="favourites-print-refused">
        <h1>{t('favourites.title')}</h1>
        <p role="alert">{data.refusal}</p>
      </div>
    );
  }
  const d = (key: string) => t(`favourites.directory.${key}`);
  return (
    <article className="favourites-print" data-testid="favourites-print-sheet">
      <div className="favourites-print__actions no-print">
        <a href={data.back}>← {t('favouritesPrint.back')}</a>
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.print()}
          data-testid="favourites-print-button"
        >
          {t('favouritesPrint.printList')}
        </button>
      </div>
      <p className="favourites-print__brand">Component Shop · {t('favouritesPrint.documentLabel')}</p>
      <h1>{list.name}</h1>
      <p className="favourites-print__facts">
        <span>
          {t('favouritesPrint.generated', {
            date: formatDate(list.generatedAt, locale.language, { dateStyle: 'long', timeStyle: 'short' }),
          })}
        </span>
        <span>
          {t('favouritesPrint.market', { market: t(`country.${list.country}`), currency: list.currency })}
        </span>
        <span>{t('favouritesPrint.products', { count: list.items.length })}</span>
      </p>
      {list.note && <p className="favourites-print__note">{list.note}</p>}
      {list.items.length === 0 ? (
        <p>{d('empty')}</p>
      ) : (
        <div className="favourites-print__scroll">
          <table className="favourites-print__table" data-testid="favourites-print-items">
            <thead>
              <tr>
                <th scope="col">{d('symbol')}</th>
                {list.withCustomerSymbols && <th scope="col">{t('favouritesPrint.customerSymbol')}</th>}
                <th scope="col">{t('favourites.export.manufacturer')}</th>
                <th scope="col">{d('description')}</th>
                <th scope="col" className="is-number">
                  {d('quantity')}
                </th>
                <th scope="col" className="is-number">
                  {d('price')}
                </th>
                <th scope="col" className="is-number">
                  {d('value')}
                </th>
                <th scope="col" className="is-number">
                  {d('stock')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <tr key={item.symbol} data-testid="favourites-print-item">
                  <th scope="row">{item.symbol}</th>
                  {list.withCustomerSymbols && <td>{item.customerSymbol ?? ''}</td>}
                  <td>
                    {item.manufacturerName}
                    <small>{item.manufacturerSymbol}</small>
                  </td>
                  <td>
                    {item.description}
                    {list.withNotes && item.note && <small>{item.note}</small>}
                  </td>
                  <td className="is-number">{format.number(item.quantity)}</td>
                  <td className="is-number">
                    {item.unitPrice === null
                      ? '—'
                      : format.price(
                          item.unitPrice,
                          list.currency,
                          unitPricePlaces(item.unitPrice, list.currency),
                        )}
                  </td>
                  <td className="is-number">
                    {item.value === null ? '—' : format.price(item.value, list.currency)}
                  </td>
                  <td className="is-number">{item.stock === null ? '—' : format.number(item.stock)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="favourites-print__total" data-testid="favourites-print-total">
        {t('favouritesPrint.total', { total: format.price(list.totalValue, list.currency) })}
      </p>
      {list.unpriced > 0 && (
        <p className="favourites-print__unpriced">
          {t('favouritesPrint.unpriced', { count: list.unpriced })}
        </p>
      )}
    </article>
  );
}
