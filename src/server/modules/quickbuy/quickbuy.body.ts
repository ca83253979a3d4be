/**
 * The working list in a request body checked in slices (ADR 047, amended in session 15). Zod held
 * the event loop for 80–330 ms checking 10 000 lines in one go (bench/RESULTS.md, session 15), and
 * every call of the list carries it: here the call's other fields and the list's length are checked
 * first (cheap), then the lines a piece at a time with the event loop given back between slices,
 * then that their ids are unique. The body's schema still documents the call and says the same:
 * the same refusals (`quickbuy.errors.tooManyLines`, `lineIdRepeated`, a line's own field
 * problems at `lines.<n>.<field>`), the same parsed lines.
 */
import { z } from 'zod';
import { WorkingLineSchema, type WorkingLine } from '../../../common/contracts/quickbuy';
import { messageKey, validationError, zodProblems } from '../../../common/errors';
import { QUICKBUY_LINES_MAX } from '../../../common/quickbuy-rules';
import { LINES_PIECE, slicePacer } from './quickbuy.slices';

type Issue = z.core.$ZodIssue;

const LinesOnly = z.array(z.unknown()).max(QUICKBUY_LINES_MAX, messageKey('quickbuy.errors.tooManyLines'));
const SliceOfLines = z.array(WorkingLineSchema);
const UniqueIds = z.array(z.string()).refine((ids) => new Set(ids).size === ids.length, {
  message: messageKey('quickbuy.errors.lineIdRepeated'),
});

/** An issue of a part of the body moved under the body's path of that part. */
const under = (issue: Issue, prefix: PropertyKey[]): Issue => ({
  ...issue,
  path: [...prefix, ...issue.path],
});

/**
 * A checker of `schema` (a body with `lines: WorkingLine[]` beside other fields) that holds the
 * event loop at most one slice of lines at a time. Throws the 422 the schema's own check would.
 */
export function linesBodyInSlices<S extends z.ZodObject<{ lines: z.ZodType }>>(
  schema: S,
): (value: unknown) => Promise<z.output<S>> {
  const envelope = schema.extend({ lines: LinesOnly });
  return async (value) => {
    const outer = envelope.safeParse(value, { reportInput: true });
    if (!outer.success) throw validationError(zodProblems(outer.error.issues, 'body'));
    const raw = outer.data.lines as unknown[];
    const lines: WorkingLine[] = new Array<WorkingLine>(raw.length);
    const issues: Issue[] = [];
    const between = slicePacer();
    for (let from = 0; from < raw.length; from += LINES_PIECE) {
      if (from > 0) await between();
      const slice = SliceOfLines.safeParse(raw.slice(from, from + LINES_PIECE), { reportInput: true });
      if (slice.success) slice.data.forEach((line, i) => (lines[from + i] = line));
      else
        for (const issue of slice.error.issues) {
          const [index, ...rest] = issue.path;
          issues.push({ ...issue, path: ['lines', from + Number(index), ...rest] });
        }
    }
    if (issues.length === 0) {
      const unique = UniqueIds.safeParse(lines.map((l) => l.id));
      if (!unique.success) issues.push(...unique.error.issues.map((issue) => under(issue, ['lines'])));
    }
    if (issues.length > 0) throw validationError(zodProblems(issues, 'body'));
    return { ...outer.data, lines } as z.output<S>;
  };
}
