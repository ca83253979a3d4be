import type { FastifyInstance } from 'fastify';
import {
  AutocompleteRequestSchema,
  AutocompleteResponseSchema,
  DeletedWordsRequestSchema,
  DeletedWordsResponseSchema,
  DocumentSearchRequestSchema,
  DocumentSearchResponseSchema,
  ResistorCalculatorRequestSchema,
  ResistorCalculatorResponseSchema,
  SearchCategoriesRequestSchema,
  SearchCategoriesResponseSchema,
  SearchCounterRequestSchema,
  SearchCounterResponseSchema,
  SearchPromptsRequestSchema,
  SearchPromptsResponseSchema,
  SearchRequestSchema,
  SearchResponseSchema,
} from '../../../common/contracts/search';
import { endpoint } from '../../http/endpoint';
import type { SearchService } from './search.service';
import { priceContextFor, priceContextOf } from '../../http/price-context';
import { calculateResistor } from './resistor-calculator';

export async function searchRoutes(
  app: FastifyInstance,
  { search }: { search: SearchService },
): Promise<void> {
  endpoint(app, {
    method: 'POST',
    url: '/ajax/catalog/search',
    operationId: 'catalog_search',
    summary: 'Search by symbol, words and values with units, with parametric filters, facets and sorting',
    tags: ['search'],
    body: SearchRequestSchema,
    response: SearchResponseSchema,
    handler: async ({ body }, request) =>
      search.search(
        body,
        await priceContextFor(request, { country: body.country, gross: body.gross, language: body.language }),
      ),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/catalog/autocomplete',
    operationId: 'catalog_autocomplete',
    summary: 'Suggestions while typing: symbols by prefix, manufacturers and categories by name',
    tags: ['search'],
    body: AutocompleteRequestSchema,
    response: AutocompleteResponseSchema,
    handler: async ({ body }, request) =>
      search.autocomplete(
        body,
        await priceContextFor(request, { country: body.country, language: body.language }),
      ),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/catalog/documents',
    operationId: 'catalog_documents',
    summary: 'Documents (datasheets…) by product symbol or title words',
    tags: ['search'],
    body: DocumentSearchRequestSchema,
    response: DocumentSearchResponseSchema,
    handler: ({ body }) =>
      search.documents(body, priceContextOf({ country: body.country, language: body.language })),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/catalog/search-counter',
    operationId: 'catalog_search_counter',
    summary: 'Counts a search that was shown (query and number of results)',
    tags: ['search'],
    body: SearchCounterRequestSchema,
    response: SearchCounterResponseSchema,
    handler: ({ body }) => search.recordSearch(body),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/catalog/advanced-search-categories',
    operationId: 'catalog_advanced_search_categories',
    summary: "The categories a query's matches fall into, with counts",
    tags: ['search'],
    body: SearchCategoriesRequestSchema,
    response: SearchCategoriesResponseSchema,
    handler: ({ body }) =>
      search.searchCategories(body, priceContextOf({ country: body.country, language: body.language })),
  });

  // Spec §7 products prompts and deleted-words: what the search itself says about a typed query.
  endpoint(app, {
    method: 'POST',
    url: '/ajax/products/prompts',
    operationId: 'ajax_products_prompts',
    summary:
      'Prompts for a typed query: the search\'s "did you mean", and the products, manufacturers and categories it completes to',
    tags: ['search'],
    body: SearchPromptsRequestSchema,
    response: SearchPromptsResponseSchema,
    handler: async ({ body }, request) =>
      search.prompts(
        body,
        await priceContextFor(request, { country: body.country, language: body.language }),
      ),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/products/prompts/deleted-words',
    operationId: 'ajax_products_prompts_deleted_words',
    summary: 'The words the search dropped from a query to find results (none when every word matched)',
    tags: ['search'],
    body: DeletedWordsRequestSchema,
    response: DeletedWordsResponseSchema,
    handler: async ({ body }, request) =>
      search.deletedWords(
        body,
        await priceContextFor(request, { country: body.country, language: body.language }),
      ),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/resistor-calculator/parameters',
    operationId: 'resistor_calculator_parameters',
    summary:
      'Resistor colour code both ways (bands ↔ resistance, tolerance, temperature coefficient), with the search that finds such resistors',
    tags: ['search'],
    body: ResistorCalculatorRequestSchema,
    response: ResistorCalculatorResponseSchema,
    handler: ({ body }) => calculateResistor(body),
  });
}
