import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findMarket, getMarket, isLanguage, type Language } from '../../../common/markets';
import { safeBackPath } from '../../../common/back-path';
import { generate, matchPage, type LocaleParams } from '../../../common/routes.server';
import { z } from 'zod';
import { CertificateQuerySchema, OrderNumberParamsSchema } from '../../../common/contracts/orders';
import { StaffOrderParamsSchema } from '../../../common/contracts/order-desk';
import { AppError } from '../../../common/errors';
import { endpoint } from '../../http/endpoint';
import { staffEndpoint } from '../staff';
import { currentCustomer, currentSession, requireCustomer } from '../../plugins/session';
import type { DocumentsService } from './documents.service';
import type { OrderDocumentsService } from './order-documents.service';

/** How long browsers and shared caches keep a document (the ETag revalidates it after). */
const PDF_MAX_AGE_S = 24 * 3600;
const REDIRECT_MAX_AGE_S = 3600;

/** The language of a page URL's locale prefix (spec §2), or null for an unknown prefix. */
function languageOfPrefix(locale: LocaleParams): Language | null {
  const market = locale._country === undefined ? getMarket(undefined) : findMarket(locale._country);
  if (!market) return null;
  if (locale._language === undefined) return market.language;
  const base = locale._language.slice(0, 2);
  return isLanguage(base) ? base : null;
}

/**
 * /Document/{token}/{file_name} in the three locale forms (spec §2): the document itself, not a
 * page. An unknown token falls through to the not-found handler, which renders the HTML 404 page.
 * A token that is no product's may be an order's document (ADR 064): private, never cached, only
 * for a session of the order's customer (a visitor logs in first; another customer gets the 404).
 */
export async function documentsRoutes(
  app: FastifyInstance,
  {
    documents,
    orderDocuments,
    deskOrders,
  }: {
    documents: DocumentsService;
    orderDocuments?: OrderDocumentsService;
    /** Ordering's look-up of any customer's order by id, for the staff desk's delivery note. */
    deskOrders?: {
      deskRef(
        orderId: number,
      ): Promise<{ customerId: number; orderNumber: string; language: Language } | null>;
    };
  },
): Promise<void> {
  if (orderDocuments && deskOrders) {
    const notes = orderDocuments;
    staffEndpoint(app, {
      roles: ['support', 'admin'],
      method: 'GET',
      url: '/ajax/staff/orders/:id/delivery-note',
      operationId: 'staff_order_delivery_note',
      summary:
        'Staff: the delivery note (PDF, packing list without prices) of a shipped order, in its language',
      tags: ['staff', 'documents'],
      params: StaffOrderParamsSchema,
      response: z.string().describe('application/pdf'),
      handler: async ({ params }, _staff, _request, reply) => {
        const order = await deskOrders.deskRef(params.id);
        if (!order) throw new AppError(404, 'orderDesk.errors.notFound');
        const file = await notes.deliveryNote(order.customerId, order.orderNumber, order.language);
        if (!file) throw new AppError(409, 'orderDesk.errors.notShipped');
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${file.fileName}"`)
          .send(file.bytes);
      },
    });
  }
  if (orderDocuments) {
    const certificates = orderDocuments;
    endpoint(app, {
      method: 'GET',
      url: '/ajax/order/:orderNumber/certificate',
      operationId: 'order_certificate',
      summary:
        'Spec §7 certificate: the certificate of conformity (PDF) of a shipped order’s lines, all or the positions named',
      tags: ['customer', 'documents'],
      params: OrderNumberParamsSchema,
      querystring: CertificateQuerySchema,
      response: z.string().describe('application/pdf'),
      handler: async ({ params, query }, request, reply) => {
        const me = await requireCustomer(request);
        const language = query.language ?? (await currentCustomer(request))?.language ?? 'en';
        const positions = query.positions?.split(',').map(Number);
        const file = await certificates.certificate(me.customerId, params.orderNumber, positions, language);
        const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${ascii}"`)
          .send(file.bytes);
      },
    });
  }

  const serveOrderDocument = async (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    locale: LocaleParams,
    language: Language,
  ) => {
    if (!orderDocuments) return reply.callNotFound();
    const session = await currentSession(request);
    const owner = session ? await requireCustomer(request) : null;
    const answer = await orderDocuments.open(token, owner, language);
    if (!answer) return reply.callNotFound();
    if (answer.kind === 'login')
      return reply.redirect(
        generate('login', { ...locale, back: safeBackPath(request.url) ?? undefined }),
        302,
      );
    const ascii = answer.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${ascii}"`)
      .send(answer.bytes);
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const match = matchPage(request.url.split('?')[0]!);
    const language = match?.name === 'document' ? languageOfPrefix(match.locale) : null;
    if (!match || !language) return reply.callNotFound();
    const answer = await documents.open(match.params.token!, language);
    if (!answer) return serveOrderDocument(request, reply, match.params.token!, match.locale, language);
    if (answer.kind === 'redirect') {
      return reply
        .header('cache-control', `public, max-age=${REDIRECT_MAX_AGE_S}`)
        .redirect(answer.location, 302);
    }
    reply.header('cache-control', `public, max-age=${PDF_MAX_AGE_S}`).header('etag', answer.etag);
    if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
    const bytes = await answer.bytes();
    const ascii = answer.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return reply
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(answer.fileName)}`,
      )
      .send(bytes);
  };
  for (const prefix of ['', '/:_country', '/:_language/:_country']) {
    app.get(`${prefix}/Document/:token/:fileName`, serve);
  }
}
