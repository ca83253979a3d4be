import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  COMPLAINT_DESK_ROLES,
  COMPLAINT_FILE_MAX_BYTES,
  COMPLAINT_FILE_NAME_MAX,
  COMPLAINT_FILES_MAX,
  COMPLAINT_UPLOAD_FIELD,
  COMPLAINT_UPLOAD_REQUEST_MAX_BYTES,
} from '../../../common/complaints';
import {
  ComplaintCreateSchema,
  ComplaintDecisionSchema,
  ComplaintDeskDetailsSchema,
  ComplaintDeskListSchema,
  ComplaintDeskQuerySchema,
  ComplaintDetailsSchema,
  ComplaintFileOfComplaintParamsSchema,
  ComplaintFileParamsSchema,
  ComplaintFileRefSchema,
  ComplaintIdParamsSchema,
  ComplaintInvoiceParamsSchema,
  ComplaintInvoiceSchema,
  ComplaintInvoicesQuerySchema,
  ComplaintInvoicesSchema,
  ComplaintLabelQuerySchema,
  ComplaintListQuerySchema,
  ComplaintListSchema,
  ComplaintNoteInputSchema,
  ComplaintRmaParamsSchema,
  ComplaintStorageSchema,
  OrderComplaintsParamsSchema,
} from '../../../common/contracts/complaints';
import { AppError } from '../../../common/errors';
import { endpoint } from '../../http/endpoint';
import {
  sendAttachment,
  uploadError as sharedUploadError,
  uploadScope,
  type UploadRules,
} from '../../http/multipart-upload';
import { idempotencyKeyOf } from '../../http/idempotency-key';
import { requestLanguage } from '../../http/request-language';
import { requireCustomer } from '../../plugins/session';
import type { RateLimits } from '../auth';
import { staffEndpoint } from '../staff';
import type { ComplaintsService } from './complaints.service';

