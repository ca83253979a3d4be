import { describe, expect, it } from 'vitest';
import { translate } from '../../common/i18n';
import { problemsOf, requiredEmailProblem, requiredTextProblem } from './form-checks';

const t = (key: string, values?: Record<string, string | number>) => translate('en', key, values);

describe('the checks a form says before its round trip', () => {
  it('a required text: empty or blank is required, too long names the maximum, else nothing', () => {
    expect(requiredTextProblem(t, '   ')).toBe(t('common.required'));
    expect(requiredTextProblem(t, 'abcd', 3)).toBe(t('errors.input.tooLong', { maximum: 3 }));
    // Characters as the server counts them: an emoji is one, and spaces around the text do not count.
    expect(requiredTextProblem(t, ' 😀😀😀 ', 3)).toBeUndefined();
    expect(requiredTextProblem(t, 'x')).toBeUndefined();
  });

  it('a required e-mail: empty, then malformed, then fine', () => {
    expect(requiredEmailProblem(t, '')).toBe(t('common.required'));
    expect(requiredEmailProblem(t, 'not-an-address')).toBe(t('common.invalidEmail'));
    expect(requiredEmailProblem(t, ' buyer@example.com ')).toBeUndefined();
  });

  it('keeps only the fields with a problem', () => {
    expect(problemsOf({ a: undefined, b: 'Required' })).toEqual({ b: 'Required' });
  });
});
