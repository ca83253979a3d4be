import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useT } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { OPEN_CHAT_EVENT } from '../../lib/open-chat';
import type { ChatWidgetProps } from './chat-widget';

/** The chat stays open across full page loads of the tab (sessionStorage), as it does across navigations. */
const OPEN_KEY = 'shop-chat-open';

function wasOpen(): boolean {
  try {
    return sessionStorage.getItem(OPEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The chat button on every shop page (issue 20, ADR 068). Only the button is in the page's
 * JavaScript; the widget (stream, messages, forms) is its own chunk, loaded on the first press,
 * so the product page's budget holds (ADR 044).
 */
export function ChatButton({ locale }: { locale: Locale }) {
  const t = useT();
  const [Widget, setWidget] = useState<ComponentType<ChatWidgetProps> | null>(null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const show = useCallback(() => {
    setOpen(true);
    try {
      sessionStorage.setItem(OPEN_KEY, '1');
    } catch {
      // Storage refused (private mode): the chat just does not reopen by itself.
    }
    void import('./chat-widget').then(({ ChatWidget }) => setWidget(() => ChatWidget));
  }, []);
  useEffect(() => {
    window.addEventListener(OPEN_CHAT_EVENT, show);
    // Reopened after a full page load of a tab that had it open (after hydration: storage is the browser's).
    const reopen = setTimeout(() => {
      if (wasOpen()) show();
    }, 0);
    return () => {
      clearTimeout(reopen);
      window.removeEventListener(OPEN_CHAT_EVENT, show);
    };
  }, [show]);
  const hide = useCallback(() => {
    setOpen(false);
    try {
      sessionStorage.removeItem(OPEN_KEY);
    } catch {
      // nothing to forget
    }
    requestAnimationFrame(() => button.current?.focus());
  }, []);
  return (
    <>
      {!open && (
        <button
          ref={button}
          type="button"
          className="chat-button"
          onClick={show}
          aria-haspopup="dialog"
          data-testid="chat-button"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path
              fill="currentColor"
              d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"
            />
          </svg>
          <span>{t('chat.button')}</span>
        </button>
      )}
      {open && Widget && <Widget locale={locale} onClose={hide} />}
    </>
  );
}
