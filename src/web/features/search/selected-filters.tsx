import { Link } from 'react-router';
import type { SearchFilters } from '../../../common/contracts/search';
import { useT, type Translate } from '../../lib/i18n';
import {
  setParameterRange,
  toggleCategory,
  toggleFlag,
  toggleInStock,
  toggleLifecycle,
  toggleManufacturer,
  toggleParameterValue,
  toggleRohs,
} from './filter-edits';
import { useFilterHref } from './filter-panel';
import type { FacetView } from './search-view';

export interface Chip {
  key: string;
  label: string;
  /** The filters without this choice. */
  without: SearchFilters;
}

/** Every choice of `filters` as a removable chip, named after its facet where the search answered one. */
export function chipsOf(
  filters: SearchFilters,
  facets: FacetView[],
  t: Translate,
  chosenCategory: { id: number; name: string } | null = null,
): Chip[] {
  const facet = (kind: FacetView['kind'], id = 0) => facets.find((f) => f.kind === kind && f.id === id);
  const valueLabel = (kind: FacetView['kind'], value: string, id = 0) =>
    facet(kind, id)?.values.find((v) => v.value === value)?.label ?? value;
  const chips: Chip[] = [];
  if (filters.categoryId !== undefined) {
    chips.push({
      key: 'cat',
      label:
        chosenCategory?.id === filters.categoryId
          ? chosenCategory.name
          : valueLabel('category', String(filters.categoryId)),
      without: toggleCategory(filters, filters.categoryId),
    });
  }
  for (const id of filters.manufacturerIds ?? []) {
    chips.push({
      key: `mf-${id}`,
      label: valueLabel('manufacturer', String(id)),
      without: toggleManufacturer(filters, id),
    });
  }
  for (const p of filters.parameters ?? []) {
    const f = facet('parameter', p.id);
    const name = f?.name ?? `#${p.id}`;
    for (const value of p.values ?? []) {
      chips.push({
        key: `p${p.id}-${value}`,
        label: `${name}: ${valueLabel('parameter', value, p.id)}`,
        without: toggleParameterValue(filters, p.id, value),
      });
    }
    if (p.min !== undefined || p.max !== undefined) {
      const unit = f?.unit ? ` ${f.unit}` : '';
      const min = f?.rangeText?.selectedMin ?? (p.min !== undefined ? `${p.min}${unit}` : null);
      const max = f?.rangeText?.selectedMax ?? (p.max !== undefined ? `${p.max}${unit}` : null);
      const range =
        p.min !== undefined && p.max !== undefined
          ? `${min} – ${max}`
          : p.min !== undefined
            ? t('searchUi.filters.atLeast', { value: min ?? '' })
            : t('searchUi.filters.atMost', { value: max ?? '' });
      chips.push({
        key: `r${p.id}`,
        label: `${name}: ${range}`,
        without: setParameterRange(filters, p.id, undefined, undefined),
      });
    }
  }
  if (filters.inStock) {
    chips.push({
      key: 'stock',
      label: facet('stock')?.values[0]?.label || t('search.inStock'),
      without: toggleInStock(filters),
    });
  }
  for (const flag of filters.flags ?? []) {
    const label =
      facet('flag')?.values.find((v) => v.value === flag)?.label ??
      t(`search.flag.${flag}`, { defaultValue: flag });
    chips.push({ key: `flag-${flag}`, label, without: toggleFlag(filters, flag) });
  }
  for (const status of filters.lifecycle ?? []) {
    chips.push({
      key: `life-${status}`,
      label: `${t('compliance.facet.lifecycle')}: ${t(`compliance.lifecycle.${status}`)}`,
      without: toggleLifecycle(filters, status),
    });
  }
  for (const status of filters.rohs ?? []) {
    chips.push({
      key: `rohs-${status}`,
      label: `${t('compliance.facet.rohs')}: ${t(`compliance.rohs.${status}`)}`,
      without: toggleRohs(filters, status),
    });
  }
  return chips;
}

/** The chosen filters as chips, each removable, and "clear all". */
export function SelectedFilters({
  filters,
  facets,
  chosenCategory,
}: {
  filters: SearchFilters;
  facets: FacetView[];
  chosenCategory: { id: number; name: string } | null;
}) {
  const t = useT();
  const hrefWith = useFilterHref();
  const chips = chipsOf(filters, facets, t, chosenCategory);
  if (chips.length === 0) return null;
  return (
    <div
      className="selected-filters"
      role="region"
      aria-label={t('searchUi.filters.selected')}
      data-testid="selected-filters"
    >
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={hrefWith(chip.without)}
              preventScrollReset
              rel="nofollow"
              className="filter-chip"
              aria-label={t('searchUi.filters.remove', { label: chip.label })}
            >
              {chip.label}
              <span aria-hidden="true" className="filter-chip__x">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={hrefWith({})} preventScrollReset rel="nofollow" className="selected-filters__clear">
        {t('searchUi.filters.clearAll')}
      </Link>
    </div>
  );
}
