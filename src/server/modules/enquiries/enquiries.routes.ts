import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CommunicationEmailSchema,
  ENQUIRY_SCHEMAS,
  EnquiryAssignSchema,
  EnquiryDeskDetailsSchema,
  EnquiryDeskListSchema,
  EnquiryDeskQuerySchema,
  EnquiryFrontConstraintsSchema,
  EnquiryIdParamsSchema,
  EnquiryReplySchema,
  type EnquiryKind,
} from '../../../common/enquiries';
import { findMarket } from '../../../common/markets';
import { endpoint } from '../../http/endpoint';
import { requestLanguage } from '../../http/request-language';
import { currentCustomer } from '../../plugins/session';
import { staffEndpoint } from '../staff';
import type { EnquiriesService } from './enquiries.service';

/** The page's market names the enquiry's (`?country=`), else the customer's, else the international one. */
const CountryQuerySchema = z.object({
  country: z.string().max(8).optional(),
  language: z.string().max(8).optional(),
});

async function callerOf(request: FastifyRequest, query: { country?: string }) {
  const customer = await currentCustomer(request);
  const country = findMarket(query.country)?.country ?? findMarket(customer?.country)?.country ?? 'en';
  return { ip: request.ip, customer, language: await requestLanguage(request), country };
}

/** Spec §7 contact-email calls (issue 20, ADR 066): open to visitors and customers alike. */
export async function enquiriesRoutes(app: FastifyInstance, { enquiries }: { enquiries: EnquiriesService }) {
  const tags = ['contact'];

  for (const kind of Object.keys(ENQUIRY_SCHEMAS) as EnquiryKind[]) {
    endpoint(app, {
      method: 'POST',
      url: `/ajax/contact-email/send/${kind}`,
      // Spec §2 names four of them with its hyphen; `main` is not among its names, so it is snake_case.
      operationId: kind === 'main' ? 'contact_email_send_main' : `contact-email_send_${kind}`,
      summary: `Sends the ${kind} contact form (spec §3, §5): 204 when taken, 422 with the fields' errors otherwise`,
      tags,
      body: ENQUIRY_SCHEMAS[kind],
      querystring: CountryQuerySchema,
      response: z.undefined(),
      handler: async ({ body, query }, request, reply) => {
        await enquiries.submit(kind, body, await callerOf(request, query));
        reply.code(204);
        return undefined;
      },
    });
  }

  endpoint(app, {
    method: 'GET',
    url: '/ajax/contact-email/front-constraints',
    operationId: 'contact_email_front_constraints',
    summary: 'The contact forms’ limits and the captcha they ask for',
    tags,
    response: EnquiryFrontConstraintsSchema,
    handler: () => enquiries.frontConstraints(),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/customer/communication-email',
    operationId: 'customer_communication-email',
    summary: 'The e-mail the contact forms prefill: the contact person’s, for logged-in non-ZBL customers',
    tags,
    response: CommunicationEmailSchema,
    handler: async (_input, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { communicationEmail: enquiries.communicationEmail(await currentCustomer(request)) };
    },
  });
}

/**
 * The staff desk's enquiry inbox (ADR 066 with 048): support and sales answer; an administrator
 * may read. Every change is audited by the service.
 */
export async function enquiriesDeskRoutes(
  app: FastifyInstance,
  { enquiries }: { enquiries: EnquiriesService },
) {
  const tags = ['staff'];
  const readers = ['support', 'sales', 'admin'] as const;
  const answerers = ['support', 'sales'] as const;

  staffEndpoint(app, {
    roles: readers,
    method: 'GET',
    url: '/ajax/staff/enquiries',
    operationId: 'staff_enquiries_list',
    summary: 'The enquiry inbox: by status, form, assignment and text, open ones first, 20 a page',
    tags,
    querystring: EnquiryDeskQuerySchema,
    response: EnquiryDeskListSchema,
    handler: ({ query }, staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return enquiries.inbox(query, staff.id);
    },
  });

  staffEndpoint(app, {
    roles: readers,
    method: 'GET',
    url: '/ajax/staff/enquiries/:id',
    operationId: 'staff_enquiry_get',
    summary: 'One enquiry with its replies and who may take it',
    tags,
    params: EnquiryIdParamsSchema,
    response: EnquiryDeskDetailsSchema,
    handler: ({ params }, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return enquiries.details(params.id);
    },
  });

  staffEndpoint(app, {
    roles: answerers,
    method: 'POST',
    url: '/ajax/staff/enquiries/:id/assign',
    operationId: 'staff_enquiry_assign',
    summary: 'Assigns the enquiry to a colleague who answers enquiries, or to nobody',
    tags,
    params: EnquiryIdParamsSchema,
    body: EnquiryAssignSchema,
    response: EnquiryDeskDetailsSchema,
    handler: async ({ params, body }, staff) => {
      await enquiries.assign(params.id, body.staffId, staff);
      return enquiries.details(params.id);
    },
  });

  staffEndpoint(app, {
    roles: answerers,
    method: 'POST',
    url: '/ajax/staff/enquiries/:id/reply',
    operationId: 'staff_enquiry_reply',
    summary: 'Answers the enquiry by e-mail in its language, the sender’s message quoted',
    tags,
    params: EnquiryIdParamsSchema,
    body: EnquiryReplySchema,
    response: EnquiryDeskDetailsSchema,
    handler: async ({ params, body }, staff) => {
      await enquiries.reply(params.id, body.message, staff);
      return enquiries.details(params.id);
    },
  });

  staffEndpoint(app, {
    roles: answerers,
    method: 'POST',
    url: '/ajax/staff/enquiries/:id/close',
    operationId: 'staff_enquiry_close',
    summary: 'Closes the enquiry',
    tags,
    params: EnquiryIdParamsSchema,
    body: z.object({}).strict().optional(),
    response: EnquiryDeskDetailsSchema,
    handler: async ({ params }, staff) => {
      await enquiries.close(params.id, staff);
      return enquiries.details(params.id);
    },
  });
}
