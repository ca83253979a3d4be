import { queryOptions } from '@tanstack/react-query';
import type {
  RestoreResponse,
  RevisionDetail,
  RevisionList,
} from '../../../common/contracts/favourites-revisions';
import { generateAccount } from '../../../common/routes-account';
import { getJson, postJson } from '../../lib/api';
import { STALE_TIME_MS, useInvalidatingMutation } from '../../lib/queries';

/** A list's history calls (ADR 040), by their named routes, through the one API client. */
export const revisionsApi = {
  list: (directoryId: number, page: number) =>
    getJson<RevisionList>(`${generateAccount('favourites_revisions', { directoryId })}?page=${page}`),
  show: (directoryId: number, revisionId: number, page: number) =>
    getJson<RevisionDetail>(
      `${generateAccount('favourites_revision_show', { directoryId, revisionId })}?page=${page}`,
    ),
  restore: ({ directoryId, revisionId }: { directoryId: number; revisionId: number }) =>
    postJson<RestoreResponse>(
      generateAccount('favourites_revision_restore', { directoryId, revisionId }),
      {},
    ),
};

/**
 * Under the saved lists' own key prefix: every change of a list (which refetches `['favourites']`)
 * refetches its history too, and a restore refetches the list.
 */
const ALL = ['favourites'] as const;

export const revisionsQueries = {
  list: (directoryId: number, page: number) =>
    queryOptions({
      queryKey: [...ALL, 'revisions', directoryId, page],
      queryFn: () => revisionsApi.list(directoryId, page),
      staleTime: STALE_TIME_MS,
    }),
  show: (directoryId: number, revisionId: number, page: number) =>
    queryOptions({
      queryKey: [...ALL, 'revision', directoryId, revisionId, page],
      queryFn: () => revisionsApi.show(directoryId, revisionId, page),
      // A revision never changes once written.
      staleTime: Infinity,
    }),
};

export const useRestoreRevision = () => useInvalidatingMutation(revisionsApi.restore, [ALL]);
