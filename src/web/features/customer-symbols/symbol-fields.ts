import { symbolFieldProblem, type SymbolField } from '../../../common/customer-symbols';
import type { Translate } from '../../lib/i18n';

/**
 * The shared rules (common/customer-symbols.ts) check a form before it is sent; the server checks
 * it again with the same rules. The messages go under the fields, in the page's language.
 */
export function fieldErrors(
  value: Partial<Record<SymbolField, string>>,
  t: Translate,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, text] of Object.entries(value) as Array<[SymbolField, string]>) {
    const problem = symbolFieldProblem(field, text);
    if (problem) errors[field] = t(`customerSymbols.field.${problem.key}`, { max: problem.max ?? 0 });
  }
  return errors;
}
