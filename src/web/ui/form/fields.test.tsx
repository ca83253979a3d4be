import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import { Checkbox } from './checkbox';
import { FormAlert } from './form-alert';
import { NumberField } from './number-field';
import { PasswordField } from './password-field';
import { SearchSelectField } from './search-select-field';
import { SelectField } from './select-field';
import { TextArea } from './text-area';
import { TextField } from './text-field';

const inEnglish = (ui: React.ReactNode) => render(<I18nProvider messages={en}>{ui}</I18nProvider>);

/** A field kept in state, as a page would. */
function Controlled<P extends { value: string; onChange: (value: string) => void }>({
  as: Field,
  initial = '',
  ...props
}: { as: React.ComponentType<P>; initial?: string } & Omit<P, 'value' | 'onChange'>) {
  const [value, setValue] = useState(initial);
  return <Field {...(props as unknown as P)} value={value} onChange={setValue} />;
}

describe('TextField', () => {
  it('labels its input and marks it required with an asterisk hidden from screen readers', () => {
    const { container } = inEnglish(<TextField label="Email" value="" onChange={() => {}} required />);
    const input = screen.getByRole('textbox', { name: /email/i });
    expect(input).toHaveProperty('type', 'text');
    expect(input.getAttribute('aria-required')).toBe('true');
    const mark = container.querySelector('.ui-field__required')!;
    expect(mark.textContent).toBe('*');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(mark.getAttribute('title')).toBe('required');
  });

  it('has no asterisk or aria-required when optional', () => {
    const { container } = inEnglish(<TextField label="Company" value="" onChange={() => {}} />);
    expect(container.querySelector('.ui-field__required')).toBeNull();
    expect(screen.getByRole('textbox').hasAttribute('aria-required')).toBe(false);
  });

  it('shows an error as an alert under the field, with the label filled in', () => {
    inEnglish(
      <TextField
        label="VAT number"
        value="12"
        onChange={() => {}}
        error="{FIELD_LABEL_NAME}: the number of characters must be exactly 10"
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('VAT number: the number of characters must be exactly 10');
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('shows a server text as it is, filling a placeholder left in it', () => {
    inEnglish(<TextField label="Login" value="" onChange={() => {}} error="{FIELD_LABEL_NAME} is taken" />);
    expect(screen.getByRole('alert').textContent).toBe('Login is taken');
  });

  it('describes the input by its hint and error, and reports typed text', async () => {
    const onChange = vi.fn();
    inEnglish(
      <TextField
        label="City"
        value=""
        onChange={onChange}
        hint="As on the invoice"
        error="Bad"
        type="email"
      />,
    );
    const input = screen.getByRole('textbox');
    expect(input).toHaveProperty('type', 'email');
    const [hintId, errorId] = input.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(hintId)!.textContent).toBe('As on the invoice');
    expect(document.getElementById(errorId)!.textContent).toBe('Bad');
    await userEvent.type(input, 'a');
    expect(onChange).toHaveBeenCalledWith('a');
  });

  it('has no alert without an error', () => {
    inEnglish(<TextField label="City" value="" onChange={() => {}} error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox').hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('PasswordField', () => {
  it('hides the password until the toggle shows it, and hides it again', async () => {
    const user = userEvent.setup();
    inEnglish(<Controlled as={PasswordField} label="Password" initial="Secret-1" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('current-password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    expect(input.value).toBe('Secret-1');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });

  it('keeps its error and takes autocomplete for new passwords', () => {
    inEnglish(
      <PasswordField
        label="New password"
        value=""
        onChange={() => {}}
        autoComplete="new-password"
        error="{FIELD_LABEL_NAME}: the minimum number of characters is 8"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('New password: the minimum number of characters is 8');
    expect((screen.getByLabelText('New password') as HTMLInputElement).autocomplete).toBe('new-password');
  });
});

describe('NumberField', () => {
  it.each(['-', '+', 'e', 'E', ',', '.'])('blocks the %s key (spec §5)', (key) => {
    inEnglish(<NumberField label="Amount" value="" onChange={() => {}} />);
    expect(fireEvent.keyDown(screen.getByRole('spinbutton'), { key })).toBe(false);
  });

  it('lets digits, editing and navigation keys through', () => {
    inEnglish(<NumberField label="Amount" value="" onChange={() => {}} />);
    const input = screen.getByRole('spinbutton');
    for (const key of ['1', '0', 'Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Enter'])
      expect(fireEvent.keyDown(input, { key }), key).toBe(true);
  });

  it('ends up with only the digits of what was typed', async () => {
    inEnglish(<Controlled as={NumberField} label="Amount" />);
    const input = screen.getByRole('spinbutton') as HTMLInputElement;
    await userEvent.type(input, '-1e2.5,+0');
    expect(input.value).toBe('1250');
  });

  it('passes min and max and still calls the page keydown handler', () => {
    const onKeyDown = vi.fn();
    inEnglish(
      <NumberField label="Amount" value="5" onChange={() => {}} min={1} max={99} onKeyDown={onKeyDown} />,
    );
    const input = screen.getByRole('spinbutton');
    expect(input.getAttribute('min')).toBe('1');
    expect(input.getAttribute('max')).toBe('99');
    fireEvent.keyDown(input, { key: '5' });
    expect(onKeyDown).toHaveBeenCalled();
  });
});

describe('TextArea', () => {
  it('limits the length and counts characters current/max', async () => {
    inEnglish(<Controlled as={TextArea} label="Message" maxLength={10} showCounter />);
    const area = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    expect(area.maxLength).toBe(10);
    const counter = document.querySelector('.ui-field__counter')!;
    expect(counter.querySelector('[aria-hidden]')!.textContent).toBe('0/10');
    await userEvent.type(area, 'Hello');
    expect(counter.querySelector('[aria-hidden]')!.textContent).toBe('5/10');
    expect(counter.textContent).toContain('5 of 10 characters used');
    expect(area.getAttribute('aria-describedby')).toBe(counter.id);
  });

  it('has no counter unless asked', () => {
    inEnglish(<TextArea label="Message" value="" onChange={() => {}} maxLength={450} />);
    expect(document.querySelector('.ui-field__counter')).toBeNull();
  });

  it('counts emoji and accented letters as one character, like the validator', () => {
    inEnglish(<TextArea label="Message" value="łó😀" onChange={() => {}} maxLength={450} showCounter />);
    expect(document.querySelector('.ui-field__counter [aria-hidden]')!.textContent).toBe('3/450');
  });

  it('blocks pasting when asked', async () => {
    const user = userEvent.setup();
    inEnglish(<Controlled as={TextArea} label="Message" blockPaste />);
    const area = screen.getByRole('textbox') as HTMLTextAreaElement;
    area.focus();
    await user.paste('pasted text');
    expect(area.value).toBe('');
    expect(fireEvent.paste(area)).toBe(false);
    await user.type(area, 'typed');
    expect(area.value).toBe('typed');
  });

  it('allows pasting by default', async () => {
    const user = userEvent.setup();
    inEnglish(<Controlled as={TextArea} label="Message" />);
    const area = screen.getByRole('textbox') as HTMLTextAreaElement;
    area.focus();
    await user.paste('pasted text');
    expect(area.value).toBe('pasted text');
  });

  it('shows the asterisk and the error alert', () => {
    inEnglish(
      <TextArea label="Message" value="" onChange={() => {}} required error="This field is required" />,
    );
    expect(screen.getByRole('alert').textContent).toBe('This field is required');
    expect(screen.getByRole('textbox').getAttribute('aria-required')).toBe('true');
  });
});

describe('SelectField', () => {
  const options = [
    { value: 'PL', label: 'Poland' },
    { value: 'HU', label: 'Hungary' },
  ];
  it('offers the options after an empty placeholder and reports the choice', async () => {
    const onChange = vi.fn();
    inEnglish(
      <SelectField
        label="Country"
        options={options}
        value=""
        onChange={onChange}
        placeholder="Choose…"
        required
      />,
    );
    const select = screen.getByRole('combobox', { name: /country/i }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Choose…', 'Poland', 'Hungary']);
    await userEvent.selectOptions(select, 'HU');
    expect(onChange).toHaveBeenCalledWith('HU');
    expect(select.getAttribute('aria-required')).toBe('true');
  });
  it('shows its error', () => {
    inEnglish(
      <SelectField
        label="Country"
        options={options}
        value=""
        onChange={() => {}}
        error="This field is required"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('This field is required');
    expect(screen.getByRole('combobox').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('SearchSelectField', () => {
  it('wraps the kit search select with the error and required styling', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    const { container } = inEnglish(
      <SearchSelectField
        label="Country"
        options={[
          { value: 'DE', label: 'Germany' },
          { value: 'PL', label: 'Poland' },
        ]}
        value=""
        onChange={onChange}
        onBlur={onBlur}
        required
        error="This field is required"
        id="country-input"
      />,
    );
    expect(container.querySelector('.ui-field--required')).not.toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('This field is required');
    const input = screen.getByRole('combobox', { name: 'Country' });
    expect(input.id).toBe('country-input');
    await userEvent.type(input, 'pol');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('PL');
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalled();
  });
});

describe('Checkbox', () => {
  it('reports ticks and shows a required error with a text label', async () => {
    const onChange = vi.fn();
    inEnglish(
      <Checkbox
        label={
          <>
            I accept the <a href="/terms">terms</a>
          </>
        }
        errorLabel="Terms"
        checked={false}
        onChange={onChange}
        required
        error='{FIELD_LABEL_NAME}: the only accepted value is "true"'
      />,
    );
    const box = screen.getByRole('checkbox', { name: /I accept the terms/ });
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Terms: the only accepted value is "true"');
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });
  it('falls back to "This field" for a label that is not text', () => {
    inEnglish(
      <Checkbox
        label={<b>Newsletter</b>}
        checked
        onChange={() => {}}
        error="{FIELD_LABEL_NAME}: the minimum number of choices is 1"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('This field: the minimum number of choices is 1');
  });
});

describe('FormAlert', () => {
  it('shows the main message with its line breaks, or nothing', () => {
    const { rerender } = inEnglish(<FormAlert message={'First line\nSecond line'} />);
    const alert = screen.getByRole('alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['First line', 'Second line']);
    rerender(
      <I18nProvider messages={en}>
        <FormAlert message={null} />
      </I18nProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
