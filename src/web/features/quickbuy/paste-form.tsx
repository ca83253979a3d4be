import { useId, useState, type FormEvent } from 'react';
import type { QuickBuySource } from '../../../common/contracts/quickbuy';
import { QUICKBUY_TEXT_MAX } from '../../../common/quickbuy-rules';
import { useT } from '../../lib/i18n';

export interface PasteFormProps {
  /** True when the list has lines: the button adds to them instead of starting again. */
  adding: boolean;
  busy: boolean;
  onRead: (source: 'lines' | 'plain', text: string) => Promise<boolean>;
}

/**
 * The paste area (sources `lines` and `plain`). It sits in `.quickbuy-sources`, a grid the BOM file
 * drop zone joins beside it (ADR 047), so the page keeps one place for every source.
 */
export function PasteForm({ adding, busy, onRead }: PasteFormProps) {
  const t = useT();
  const id = useId();
  const [source, setSource] = useState<'lines' | 'plain'>('lines');
  const [text, setText] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    if (await onRead(source, text)) setText('');
  };
  const sources: Array<'lines' | 'plain'> = ['lines', 'plain'];
  return (
    <form className="quickbuy-paste" onSubmit={(event) => void submit(event)} data-testid="quickbuy-paste">
      <fieldset className="quickbuy-paste__sources">
        <legend>{t('quickbuy.source.legend')}</legend>
        {sources.map((value: QuickBuySource) => (
          <label key={value} className="quickbuy-paste__source">
            <input
              type="radio"
              name={`${id}-source`}
              value={value}
              checked={source === value}
              onChange={() => setSource(value as 'lines' | 'plain')}
            />
            {t(`quickbuy.source.${value as 'lines' | 'plain'}`)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-text`} className="quickbuy-paste__label">
        {t('quickbuy.source.textLabel')}
      </label>
      <p id={`${id}-help`} className="quickbuy-paste__help">
        {t(source === 'lines' ? 'quickbuy.source.linesHelp' : 'quickbuy.source.plainHelp')}
      </p>
      <textarea
        id={`${id}-text`}
        aria-describedby={`${id}-help`}
        className="quickbuy-paste__text"
        rows={8}
        maxLength={QUICKBUY_TEXT_MAX}
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={busy || text.trim() === ''}>
        {busy ? t('quickbuy.source.reading') : t(adding ? 'quickbuy.source.add' : 'quickbuy.source.read')}
      </button>
    </form>
  );
}
