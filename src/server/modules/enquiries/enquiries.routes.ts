import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CommunicationEmailSchema,
  CONTACT_FORM_KINDS,
  ENQUIRY_PAYLOAD_FIELD,
  ENQUIRY_PAYLOAD_MAX_BYTES,
  ENQUIRY_SCHEMAS,
  ENQUIRY_SCREENSHOT_MAX_BYTES,
  ENQUIRY_SCREENSHOTS_FIELD,
  ENQUIRY_SCREENSHOTS_MAX,
  ENQUIRY_UPLOAD_REQUEST_MAX_BYTES,
  ErrorEnquirySchema,
  type ErrorEnquiry,
  EnquiryAssignSchema,
  EnquiryDeskDetailsSchema,
  EnquiryDeskListSchema,
  EnquiryDeskQuerySchema,
  EnquiryFrontConstraintsSchema,
  EnquiryFileParamsSchema,
  EnquiryIdParamsSchema,
  EnquiryReplySchema,
} from '../../../common/enquiries';
import { AppError, validationError, zodProblems } from '../../../common/errors';
import { findMarket } from '../../../common/markets';
import { endpoint } from '../../http/endpoint';
import { sendAttachment, uploadError, uploadScope, type UploadRules } from '../../http/multipart-upload';
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

/**
 * The error form's multipart edge: the complaints' file size (ADR 065), three screenshots, one
 * payload field of the form's JSON; every other limit as tight as the form allows.
 */
const SCREENSHOT_RULES: UploadRules = {
  limits: {
    fieldNameSize: 50,
    fieldSize: ENQUIRY_PAYLOAD_MAX_BYTES,
    fields: 1,
    fileSize: ENQUIRY_SCREENSHOT_MAX_BYTES,
    files: ENQUIRY_SCREENSHOTS_MAX,
    headerPairs: 20,
    parts: ENQUIRY_SCREENSHOTS_MAX + 2,
  },
  requestMaxBytes: ENQUIRY_UPLOAD_REQUEST_MAX_BYTES,
  messages: 'enquiries.errors',
};

const MULTIPART = Symbol('multipart');

function parseErrorForm(value: unknown): ErrorEnquiry {
  const result = ErrorEnquirySchema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  throw validationError(zodProblems(result.error.issues, 'body'));
}

/** The issues of a missing body, as the schema words them. */
function missingBody() {
  const result = ErrorEnquirySchema.safeParse(undefined, { reportInput: true });
  return result.success ? [] : result.error.issues;
}

/** The multipart form's first part: the payload field, the form's JSON, checked by its schema. */
async function payloadOf(parts: AsyncIterableIterator<Multipart>): Promise<ErrorEnquiry> {
  const first = await parts.next();
  const part = first.done ? undefined : first.value;
  if (!part || part.type !== 'field' || part.fieldname !== ENQUIRY_PAYLOAD_FIELD) {
    if (part?.type === 'file') part.file.resume();
    throw new AppError(400, 'enquiries.errors.fieldUnexpected');
  }
  let json: unknown;
  try {
    json = JSON.parse(String(part.value));
  } catch {
    throw new AppError(400, 'enquiries.errors.fieldUnexpected');
  }
  return parseErrorForm(json);
}

/** The remaining parts: screenshots in their field only; anything else is refused. */
async function* screenshotsOf(parts: AsyncIterableIterator<Multipart>) {
  for await (const part of parts) {
    if (part.type !== 'file' || part.fieldname !== ENQUIRY_SCREENSHOTS_FIELD) {
      if (part.type === 'file') part.file.resume();
      throw new AppError(400, 'enquiries.errors.fieldUnexpected');
    }
    part.filename = part.filename.slice(0, 240);
    yield part;
  }
}

/** Spec §7 contact-email calls (issue 20, ADR 066): open to visitors and customers alike. */
export async function enquiriesRoutes(app: FastifyInstance, { enquiries }: { enquiries: EnquiriesService }) {
  const tags = ['contact'];

  for (const kind of CONTACT_FORM_KINDS) {
    if (kind === 'error') continue;
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

  // The error form takes JSON, or multipart with its screenshots (ADR 072): the after-the-order
  // uploads' edge (ADR 065), in a scope of its own so no other route parses multipart.
  await uploadScope(app, SCREENSHOT_RULES, (scope) => {
    endpoint(scope, {
      method: 'POST',
      url: '/ajax/contact-email/send/error',
      operationId: 'contact-email_send_error',
      summary: `Sends the error form (spec §3, §5): JSON, or multipart/form-data with the form as JSON in "${ENQUIRY_PAYLOAD_FIELD}" first and up to ${ENQUIRY_SCREENSHOTS_MAX} PNG, JPEG or WebP screenshots in "${ENQUIRY_SCREENSHOTS_FIELD}"; 204 when taken`,
      tags,
      body: ErrorEnquirySchema,
      // A multipart body is read by the handler (its parts are a stream); JSON is checked here.
      parseBody: async (value) => (value === undefined ? MULTIPART : parseErrorForm(value)) as ErrorEnquiry,
      querystring: CountryQuerySchema,
      response: z.undefined(),
      bodyLimit: ENQUIRY_UPLOAD_REQUEST_MAX_BYTES,
      handler: async ({ body, query }, request, reply) => {
        const caller = await callerOf(request, query);
        const form = body as ErrorEnquiry | typeof MULTIPART;
        if (form !== MULTIPART) {
          await enquiries.submit('error', form, caller);
        } else {
          if (!request.isMultipart()) throw validationError(zodProblems(missingBody(), 'body'));
          try {
            const parts = request.parts({ limits: SCREENSHOT_RULES.limits });
            const input = await payloadOf(parts);
            await enquiries.submit('error', input, caller, () =>
              enquiries.receiveScreenshots(screenshotsOf(parts)),
            );
          } catch (error) {
            // What is left of a refused body is not read: the connection closes after the answer.
            reply.header('connection', 'close');
            throw uploadError(error, SCREENSHOT_RULES);
          }
        }
        reply.code(204);
        return undefined;
      },
    });
  });

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

  staffEndpoint(app, {
    roles: readers,
    method: 'GET',
    url: '/ajax/staff/enquiries/:id/files/:fileId',
    operationId: 'staff_enquiry_file',
    summary: 'One screenshot of an error report, as an attachment that never renders in the shop’s origin',
    tags,
    params: EnquiryFileParamsSchema,
    response: z.instanceof(Buffer),
    handler: async ({ params }, _staff, _request, reply) =>
      sendAttachment(reply, await enquiries.deskFile(params.id, params.fileId)),
  });
}
