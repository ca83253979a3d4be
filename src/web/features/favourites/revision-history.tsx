import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { RestoreResponse, Revision } from '../../../common/contracts/favourites-revisions';
import { formatDate } from '../../../common/format';
import type { Language } from '../../../common/markets';
import { ApiError } from '../../lib/api';
import { useT, useUiTranslate, type Translate } from '../../lib/i18n';
import { useConfirm } from '../../ui/confirmation-modal';
import { useErrorModal } from '../../ui/error-modal';
import { revisionsQueries, useRestoreRevision } from './favourites-revisions-api';
import './favourites-history.css';

const when = (iso: string, language: Language) =>
  formatDate(iso, language, { dateStyle: 'medium', timeStyle: 'short' });

/** The revision's summary in the page's language; a date among its parameters is worded too. */
export function revisionSummary(t: Translate, revision: Revision, language: Language): string {
  const params = { ...revision.summary.params };
  if (typeof params.at === 'string') params.at = when(params.at, language);
  return t(revision.summary.key, params);
}

const author = (t: Translate, revision: Revision) =>
  revision.own ? t('favouritesHistory.you') : (revision.authorName ?? t('favouritesHistory.formerColleague'));

/**
 * The "History" panel of a list's page (issue 17, ADR 040): who changed what and when, a version's
 * items, and "Restore this version" after a confirmation. Loaded when opened; native details/summary
 * and buttons, so the keyboard reaches everything, and focus follows the view that opens.
 */
