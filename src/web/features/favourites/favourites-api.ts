import { queryOptions } from '@tanstack/react-query';
import type {
  DirectoryCreate,
  DirectoryList,
  DirectoryPage,
  DirectorySummary,
  DirectoryUpdate,
  ItemResponse,
  ItemsAdd,
  ItemsAddResponse,
  ItemUpdate,
  OrderAsList,
  ToCart,
  ToCartResponse,
} from '../../../common/contracts/favourites';
import { generateAccount } from '../../../common/routes-account';
import { getJson, postJson, sendJson } from '../../lib/api';
import { STALE_TIME_MS, useInvalidatingMutation } from '../../lib/queries';
import type { DirectoryView } from '../../../common/favourites-rules';

const viewQuery = (view: DirectoryView) => {
  const params = new URLSearchParams({ page: String(view.page), sort: view.sort });
  if (view.q) params.set('q', view.q);
  return params.toString();
};

/** The saved-lists calls (spec §7 customer favourites) by their named routes, through the one API client. */
export const favouritesApi = {
  list: () => getJson<DirectoryList>(generateAccount('favourites_list')),
  directory: (directoryId: number, view: DirectoryView) =>
    getJson<DirectoryPage>(
      `${generateAccount('favourites_directory_show', { directoryId })}?${viewQuery(view)}`,
    ),
  create: (input: DirectoryCreate) =>
    postJson<DirectorySummary>(generateAccount('favourites_directory_create'), input),
  update: ({ directoryId, ...change }: DirectoryUpdate & { directoryId: number }) =>
    sendJson<DirectorySummary>(
      'PATCH',
      generateAccount('favourites_directory_update', { directoryId }),
      change,
    ),
  remove: (directoryId: number) =>
    sendJson<void>('DELETE', generateAccount('favourites_directory_delete', { directoryId })),
  regenerateToken: (directoryId: number) =>
    sendJson<{ publicToken: string }>(
      'PATCH',
      generateAccount('favourites_regenerate_token', { directoryId }),
    ),
  addItems: (input: ItemsAdd) => postJson<ItemsAddResponse>(generateAccount('favourites_items_add'), input),
  updateItem: ({ itemId, ...change }: ItemUpdate & { itemId: number }) =>
    sendJson<ItemResponse>('PATCH', generateAccount('favourites_item_update', { itemId }), change),
  copyItem: ({ itemId, directoryId }: { itemId: number; directoryId: number }) =>
    postJson<ItemResponse>(generateAccount('favourites_item_copy', { itemId }), { directoryId }),
  removeItem: (itemId: number) =>
    sendJson<void>('DELETE', generateAccount('favourites_item_delete', { itemId })),
  /** A placed order's lines, to save as a list ("save this order as a list"). */
  order: (orderNumber: string) => getJson<OrderAsList>(generateAccount('favourites_order', { orderNumber })),
  toCart: ({ directoryId, ...input }: ToCart & { directoryId: number }) =>
    postJson<ToCartResponse>(generateAccount('favourites_to_cart', { directoryId }), input),
};

/** Every query of saved lists starts with this key: any change refetches them all (they are few). */
const ALL = ['favourites'] as const;

export const favouritesQueries = {
  list: () =>
    queryOptions({ queryKey: [...ALL, 'list'], queryFn: favouritesApi.list, staleTime: STALE_TIME_MS }),
  order: (orderNumber: string) =>
    queryOptions({
      queryKey: [...ALL, 'order', orderNumber],
      queryFn: () => favouritesApi.order(orderNumber),
      staleTime: STALE_TIME_MS,
    }),
  directory: (directoryId: number, view: DirectoryView) =>
    queryOptions({
      queryKey: [...ALL, 'directory', directoryId, view],
      queryFn: () => favouritesApi.directory(directoryId, view),
      staleTime: STALE_TIME_MS,
    }),
};

export const useCreateDirectory = () => useInvalidatingMutation(favouritesApi.create, [ALL]);
export const useUpdateDirectory = () => useInvalidatingMutation(favouritesApi.update, [ALL]);
export const useRemoveDirectory = () => useInvalidatingMutation(favouritesApi.remove, [ALL]);
export const useRegenerateToken = () => useInvalidatingMutation(favouritesApi.regenerateToken, [ALL]);
export const useAddItems = () => useInvalidatingMutation(favouritesApi.addItems, [ALL]);
export const useUpdateItem = () => useInvalidatingMutation(favouritesApi.updateItem, [ALL]);
export const useCopyItem = () => useInvalidatingMutation(favouritesApi.copyItem, [ALL]);
export const useRemoveItem = () => useInvalidatingMutation(favouritesApi.removeItem, [ALL]);
/** The list's items are unchanged, but the mini-cart is not: the cart feature listens to its own event. */
export const useListToCart = () => useInvalidatingMutation(favouritesApi.toCart, []);
