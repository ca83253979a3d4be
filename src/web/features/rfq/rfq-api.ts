import type {
  RfqAccept,
  RfqAcceptResult,
  RfqDetails,
  RfqDraft,
  RfqSavedSearch,
  RfqSavedSearchCreate,
  RfqSearch,
} from '../../../common/contracts/rfq';
import { generateAccount } from '../../../common/routes-account';
import type { ColumnMapping } from '../../../common/bom-files';
import type { BomPreview } from '../../../common/contracts/bom-files';
import { postFileWithProgress, postJson, sendJson } from '../../lib/api';
import { bomFileQuery } from '../../lib/bom-file-query';

/** The RFQ calls (spec §7 Customer "RFQ"), by their named routes. */
export const rfqApi = {
  create: (draft: RfqDraft) => postJson<RfqDetails>(generateAccount('rfq_create'), draft),
  update: (token: string, draft: RfqDraft) =>
    sendJson<RfqDetails>('PUT', generateAccount('rfq_update', { rfqCrcToken: token }), draft),
  remove: (token: string) => sendJson<void>('DELETE', generateAccount('rfq_delete', { rfqCrcToken: token })),
  send: (token: string) => postJson<RfqDetails>(generateAccount('rfq_send', { rfqCrcToken: token }), {}),
  decline: (token: string, reason: string) =>
    postJson<RfqDetails>(generateAccount('rfq_decline', { rfqCrcToken: token }), reason ? { reason } : {}),
  accept: (token: string, input: RfqAccept) =>
    postJson<RfqAcceptResult>(generateAccount('rfq_accept', { rfqCrcToken: token }), input),
  /** RFQ file-preview: a BOM file read for the editor (its bytes as the body, the mapping in the query). */
  filePreview: (
    file: File,
    options: { mapping?: ColumnMapping; remember?: boolean },
    onProgress: (percent: number) => void,
  ) =>
    postFileWithProgress<BomPreview>(
      generateAccount('rfq_file_preview', bomFileQuery(file, options.mapping, options.remember)),
      file,
      onProgress,
    ),
  saveSearch: (input: RfqSavedSearchCreate) =>
    postJson<RfqSavedSearch>(generateAccount('rfq_search_storage_save'), input),
  removeSearch: (id: number) =>
    sendJson<void>('DELETE', generateAccount('rfq_search_storage_delete', { id })),
};

const DEFAULTS = { page: 1, perPage: 20, sort: 'createdAt', direction: 'desc' } as const;

/** The list's search as the address holds it: only what differs from the defaults. */
export function searchParams(search: Partial<RfqSearch>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === '' || DEFAULTS[key as keyof typeof DEFAULTS] === value) continue;
    params[key] = String(value);
  }
  return params;
}
