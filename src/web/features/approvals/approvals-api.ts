import { queryOptions } from '@tanstack/react-query';
import type { ApprovalDecision, ApprovalEvent, PendingApprovals } from '../../../common/approvals';
import { generateAccount } from '../../../common/routes-account';
import { getJson, postJson } from '../../lib/api';
import { STALE_TIME_MS, useInvalidatingMutation } from '../../lib/queries';

/** The approval calls (ADR 078), by their named routes, through the one API client. */
export const approvalsApi = {
  pending: () => getJson<PendingApprovals>(generateAccount('profile_approvals_list')),
  approve: ({ orderNumber, comment }: { orderNumber: string; comment: string }) =>
    postJson<ApprovalDecision>(generateAccount('profile_approval_approve', { orderNumber }), { comment }),
  reject: ({ orderNumber, comment }: { orderNumber: string; comment: string }) =>
    postJson<ApprovalDecision>(generateAccount('profile_approval_reject', { orderNumber }), { comment }),
  events: async (orderNumber: string) =>
    (await getJson<{ events: ApprovalEvent[] }>(generateAccount('order_approval_events', { orderNumber })))
      .events,
};

const keys = { pending: ['approvals', 'pending'] as const };

export const approvalsQueries = {
  pending: () =>
    queryOptions({ queryKey: keys.pending, queryFn: approvalsApi.pending, staleTime: STALE_TIME_MS }),
};

/** Deciding an order: the list of waiting orders refetches. */
export const useApprove = () => useInvalidatingMutation(approvalsApi.approve, [keys.pending]);
export const useReject = () => useInvalidatingMutation(approvalsApi.reject, [keys.pending]);
