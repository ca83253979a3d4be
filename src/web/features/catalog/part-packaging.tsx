import type { ProductPackaging } from '../../../common/part-data';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';

/** The product's packaging and, on a reel, how many parts a full reel holds (issue 22). */
export function PackagingFacts({ packaging }: { packaging: ProductPackaging | null }) {
  const t = useT();
  const format = useFormat();
  if (!packaging?.packaging) return null;
  return (
    <>
      <dt>{t('partData.packaging')}</dt>
      <dd data-testid="packaging">{t(`partData.packagings.${packaging.packaging}`)}</dd>
      {packaging.reelQuantity !== null && (
        <>
          <dt>{t('partData.reelQuantity')}</dt>
          <dd data-testid="reel-quantity">
            {t('partData.reelQuantityValue', { count: format.number(packaging.reelQuantity) })}
          </dd>
        </>
      )}
    </>
  );
}

/**
 * "Other packaging of this part": the same part number on other carriers (ADR 076), each with its
 * packaging, minimum and multiple, unit price and stock, linking to its own page.
 */
export function OtherPackaging({ packaging }: { packaging: ProductPackaging | null }) {
  const t = useT();
  const format = useFormat();
  if (!packaging || packaging.variants.length === 0) return null;
  return (
    <section className="product-section" data-testid="other-packaging">
      <h2>{t('partData.otherPackaging')}</h2>
      <div className="table-scroll">
        <table className="other-packaging">
          <thead>
            <tr>
              <th scope="col">{t('partData.columns.product')}</th>
              <th scope="col">{t('partData.columns.packaging')}</th>
              <th scope="col">{t('partData.columns.minimum')}</th>
              <th scope="col" className="numeric">
                {t('partData.columns.price')}
              </th>
              <th scope="col" className="numeric">
                {t('partData.columns.stock')}
              </th>
            </tr>
          </thead>
          <tbody>
            {packaging.variants.map((v) => (
              <tr key={v.symbol}>
                <th scope="row">
                  <a href={v.url}>{v.symbol}</a>
                </th>
                <td>
                  {v.packaging ? t(`partData.packagings.${v.packaging}`) : '–'}
                  {v.reelQuantity !== null && (
                    <span className="muted">
                      {' '}
                      ({t('partData.reelQuantityValue', { count: format.number(v.reelQuantity) })})
                    </span>
                  )}
                </td>
                <td>
                  {format.number(v.minimumQuantity)} / {format.number(v.multiples)}
                </td>
                <td className="numeric">
                  {v.price !== null && v.currency !== null
                    ? format.price(v.price, v.currency, decimalsOf(v.price))
                    : t('partData.onRequest')}
                </td>
                <td className="numeric">{v.stock === null ? '–' : `${format.number(v.stock)} ${v.unit}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** A unit price keeps the decimals it was rounded to (cheap parts are priced to 4 or 5 places). */
const decimalsOf = (price: string) => Math.max(2, price.split('.')[1]?.length ?? 0);
