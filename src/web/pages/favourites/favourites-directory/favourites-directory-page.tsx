import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  DirectoryPage,
  DirectorySummary,
  FavouriteItem,
  ToCartResponse,
} from '../../../../common/contracts/favourites';
import { ITEM_SORTS } from '../../../../common/favourites-rules';
import { Pagination } from '../../../ui/pagination';
import { CART_EVENTS, fireCartEvent } from '../../../lib/cart-events';
import type { DirectoryView } from '../../../../common/favourites-rules';
import {
  favouritesQueries,
  useCopyItem,
  useListToCart,
  useRegenerateToken,
  useRemoveDirectory,
  useRemoveItem,
  useUpdateDirectory,
  useUpdateItem,
} from '../../../features/favourites/favourites-api';
import { ExportButtons } from '../../../features/favourites/export-buttons';
import { ListAlertButton } from '../../../features/alerts/list-alert-button';
import { RevisionHistory } from '../../../features/favourites/revision-history';
import { ItemChangeHeaders, ItemChanges, ItemFacts } from '../../../features/favourites/item-cells';
import { ApiError } from '../../../lib/api';
import { useT, useUiTranslate } from '../../../lib/i18n';
import { localHref, type Locale } from '../../../lib/locale';
import { useConfirm } from '../../../ui/confirmation-modal';
import { useErrorModal } from '../../../ui/error-modal';
import { LoginPrompt } from '../../../features/auth/login-prompt';
import type { PageProps } from '../../page-types';
import '../../../features/favourites/favourites.css';

export interface FavouritesDirectoryData {
  /** Null for visitors: the page asks them to log in. */
  list: DirectoryPage | null;
  /** The viewer's lists: where items can be moved or copied. */
  lists: DirectorySummary[];
  view: DirectoryView;
  /** The shop's configured public origin: the shared link is built on it, never on the address bar. */
  publicUrl: string;
}

/** Runs a change; a refusal opens the error dialog in the page's language (ADR 030). */
function useAct() {
  const showError = useErrorModal();
  const uiT = useUiTranslate();
  return async (work: () => Promise<unknown>): Promise<boolean> => {
    try {
      await work();
      return true;
    } catch (failure) {
      if (failure instanceof ApiError) showError(failure.body, { t: uiT });
      return false;
    }
  };
}

