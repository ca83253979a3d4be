/**
 * Parameter facet counts already known, reused by the filter click that follows a search, and by
 * the same search asked again for another page or order.
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

function flatten(set: FacetSet): SearchStatementResult['parameters'] {
  return [...set.values].flatMap(([parameterId, values]) =>
    values.map(([display, valueSi, count]) => [parameterId, display, valueSi, count] as const),
  ) as SearchStatementResult['parameters'];
}

export function createFacetSets(options: { ttlMs: number; maxEntries: number }) {
  const sets = new SearchCache<FacetSet>(options);
  return {
    /**
     * The statement without the counts that are known: its own parameter counts (a search asked
     * again for another page or order) and each facet run of a ticked parameter (a click). `complete`
     * puts them back into the answer; `reusedOwn` says whether the statement's own were known.
     */
    async reuse(
      statement: SearchStatement,
      version: string,
    ): Promise<{
      statement: SearchStatement;
      complete(result: SearchStatementResult): SearchStatementResult;
      reusedOwn: boolean;
    }> {
      const [own, ...known] = await Promise.all([
        sets.peek(keyOf(version, statement.match, statement.filters)),
        ...statement.parameterFacetFilters.map(async (facet): Promise<Minus | undefined> => {
          const set = await sets.peek(keyOf(version, statement.match, facet.filters));
          return set && { rows: set.rows, values: set.values.get(facet.parameterId) ?? [] };
        }),
      ]);
      if (!own && known.every((k) => k === undefined))
        return { statement, complete: (result) => result, reusedOwn: false };
      return {
        statement: {
          ...statement,
          parameterCounts: own ? false : statement.parameterCounts,
          parameterFacetFilters: statement.parameterFacetFilters.filter((_, i) => known[i] === undefined),
        },
        complete(result) {
          const computed = [...result.parametersMinus];
          return {
            ...result,
            parameters: own ? flatten(own) : result.parameters,
            parametersMinus: known.map((k) => k ?? computed.shift()!),
          };
        },
        reusedOwn: own !== undefined,
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
  };
}

export type FacetSets = ReturnType<typeof createFacetSets>;
