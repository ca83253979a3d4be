import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { FormAlert, TextField } from '../../ui/form';
import { formErrorsOf } from '../../lib/form-errors';
import { useCreateCustomerSymbol } from './customer-symbols-api';
import { fieldErrors } from './symbol-fields';

const EMPTY = { productSymbol: '', symbol: '', description: '' };

/** Gives a product the customer's own symbol; checked here first, then by the server. */
export function SymbolAddForm({ onDone }: { onDone: (message: string) => void }) {
  const t = useT();
  const create = useCreateCustomerSymbol();
  const [value, setValue] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const first = useRef<HTMLInputElement>(null);
  const set = (field: keyof typeof EMPTY) => (text: string) => setValue((v) => ({ ...v, [field]: text }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = fieldErrors(value, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const created = await create.mutateAsync({
        productSymbol: value.productSymbol.trim(),
        symbol: value.symbol.trim(),
        description: value.description.trim(),
      });
      setValue(EMPTY);
      onDone(t('customerSymbols.add.added', { symbol: created.symbol }));
      first.current?.focus();
    } catch (failure) {
      const server = formErrorsOf(failure, t('errors.unexpected'));
      // A refusal about the product or the symbol as a whole goes under the field it concerns.
      const key = failure instanceof ApiError ? failure.body.messageKey : null;
      if (server.form && key === 'customerSymbols.errors.unknownProduct')
        setErrors({ productSymbol: server.form });
      else if (server.form && key === 'customerSymbols.errors.symbolTaken')
        setErrors({ symbol: server.form });
      else setErrors(server);
    }
  }

  return (
    <form className="symbols-add" onSubmit={(e) => void submit(e)} noValidate data-testid="symbol-add">
      <h2>{t('customerSymbols.add.heading')}</h2>
      <FormAlert message={errors.form} />
      <div className="symbols-add__fields">
        <TextField
          ref={first}
          label={t('customerSymbols.add.productSymbol')}
          value={value.productSymbol}
          onChange={set('productSymbol')}
          error={errors.productSymbol}
          required
          autoComplete="off"
          name="productSymbol"
        />
        <TextField
          label={t('customerSymbols.add.symbol')}
          value={value.symbol}
          onChange={set('symbol')}
          error={errors.symbol}
          required
          autoComplete="off"
          name="symbol"
        />
        <TextField
          label={t('customerSymbols.add.description')}
          value={value.description}
          onChange={set('description')}
          error={errors.description}
          autoComplete="off"
          name="description"
        />
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {t('customerSymbols.add.submit')}
        </button>
      </div>
    </form>
  );
}
