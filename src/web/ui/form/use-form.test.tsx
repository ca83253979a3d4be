import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../../common/errors';
import { en } from '../../../common/i18n/en';
import type { FormRules } from '../../../common/validation';
import { ApiError } from '../../lib/api';
import { I18nProvider } from '../../lib/i18n';
import { Checkbox } from './checkbox';
import { FormAlert } from './form-alert';
import { NumberField } from './number-field';
import { PasswordField } from './password-field';
import { TextArea } from './text-area';
import { TextField } from './text-field';
import { useForm } from './use-form';

const rules: FormRules = {
  email: [{ type: 'notBlank' }, { type: 'email' }],
  message: [{ type: 'notBlank' }, { type: 'length', max: 450 }],
  amount: [
    { type: 'integer' },
    { type: 'greaterThan', value: 0 },
    { type: 'lessThan', value: 100, orEqual: true },
  ],
  password: [{ type: 'notBlank' }, { type: 'length', min: 8 }],
  repeat: [{ type: 'notBlank' }, { type: 'equalToField', field: 'password' }],
  terms: [{ type: 'notBlank', message: 'forms.required' }],
  vatId: [
    {
      type: 'when',
      field: 'company',
      is: [{ type: 'equals', value: true }],
      then: [{ type: 'notBlank' }, { type: 'length', exact: 10 }],
    },
  ],
};

function EnquiryForm({
  onSend,
  onError,
}: {
  onSend: (values: Record<string, unknown>) => unknown;
  onError?: (e: unknown) => void;
}) {
  const form = useForm(rules, { initialValues: { amount: '1' } });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSend, onError)(event)}>
      <FormAlert message={form.formError} />
      <TextField label="Email" {...form.field('email')} />
      <TextArea label="Message" showCounter {...form.field('message')} />
      <NumberField label="Amount" {...form.number('amount')} />
      <PasswordField label="Password" {...form.field('password')} />
      <PasswordField label="Repeat password" {...form.field('repeat')} />
      <Checkbox label="Company" {...form.checkbox('company')} />
      <TextField label="VAT ID" {...form.field('vatId')} />
      <Checkbox label="I accept the terms" {...form.checkbox('terms')} />
      <button type="submit" disabled={form.submitting}>
        Send
      </button>
    </form>
  );
}

const renderForm = (onSend = vi.fn(), onError?: (e: unknown) => void) => {
  render(
    <I18nProvider messages={en}>
      <EnquiryForm onSend={onSend} onError={onError} />
    </I18nProvider>,
  );
  return onSend;
};

const alertOf = (label: string | RegExp) => {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert')
      ?.textContent ?? null
  );
};

const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText(/^Email/), 'jan@example.com');
  await user.type(screen.getByLabelText(/^Message/), 'Do you have 100 pcs?');
  await user.type(screen.getByLabelText(/^Password/), 'Secret-123');
  await user.type(screen.getByLabelText(/^Repeat password/), 'Secret-123');
  await user.click(screen.getByLabelText(/I accept the terms/));
};

