import type { ProductDetails } from '../../../common/contracts/catalog';
import { complianceRows, lastTimeBuyState } from '../../../common/product-compliance';
import { useT } from '../../lib/i18n';

/**
 * The product page's lifecycle notice and its "Environmental & export classifications" section
 * (ADR 075). Plain server-rendered markup with no state: they add nothing to the page's client
 * work beyond rendering (the page's JS budget, ADR 044).
 */

type Lifecycle = Pick<ProductDetails, 'lifecycle' | 'lastTimeBuyDate' | 'lifecycleReplacement'>;

const today = () => new Date().toISOString().slice(0, 10);

/** Why a part that is not active needs a second thought, and what to use instead. */
export function LifecycleNotice({ product }: { product: Lifecycle }) {
  const t = useT();
  if (product.lifecycle === 'active') return null;
  const ended = lastTimeBuyState(product.lastTimeBuyDate, today()) === 'ended';
  const key =
    product.lifecycle === 'ltb'
      ? ended
        ? 'ltbEnded'
        : 'ltb'
      : product.lifecycle === 'nrnd'
        ? 'nrnd'
        : 'obsolete';
  const replacement = product.lifecycleReplacement;
  return (
    <div
      className={`lifecycle-notice lifecycle-notice--${product.lifecycle}`}
      role="note"
      data-testid="lifecycle-notice"
    >
      <strong>{t(`compliance.lifecycle.${product.lifecycle}`)}</strong>
      <p>{t(`compliance.notice.${key}`, { date: product.lastTimeBuyDate ?? '' })}</p>
      {replacement && (
        <p>
          {t('compliance.replacement')}:{' '}
          {replacement.url ? (
            <a href={replacement.url} data-testid="lifecycle-replacement">
              {replacement.symbol}
            </a>
          ) : (
            <>
              {replacement.symbol} <span className="muted">({t('compliance.replacementPending')})</span>
            </>
          )}
        </p>
      )}
    </div>
  );
}

export function ComplianceSection({
  product,
  language,
}: {
  product: Pick<ProductDetails, 'compliance' | 'lifecycle' | 'lastTimeBuyDate'>;
  language: string;
}) {
  const t = useT();
  return (
    <section className="product-section" data-testid="compliance-section" aria-labelledby="compliance-title">
      <h2 id="compliance-title">{t('compliance.section.title')}</h2>
      <table className="parameters-table compliance-table">
        <thead>
          <tr>
            <th scope="col">{t('compliance.section.attribute')}</th>
            <th scope="col">{t('compliance.section.description')}</th>
          </tr>
        </thead>
        <tbody>
          {complianceRows(product, t, language).map((row) => (
            <tr key={row.key} data-row={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.value ?? <span className="muted">{t('compliance.section.notGiven')}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
