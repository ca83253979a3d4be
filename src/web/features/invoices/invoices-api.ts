import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceSummary, OrderInvoices } from '../../../common/contracts/invoices';
import { generateAccount } from '../../../common/routes-account';
import { getJson, postJson } from '../../lib/api';
import { STALE_TIME_MS } from '../../lib/queries';

/** Calls of the invoices (the same contracts the server validates with, ADR 060). */
export const invoicesApi = {
  ofOrder: (orderNumber: string) =>
    getJson<OrderInvoices>(generateAccount('invoice_order_list', { orderNumber })),
  cancelProforma: (id: number) =>
    postJson<InvoiceSummary>(generateAccount('invoice_cancel_proforma'), { number: String(id) }),
  deleteProforma: (id: number) =>
    postJson<undefined>(generateAccount('invoice_delete_proforma'), { number: String(id) }),
};

const keys = { ofOrder: ['invoices', 'order'] as const };

export const invoicesQueries = {
  ofOrder: (orderNumber: string) =>
    queryOptions({
      queryKey: [...keys.ofOrder, orderNumber],
      queryFn: () => invoicesApi.ofOrder(orderNumber),
      staleTime: STALE_TIME_MS,
    }),
};

/** Cancels or deletes a proforma; the order's invoices refetch either way. */
export function useProformaAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: { id: number; how: 'cancel' | 'delete' }) =>
      action.how === 'cancel' ? invoicesApi.cancelProforma(action.id) : invoicesApi.deleteProforma(action.id),
    onSettled: () => client.invalidateQueries({ queryKey: keys.ofOrder }),
  });
}
