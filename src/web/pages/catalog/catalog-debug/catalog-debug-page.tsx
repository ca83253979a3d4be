import type { CatalogDebug, DebugField } from '../../../../common/contracts/catalog-debug';
import type { StaffMember } from '../../../../common/contracts/staff';
import { StaffShell } from '../../../features/staff/staff-shell';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import type { PageProps } from '../../page-types';

export interface CatalogDebugData {
  staff: StaffMember;
  /** The symbol asked for ('' before asking); null when the address held no possible symbol. */
  symbol: string | null;
  /** The symbol's normalised key (what the exact lookup compares). */
  key: string;
  product: CatalogDebug | null;
}

/** One stored row as a two-column table (column, value); null values shown as NULL. */
function FieldsTable({ fields, caption }: { fields: readonly DebugField[]; caption: string }) {
  const t = useT();
  return (
    <div className="staff-table-wrap">
      <table className="staff-table catalog-debug__fields">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.catalogDebug.column')}</th>
            <th scope="col">{t('staff.catalogDebug.value')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name}>
              <th scope="row">
                <code>{field.name}</code>
              </th>
              <td className="staff-details">
                {field.value === null ? <span className="staff-muted">NULL</span> : field.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Several rows of one table (price breaks, parameters…) with their columns as headers. */
function RowsTable({ rows, caption }: { rows: readonly DebugField[][]; caption: string }) {
  const t = useT();
  if (rows.length === 0) return <p className="staff-muted">{t('staff.catalogDebug.none')}</p>;
  const columns = rows[0]!.map((field) => field.name);
  return (
    <div className="staff-table-wrap">
      <table className="staff-table staff-table--stack">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                <code>{column}</code>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((field) => (
                <td key={field.name} data-label={field.name} className="staff-details">
                  {field.value ?? 'NULL'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      className="staff-card"
      aria-labelledby={`catalog-debug-${id}`}
      data-testid={`catalog-debug-${id}`}
    >
      <h2 id={`catalog-debug-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/** /katalog/debug: a product's stored data and the keys search and quick buy find it by. */
export function CatalogDebugPage({ data, locale }: PageProps<CatalogDebugData>) {
  const t = useT();
  const { symbol, product } = data;
  const title = t('staff.catalogDebug.title');
  return (
    <StaffShell staff={data.staff} locale={locale} current="catalog_debug" title={title}>
      <section className="staff-card" aria-labelledby="catalog-debug-ask">
        <h2 id="catalog-debug-ask" className="visually-hidden">
          {t('staff.catalogDebug.lookup')}
        </h2>
        <p>{t('staff.catalogDebug.intro')}</p>
        <form className="staff-form" method="get" action={localHref(locale, 'catalog_debug')} role="search">
          <label className="ui-field">
            <span className="ui-field__label">{t('staff.catalogDebug.symbol')}</span>
            <input
              className="ui-field__input"
              name="symbol"
              required
              maxLength={100}
              defaultValue={symbol ?? ''}
              autoComplete="off"
              spellCheck={false}
            />
          </label>
          <div className="staff-actions">
            <button type="submit" className="staff-button">
              {t('staff.catalogDebug.submit')}
            </button>
          </div>
        </form>
        {symbol === null && (
          <p role="alert" className="ui-form-alert">
            {t('staff.catalogDebug.invalid')}
          </p>
        )}
        {symbol && !product && (
          <p role="status" data-testid="catalog-debug-not-found">
            {t('staff.catalogDebug.notFound', { symbol, key: data.key })}
          </p>
        )}
      </section>
      {product && (
        <>
          <Section id="lookup" title={t('staff.catalogDebug.lookup')}>
            <dl className="catalog-debug__lookup">
              <dt>{t('staff.catalogDebug.asked')}</dt>
              <dd>
                <code>{product.lookup.asked}</code>
              </dd>
              <dt>{t('staff.catalogDebug.key')}</dt>
              <dd>
                <code>{product.lookup.key}</code>
              </dd>
              <dt>{t('staff.catalogDebug.matchedBy')}</dt>
              <dd>
                {product.lookup.matchedBy === 'symbol'
                  ? t('staff.catalogDebug.bySymbol')
                  : t('staff.catalogDebug.bySymbolKey')}
              </dd>
            </dl>
            <p>
              <a href={localHref(locale, 'product_details', { symbol: product.symbol })}>
                {t('staff.catalogDebug.openProduct')}: {product.symbol}
              </a>
            </p>
          </Section>
          <Section id="product" title={t('staff.catalogDebug.product')}>
            <FieldsTable fields={product.product} caption={t('staff.catalogDebug.product')} />
          </Section>
          <Section id="search-words" title={t('staff.catalogDebug.searchWords')}>
            {product.searchWords.length === 0 ? (
              <p className="staff-muted">{t('staff.catalogDebug.none')}</p>
            ) : (
              <ul className="catalog-debug__words">
                {product.searchWords.map((word) => (
                  <li key={word}>
                    <code>{word}</code>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section id="parameters" title={t('staff.catalogDebug.parameters')}>
            <RowsTable rows={product.parameters} caption={t('staff.catalogDebug.parameters')} />
          </Section>
          <Section id="price-breaks" title={t('staff.catalogDebug.priceBreaks')}>
            <RowsTable rows={product.priceBreaks} caption={t('staff.catalogDebug.priceBreaks')} />
          </Section>
          <Section id="promotions" title={t('staff.catalogDebug.promotions')}>
            <RowsTable rows={product.promotions} caption={t('staff.catalogDebug.promotions')} />
          </Section>
          <Section id="price-history" title={t('staff.catalogDebug.priceHistory')}>
            <RowsTable rows={product.priceHistory} caption={t('staff.catalogDebug.priceHistory')} />
          </Section>
          <Section id="manufacturer" title={t('staff.catalogDebug.manufacturer')}>
            <FieldsTable fields={product.manufacturer} caption={t('staff.catalogDebug.manufacturer')} />
          </Section>
          <Section id="category" title={t('staff.catalogDebug.category')}>
            <FieldsTable fields={product.category} caption={t('staff.catalogDebug.category')} />
          </Section>
          <Section id="documents" title={t('staff.catalogDebug.documents')}>
            <RowsTable rows={product.documents} caption={t('staff.catalogDebug.documents')} />
          </Section>
          <Section id="links" title={t('staff.catalogDebug.links')}>
            {product.links.length === 0 ? (
              <p className="staff-muted">{t('staff.catalogDebug.none')}</p>
            ) : (
              <ul>
                {product.links.map((link) => (
                  <li key={link.kind}>
                    <code>{link.kind}</code>: {link.count}
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </>
      )}
    </StaffShell>
  );
}
