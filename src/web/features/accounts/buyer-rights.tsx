import { useState, type FormEvent } from 'react';
import {
  LIMIT_MAX_LENGTH,
  LIMIT_PATTERN,
  type BuyerRights,
  type ContactPersonWithRights,
} from '../../../common/approvals';
import { isCurrency } from '../../../common/markets';
import { formatPrice } from '../../../common/format';
import { useT } from '../../lib/i18n';
import { formErrorsOf } from '../../lib/form-errors';
import { Checkbox, FormAlert, TextField } from '../../ui/form';
import { useSetBuyerRights } from './accounts-api';

const amount = (value: string, currency: string) =>
  isCurrency(currency) ? formatPrice(value, currency) : `${value} ${currency}`;

/** One line of what a colleague may do (ADR 078): order or not, limits, approver. */
export function BuyerRightsSummary({
  person,
  currency,
}: {
  person: ContactPersonWithRights;
  currency: string;
}) {
  const t = useT();
  const r = person.rights;
  if (person.isPrimary) return <span data-testid="buyer-rights">{t('approvals.rights.full')}</span>;
  const parts = !r.mayOrder
    ? [t('approvals.rights.cannotOrder')]
    : [
        t('approvals.rights.mayOrder'),
        r.orderLimit === null
          ? t('approvals.rights.noLimit')
          : t('approvals.rights.perOrder', { amount: amount(r.orderLimit, currency) }),
        ...(r.monthLimit === null
          ? []
          : [t('approvals.rights.perMonth', { amount: amount(r.monthLimit, currency) })]),
      ];
  if (r.approvesOrders) parts.push(t('approvals.rights.approver'));
  return <span data-testid="buyer-rights">{parts.join(' · ')}</span>;
}

/** The rights as the form holds them: limits as typed text, empty for none. */
interface RightsForm {
  mayOrder: boolean;
  orderLimit: string;
  monthLimit: string;
  approvesOrders: boolean;
}

/** Checks a typed limit the way the server does; the message key of a refusal, or null. */
export function limitProblem(value: string): 'approvals.errors.limitInvalid' | null {
  const text = value.trim();
  return text === '' || LIMIT_PATTERN.test(text) ? null : 'approvals.errors.limitInvalid';
}

export function toRights(form: RightsForm): BuyerRights {
  const limit = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    mayOrder: form.mayOrder,
    orderLimit: limit(form.orderLimit),
    monthLimit: limit(form.monthLimit),
    approvesOrders: form.approvesOrders,
  };
}

/** The primary contact person's form for a colleague's rights; saving refetches the list. */
export function BuyerRightsForm({
  person,
  currency,
  onSaved,
  onCancel,
}: {
  person: ContactPersonWithRights;
  currency: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const save = useSetBuyerRights();
  const [form, setForm] = useState<RightsForm>({
    mayOrder: person.rights.mayOrder,
    orderLimit: person.rights.orderLimit ?? '',
    monthLimit: person.rights.monthLimit ?? '',
    approvesOrders: person.rights.approvesOrders,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set =
    <K extends keyof RightsForm>(key: K) =>
    (value: RightsForm[K]) => {
      setForm((f) => ({ ...f, [key]: value }));
      setErrors((e) => ({ ...e, [key]: '', form: '' }));
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    for (const field of ['orderLimit', 'monthLimit'] as const) {
      const key = limitProblem(form[field]);
      if (key) problems[field] = t(key);
    }
    if (Object.keys(problems).length > 0) return setErrors(problems);
    try {
      await save.mutateAsync({ crc: person.crc, rights: toRights(form) });
      onSaved();
    } catch (failure) {
      setErrors(formErrorsOf(failure, t('auth.login.failed')));
    }
  };

  const id = `rights-${person.crc}`;
  return (
    <form
      className="auth-form buyer-rights__form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="buyer-rights-form"
    >
      <FormAlert message={errors.form} />
      <Checkbox
        id={`${id}-may-order`}
        label={t('approvals.rights.mayOrder')}
        checked={form.mayOrder}
        onChange={set('mayOrder')}
      />
      <TextField
        id={`${id}-order-limit`}
        label={t('approvals.rights.orderLimit', { currency })}
        hint={t('approvals.rights.limitHint')}
        inputMode="decimal"
        maxLength={LIMIT_MAX_LENGTH}
        value={form.orderLimit}
        onChange={set('orderLimit')}
        error={errors.orderLimit}
      />
      <TextField
        id={`${id}-month-limit`}
        label={t('approvals.rights.monthLimit', { currency })}
        inputMode="decimal"
        maxLength={LIMIT_MAX_LENGTH}
        value={form.monthLimit}
        onChange={set('monthLimit')}
        error={errors.monthLimit}
      />
      <Checkbox
        id={`${id}-approves`}
        label={t('approvals.rights.approvesOrders')}
        checked={form.approvesOrders}
        onChange={set('approvesOrders')}
      />
      <div className="auth-form__buttons">
        <button type="button" className="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={save.isPending}
          data-testid="buyer-rights-save"
        >
          {t('approvals.rights.save')}
        </button>
      </div>
    </form>
  );
}
