import type {
  DiscountCode,
  DiscountCodeInput,
  DiscountCodeUpdate,
  DiscountListQuery,
} from '../../../common/contracts/discounts';
import { generateDesk } from '../../../common/routes-desk';
import { postJson, sendJson } from '../../lib/api';
import { type Locale } from '../../lib/locale';
import { deskHref } from '../../lib/desk-href';

/** The staff desk's discount-code calls (ADR 050), by their named routes. */
export const discountsDeskApi = {
  create: (input: DiscountCodeInput) => postJson<DiscountCode>(generateDesk('staff_discount_create'), input),
  update: (id: number, change: DiscountCodeUpdate) =>
    sendJson<DiscountCode>('PATCH', generateDesk('staff_discount_update', { id }), change),
  deactivate: (id: number) => postJson<DiscountCode>(generateDesk('staff_discount_deactivate', { id }), {}),
};

/** The list's filters as the address holds them: only what differs from the defaults. */
export function discountListSearch(query: Partial<DiscountListQuery>): string {
  const params = new URLSearchParams();
  if (query.status && query.status !== 'all') params.set('status', query.status);
  if (query.country) params.set('country', query.country);
  if (query.q) params.set('q', query.q);
  if (query.sort && query.sort !== 'created') params.set('sort', query.sort);
  if (query.dir && query.dir !== 'desc') params.set('dir', query.dir);
  if (query.page !== undefined && query.page > 1) params.set('page', String(query.page));
  return params.size > 0 ? `?${params.toString()}` : '';
}

/** The address of one code's page (`id` null: the form for a new code). */
export const discountPageUrl = (locale: Pick<Locale, 'prefix'>, id: number | null) =>
  id === null ? deskHref(locale, 'staff_discount') : `${deskHref(locale, 'staff_discount')}?id=${id}`;
