import { useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';

/** The short link made by "Share link" (share-link.tsx), with a button that copies it. */
export function ShareLinkPanel({ shortUrl }: { shortUrl: string }) {
  const t = useT();
  const [copied, setCopied] = useState<'no' | 'yes' | 'select'>('no');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const copy = async () => {
    try {
      // The Clipboard API needs a secure context and permission; otherwise the text is selected for Ctrl+C.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(shortUrl);
      setCopied('yes');
    } catch {
      input.current?.focus();
      input.current?.select();
      setCopied(legacyCopy() ? 'yes' : 'select');
    }
  };

  return (
    <div className="share-link__panel" role="group" aria-label={t('shortLinks.title')}>
      <label htmlFor={inputId} className="share-link__label">
        {t('shortLinks.title')}
      </label>
      <div className="share-link__row">
        <input
          id={inputId}
          ref={input}
          className="share-link__url"
          type="text"
          readOnly
          value={shortUrl}
          onFocus={(e) => e.currentTarget.select()}
          data-testid="share-link-url"
        />
        <button
          type="button"
          className="button button--primary"
          onClick={() => void copy()}
          data-testid="share-link-copy"
        >
          {t('shortLinks.copy')}
        </button>
      </div>
      <p className="share-link__status" role="status">
        {copied === 'yes' ? t('shortLinks.copied') : copied === 'select' ? t('shortLinks.selectToCopy') : ''}
      </p>
    </div>
  );
}

/** The selection copied the old way (browsers without the Clipboard API or outside a secure context). */
function legacyCopy(): boolean {
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
