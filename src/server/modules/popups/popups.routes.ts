import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../../../common/contracts/staff';
import { CONSENT_COOKIE, parseConsent } from '../../../common/consent';
import { findMarket } from '../../../common/markets';
import {
  DeskPopupListSchema,
  DeskPopupSchema,
  MarketingPopupViewSchema,
  parseClosedPopups,
  POPUP_CLOSED_COOKIE,
  PopupIdParamsSchema,
  PopupInputSchema,
  PopupQuerySchema,
} from '../../../common/popups';
import { endpoint } from '../../http/endpoint';
import { requestLanguage } from '../../http/request-language';
import { currentCustomer } from '../../plugins/session';
import { staffEndpoint } from '../staff';
import type { PopupsService } from './popups.service';

/** Popups are marketing's: the sales team and administrators (as polls and the newsletter). */
const POPUPS_DESK: readonly [StaffRole, ...StaffRole[]] = ['sales', 'admin'];

/** Spec §7 Common "GET popup marketing" (issue 20, ADR 071) and the desk's popups. */
export async function popupsRoutes(app: FastifyInstance, { popups }: { popups: PopupsService }) {
  endpoint(app, {
    method: 'GET',
    url: '/ajax/popup/marketing',
    operationId: 'popup_marketing',
    summary:
      'At most one marketing popup for the page’s market and language: none without marketing consent (the consent cookie), none the visitor closed',
    tags: ['common'],
    querystring: PopupQuerySchema,
    response: MarketingPopupViewSchema,
    handler: async ({ query }, request, reply) => {
      // The answer depends on the visitor's cookies: no shared cache may keep it.
      reply.header('cache-control', 'private, no-store');
      const customer = await currentCustomer(request);
      const market = findMarket(query.country)?.country ?? findMarket(customer?.country)?.country ?? 'en';
      const popup = await popups.marketing({
        market,
        language: await requestLanguage(request),
        marketingConsent: parseConsent(request.cookies?.[CONSENT_COOKIE])?.marketing === true,
        closed: parseClosedPopups(request.cookies?.[POPUP_CLOSED_COOKIE]),
      });
      return { popup };
    },
  });

  const tags = ['staff'];

  staffEndpoint(app, {
    roles: POPUPS_DESK,
    method: 'GET',
    url: '/ajax/staff/popups',
    operationId: 'staff_popups_list',
    summary: 'Marketing popups, active first (sales, admin)',
    tags,
    response: DeskPopupListSchema,
    handler: async (_input, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { popups: await popups.list() };
    },
  });

  staffEndpoint(app, {
    roles: POPUPS_DESK,
    method: 'GET',
    url: '/ajax/staff/popups/:id',
    operationId: 'staff_popup_get',
    summary: 'One marketing popup (sales, admin)',
    tags,
    params: PopupIdParamsSchema,
    response: DeskPopupSchema,
    handler: async ({ params }, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return popups.get(params.id);
    },
  });

  staffEndpoint(app, {
    roles: POPUPS_DESK,
    method: 'POST',
    url: '/ajax/staff/popups',
    operationId: 'staff_popup_create',
    summary:
      'Writes a marketing popup: title, text, image, link, market, language, dates, priority (sales, admin)',
    tags,
    body: PopupInputSchema,
    response: DeskPopupSchema,
    handler: async ({ body }, staff, _request, reply) => {
      reply.code(201);
      return popups.create(body, staff.id);
    },
  });

  staffEndpoint(app, {
    roles: POPUPS_DESK,
    method: 'PUT',
    url: '/ajax/staff/popups/:id',
    operationId: 'staff_popup_update',
    summary: 'Changes a marketing popup, or switches it off or on (sales, admin)',
    tags,
    params: PopupIdParamsSchema,
    body: PopupInputSchema,
    response: DeskPopupSchema,
    handler: async ({ params, body }, staff) => popups.update(params.id, body, staff.id),
  });
}
