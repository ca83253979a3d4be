import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useRootData } from '../../lib/root-data';
import { ApiError } from '../../lib/api';
import { useT, useUiTranslate } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { useConfirm } from '../../ui/confirmation-modal';
import { useErrorModal } from '../../ui/error-modal';
import { favouritesQueries, useAddItems } from './favourites-api';
import './favourites.css';

const NEW_LIST = 'new';

export interface SaveToFavouritesProps {
  locale: Locale;
  /** What is saved: one product (product page) or every line (the cart, an order). */
  items: Array<{ symbol: string; quantity: number }>;
  /** Spec §2's confirmation variants: add (a product) or save (a cart or order as a list). */
  variant: 'addFavourites' | 'saveFavourites';
}

/**
 * "Add to favourites" and "save the cart as a list": a button that opens a small form (which list,
 * or a new one), asks the spec's Yes/No question, then saves. Visitors are asked to log in.
 */
export function SaveToFavourites({ locale, items, variant }: SaveToFavouritesProps) {
  const t = useT();
  const { customer } = useRootData();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<string>('');
  const [newName, setNewName] = useState('');
  const [done, setDone] = useState<{ name: string; directoryId: number } | null>(null);
  const confirm = useConfirm();
  const showError = useErrorModal();
  const uiT = useUiTranslate();
  const add = useAddItems();
  const lists = useQuery({ ...favouritesQueries.list(), enabled: open && customer !== null });
  const formId = useId();
  const label = variant === 'addFavourites' ? t('favourites.add.button') : t('favourites.add.cartButton');

  if (!customer) {
    return (
      <p className="favourites-save">
        <a className="favourites-save__login" href={localHref(locale, 'login')}>
          {t('favourites.add.loginFirst')}
        </a>
      </p>
    );
  }

  const choice =
    target || (lists.data?.directories[0] ? String(lists.data.directories[0].directoryId) : NEW_LIST);
  const save = async () => {
    const text =
      variant === 'addFavourites' ? undefined : t('favourites.add.saveText', { count: items.length });
    if (!(await confirm(variant, { t: uiT, texts: text ? { text } : undefined }))) return;
    try {
      const name =
        choice === NEW_LIST
          ? newName.trim()
          : (lists.data?.directories.find((d) => String(d.directoryId) === choice)?.name ?? '');
      const saved = await add.mutateAsync({
        ...(choice === NEW_LIST ? { newDirectoryName: name } : { directoryId: Number(choice) }),
        items,
      });
      setDone({ name, directoryId: saved.directoryId });
      setOpen(false);
    } catch (failure) {
      if (failure instanceof ApiError) showError(failure.body, { t: uiT });
    }
  };

  return (
    <div className="favourites-save" data-testid="save-to-favourites">
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
        disabled={items.length === 0}
      >
        ☆ {label}
      </button>
      {open && (
        <form
          id={formId}
          className="favourites-save__form"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <label>
            {t('favourites.add.list')}
            <select
              value={choice}
              onChange={(e) => setTarget(e.target.value)}
              data-testid="favourites-target"
            >
              {lists.data?.directories.map((d) => (
                <option key={d.directoryId} value={d.directoryId}>
                  {d.name}
                </option>
              ))}
              <option value={NEW_LIST}>{t('favourites.add.newListOption')}</option>
            </select>
          </label>
          {choice === NEW_LIST && (
            <label>
              {t('favourites.add.newListName')}
              <input
                value={newName}
                onChange={(e) => setNewName(e.target.value)}
                required
                maxLength={100}
                data-testid="favourites-new-name"
              />
            </label>
          )}
          <button type="submit" className="button button--primary" disabled={add.isPending}>
            {t('favourites.directory.save')}
          </button>
        </form>
      )}
      {done && (
        <p role="status" className="favourites-save__done">
          {t('favourites.add.done', { name: done.name })}{' '}
          <a href={localHref(locale, 'favourites_directory', { directoryId: done.directoryId })}>
            {t('favourites.home.open')}
          </a>
        </p>
      )}
    </div>
  );
}
