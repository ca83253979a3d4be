import { useFavouritesAction } from '../../lib/favourites-actions';
import { useT } from '../../lib/i18n';
import './favourite-button.css';

/**
 * "Add to favourites" on a product card, row, tile or compare column (issue 17). Only a button: the
 * dialog (which list, the spec's confirmation) is the favourites feature's, loaded on the first
 * press, so a list page does not carry it. Inside a product grid it is one more control of the row,
 * reached with Left/Right like the compare toggle (ADR 024).
 */
export function FavouriteButton({
  symbol,
  quantity = 1,
  compact = false,
}: {
  symbol: string;
  quantity?: number;
  compact?: boolean;
}) {
  const t = useT();
  const act = useFavouritesAction();
  const label = t('favourites.add.buttonFor', { symbol });
  return (
    <button
      type="button"
      className={`favourite-button${compact ? ' favourite-button--compact' : ''}`}
      aria-label={label}
      title={label}
      data-testid="favourite-button"
      data-symbol={symbol}
      onClick={() => act({ type: 'addFavourites', symbol, quantity })}
    >
      <span aria-hidden="true">☆</span>
      {!compact && <span className="favourite-button__label">{t('favourites.add.button')}</span>}
    </button>
  );
}
