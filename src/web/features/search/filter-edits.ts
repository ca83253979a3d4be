import type { FilterFlag, ParameterFilter, SearchFilters } from '../../../common/contracts/search';
import type { LifecycleStatus, RohsStatus } from '../../../common/product-compliance';

/**
 * One choice on the filter panel: the filters before → the filters after. Pure, so each link of the
 * panel is computed during render and the URL is the only state.
 */

const toggle = <T>(list: readonly T[] | undefined, item: T): T[] =>
  list?.includes(item) ? list.filter((x) => x !== item) : [...(list ?? []), item];

/** Drops empty lists and empty parameter filters, so equal choices give equal URLs. */
function tidy(filters: SearchFilters): SearchFilters {
  const out: SearchFilters = {};
  if (filters.categoryId !== undefined) out.categoryId = filters.categoryId;
  if (filters.manufacturerIds?.length) out.manufacturerIds = filters.manufacturerIds;
  const parameters = (filters.parameters ?? []).filter(
    (p) => (p.values?.length ?? 0) > 0 || p.min !== undefined || p.max !== undefined,
  );
  if (parameters.length) out.parameters = parameters;
  if (filters.inStock) out.inStock = true;
  if (filters.flags?.length) out.flags = filters.flags;
  if (filters.lifecycle?.length) out.lifecycle = filters.lifecycle;
  if (filters.rohs?.length) out.rohs = filters.rohs;
  return out;
}

function editParameter(
  filters: SearchFilters,
  id: number,
  edit: (p: ParameterFilter) => ParameterFilter,
): SearchFilters {
  const current = filters.parameters?.find((p) => p.id === id) ?? { id };
  const others = (filters.parameters ?? []).filter((p) => p.id !== id);
  return tidy({ ...filters, parameters: [...others, edit(current)].sort((a, b) => a.id - b.id) });
}

export const toggleManufacturer = (f: SearchFilters, id: number) =>
  tidy({ ...f, manufacturerIds: toggle(f.manufacturerIds, id) });

export const toggleCategory = (f: SearchFilters, id: number) =>
  tidy({ ...f, categoryId: f.categoryId === id ? undefined : id });

export const toggleParameterValue = (f: SearchFilters, id: number, value: string) =>
  editParameter(f, id, (p) => ({ ...p, values: toggle(p.values, value) }));

export function setParameterRange(
  f: SearchFilters,
  id: number,
  min: number | undefined,
  max: number | undefined,
): SearchFilters {
  return editParameter(f, id, (p) => {
    const next: ParameterFilter = { id: p.id };
    if (p.values?.length) next.values = p.values;
    if (min !== undefined) next.min = min;
    if (max !== undefined) next.max = max;
    return next;
  });
}

export const toggleFlag = (f: SearchFilters, flag: FilterFlag) =>
  tidy({ ...f, flags: toggle(f.flags, flag) });

export const toggleLifecycle = (f: SearchFilters, status: LifecycleStatus) =>
  tidy({ ...f, lifecycle: toggle(f.lifecycle, status) });

export const toggleRohs = (f: SearchFilters, status: RohsStatus) =>
  tidy({ ...f, rohs: toggle(f.rohs, status) });

export const toggleInStock = (f: SearchFilters) => tidy({ ...f, inStock: !f.inStock });
