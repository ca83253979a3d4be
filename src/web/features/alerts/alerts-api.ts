import { queryOptions } from '@tanstack/react-query';
import type { Alert, AlertCreate, AlertList, AlertUpdate } from '../../../common/contracts/alerts';
import { generateAccount } from '../../../common/routes-account';
import { getJson, postJson, sendJson } from '../../lib/api';
import { STALE_TIME_MS, useInvalidatingMutation } from '../../lib/queries';

/** The customer's alerts (spec §7 Customer "notification"), by their named routes. */
export const alertsApi = {
  list: (page: number) => getJson<AlertList>(generateAccount('customer_notification_list', { page })),
  /** The alert on one favourites list, if any (at most one per list). */
  ofList: (directoryId: number) =>
    getJson<AlertList>(generateAccount('customer_notification_list', { directoryId, perPage: 1 })),
  create: (alert: AlertCreate) => postJson<Alert>(generateAccount('customer_notification_create'), alert),
  update: ({ id, change }: { id: number; change: AlertUpdate }) =>
    sendJson<Alert>('PUT', generateAccount('customer_notification_update', { notificationId: id }), change),
  remove: (notificationId: number) =>
    sendJson<void>('DELETE', generateAccount('customer_notification_delete', { notificationId })),
};

const keys = { list: ['alerts', 'list'] as const };

export const alertsQueries = {
  /** A page of the customer's alerts, oldest first. */
  list: (page: number) =>
    queryOptions({
      queryKey: [...keys.list, page],
      queryFn: () => alertsApi.list(page),
      staleTime: STALE_TIME_MS,
    }),
  /** A favourites list's alert (under the list's key, so setting or deleting any alert refetches it). */
  ofList: (directoryId: number) =>
    queryOptions({
      queryKey: [...keys.list, 'directory', directoryId],
      queryFn: async () => (await alertsApi.ofList(directoryId)).items[0] ?? null,
      staleTime: STALE_TIME_MS,
    }),
};

/** Setting, changing or deleting an alert: the profile's list refetches. */
export const useCreateAlert = () => useInvalidatingMutation(alertsApi.create, [keys.list]);
export const useUpdateAlert = () => useInvalidatingMutation(alertsApi.update, [keys.list]);
export const useRemoveAlert = () => useInvalidatingMutation(alertsApi.remove, [keys.list]);
