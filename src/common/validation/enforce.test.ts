import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { translate } from '../i18n';
import { fieldErrors, validateOrThrow } from './enforce';
import type { FormRules } from './rules';

const rules: FormRules = {
  message: [{ type: 'notBlank' }, { type: 'length', max: 450 }],
  clientEmail: [{ type: 'notBlank' }, { type: 'email' }],
  customerNumber: [{ type: 'length', max: 10 }],
};
const polish = {
  translate: (key: string, params: Record<string, string | number>) => translate('pl', key, params),
};

describe('fieldErrors', () => {
  it('gives the 422 data entries in the request language, with labels', () => {
    expect(
      fieldErrors(
        rules,
        { message: '', clientEmail: 'x@', customerNumber: '12345678901' },
        { ...polish, labels: { customerNumber: 'Numer klienta' } },
      ),
    ).toEqual([
      { field: 'message', message: 'To pole jest wymagane' },
      { field: 'clientEmail', message: 'Nieprawidłowy adres e-mail' },
      { field: 'customerNumber', message: 'Numer klienta: maksymalna liczba znaków to 10' },
    ]);
  });
  it('calls a field without a label "This field"', () => {
    expect(
      fieldErrors(
        { a: [{ type: 'length', max: 1 }] },
        { a: 'xx' },
        { translate: (k, p) => translate('en', k, p) },
      ),
    ).toEqual([{ field: 'a', message: 'This field: the maximum number of characters is 1' }]);
  });
});

describe('validateOrThrow', () => {
  it('returns quietly for valid values', () => {
    expect(() => validateOrThrow(rules, { message: 'Hi', clientEmail: 'a@b.pl' }, polish)).not.toThrow();
  });
  it('throws the shop 422 with data and the first message as the main one (spec §5)', () => {
    let thrown: unknown;
    try {
      validateOrThrow(rules, { message: 'Hi', clientEmail: 'bad' }, polish);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    const error = thrown as AppError;
    expect(error.status).toBe(422);
    expect(error.message).toBe('Nieprawidłowy adres e-mail');
    expect(error.options.data).toEqual([{ field: 'clientEmail', message: 'Nieprawidłowy adres e-mail' }]);
  });
});
