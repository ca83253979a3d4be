import { lazy, Suspense, useId, useState } from 'react';
import { useRootData } from '../../lib/root-data';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import type { SavedTo } from './save-to-favourites-form';
import { ChunkBoundary } from '../../ui/chunk-boundary';
import './favourites.css';

// The form (its lists' query, the confirmation and error dialogs) loads on the first press: the
// product page shows the button to every customer, few press it (ADR 082).
const SaveToFavouritesForm = lazy(() =>
  import('./save-to-favourites-form').then((m) => ({ default: m.SaveToFavouritesForm })),
);

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
  const [done, setDone] = useState<SavedTo | null>(null);
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
        <ChunkBoundary>
          <Suspense fallback={null}>
            <SaveToFavouritesForm
              id={formId}
              items={items}
              variant={variant}
              onSaved={(saved) => {
                setDone(saved);
                setOpen(false);
              }}
            />
          </Suspense>
        </ChunkBoundary>
      )}
      {done && <SavedNotice locale={locale} saved={done} />}
    </div>
  );
}

/** "Saved to …" with a link to the list. */
export function SavedNotice({ locale, saved }: { locale: Locale; saved: SavedTo }) {
  const t = useT();
  return (
    <p role="status" className="favourites-save__done" data-testid="favourites-saved">
      {t('favourites.add.done', { name: saved.name })}{' '}
      <a href={localHref(locale, 'favourites_directory', { directoryId: saved.directoryId })}>
        {t('favourites.home.open')}
      </a>
    </p>
  );
}