const MB = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * Every limit of the multipart parser set explicitly (busboy's defaults are unbounded for some):
 * ten files of 10 MiB in the one field, no text fields to speak of, few parts and headers. With
 * these a request's body cannot pass ~COMPLAINT_UPLOAD_REQUEST_MAX_BYTES even without a
 * Content-Length (chunked); with one, a larger request is refused before a byte is read.
 */
export const COMPLAINT_MULTIPART_LIMITS = {
  fieldNameSize: 50,
  fieldSize: 1024,
  fields: 4,
  fileSize: COMPLAINT_FILE_MAX_BYTES,
  files: COMPLAINT_FILES_MAX,
  headerPairs: 20,
  parts: COMPLAINT_FILES_MAX + 4,
} as const;

/** The complaints' upload rules, for the shared multipart edge (ADR 065). */
const COMPLAINT_UPLOAD_RULES: UploadRules = {
  limits: COMPLAINT_MULTIPART_LIMITS,
  requestMaxBytes: COMPLAINT_UPLOAD_REQUEST_MAX_BYTES,
  messages: 'complaints.errors',
};
const sendFile = sendAttachment;
const uploadError = (error: unknown) => sharedUploadError(error, COMPLAINT_UPLOAD_RULES);

/**
 * The customer's complaint calls (issue 19, spec §7 complaint create, invoice/{invoiceNumber},
 * storage upload, clear, remove; order-history GET complaints; ADR 065).
 */
export async function complaintsRoutes(
  app: FastifyInstance,
  { complaints, rateLimits }: { complaints: ComplaintsService; rateLimits: RateLimits },
) {
  const tags = ['customer'];

  endpoint(app, {
    method: 'GET',
    url: '/ajax/complaint/invoice/:invoiceNumber',
    operationId: 'complaint_invoice',
    summary:
      'One of the customer’s VAT invoices for a complaint: its lines with the quantities still complainable, the law (withdrawal days, complaint period, answer deadline) and the reasons open now',
    tags,
    params: ComplaintInvoiceParamsSchema,
    response: ComplaintInvoiceSchema,
    handler: async ({ params }, request, reply) => {
      const viewer = await requireCustomer(request);
      reply.header('cache-control', 'private, no-store');
      return complaints.invoice(viewer, params.invoiceNumber);
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/complaint/invoices',
    operationId: 'complaint_invoices',
    summary:
      'The customer’s VAT invoices that something can still be complained of (not cancelled), newest first, 20 a page, searchable by a part of the number',
    tags,
    querystring: ComplaintInvoicesQuerySchema,
    response: ComplaintInvoicesSchema,
    handler: async ({ query }, request, reply) => {
      const viewer = await requireCustomer(request);
      reply.header('cache-control', 'private, no-store');
      return complaints.invoices(viewer, query);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/complaint/create',
    operationId: 'complaint_create',
    summary:
      'Files a complaint or a withdrawal against an invoice: lines and quantities, reason, description and files of the draft storage; mails the RMA number',
    tags,
    body: ComplaintCreateSchema,
    response: ComplaintDetailsSchema,
    handler: async ({ body }, request, reply) => {
      const viewer = await requireCustomer(request);
      reply.code(201);
      return complaints.create(viewer, body, idempotencyKeyOf(request));
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/complaint/list',
    operationId: 'complaint_list',
    summary: 'The customer’s complaints, newest first, 20 a page',
    tags,
    querystring: ComplaintListQuerySchema,
    response: ComplaintListSchema,
    handler: async ({ query }, request, reply) => {
      const viewer = await requireCustomer(request);
      reply.header('cache-control', 'private, no-store');
      return complaints.list(viewer, query);
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/complaint/details/:rmaNumber',
    operationId: 'complaint_details',
    summary: 'One of the customer’s complaints: lines, files, history, the corrective invoice of a refund',
    tags,
    params: ComplaintRmaParamsSchema,
    response: ComplaintDetailsSchema,
    handler: async ({ params }, request, reply) => {
      const viewer = await requireCustomer(request);
      reply.header('cache-control', 'private, no-store');
      return complaints.details(viewer, params.rmaNumber);
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/order-history/complaints/:orderNumber',
    operationId: 'order_history_complaints',
    summary: 'The complaints of one of the customer’s orders (spec §7 order-history GET complaints)',
    tags,
    params: OrderComplaintsParamsSchema,
    response: ComplaintListSchema,
    handler: async ({ params }, request, reply) => {
      const viewer = await requireCustomer(request);
      reply.header('cache-control', 'private, no-store');
      return complaints.ofOrder(viewer, params.orderNumber);
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/complaint/storage',
    operationId: 'complaint_storage_list',
    summary: 'The files uploaded for a complaint not yet sent (the session’s contact person’s)',
    tags,
    response: ComplaintStorageSchema,
    handler: async (_input, request, reply) => {
      const viewer = await requireCustomer(request);
      reply.header('cache-control', 'private, no-store');
      return complaints.storage(viewer);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/complaint/storage/remove',
    operationId: 'complaint_storage_remove',
    summary: 'Removes one uploaded file from the draft storage',
    tags,
    body: ComplaintFileRefSchema,
    response: ComplaintStorageSchema,
    handler: async ({ body }, request) => complaints.removeFile(await requireCustomer(request), body.fileId),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/complaint/storage/clear',
    operationId: 'complaint_storage_clear',
    summary: 'Removes every uploaded file from the draft storage',
    tags,
    response: ComplaintStorageSchema,
    handler: async (_input, request) => complaints.clearStorage(await requireCustomer(request)),
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/complaint/return-label/:rmaNumber',
    operationId: 'complaint_return_label',
    summary:
      'The return label of one of the customer’s complaints (PDF: the RMA number, the returns address, the sender, what goes back) while goods are to be sent back; 409 when nothing is',
    tags,
    params: ComplaintRmaParamsSchema,
    querystring: ComplaintLabelQuerySchema,
    response: z.instanceof(Buffer),
    handler: async ({ params }, request, reply) => {
      const viewer = await requireCustomer(request);
      const label = await complaints.returnLabel(viewer, params.rmaNumber, await requestLanguage(request));
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'application/pdf')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${label.fileName}"`)
        .send(label.bytes);
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/complaint/file/:fileId',
    operationId: 'complaint_file',
    summary: 'One uploaded file, as an attachment, to its owner only',
    tags,
    params: ComplaintFileParamsSchema,
    response: z.instanceof(Buffer),
    handler: async ({ params }, request, reply) => {
      const viewer = await requireCustomer(request);
      return sendFile(reply, await complaints.file(viewer, params.fileId));
    },
  });

  // The multipart parser exists in this scope only: no other route of the shop takes multipart.
  await uploadScope(app, COMPLAINT_UPLOAD_RULES, (scope) => {
    endpoint(scope, {
      method: 'POST',
      url: '/ajax/complaint/storage/upload',
      operationId: 'complaint_storage_upload',
      summary: `Uploads files (multipart/form-data, field "${COMPLAINT_UPLOAD_FIELD}"): PDF, JPEG, PNG or WebP by content, at most ${COMPLAINT_FILES_MAX} of ${MB(COMPLAINT_FILE_MAX_BYTES)} MB; images re-encoded. All or none are kept.`,
      tags,
      response: ComplaintStorageSchema,
      bodyLimit: COMPLAINT_UPLOAD_REQUEST_MAX_BYTES,
      handler: async (_input, request, reply) => {
        const viewer = await requireCustomer(request);
        if (!request.isMultipart()) throw new AppError(415, 'complaints.errors.notMultipart');
        await rateLimits.consume('complaintUploadsCustomer', String(viewer.customerId));
        try {
          const parts = request.parts({ limits: COMPLAINT_MULTIPART_LIMITS });
          const storage = await complaints.upload(viewer, onlyFiles(parts));
          reply.code(201);
          return storage;
        } catch (error) {
          // What is left of a refused body is not read: the connection closes after the answer.
          reply.header('connection', 'close');
          throw uploadError(error);
        }
      },
    });
  });

  /* ------------------------------------------------------------------------- the staff desk */
  const deskTags = ['staff'];
  const roles = COMPLAINT_DESK_ROLES;

  staffEndpoint(app, {
    roles,
    method: 'GET',
    url: '/ajax/staff/complaints',
    operationId: 'staff_complaints_list',
    summary: 'The complaints inbox: by state (open by default), sorted by answer deadline or else, 20 a page',
    tags: deskTags,
    querystring: ComplaintDeskQuerySchema,
    response: ComplaintDeskListSchema,
    handler: ({ query }, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return complaints.inbox(query);
    },
  });

  staffEndpoint(app, {
    roles,
    method: 'GET',
    url: '/ajax/staff/complaints/:id',
    operationId: 'staff_complaint_get',
    summary: 'One complaint as the desk sees it: customer, lines, files, history with notes, next states',
    tags: deskTags,
    params: ComplaintIdParamsSchema,
    response: ComplaintDeskDetailsSchema,
    handler: ({ params }, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return complaints.deskDetails(params.id);
    },
  });

  staffEndpoint(app, {
    roles,
    method: 'POST',
    url: '/ajax/staff/complaints/:id/decision',
    operationId: 'staff_complaint_decide',
    summary:
      'Moves a complaint: under review, awaiting goods, accepted (refund makes the corrective invoice, or replacement), rejected (with the reason); mails the customer; audited',
    tags: deskTags,
    params: ComplaintIdParamsSchema,
    body: ComplaintDecisionSchema,
    response: ComplaintDeskDetailsSchema,
    handler: ({ params, body }, staff) => complaints.decide(params.id, staff, body),
  });

  staffEndpoint(app, {
    roles,
    method: 'POST',
    url: '/ajax/staff/complaints/:id/notes',
    operationId: 'staff_complaint_note',
    summary: 'Adds a staff note to a complaint (the desk only sees it); audited',
    tags: deskTags,
    params: ComplaintIdParamsSchema,
    body: ComplaintNoteInputSchema,
    response: ComplaintDeskDetailsSchema,
    handler: ({ params, body }, staff) => complaints.note(params.id, staff, body.text),
  });

  staffEndpoint(app, {
    roles,
    method: 'GET',
    url: '/ajax/staff/complaints/:id/files/:fileId',
    operationId: 'staff_complaint_file',
    summary: 'One file of a complaint, as an attachment',
    tags: deskTags,
    params: ComplaintFileOfComplaintParamsSchema,
    response: z.instanceof(Buffer),
    handler: async ({ params }, _staff, _request, reply) =>
      sendFile(reply, await complaints.deskFile(params.id, params.fileId)),
  });
}

/**
 * The file parts of the upload; a text field, or a file in another field, is refused (the form
 * sends nothing else). A file name longer than any real one is cut for display, never used as a path.
 */
async function* onlyFiles(parts: AsyncIterableIterator<Multipart>) {
  for await (const part of parts) {
    if (part.type !== 'file' || part.fieldname !== COMPLAINT_UPLOAD_FIELD) {
      if (part.type === 'file') part.file.resume();
      throw new AppError(400, 'complaints.errors.fieldUnexpected');
    }
    part.filename = part.filename.slice(0, COMPLAINT_FILE_NAME_MAX * 2);
    yield part;
  }
}
