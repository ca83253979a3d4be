import { useState } from 'react';
import type { PublicDirectory } from '../../../../common/contracts/favourites';
import { Pagination } from '../../../ui/pagination';
import { LoginForm } from '../../../features/auth/login-form';
import type { DirectoryView } from '../../../../common/favourites-rules';
import { useCreateDirectory } from '../../../features/favourites/favourites-api';
import { ExportButtons } from '../../../features/favourites/export-buttons';
import { ItemChangeHeaders, ItemChanges, ItemFacts } from '../../../features/favourites/item-cells';
import { ApiError } from '../../../lib/api';
import { useT, useUiTranslate } from '../../../lib/i18n';
import { localHref, type Locale } from '../../../lib/locale';
import { useRootData } from '../../../lib/root-data';
import { useConfirm } from '../../../ui/confirmation-modal';
import { useErrorModal } from '../../../ui/error-modal';
import type { PageProps } from '../../page-types';
import '../../../features/favourites/favourites.css';

export interface FavouritesPublicData {
  /** Null when the visitor's address looked up too many lists (`refusal` says so). */
  list: PublicDirectory | null;
  token: string;
  view: DirectoryView;
  refusal: string | null;
}

/** /{token}/favourites: a shared list, read-only, priced in the visitor's market, without its owner's data. */
export function FavouritesPublicPage({ data, locale }: PageProps<FavouritesPublicData>) {
  const t = useT();
  const { list } = data;
  if (!list) {
    return (
      <div className="favourites-page" data-testid="favourites-public-refused">
        <h1>{t('favourites.title')}</h1>
        <p role="alert">{data.refusal}</p>
      </div>
    );
  }
  const pageCount = Math.max(1, Math.ceil(list.total / list.perPage));
  return (
    <div className="favourites-page" data-testid="favourites-public">
      <p className="favourites-page__intro">{t('favourites.public.intro')}</p>
      <h1>{list.name}</h1>
      {list.note && <p>{list.note}</p>}
      <CopyToMine name={list.name} token={data.token} locale={locale} />
      <ExportButtons publicToken={data.token} country={locale.country} />
      {list.items.length === 0 ? (
        <p className="favourites-empty">{t('favourites.directory.empty')}</p>
      ) : (
        <table className="favourites-table" data-testid="favourites-items">
          <thead>
            <tr>
              <th scope="col">{t('favourites.directory.symbol')}</th>
              <th scope="col" className="is-number">
                {t('favourites.directory.quantity')}
              </th>
              <ItemChangeHeaders />
            </tr>
          </thead>
          <tbody>
            {list.items.map((item) => (
              <tr key={item.symbol} className="favourites-row" data-testid="favourites-item">
                <td className="favourites-row__product">
                  <ItemFacts item={item} locale={locale} />
                </td>
                <td className="is-number" data-label={t('favourites.directory.quantity')}>
                  {item.quantity}
                </td>
                <ItemChanges item={item} currency={list.currency} />
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={list.page} pageCount={pageCount} />
    </div>
  );
}

/** "Copy to my favourites": after the spec's copy question; a visitor logs in first (the page reloads). */
function CopyToMine({ name, token, locale }: { name: string; token: string; locale: Locale }) {
  const t = useT();
  const uiT = useUiTranslate();
  const { customer } = useRootData();
  const confirm = useConfirm();
  const showError = useErrorModal();
  const create = useCreateDirectory();
  const [copy, setCopy] = useState<number | null>(null);
  const [login, setLogin] = useState(false);
  if (!customer) {
    return login ? (
      <div className="favourites-panel">
        <p>{t('favourites.public.loginToCopy')}</p>
        <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
      </div>
    ) : (
      <button
        type="button"
        className="button favourites-copy"
        onClick={() => setLogin(true)}
        data-testid="favourites-copy"
      >
        {t('favourites.public.copyToMine')}
      </button>
    );
  }
  if (copy !== null) {
    return (
      <p role="status" data-testid="favourites-copied">
        {t('favourites.public.copied')}{' '}
        <a href={localHref(locale, 'favourites_directory', { directoryId: copy })}>
          {t('favourites.public.openCopy')}
        </a>
      </p>
    );
  }
  return (
    <button
      type="button"
      className="button button--primary favourites-copy"
      data-testid="favourites-copy"
      onClick={() =>
        void (async () => {
          if (!(await confirm('copyFavourites', { t: uiT }))) return;
          try {
            setCopy((await create.mutateAsync({ name, copyFromToken: token })).directoryId);
          } catch (failure) {
            if (failure instanceof ApiError) showError(failure.body, { t: uiT });
          }
        })()
      }
    >
      {t('favourites.public.copyToMine')}
    </button>
  );
}
