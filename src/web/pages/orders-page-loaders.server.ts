import { redirect } from 'react-router';
import { OrderStatusListQuerySchema } from '../../common/contracts/orders';
import { AppError } from '../../common/errors';
import { translate } from '../../common/i18n';
import { localHref } from '../lib/locale';
import type { PageLoadArgs } from './page-loaders.server';
import { notFoundPage } from './page-loaders.server';
import type { PageMeta, PagePayload } from './page-types';
import type { OrderStatusListData } from './order-status-list-page';
import type { OrderStatusDetailsData } from './order-status-details-page';

/** Order pages are personal: never indexed, canonical without the query. */
function meta(args: PageLoadArgs, title: string): PageMeta {
  return {
    title: `${title} | Component Shop`,
    description: title,
    canonical: new URL(args.url.pathname, args.publicUrl).toString(),
    noindex: true,
  };
}

/** The list's page and status from the address; anything unreadable falls back to the first page. */
function listQuery(url: URL) {
  const raw: Record<string, string> = {};
  for (const key of ['page', 'perPage', 'status']) {
    const value = url.searchParams.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  const parsed = OrderStatusListQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : OrderStatusListQuerySchema.parse({});
}

type Loaded = Awaited<ReturnType<typeof notFoundPage>> | PagePayload | Response;

export const ORDERS_PAGE_LOADERS: Record<string, (args: PageLoadArgs) => Promise<Loaded>> = {
  order_status_list: async (args): Promise<PagePayload<OrderStatusListData>> => {
    const t = (key: string) => translate(args.locale.language, key);
    return {
      page: 'order_status_list',
      meta: meta(args, t('orders.list.title')),
      // Scoped by the session's customer: nobody sees another customer's orders.
      data: {
        list: args.customer
          ? await args.services.orders.list(args.customer.customerId, listQuery(args.url))
          : null,
      },
    };
  },
  order_status_details: async (args) => {
    const { customer, locale } = args;
    const orderNumber = args.match.params.orderNumber ?? '';
    if (!customer) {
      return {
        page: 'order_status_details',
        meta: meta(args, translate(locale.language, 'orders.list.title')),
        data: { order: null },
      } satisfies PagePayload<OrderStatusDetailsData>;
    }
    try {
      const order = await args.services.orders.details(customer.customerId, orderNumber, locale.language);
      return {
        page: 'order_status_details',
        meta: meta(args, translate(locale.language, 'orders.details.title', { orderNumber })),
        data: { order },
      } satisfies PagePayload<OrderStatusDetailsData>;
    } catch (error) {
      // Another customer's order, a cart, a number that never existed: the same 404 page.
      if (error instanceof AppError && error.status === 404) return notFoundPage(args);
      throw error;
    }
  },
  /** /Profile/Orders/{action} of the old customer area: the order list lives at /order-status now. */
  profile_module: async (args) => {
    if (args.match.params.module === 'Orders') {
      return redirect(localHref(args.locale, 'order_status_list'), 302);
    }
    const t = (key: string) => translate(args.locale.language, key);
    return {
      page: 'coming_soon',
      meta: { ...meta(args, t('comingSoon.title')), description: t('comingSoon.text') },
      data: { route: args.match.name },
    };
  },
};
