import type {
  OrderResponse,
  QuickBuyList,
  QuickBuySource,
  WorkingLine,
} from '../../../common/contracts/quickbuy';
import { IDEMPOTENCY_KEY_HEADER } from '../../../common/idempotency';
import { generateAccount } from '../../../common/routes-account';
import type { ColumnMapping } from '../../../common/bom-files';
import type { BomReading } from '../../../common/contracts/bom-files';
import { postFileWithProgress, postJson, sendJson } from '../../lib/api';
import { bomFileQuery } from '../../lib/bom-file-query';

/** The working fields of the shown lines: what every call takes back (ADR 047: the page holds the list). */
export function workingLines(list: QuickBuyList): WorkingLine[] {
  return list.lines.map((line) => ({
    id: line.id,
    row: line.row,
    query: line.query,
    manufacturer: line.manufacturer,
    note: line.note,
    requested: line.requested,
    amount: line.amount,
    amountAssumed: line.amountAssumed,
    amountCapped: line.amountCapped,
    match: line.match,
    productSymbol: line.productSymbol,
    candidateSymbols: line.candidateSymbols,
    replacedFrom: line.replacedFrom,
  }));
}

/** The quick-buy calls (spec §7 common "quickbuy read-products/{source}", customer "quickbuy …"). */
export const quickBuyApi = {
  read: (source: QuickBuySource, body: { text?: string; directoryId?: number }) =>
    postJson<QuickBuyList>(generateAccount('quickbuy_read_products', { source }), body),
  /** The `file` source: the file's bytes as the body, the mapping beside them in the query. */
  readFile: (
    file: File,
    options: { mapping?: ColumnMapping; remember?: boolean },
    onProgress: (percent: number) => void,
  ) =>
    postFileWithProgress<{ list: QuickBuyList; reading: BomReading }>(
      generateAccount('quickbuy_read_file', bomFileQuery(file, options.mapping, options.remember)),
      file,
      onProgress,
    ),
  addLines: (list: QuickBuyList, source: 'lines' | 'plain', text: string) =>
    postJson<QuickBuyList>(generateAccount('quickbuy_add_lines'), {
      lines: workingLines(list),
      source,
      text,
    }),
  updateLines: (list: QuickBuyList, changes: Array<{ id: string; amount?: number; note?: string | null }>) =>
    postJson<QuickBuyList>(generateAccount('quickbuy_update_lines'), { lines: workingLines(list), changes }),
  replaceLines: (list: QuickBuyList, replacements: Array<{ id: string; symbol: string }>) =>
    postJson<QuickBuyList>(generateAccount('quickbuy_replace_lines'), {
      lines: workingLines(list),
      replacements,
    }),
  removeLines: (list: QuickBuyList, ids: string[]) =>
    postJson<QuickBuyList>(generateAccount('quickbuy_remove_lines'), { lines: workingLines(list), ids }),
  mergeDuplicates: (list: QuickBuyList, merge: string[]) =>
    postJson<QuickBuyList>(generateAccount('quickbuy_validate_duplicates'), {
      lines: workingLines(list),
      merge,
    }),
  applyReplacements: (list: QuickBuyList) =>
    postJson<QuickBuyList>(generateAccount('quickbuy_apply_replacements'), { lines: workingLines(list) }),
  linesData: (list: QuickBuyList) =>
    postJson<QuickBuyList>(generateAccount('quickbuy_lines_data'), { lines: workingLines(list) }),
  /** One key per press of the button: a double submit puts the lines in once. */
  order: (list: QuickBuyList, target: 'new' | 'active', idempotencyKey: string) =>
    sendJson<OrderResponse>(
      'POST',
      generateAccount('quickbuy_order'),
      { lines: workingLines(list), target },
      { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    ),
};
