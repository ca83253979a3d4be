/**
 * The parcel-locker picker (spec §2 "access point (parcel-locker map modal)"): search by city, zip
 * code or name, a list, and a map drawn in SVG from the lockers' coordinates, without any outside
 * tiles or scripts. Every locker is reachable by keyboard, in the list and on the map.
 */
import { useEffect, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { AccessPoint, AccessPointsResponse } from '../../../common/contracts/checkout';
import { useT } from '../../lib/i18n';
import { Dialog } from '../../ui/dialog';
import { useCurrentModal } from '../../ui/modal-stack';
import { checkoutApi } from './checkout-api';
import './checkout.css';

const WIDTH = 400;
const HEIGHT = 300;
const PAD = 18;

/** Equirectangular projection of the points into the map box (longitude shrunk by cos(latitude)). */
export function project(
  points: ReadonlyArray<Pick<AccessPoint, 'latitude' | 'longitude'>>,
): Array<{ x: number; y: number }> {
  if (points.length === 0) return [];
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  const minX = Math.min(...lons) * k;
  const maxX = Math.max(...lons) * k;
  const minY = Math.min(...lats);
  const maxY = Math.max(...lats);
  const spanX = Math.max(maxX - minX, 1e-6);
  const spanY = Math.max(maxY - minY, 1e-6);
  const scale = Math.min((WIDTH - 2 * PAD) / spanX, (HEIGHT - 2 * PAD) / spanY);
  const offsetX = (WIDTH - spanX * scale) / 2;
  const offsetY = (HEIGHT - spanY * scale) / 2;
  return points.map((p) => ({
    x: points.length === 1 ? WIDTH / 2 : offsetX + (p.longitude * k - minX) * scale,
    y: points.length === 1 ? HEIGHT / 2 : offsetY + (maxY - p.latitude) * scale,
  }));
}

export interface LockerPickerProps {
  /** What to search first (the shipping address's city). */
  initialQuery: string;
  selectedId: string | null;
  onChoose: (accessPoint: AccessPoint) => void;
  country?: string;
}

export function LockerPicker({ initialQuery, selectedId, onChoose, country = 'pl' }: LockerPickerProps) {
  const t = useT();
  const modal = useCurrentModal();
  const [query, setQuery] = useState(initialQuery);
  const [results, setResults] = useState<AccessPoint[]>([]);
  const [truncated, setTruncated] = useState(false);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState<string | null>(selectedId);

  const apply = (found: AccessPointsResponse) => {
    setResults(found.elements);
    setTruncated(found.truncated);
    setFailed(false);
    setLoading(false);
  };
  const fail = () => {
    setResults([]);
    setFailed(true);
    setLoading(false);
  };

  function search(q: string) {
    setLoading(true);
    checkoutApi.lockers({ q, country }).then(apply, fail);
  }

  // The first search (the shipping address's city) runs when the picker opens; later ones on submit.
  useEffect(() => {
    let live = true;
    checkoutApi.lockers({ q: initialQuery, country }).then(
      (found) => live && apply(found),
      () => live && fail(),
    );
    return () => {
      live = false;
    };
  }, [initialQuery, country]);

  const points = useMemo(() => project(results), [results]);

  const choose = (ap: AccessPoint) => {
    if (!ap.isActive) return;
    onChoose(ap);
    modal?.close();
  };
  const onDotKey = (event: KeyboardEvent, ap: AccessPoint) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(ap);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(query.trim());
  };

  return (
    <Dialog title={t('checkout.locker.title')} closeLabel={t('common.close')} className="locker-picker">
      <form className="locker-picker__search" role="search" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="locker-search">
          {t('checkout.locker.search')}
        </label>
        <input
          id="locker-search"
          className="ui-field__input"
          type="search"
          value={query}
          placeholder={t('checkout.locker.search')}
          maxLength={80}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="ui-button ui-button--secondary">
          {t('checkout.locker.searchButton')}
        </button>
      </form>
      <p className="locker-picker__status" role="status" aria-live="polite">
        {loading
          ? t('checkout.locker.loading')
          : failed
            ? t('errorModal.unknownError')
            : results.length === 0
              ? t('checkout.locker.noResults')
              : `${t('checkout.locker.results', { count: results.length })}${truncated ? ` ${t('checkout.locker.truncated')}` : ''}`}
      </p>
      <div className="locker-picker__body">
        <ul className="locker-picker__list" data-testid="locker-list">
          {results.map((ap) => {
            const chosen = ap.id === selectedId;
            return (
              <li
                key={ap.id}
                className={`locker-picker__item${chosen ? ' locker-picker__item--chosen' : ''}${ap.id === active ? ' locker-picker__item--active' : ''}`}
                onMouseEnter={() => setActive(ap.id)}
              >
                <div className="locker-picker__info">
                  <strong>{ap.id}</strong>{' '}
                  <span>
                    {ap.street}, {ap.zipCode} {ap.city}
                  </span>
                  <small>
                    {ap.isActive
                      ? t('checkout.locker.hours', { hours: ap.openingHours })
                      : t('checkout.locker.outOfService')}
                  </small>
                </div>
                <button
                  type="button"
                  className="ui-button ui-button--secondary locker-picker__choose"
                  disabled={!ap.isActive}
                  aria-pressed={chosen}
                  onFocus={() => setActive(ap.id)}
                  onClick={() => choose(ap)}
                  aria-label={`${t('checkout.locker.choose')} ${ap.id}, ${ap.street}, ${ap.city}`}
                >
                  {chosen ? t('checkout.locker.chosen') : t('checkout.locker.choose')}
                </button>
              </li>
            );
          })}
        </ul>
        {results.length > 0 && (
          <svg
            className="locker-picker__map"
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="group"
            aria-label={t('checkout.locker.map')}
            data-testid="locker-map"
          >
            <rect x="0" y="0" width={WIDTH} height={HEIGHT} rx="8" className="locker-picker__land" />
            {results.map((ap, i) => {
              const p = points[i]!;
              const chosen = ap.id === selectedId;
              const isActive = ap.id === active;
              return (
                <g
                  key={ap.id}
                  role="button"
                  tabIndex={ap.isActive ? 0 : -1}
                  aria-label={`${ap.id}, ${ap.street}, ${ap.city}`}
                  aria-pressed={chosen}
                  aria-disabled={!ap.isActive || undefined}
                  className={`locker-picker__dot${chosen ? ' locker-picker__dot--chosen' : ''}${isActive ? ' locker-picker__dot--active' : ''}${ap.isActive ? '' : ' locker-picker__dot--closed'}`}
                  onClick={() => choose(ap)}
                  onKeyDown={(event) => onDotKey(event, ap)}
                  onFocus={() => setActive(ap.id)}
                  onMouseEnter={() => setActive(ap.id)}
                >
                  <title>{`${ap.id} – ${ap.street}, ${ap.city}`}</title>
                  <circle cx={p.x} cy={p.y} r={chosen || isActive ? 9 : 6} />
                </g>
              );
            })}
          </svg>
        )}
      </div>
    </Dialog>
  );
}