/** /profile/favourites/{directoryId}: a saved list, its items with live prices, sharing and the cart. */
export function FavouritesDirectoryPage({ data, locale }: PageProps<FavouritesDirectoryData>) {
  const t = useT();
  const directoryId = data.list?.directory.directoryId ?? 0;
  const { data: list } = useQuery({
    ...favouritesQueries.directory(directoryId, data.view),
    initialData: data.list ?? undefined,
    enabled: data.list !== null,
  });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [cartResult, setCartResult] = useState<ToCartResponse | null>(null);
  const toCart = useListToCart();
  // One of each for the whole page, handed to the rows: a hook per row made 150 mutation observers
  // for a page of 50, a tenth of the page's server render (bench/RESULTS.md). Rows only call
  // mutateAsync, whose promise is per call, so they need no state of their own.
  const itemActions: ItemActions = { update: useUpdateItem(), copy: useCopyItem(), remove: useRemoveItem() };
  const removeItem = itemActions.remove;
  const act = useAct();
  const confirm = useConfirm();
  const uiT = useUiTranslate();

  if (!list) return <LoginPrompt locale={locale} title={t('favourites.title')} />;
  const { directory } = list;
  const pageCount = Math.max(1, Math.ceil(list.total / list.perPage));
  const otherLists = data.lists.filter((d) => d.directoryId !== directoryId);
  const allSelected = list.items.length > 0 && list.items.every((i) => selected.has(i.itemId));
  const toggle = (itemId: number) => {
    const next = new Set(selected);
    if (next.has(itemId)) next.delete(itemId);
    else next.add(itemId);
    setSelected(next);
  };
  const putInCart = (itemIds?: number[]) =>
    act(async () => {
      const result = await toCart.mutateAsync({ directoryId, ...(itemIds ? { itemIds } : {}) });
      setCartResult(result);
      fireCartEvent(CART_EVENTS.ACTIVE_ORDER_CHANGED, { orderNumber: result.orderNumber });
      fireCartEvent(CART_EVENTS.CART_CHANGED, { orderNumber: result.orderNumber });
    });
  const removeSelected = async () => {
    const yes = await confirm('saveFavourites', {
      t: uiT,
      texts: {
        title: t('favourites.directory.removeSelected'),
        text: t('favourites.directory.selected', { count: selected.size }),
      },
    });
    if (!yes) return;
    await act(async () => {
      for (const itemId of selected) await removeItem.mutateAsync(itemId);
      setSelected(new Set());
    });
  };

  return (
    <div className="favourites-page" data-testid="favourites-directory">
      <p>
        <a href={localHref(locale, 'favourites_home')}>← {t('favourites.directory.back')}</a>
      </p>
      <h1>{directory.name}</h1>
      {directory.note && <p className="favourites-page__intro">{directory.note}</p>}
      <div className="favourites-panels">
        <DirectorySettings directory={directory} locale={locale} />
        <SharePanel directory={directory} locale={locale} publicUrl={data.publicUrl} />
        <RevisionHistory directoryId={directoryId} name={directory.name} language={locale.language} />
      </div>

      <form className="favourites-toolbar" method="get" role="search">
        <label>
          {t('favourites.directory.sort')}
          <select
            name="sort"
            defaultValue={data.view.sort}
            onChange={(e) => e.currentTarget.form?.requestSubmit()}
          >
            {ITEM_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`favourites.directory.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('favourites.directory.filter')}
          <input type="search" name="q" defaultValue={data.view.q} maxLength={100} />
        </label>
        <button type="submit" className="button">
          {t('header.search')}
        </button>
      </form>

      <div
        className="favourites-bulk"
        role="group"
        aria-label={t('favourites.directory.selected', { count: selected.size })}
      >
        <button
          type="button"
          className="button button--primary"
          data-testid="favourites-to-cart"
          disabled={list.total === 0 || toCart.isPending}
          onClick={() => void putInCart()}
        >
          {t('favourites.directory.toCart')}
        </button>
        {selected.size > 0 && (
          <>
            <span className="favourites-bulk__count">
              {t('favourites.directory.selected', { count: selected.size })}
            </span>
            <button type="button" className="button" onClick={() => void putInCart([...selected])}>
              {t('favourites.directory.toCartSelected')}
            </button>
            <button type="button" className="button button--danger" onClick={() => void removeSelected()}>
              {t('favourites.directory.removeSelected')}
            </button>
          </>
        )}
      </div>
      <ExportButtons directoryId={directoryId} />
      <ListAlertButton directoryId={directoryId} />
      {cartResult && <CartResult result={cartResult} locale={locale} />}

      {list.items.length === 0 ? (
        <p className="favourites-empty" data-testid="favourites-empty">
          {data.view.q ? t('favourites.directory.noMatches') : t('favourites.directory.empty')}
        </p>
      ) : (
        <table className="favourites-table" data-testid="favourites-items">
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label={t('favourites.directory.selectAll')}
                  checked={allSelected}
                  onChange={() =>
                    setSelected(allSelected ? new Set() : new Set(list.items.map((i) => i.itemId)))
                  }
                />
              </th>
              <th scope="col">{t('favourites.directory.symbol')}</th>
              <th scope="col">{t('favourites.directory.quantity')}</th>
              <ItemChangeHeaders />
            </tr>
          </thead>
          <tbody>
            {list.items.map((item) => (
              <ItemRow
                key={item.itemId}
                item={item}
                actions={itemActions}
                currency={list.currency}
                locale={locale}
                lists={otherLists}
                selected={selected.has(item.itemId)}
                onToggle={() => toggle(item.itemId)}
              />
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={list.page} pageCount={pageCount} />
    </div>
  );
}

interface ItemActions {
  update: ReturnType<typeof useUpdateItem>;
  copy: ReturnType<typeof useCopyItem>;
  remove: ReturnType<typeof useRemoveItem>;
}

function ItemRow({
  item,
  actions: { update, copy, remove },
  currency,
  locale,
  lists,
  selected,
  onToggle,
}: {
  item: FavouriteItem;
  actions: ItemActions;
  currency: string;
  locale: Locale;
  lists: DirectorySummary[];
  selected: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  const act = useAct();
  const [quantity, setQuantity] = useState(String(item.quantity));
  const [note, setNote] = useState(item.note);
  const [saved, setSaved] = useState(false);
  // The fields follow the list when it changes underneath them (a restore from the history).
  const [shown, setShown] = useState({ quantity: item.quantity, note: item.note });
  if (shown.quantity !== item.quantity || shown.note !== item.note) {
    setShown({ quantity: item.quantity, note: item.note });
    // One's own save arrives as what was typed ("Saved" stays); anything else was not saved here.
    if (String(item.quantity) !== quantity || item.note !== note) setSaved(false);
    setQuantity(String(item.quantity));
    setNote(item.note);
  }
  const changed = quantity !== String(item.quantity) || note !== item.note;
  return (
    <tr className="favourites-row" data-testid="favourites-item">
      <td>
        <input
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          aria-label={t('favourites.directory.select', { symbol: item.symbol })}
        />
      </td>
      <td className="favourites-row__product">
        <ItemFacts item={item} locale={locale} />
        <div className="favourites-row__actions">
          {lists.length > 0 && (
            <>
              <select
                aria-label={`${t('favourites.directory.move')} ${item.symbol}`}
                value=""
                onChange={(e) =>
                  void act(() =>
                    update.mutateAsync({ itemId: item.itemId, directoryId: Number(e.target.value) }),
                  )
                }
              >
                <option value="">{t('favourites.directory.move')}</option>
                {lists.map((d) => (
                  <option key={d.directoryId} value={d.directoryId}>
                    {d.name}
                  </option>
                ))}
              </select>
              <select
                aria-label={`${t('favourites.directory.copy')} ${item.symbol}`}
                value=""
                onChange={(e) =>
                  void act(() =>
                    copy.mutateAsync({ itemId: item.itemId, directoryId: Number(e.target.value) }),
                  )
                }
              >
                <option value="">{t('favourites.directory.copy')}</option>
                {lists.map((d) => (
                  <option key={d.directoryId} value={d.directoryId}>
                    {d.name}
                  </option>
                ))}
              </select>
            </>
          )}
          <button
            type="button"
            className="button button--link"
            onClick={() => void act(() => remove.mutateAsync(item.itemId))}
          >
            {t('favourites.directory.remove')}
            <span className="visually-hidden"> {item.symbol}</span>
          </button>
        </div>
      </td>
      <td data-label={t('favourites.directory.quantity')}>
        <form
          className="favourites-row__edit"
          onSubmit={(event) =>
            void (async () => {
              event.preventDefault();
              const done = await act(() =>
                update.mutateAsync({ itemId: item.itemId, quantity: Number(quantity), note }),
              );
              setSaved(done);
            })()
          }
        >
          <input
            type="number"
            min={1}
            max={9999999}
            value={quantity}
            onChange={(e) => {
              setQuantity(e.target.value);
              setSaved(false);
            }}
            aria-label={`${t('favourites.directory.quantity')} ${item.symbol}`}
            data-testid="favourites-quantity"
          />
          <input
            value={note}
            maxLength={1000}
            placeholder={t('favourites.directory.note')}
            onChange={(e) => {
              setNote(e.target.value);
              setSaved(false);
            }}
            aria-label={`${t('favourites.directory.note')} ${item.symbol}`}
          />
          {changed && (
            <button type="submit" className="button">
              {t('favourites.directory.save')}
            </button>
          )}
          {saved && !changed && (
            <span role="status" className="favourites-row__saved">
              {t('favourites.directory.saved')}
            </span>
          )}
        </form>
      </td>
      <ItemChanges item={item} currency={currency} />
    </tr>
  );
}

function CartResult({ result, locale }: { result: ToCartResponse; locale: Locale }) {
  const t = useT();
  const rounded = result.added.filter((l) => l.quantity !== l.listQuantity);
  return (
    <div className="favourites-cart-result" role="status" data-testid="favourites-cart-result">
      <p>
        {t('favourites.directory.toCartDone', { count: result.added.length })}{' '}
        <a href={localHref(locale, 'order_cart', { orderStep: '1', orderNumber: result.orderNumber })}>
          {t('favourites.directory.goToCart')}
        </a>
      </p>
      {(rounded.length > 0 || result.skipped.length > 0) && (
        <ul>
          {rounded.map((l) => (
            <li key={l.symbol}>{t('favourites.directory.toCartRounded', l)}</li>
          ))}
          {result.skipped.map((s) => (
            <li key={s.symbol}>
              {t('favourites.directory.toCartSkipped', {
                symbol: s.symbol,
                reason:
                  s.reason === 'withdrawn' ? t('favourites.directory.withdrawn') : t(s.reason, s.params),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DirectorySettings({ directory, locale }: { directory: DirectorySummary; locale: Locale }) {
  const t = useT();
  const act = useAct();
  const confirm = useConfirm();
  const uiT = useUiTranslate();
  const update = useUpdateDirectory();
  const remove = useRemoveDirectory();
  const [name, setName] = useState(directory.name);
  const [note, setNote] = useState(directory.note);
  // The form follows the list's name and note when a restore changes them.
  const [shown, setShown] = useState({ name: directory.name, note: directory.note });
  if (shown.name !== directory.name || shown.note !== directory.note) {
    setShown({ name: directory.name, note: directory.note });
    setName(directory.name);
    setNote(directory.note);
  }
  const [shared, setShared] = useState(directory.sharedWithCompany);
  const [saved, setSaved] = useState(false);
  return (
    <details className="favourites-panel">
      <summary>{t('favourites.directory.settings')}</summary>
      <form
        onSubmit={(event) =>
          void (async () => {
            event.preventDefault();
            setSaved(
              await act(() =>
                update.mutateAsync({
                  directoryId: directory.directoryId,
                  name,
                  note,
                  sharedWithCompany: shared,
                }),
              ),
            );
          })()
        }
      >
        <label>
          {t('favourites.home.name')}
          <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} />
        </label>
        <label>
          {t('favourites.home.note')}
          <input value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} />
        </label>
        <label className="favourites-new__check">
          <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} />
          {t('favourites.home.shared')}
        </label>
        <button type="submit" className="button button--primary">
          {t('favourites.directory.save')}
        </button>
        {saved && <span role="status">{t('favourites.directory.saved')}</span>}
      </form>
      <button
        type="button"
        className="button button--danger"
        onClick={() =>
          void (async () => {
            const yes = await confirm('saveFavourites', {
              t: uiT,
              texts: {
                title: t('favourites.directory.deleteList'),
                text: t('favourites.directory.deleteListConfirm', { name: directory.name }),
              },
            });
            if (yes && (await act(() => remove.mutateAsync(directory.directoryId))))
              window.location.assign(localHref(locale, 'favourites_home'));
          })()
        }
      >
        {t('favourites.directory.deleteList')}
      </button>
    </details>
  );
}

function SharePanel({
  directory,
  locale,
  publicUrl,
}: {
  directory: DirectorySummary;
  locale: Locale;
  publicUrl: string;
}) {
  const t = useT();
  const act = useAct();
  const confirm = useConfirm();
  const uiT = useUiTranslate();
  const regenerate = useRegenerateToken();
  const [copied, setCopied] = useState(false);
  // The same on the server and in the browser, so hydration keeps it (a path alone was shown before).
  const link = new URL(
    localHref(locale, 'favourites_public', { token: directory.publicToken }),
    publicUrl,
  ).toString();
  return (
    <details className="favourites-panel" data-testid="favourites-share">
      <summary>{t('favourites.directory.share')}</summary>
      <p>{t('favourites.directory.shareIntro')}</p>
      <input
        readOnly
        value={link}
        aria-label={t('favourites.directory.share')}
        data-testid="favourites-public-link"
      />
      <div className="favourites-panel__actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            void navigator.clipboard?.writeText(link);
            setCopied(true);
          }}
        >
          {t('favourites.directory.copyLink')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() =>
            void (async () => {
              const yes = await confirm('saveFavourites', {
                t: uiT,
                texts: {
                  title: t('favourites.directory.regenerate'),
                  text: t('favourites.directory.regenerateConfirm'),
                },
              });
              if (yes) await act(() => regenerate.mutateAsync(directory.directoryId));
            })()
          }
        >
          {t('favourites.directory.regenerate')}
        </button>
      </div>
      {copied && <span role="status">{t('favourites.directory.linkCopied')}</span>}
    </details>
  );
}
