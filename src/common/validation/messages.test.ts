import { describe, expect, it } from 'vitest';
import { catalogues, lookUpMessage } from '../i18n';
import { LANGUAGES } from '../markets';
import { fillFieldLabel } from './messages';

describe('receiver contact messages of the order form (spec §5: keys named by the spec)', () => {
  it.each(LANGUAGES)('exist in %s', (language) => {
    for (const key of [
      'orderCartInformation.phoneNumberErrorMessage',
      'orderCartInformation.emailAddressErrorMessage',
    ]) {
      expect(lookUpMessage(catalogues[language], key), `${language} ${key}`).toBeTypeOf('string');
    }
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
});
