import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { useT, useUiTranslate } from '../../lib/i18n';
import { useConfirm } from '../../ui/confirmation-modal';
import { useErrorModal } from '../../ui/error-modal';
import { favouritesQueries, useAddItems } from './favourites-api';

const NEW_LIST = 'new';

export interface SavedTo {
  name: string;
  directoryId: number;
}

export interface SaveToFavouritesFormProps {
  id?: string;
  /** What is saved: one product, or every line of a cart or an order. */
  items: Array<{ symbol: string; quantity: number }>;
  /** Spec §2's confirmation variants: add (a product) or save (a cart or order as a list). */
  variant: 'addFavourites' | 'saveFavourites';
  onSaved: (saved: SavedTo) => void;
}

/**
 * Which list (or a new one), the spec's Yes/No question, then the save: the one form of "add to
 * favourites", inline on the product and cart pages and in the dialog of cards, compare and orders.
 */
export function SaveToFavouritesForm({ id, items, variant, onSaved }: SaveToFavouritesFormProps) {
  const t = useT();
  const uiT = useUiTranslate();
  const confirm = useConfirm();
  const showError = useErrorModal();
  const add = useAddItems();
  const lists = useQuery(favouritesQueries.list());
  const [target, setTarget] = useState<string>('');
  const [newName, setNewName] = useState('');
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
      onSaved({ name, directoryId: saved.directoryId });
    } catch (failure) {
      if (failure instanceof ApiError) showError(failure.body, { t: uiT });
    }
  };

  return (
    <form
      id={id}
      className="favourites-save__form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label>
        {t('favourites.add.list')}
        <select value={choice} onChange={(e) => setTarget(e.target.value)} data-testid="favourites-target">
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
      <button
        type="submit"
        className="button button--primary"
        disabled={add.isPending || items.length === 0}
        data-testid="favourites-save"
      >
        {t('favourites.directory.save')}
      </button>
    </form>
  );
}
