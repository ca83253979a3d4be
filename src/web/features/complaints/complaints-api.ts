import { queryOptions } from '@tanstack/react-query';
import {
  COMPLAINT_FILE_EXTENSIONS,
  COMPLAINT_FILE_MAX_BYTES,
  COMPLAINT_FILE_TYPES,
  COMPLAINT_FILES_MAX,
  COMPLAINT_STORAGE_MAX_BYTES,
  COMPLAINT_UPLOAD_FIELD,
  invoiceNumberParam,
} from '../../../common/complaints';
import type {
  ComplaintCreate,
  ComplaintDetails,
  ComplaintInvoice,
  ComplaintInvoices,
  ComplaintList,
  ComplaintStorage,
} from '../../../common/contracts/complaints';
import { IDEMPOTENCY_KEY_HEADER } from '../../../common/idempotency';
import { generateAccount } from '../../../common/routes-account';
import { getJson, postFormWithProgress, postJson, sendJson } from '../../lib/api';
import { STALE_TIME_MS } from '../../lib/queries';
import type { UploadRules } from './complaint-uploads';

/** The calls of complaints (ADR 065), by their named routes, with the contracts the server checks. */
export const complaintsApi = {
  invoice: (invoiceNumber: string) =>
    getJson<ComplaintInvoice>(
      generateAccount('complaint_invoice', { invoiceNumber: invoiceNumberParam(invoiceNumber) }),
    ),
  /** The invoice picker's page: own VAT invoices with something still complainable, by number. */
  invoices: (q: string, page: number) => {
    const query = new URLSearchParams({ page: String(page) });
    if (q) query.set('q', q);
    return getJson<ComplaintInvoices>(`${generateAccount('complaint_invoices')}?${query}`);
  },
  /** One key per filled form: a second click or a retry after a lost answer files it once. */
  create: (body: ComplaintCreate, idempotencyKey: string) =>
    sendJson<ComplaintDetails>('POST', generateAccount('complaint_create'), body, {
      [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
    }),
  storage: () => getJson<ComplaintStorage>(generateAccount('complaint_storage_list')),
  upload: (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => {
    const form = new FormData();
    form.append(COMPLAINT_UPLOAD_FIELD, file, file.name);
    return postFormWithProgress<ComplaintStorage>(
      generateAccount('complaint_storage_upload'),
      form,
      onProgress,
      signal,
    );
  },
  remove: (fileId: string) =>
    postJson<ComplaintStorage>(generateAccount('complaint_storage_remove'), { fileId }),
  clear: () => postJson<ComplaintStorage>(generateAccount('complaint_storage_clear'), {}),
  ofOrder: (orderNumber: string) =>
    getJson<ComplaintList>(generateAccount('order_history_complaints', { orderNumber })),
};

export const complaintsQueries = {
  invoices: (q: string, page: number) =>
    queryOptions({
      queryKey: ['complaints', 'invoices', q, page],
      queryFn: () => complaintsApi.invoices(q, page),
      // Filing a complaint takes an invoice off the list: asked for each time.
      staleTime: 0,
    }),
  invoice: (invoiceNumber: string) =>
    queryOptions({
      queryKey: ['complaints', 'invoice', invoiceNumber],
      queryFn: () => complaintsApi.invoice(invoiceNumber),
      // What may still be claimed changes with every complaint filed: asked for each time.
      staleTime: 0,
    }),
  ofOrder: (orderNumber: string) =>
    queryOptions({
      queryKey: ['complaints', 'order', orderNumber],
      queryFn: () => complaintsApi.ofOrder(orderNumber),
      staleTime: STALE_TIME_MS,
    }),
};

/** The storage's limits as the upload component checks them (the same numbers as the server's). */
export const COMPLAINT_UPLOAD_RULES: UploadRules = {
  maxFiles: COMPLAINT_FILES_MAX,
  maxFileBytes: COMPLAINT_FILE_MAX_BYTES,
  maxTotalBytes: COMPLAINT_STORAGE_MAX_BYTES,
  kinds: COMPLAINT_FILE_TYPES.map((mime) => ({
    mime,
    extensions: mime === 'image/jpeg' ? ['jpg', 'jpeg'] : [COMPLAINT_FILE_EXTENSIONS[mime]],
  })),
};
