/**
 * Parameter facet counts already known, reused by the filter click that follows a search.
 *
 * A facet with a ticked value is counted under every OTHER filter (so more values of it can be
 * added): ticking "0603" on the results of "100nF 50V" counts the Case facet over the matches of
 * "100nF 50V" with no filter, which is exactly what the results page the visitor clicked on counted.
 * The statement's answers are kept here per (catalogue version, match, filters), whatever their page
 * and order, and a later statement leaves out each such facet run whose counts are known, instead of
 * matching the search a second time (about a third of a click's cost).
 *
 * The counts of a match under filters change with the catalogue version only (the stock filter
 * aside, which is why entries also expire, like the category listings: docs/decisions/008).
 */
import { SearchCache } from './search-cache';
import type { FilterSpec, MatchSpec, SearchStatement, SearchStatementResult } from './search.repository';

type Minus = SearchStatementResult['parametersMinus'][number];

interface FacetSet {
  rows: number;
  values: Map<number, Minus['values']>;
}

/** The same key for the same filters however they were built (no parameter filters = none listed). */
function keyOf(version: string, match: MatchSpec, filters: FilterSpec): string {
  const parameters = filters.parameters?.length ? filters.parameters : undefined;
  return JSON.stringify([version, match, { ...filters, parameters }]);
}

export function createFacetSets(options: { ttlMs: number; maxEntries: number }) {
  const sets = new SearchCache<FacetSet>(options);
  return {
    /**
     * The statement without the facet runs whose counts are known, and how to put its answer back
     * in the order of the statement's `parameterFacetFilters`.
     */
    async reuse(
      statement: SearchStatement,
      version: string,
    ): Promise<{
      statement: SearchStatement;
      complete(result: SearchStatementResult): SearchStatementResult;
    }> {
      const known = await Promise.all(
        statement.parameterFacetFilters.map(async (facet): Promise<Minus | undefined> => {
          const set = await sets.peek(keyOf(version, statement.match, facet.filters));
          return set && { rows: set.rows, values: set.values.get(facet.parameterId) ?? [] };
        }),
      );
      if (known.every((k) => k === undefined)) return { statement, complete: (result) => result };
      return {
        statement: {
          ...statement,
          parameterFacetFilters: statement.parameterFacetFilters.filter((_, i) => known[i] === undefined),
        },
        complete(result) {
          const computed = [...result.parametersMinus];
          return { ...result, parametersMinus: known.map((k) => k ?? computed.shift()!) };
        },
      };
    },

    /** Keeps the parameter counts of a statement's answer for the clicks that may follow. */
    remember(version: string, match: MatchSpec, filters: FilterSpec, result: SearchStatementResult): void {
      const values = new Map<number, Minus['values']>();
      for (const [parameterId, display, valueSi, count] of result.parameters) {
        let list = values.get(parameterId);
        if (!list) values.set(parameterId, (list = []));
        list.push([display, valueSi, count]);
      }
      sets.set(keyOf(version, match, filters), { rows: result.facetRows, values });
    },

    clear(): void {
      sets.clear();
    },
  };
}

export type FacetSets = ReturnType<typeof createFacetSets>;
