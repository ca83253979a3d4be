import { queryOptions } from '@tanstack/react-query';
import type {
  CustomerSymbol,
  CustomerSymbolCreate,
  CustomerSymbolList,
  CustomerSymbolListQuery,
  CustomerSymbolUpdate,
  ImportPreview,
} from '../../../common/contracts/customer-symbols';
import { generateAccount } from '../../../common/routes-account';
import { getJson, postFile, postJson, sendJson } from '../../lib/api';
import { STALE_TIME_MS, useInvalidatingMutation } from '../../lib/queries';

/** The list's query as the address holds it: only what differs from the defaults. */
export function listSearch(query: CustomerSymbolListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.page !== 1) params.page = String(query.page);
  if (query.perPage !== 20) params.perPage = String(query.perPage);
  if (query.sort !== 'symbol') params.sort = query.sort;
  if (query.direction !== 'asc') params.direction = query.direction;
  if (query.q) params.q = query.q;
  return params;
}

/** The customer symbol calls (spec §7 Customer "symbols"), by their named routes. */
export const customerSymbolsApi = {
  list: (query: CustomerSymbolListQuery) =>
    getJson<CustomerSymbolList>(generateAccount('customer_symbols_list', listSearch(query))),
  create: (input: CustomerSymbolCreate) =>
    postJson<CustomerSymbol>(generateAccount('customer_symbol_create'), input),
  update: ({ id, change }: { id: number; change: CustomerSymbolUpdate }) =>
    sendJson<CustomerSymbol>('PATCH', generateAccount('customer_symbol_update', { id }), change),
  remove: (id: number) => sendJson<void>('DELETE', generateAccount('customer_symbol_delete', { id })),
  previewImport: (file: File) =>
    postFile<ImportPreview>(
      generateAccount('customer_symbols_import_preview', { format: importFormatOf(file.name) }),
      file,
    ),
  importFile: (file: File) =>
    postFile<{ imported: number }>(
      generateAccount('customer_symbols_import', { format: importFormatOf(file.name) }),
      file,
    ),
  exportHref: (format: 'csv' | 'xlsx', language: string) =>
    generateAccount('customer_symbols_export', { format, language }),
};

/** The format an import file's name tells; the server reads the bytes and decides for XLSX and .xls. */
export function importFormatOf(name: string): 'csv' | 'txt' | 'xlsx' | 'xls' {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension === 'xlsx' || extension === 'xls') return extension;
  return extension === 'txt' || extension === 'tsv' ? 'txt' : 'csv';
}

/** Every list page and search of the symbols: any change refetches them all. */
const ALL = ['customerSymbols'] as const;

export const customerSymbolsQueries = {
  list: (query: CustomerSymbolListQuery) =>
    queryOptions({
      queryKey: [...ALL, 'list', query],
      queryFn: () => customerSymbolsApi.list(query),
      staleTime: STALE_TIME_MS,
    }),
};

export const useCreateCustomerSymbol = () => useInvalidatingMutation(customerSymbolsApi.create, [ALL]);
export const useUpdateCustomerSymbol = () => useInvalidatingMutation(customerSymbolsApi.update, [ALL]);
export const useRemoveCustomerSymbol = () => useInvalidatingMutation(customerSymbolsApi.remove, [ALL]);
export const useImportCustomerSymbols = () => useInvalidatingMutation(customerSymbolsApi.importFile, [ALL]);
