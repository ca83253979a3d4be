import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DirectorySummary } from '../../../../common/contracts/favourites';
import { formatDate } from '../../../../common/format';
import { favouritesQueries, useCreateDirectory } from '../../../features/favourites/favourites-api';
import { LoginPrompt } from '../../../features/auth/login-prompt';
import { ApiError } from '../../../lib/api';
import { useT, useUiTranslate } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { useErrorModal } from '../../../ui/error-modal';
import type { PageProps } from '../../page-types';
import '../../../features/favourites/favourites.css';

export interface FavouritesHomeData {
  /** Null for visitors: the page asks them to log in. */
  directories: DirectorySummary[] | null;
}

/** /profile/favourites/: the customer's saved lists and a form for a new one. */
export function FavouritesHomePage({ data, locale }: PageProps<FavouritesHomeData>) {
  const t = useT();
  const { data: list } = useQuery({
    ...favouritesQueries.list(),
    initialData: data.directories ? { directories: data.directories } : undefined,
    enabled: data.directories !== null,
  });
  if (!list) return <LoginPrompt locale={locale} title={t('favourites.title')} />;
  return (
    <div className="favourites-page" data-testid="favourites-home">
      <h1>{t('favourites.title')}</h1>
      <p className="favourites-page__intro">{t('favourites.home.intro')}</p>
      <NewListForm locale={locale} />
      {list.directories.length === 0 ? (
        <p className="favourites-empty" data-testid="favourites-empty">
          {t('favourites.home.empty')}
        </p>
      ) : (
        <ul className="favourites-lists" data-testid="favourites-lists">
          {list.directories.map((d) => (
            <li key={d.directoryId} className="favourites-card" data-testid="favourites-card">
              <h2 className="favourites-card__name">
                <a href={localHref(locale, 'favourites_directory', { directoryId: d.directoryId })}>
                  {d.name}
                </a>
              </h2>
              {d.note && <p className="favourites-card__note">{d.note}</p>}
              <p className="favourites-card__meta">
                {t('favourites.home.items', { count: d.itemCount })} ·{' '}
                {t('favourites.home.updated', { date: formatDate(d.updatedAt, locale.language) })}
              </p>
              {(d.sharedWithCompany || !d.own) && (
                <p className="favourites-card__badges">
                  {d.sharedWithCompany && (
                    <span className="favourites-badge">{t('favourites.home.shared')}</span>
                  )}
                  {!d.own && <span className="favourites-badge">{t('favourites.home.colleague')}</span>}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NewListForm({ locale }: Pick<PageProps<unknown>, 'locale'>) {
  const t = useT();
  const uiT = useUiTranslate();
  const showError = useErrorModal();
  const create = useCreateDirectory();
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [shared, setShared] = useState(false);
  return (
    <form
      className="favourites-new"
      aria-label={t('favourites.home.newList')}
      onSubmit={(event) =>
        void (async () => {
          event.preventDefault();
          try {
            const created = await create.mutateAsync({ name, note, sharedWithCompany: shared });
            window.location.assign(
              localHref(locale, 'favourites_directory', { directoryId: created.directoryId }),
            );
          } catch (failure) {
            if (failure instanceof ApiError) showError(failure.body, { t: uiT });
          }
        })()
      }
    >
      <h2>{t('favourites.home.newList')}</h2>
      <label>
        {t('favourites.home.name')}
        <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} name="name" />
      </label>
      <label>
        {t('favourites.home.note')}
        <input value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} name="note" />
      </label>
      <label className="favourites-new__check">
        <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} />
        {t('favourites.home.shared')}
      </label>
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {t('favourites.home.create')}
      </button>
    </form>
  );
}
