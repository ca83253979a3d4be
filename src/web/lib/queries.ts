/** What every feature's TanStack Query options and mutation hooks share. */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** Spec §9: data the browser fetched is fresh for 5 minutes (the default of the page's QueryClient). */
export const STALE_TIME_MS = 5 * 60_000;

/**
 * A mutation that refetches what it changes once it succeeded, so a feature declares its
 * invalidation once, beside its calls, instead of each page reloading by hand. The mutation settles
 * after the refetch: what the caller shows next is already the new state.
 */
export function useInvalidatingMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  invalidates: readonly QueryKey[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
