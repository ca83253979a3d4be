import { formatDate } from '../../../../common/format';
import type { TenderDetails } from '../../../../common/tenders';
import { TenderPhaseBadge } from '../../../features/tenders/tender-bits';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { useFormat } from '../../../lib/use-format';
import type { PageProps } from '../../page-types';
import '../../../features/tenders/tenders.css';

export interface TenderDetailsData {
  tender: TenderDetails;
}

/**
 * /tenders/{id}: a tender's facts, description, documents (links to other sites: they open there,
 * without this page's window) and items, and a way to prepare the customer's item list for it.
 */
export function TenderDetailsPage({ data, locale }: PageProps<TenderDetailsData>) {
  const t = useT();
  const format = useFormat();
  const { tender } = data;
  const date = (iso: string) => formatDate(iso, locale.language, { dateStyle: 'long', timeStyle: 'short' });
  const prepare = `${localHref(locale, 'profile_tender_lists')}?${new URLSearchParams({
    title: `${tender.title} (${tender.reference})`,
  }).toString()}`;
  return (
    <article className="tenders-page" data-testid="tender-details">
      <p>
        <a href={localHref(locale, 'tenders')}>‹ {t('tenders.details.back')}</a>
      </p>
      <h1>{tender.title}</h1>
      <dl className="tenders-facts">
        <div>
          <dt>{t('tenders.columns.reference')}</dt>
          <dd data-testid="tender-reference">{tender.reference}</dd>
        </div>
        <div>
          <dt>{t('tenders.columns.buyer')}</dt>
          <dd>{tender.buyer}</dd>
        </div>
        <div>
          <dt>{t('tenders.columns.deadline')}</dt>
          <dd>{date(tender.deadline)}</dd>
        </div>
        <div>
          <dt>{t('tenders.columns.status')}</dt>
          <dd>
            <TenderPhaseBadge phase={tender.phase} />
          </dd>
        </div>
        {tender.publishedAt && (
          <div>
            <dt>{t('tenders.details.published')}</dt>
            <dd>{date(tender.publishedAt)}</dd>
          </div>
        )}
      </dl>

      <h2>{t('tenders.details.description')}</h2>
      {tender.description ? (
        <p className="tenders-text" data-testid="tender-description">
          {tender.description}
        </p>
      ) : (
        <p className="tenders-muted">{t('tenders.details.noDescription')}</p>
      )}

      <h2>{t('tenders.details.documents')}</h2>
      {tender.documents.length === 0 ? (
        <p className="tenders-muted">{t('tenders.details.noDocuments')}</p>
      ) : (
        <ul className="tenders-documents" data-testid="tender-documents">
          {tender.documents.map((document) => (
            <li key={document.url}>
              <a href={document.url} target="_blank" rel="noopener noreferrer nofollow">
                {document.label}
                <span className="visually-hidden"> {t('tenders.details.opensElsewhere')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}

      <h2>{t('tenders.details.lines')}</h2>
      {tender.lines.length === 0 ? (
        <p className="tenders-muted">{t('tenders.details.noLines')}</p>
      ) : (
        <table className="tenders-table" data-testid="tender-lines">
          <thead>
            <tr>
              <th scope="col">{t('tenders.details.number')}</th>
              <th scope="col">{t('tenders.details.item')}</th>
              <th scope="col">{t('tenders.details.quantity')}</th>
              <th scope="col">{t('tenders.details.unit')}</th>
            </tr>
          </thead>
          <tbody>
            {tender.lines.map((line, index) => (
              <tr key={index}>
                <td data-label={t('tenders.details.number')}>{index + 1}</td>
                <th scope="row">{line.description}</th>
                <td data-label={t('tenders.details.quantity')}>{format.number(line.quantity)}</td>
                <td data-label={t('tenders.details.unit')}>{line.unit ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {tender.phase === 'open' && (
        <p className="tenders-actions">
          <a className="button button--primary" href={prepare}>
            {t('tenders.details.prepare')}
          </a>
        </p>
      )}
    </article>
  );
}
