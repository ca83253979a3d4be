import { describe, expect, it } from 'vitest';
import { catalogues, lookUpMessage, translate } from '../i18n';
import { LANGUAGES } from '../markets';
import { fillFieldLabel, formatValidationError, MESSAGE_KEYS, FIELD_LABEL_PLACEHOLDER } from './messages';
import { validate } from './engine';

const english = (key: string, params: Record<string, string | number>) => translate('en', key, params);

describe('message keys', () => {
  it.each(LANGUAGES)('every key the engine reports exists in %s', (language) => {
    for (const key of Object.values(MESSAGE_KEYS)) {
      expect(lookUpMessage(catalogues[language], key), `${language} ${key}`).toBeTypeOf('string');
    }
    for (const key of [
      'orderCartInformation.phoneNumberErrorMessage',
      'orderCartInformation.emailAddressErrorMessage',
    ]) {
      expect(lookUpMessage(catalogues[language], key), `${language} ${key}`).toBeTypeOf('string');
    }
  });

  it.each(LANGUAGES)('%s puts the field label placeholder in the same messages as English', (language) => {
    for (const key of Object.values(MESSAGE_KEYS)) {
      const has = (lang: typeof language) =>
        lookUpMessage(catalogues[lang], key)!.includes(FIELD_LABEL_PLACEHOLDER);
      expect(has(language), `${language} ${key}`).toBe(has('en'));
    }
  });

  it('uses the spec §5 texts for required and e-mail', () => {
    expect(translate('en', MESSAGE_KEYS.required)).toBe('This field is required');
    expect(translate('en', MESSAGE_KEYS.email)).toBe('Invalid email');
  });
});

describe('{FIELD_LABEL_NAME}', () => {
  it('is replaced by the label, every occurrence', () => {
    expect(fillFieldLabel('{FIELD_LABEL_NAME}: too long ({FIELD_LABEL_NAME})', 'Message')).toBe(
      'Message: too long (Message)',
    );
    expect(fillFieldLabel('No placeholder', 'Message')).toBe('No placeholder');
  });

  it('a label with $ or braces is inserted literally', () => {
    expect(fillFieldLabel('{FIELD_LABEL_NAME} x', 'Price $& {{min}}')).toBe('Price $& {{min}} x');
  });

  it('formats an engine error with its parameters and the label', () => {
    const errors = validate(
      {
        message: [{ type: 'length', max: 450 }],
        nip: [{ type: 'length', min: 2, max: 4 }],
        phone: [{ type: 'phone' }],
      },
      { message: 'x'.repeat(451), nip: '1', phone: '1' },
    );
    expect(formatValidationError(errors.message, 'Message', english)).toBe(
      'Message: the maximum number of characters is 450',
    );
    expect(formatValidationError(errors.nip, 'VAT number', english)).toBe(
      'VAT number: the number of characters must be between 2 and 4',
    );
    expect(formatValidationError(errors.phone, 'Telefon', (k, p) => translate('pl', k, p))).toBe(
      'Telefon: wpisz dokładnie 9 cyfr',
    );
    expect(
      formatValidationError({ key: 'forms.required', params: {} }, 'E-Mail', (k, p) => translate('de', k, p)),
    ).toBe('Dieses Feld ist erforderlich');
  });
});
