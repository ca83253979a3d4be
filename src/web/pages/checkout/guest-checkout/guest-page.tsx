import type { PageProps } from '../../page-types';
import { GuestCheckoutPage, type GuestCheckoutData } from './guest-checkout-page';
import { GuestOrderPage, type GuestOrderData } from './guest-order-view-page';
import '../../../features/guest-checkout/guest-checkout.css';

export type GuestPageData = ({ kind: 'form' } & GuestCheckoutData) | ({ kind: 'order' } & GuestOrderData);

/** /guest-checkout (the form) or /guest-order/{token} (the order by its link). */
export function GuestPage({ data, locale }: PageProps<GuestPageData>) {
  return data.kind === 'form' ? (
    <GuestCheckoutPage data={data} locale={locale} />
  ) : (
    <GuestOrderPage data={data} locale={locale} />
  );
}