describe('useForm with the fields', () => {
  it('derives required marks and length/number attributes from the rules', () => {
    renderForm();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-required')).toBe('true');
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).maxLength).toBe(450);
    expect(document.querySelector('.ui-field__counter [aria-hidden]')!.textContent).toBe('0/450');
    const amount = screen.getByLabelText('Amount');
    expect(amount.getAttribute('min')).toBe('1');
    expect(amount.getAttribute('max')).toBe('100');
    expect((amount as HTMLInputElement).value).toBe('1');
    expect(screen.getByLabelText('VAT ID').hasAttribute('aria-required')).toBe(false);
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).minLength).toBe(8);
  });

  it('shows no error before a field is visited, and the field error on blur', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Email/), 'jan@');
    expect(alertOf(/^Email/)).toBeNull();
    await user.tab();
    expect(alertOf(/^Email/)).toBe('Invalid email');
    // Only the visited field speaks.
    expect(alertOf(/^Message/)).toBeNull();
    // Once shown, the error follows the corrections live.
    await user.type(screen.getByLabelText(/^Email/), 'example.com');
    expect(alertOf(/^Email/)).toBeNull();
  });

  it('on submit shows every error and focuses the first invalid field in page order', async () => {
    const user = userEvent.setup();
    const onSend = renderForm();
    await user.type(screen.getByLabelText(/^Email/), 'jan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(alertOf(/^Email/)).toBeNull();
    expect(alertOf(/^Message/)).toBe('This field is required');
    expect(alertOf(/^Password/)).toBe('This field is required');
    expect(alertOf(/I accept the terms/)).toBe('This field is required');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Message/));
  });

  it('checks fields against each other and conditional rules', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.clear(screen.getByLabelText(/^Repeat password/));
    await user.type(screen.getByLabelText(/^Repeat password/), 'Secret-124');
    await user.tab();
    expect(alertOf(/^Repeat password/)).toBe('Repeat password: the values do not match');
    await user.click(screen.getByLabelText('Company'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(alertOf('VAT ID')).toBe('This field is required');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Repeat password/));
  });

  it('sends the values when the rules pass', async () => {
    const user = userEvent.setup();
    const onSend = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({
      amount: '1',
      email: 'jan@example.com',
      message: 'Do you have 100 pcs?',
      password: 'Secret-123',
      repeat: 'Secret-123',
      terms: true,
    });
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('maps a 422 to field errors and the main message, clearing each when its field changes (spec §5)', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const failure = new ApiError(
      errorBody(422, 'Email: address already registered', {
        data: [
          { field: 'email', message: 'Email: address already registered' },
          { field: 'message', message: 'Links are not allowed' },
          { field: 'body', message: 'Not a form field' },
        ],
      }),
    );
    const onSend = renderForm(vi.fn().mockRejectedValue(failure), onError);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(onSend).toHaveBeenCalledTimes(1);
    const main = document.querySelector('.ui-form-alert')!;
    expect(main.textContent).toBe('Email: address already registered');
    expect(alertOf(/^Email/)).toBe('Email: address already registered');
    expect(alertOf(/^Message/)).toBe('Links are not allowed');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'x');
    expect(alertOf(/^Email/)).toBeNull();
    expect(alertOf(/^Message/)).toBe('Links are not allowed');
  });

  it('shows another failure as the main message only', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn().mockRejectedValue(new ApiError(errorBody(429, 'Too many attempts'))));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(document.querySelector('.ui-form-alert')?.textContent).toBe('Too many attempts'),
    );
  });

  it('says an unknown error for a failure without the error shape', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(document.querySelector('.ui-form-alert')?.textContent).toBe(en.errorModal.unknownError),
    );
  });

  it('disables nothing itself but reports submitting while the call runs', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    renderForm(vi.fn(() => new Promise<void>((resolve) => (finish = resolve))));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('useForm state', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider messages={en}>{children}</I18nProvider>
  );

  it('follows rules that arrive later (front constraints)', () => {
    const { result, rerender } = renderHook(({ r }: { r: FormRules }) => useForm(r), {
      wrapper,
      initialProps: { r: {} },
    });
    expect(result.current.isValid).toBe(true);
    rerender({ r: { name: [{ type: 'notBlank' }, { type: 'length', max: 5 }] } });
    expect(result.current.isValid).toBe(false);
    expect(result.current.field('name')).toMatchObject({ required: true, maxLength: 5, value: '' });
    act(() => result.current.setValue('name', 'Jan'));
    expect(result.current.isValid).toBe(true);
  });

  it('sets server errors directly and resets everything', () => {
    const { result } = renderHook(
      () => useForm({ a: [{ type: 'notBlank' }] }, { initialValues: { a: 'x' } }),
      { wrapper },
    );
    act(() =>
      result.current.setServerErrors([
        { field: 'a', message: 'Taken' },
        { field: 'a', message: 'Second' },
      ]),
    );
    expect(result.current.errors.a).toBe('Taken');
    expect(result.current.formError).toBe('Taken');
    act(() => result.current.setValue('a', ''));
    act(() => result.current.touch('a'));
    expect(result.current.errors.a).toEqual({ key: 'forms.required', params: {} });
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ a: 'x' });
    expect(result.current.errors).toEqual({});
    expect(result.current.formError).toBeNull();
    expect(result.current.touched).toEqual({});
  });

  it('validateForm reports validity and shows all errors', () => {
    const { result } = renderHook(() => useForm({ a: [{ type: 'notBlank' }], b: [{ type: 'email' }] }), {
      wrapper,
    });
    let valid = true;
    act(() => {
      valid = result.current.validateForm();
    });
    expect(valid).toBe(false);
    expect(result.current.submitted).toBe(true);
    expect(result.current.errors).toEqual({ a: { key: 'forms.required', params: {} } });
  });
});