export function RevisionHistory({
  directoryId,
  name,
  language,
}: {
  directoryId: number;
  name: string;
  language: Language;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [viewing, setViewing] = useState<{ revision: Revision; latest: boolean } | null>(null);
  const [result, setResult] = useState<{ response: RestoreResponse; at: string } | null>(null);
  return (
    <details
      className="favourites-panel favourites-history"
      data-testid="favourites-history"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{t('favouritesHistory.open')}</summary>
      {result && <RestoreResult result={result.response} at={result.at} language={language} />}
      {open &&
        (viewing ? (
          <VersionView
            directoryId={directoryId}
            revision={viewing.revision}
            latest={viewing.latest}
            language={language}
            onBack={() => setViewing(null)}
            onRestored={(response) => {
              setResult({ response, at: viewing.revision.createdAt });
              setViewing(null);
            }}
          />
        ) : (
          <RevisionList
            directoryId={directoryId}
            name={name}
            language={language}
            onView={(revision, latest) => {
              setResult(null);
              setViewing({ revision, latest });
            }}
          />
        ))}
    </details>
  );
}

function RevisionList({
  directoryId,
  name,
  language,
  onView,
}: {
  directoryId: number;
  name: string;
  language: Language;
  onView: (revision: Revision, latest: boolean) => void;
}) {
  const t = useT();
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery(revisionsQueries.list(directoryId, page));
  if (isPending || !data) return <p role="status">{t('favouritesHistory.loading')}</p>;
  const pageCount = Math.max(1, Math.ceil(data.total / data.perPage));
  return (
    <section aria-labelledby="favourites-history-title">
      <h2 id="favourites-history-title" className="favourites-history__title">
        {t('favouritesHistory.title', { name })}
      </h2>
      <p className="favourites-history__intro">{t('favouritesHistory.intro')}</p>
      {data.revisions.length === 0 ? (
        <p>{t('favouritesHistory.empty')}</p>
      ) : (
        <ol className="favourites-history__list" data-testid="favourites-revisions">
          {data.revisions.map((revision, index) => {
            const latest = page === 1 && index === 0;
            const date = when(revision.createdAt, language);
            return (
              <li
                key={revision.revisionId}
                className="favourites-history__entry"
                data-testid="favourites-revision"
              >
                <div>
                  <p className="favourites-history__what">{revisionSummary(t, revision, language)}</p>
                  <p className="favourites-history__meta">
                    <time dateTime={revision.createdAt}>{date}</time> · {author(t, revision)} ·{' '}
                    {t('favouritesHistory.items', { count: revision.itemCount })}
                    {latest && <> · {t('favouritesHistory.latest')}</>}
                  </p>
                </div>
                <button
                  type="button"
                  className="button"
                  aria-label={t('favouritesHistory.viewVersion', { date })}
                  onClick={() => onView(revision, latest)}
                >
                  {t('favouritesHistory.view')}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <Pager page={page} pageCount={pageCount} onPage={setPage} />
    </section>
  );
}

/** Earlier and later pages inside the panel (the page's own pagination moves through the list's items). */
function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav className="favourites-history__pager" aria-label={t('pagination.label', { defaultValue: 'Pages' })}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ← {t('pagination.previous', { defaultValue: 'Previous' })}
      </button>
      <span>
        {page} / {pageCount}
      </span>
      <button type="button" className="button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('pagination.next', { defaultValue: 'Next' })} →
      </button>
    </nav>
  );
}

function VersionView({
  directoryId,
  revision,
  latest,
  language,
  onBack,
  onRestored,
}: {
  directoryId: number;
  revision: Revision;
  latest: boolean;
  language: Language;
  onBack: () => void;
  onRestored: (response: RestoreResponse) => void;
}) {
  const t = useT();
  const uiT = useUiTranslate();
  const confirm = useConfirm();
  const showError = useErrorModal();
  const restore = useRestoreRevision();
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const { data } = useQuery(revisionsQueries.show(directoryId, revision.revisionId, page));
  const date = when(revision.createdAt, language);
  useEffect(() => heading.current?.focus(), []);

  const restoreThis = async () => {
    const yes = await confirm('saveFavourites', {
      t: uiT,
      texts: {
        title: t('favouritesHistory.restoreTitle'),
        text: t('favouritesHistory.restoreConfirm', { date }),
      },
    });
    if (!yes) return;
    try {
      onRestored(await restore.mutateAsync({ directoryId, revisionId: revision.revisionId }));
    } catch (failure) {
      if (failure instanceof ApiError) showError(failure.body, { t: uiT });
    }
  };

  return (
    <section
      className="favourites-version"
      data-testid="favourites-version"
      aria-labelledby="favourites-version-title"
    >
      <h2 id="favourites-version-title" ref={heading} tabIndex={-1} className="favourites-history__title">
        {t('favouritesHistory.versionOf', { date })}
      </h2>
      <p className="favourites-history__what">{revisionSummary(t, revision, language)}</p>
      <p className="favourites-history__meta">
        {author(t, revision)} · {revision.name}
        {revision.note && <> · {revision.note}</>}
      </p>
      <div className="favourites-panel__actions">
        <button type="button" className="button" onClick={onBack}>
          ← {t('favouritesHistory.back')}
        </button>
        {!latest && (
          <button
            type="button"
            className="button button--primary"
            data-testid="favourites-restore"
            disabled={restore.isPending}
            onClick={() => void restoreThis()}
          >
            {t('favouritesHistory.restore')}
          </button>
        )}
      </div>
      {!data ? (
        <p role="status">{t('favouritesHistory.loading')}</p>
      ) : (
        <>
          {data.removed.length > 0 && (
            <p>{t('favouritesHistory.removedLines', { symbols: data.removed.join(', ') })}</p>
          )}
          {data.items.length === 0 ? (
            <p>{t('favouritesHistory.emptyVersion')}</p>
          ) : (
            <table className="favourites-version__table">
              <thead>
                <tr>
                  <th scope="col">{t('favourites.directory.symbol')}</th>
                  <th scope="col">{t('favourites.directory.description')}</th>
                  <th scope="col">{t('favourites.directory.quantity')}</th>
                  <th scope="col">{t('favourites.directory.note')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.symbol} className={item.changed ? 'favourites-version__changed' : undefined}>
                    <th scope="row">
                      {item.symbol}
                      {item.changed && (
                        <span className="favourites-version__badge">
                          {t('favouritesHistory.changedLine')}
                        </span>
                      )}
                    </th>
                    <td data-label={t('favourites.directory.description')}>
                      {item.exists ? (
                        [item.manufacturerName, item.description].filter(Boolean).join(' · ')
                      ) : (
                        <em>{t('favouritesHistory.goneProduct')}</em>
                      )}
                    </td>
                    <td data-label={t('favourites.directory.quantity')}>{item.quantity}</td>
                    <td data-label={t('favourites.directory.note')}>{item.note}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager page={page} pageCount={Math.max(1, Math.ceil(data.total / data.perPage))} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function RestoreResult({
  result,
  at,
  language,
}: {
  result: RestoreResponse;
  at: string;
  language: Language;
}) {
  const t = useT();
  return (
    <div role="status" className="favourites-history__result" data-testid="favourites-restored">
      <p>{t('favouritesHistory.restored', { date: when(at, language) })}</p>
      {result.missing.length > 0 && (
        <p>
          {t('favouritesHistory.missing', {
            symbols: result.missing.map((m) => `${m.symbol} (${m.quantity})`).join(', '),
          })}
        </p>
      )}
    </div>
  );
}
