import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import type { ChatMessage, ChatToken } from '../../../common/contracts/chat';
import { CHAT_MESSAGE_MAX, CHAT_NAME_MAX, CHAT_OFFLINE_MESSAGE_MAX } from '../../../common/chat';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { chatApi, currentPath, mergeMessages } from './chat-api';

export interface ChatWidgetProps {
  locale: Locale;
  onClose: () => void;
}

type Status = 'connecting' | 'live' | 'reconnecting';

/** Ask for a new token this long before the old one runs out. */
const REFRESH_BEFORE_MS = 60_000;

/**
 * The chat panel (issue 20, ADR 068), loaded on the chat button's first press. Messages come over
 * one EventSource (the browser resumes it with Last-Event-ID by itself; after a refused reconnect,
 * an expired token, it opens a new one with a new token from where it was); the visitor's lines go
 * by POST. Out of the market's opening hours it is the short enquiry form instead. Every text is
 * shown as text (React escapes it): markup in a message is harmless.
 */
export function ChatWidget({ locale, onClose }: ChatWidgetProps) {
  const t = useT();
  const titleId = useId();
  const [token, setToken] = useState<ChatToken | null>(null);
  const [failed, setFailed] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<Status>('connecting');
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outOfHours, setOutOfHours] = useState(false);
  const lastId = useRef<number | undefined>(undefined);
  const tokenRef = useRef<ChatToken | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const { pathname } = useLocation();

  const fetchToken = useCallback(async () => {
    const fresh = await chatApi.token(locale.country, locale.language);
    tokenRef.current = fresh;
    setToken(fresh);
    return fresh;
  }, [locale.country, locale.language]);

  useEffect(() => {
    let current = true;
    chatApi.token(locale.country, locale.language).then(
      (fresh) => {
        if (!current) return;
        tokenRef.current = fresh;
        setToken(fresh);
        setOutOfHours(!fresh.open);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [locale.country, locale.language]);

  // A new token before the old one runs out: the calls need a live one (the open stream does not).
  useEffect(() => {
    if (!token) return;
    const wait = Math.max(5_000, new Date(token.expiresAt).getTime() - Date.now() - REFRESH_BEFORE_MS);
    const timer = setTimeout(() => void fetchToken().catch(() => undefined), wait);
    return () => clearTimeout(timer);
  }, [token, fetchToken]);

  // The stream: opened once there is a token; reopened with a new token when the browser gives up.
  const streamToken = token && !outOfHours ? token.token : null;
  const [streamGeneration, setStreamGeneration] = useState(0);
  useEffect(() => {
    if (!streamToken) return;
    const source = new EventSource(chatApi.streamUrl(tokenRef.current!.token, lastId.current));
    source.onopen = () => setStatus('live');
    source.addEventListener('message', (event) => {
      const message = JSON.parse((event as MessageEvent<string>).data) as ChatMessage;
      lastId.current = Math.max(lastId.current ?? 0, message.id);
      setMessages((current) => mergeMessages(current, [message]));
    });
    source.onerror = () => {
      setStatus('reconnecting');
      // CLOSED: the server refused the reconnect (the token ran out): a new token, a new stream.
      if (source.readyState === EventSource.CLOSED) {
        source.close();
        const retry = setTimeout(() => {
          fetchToken().then(
            () => setStreamGeneration((n) => n + 1),
            () => setStreamGeneration((n) => n + 1),
          );
        }, 2_000);
        source.addEventListener('cleanup', () => clearTimeout(retry));
      }
    };
    return () => {
      source.dispatchEvent(new Event('cleanup'));
      source.close();
    };
  }, [streamToken, streamGeneration, fetchToken]);

  // The desk sees the page the visitor is on while a conversation is going.
  const chatting = messages.length > 0 && messages[messages.length - 1]!.author !== 'system';
  useEffect(() => {
    if (!chatting || !tokenRef.current) return;
    void chatApi.presence(tokenRef.current.token, currentPath()).catch(() => undefined);
  }, [pathname, chatting]);

  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView?.({ block: 'end' });
  }, [messages]);
  useEffect(() => {
    input.current?.focus();
  }, [token, outOfHours]);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = draft.trim();
    if (!body || sending || !tokenRef.current) return;
    setSending(true);
    setError(null);
    try {
      let reply;
      try {
        reply = await chatApi.send(tokenRef.current.token, body, currentPath());
      } catch (failure) {
        if (!(failure instanceof ApiError) || failure.body.code !== 401) throw failure;
        reply = await chatApi.send((await fetchToken()).token, body, currentPath());
      }
      setMessages((current) => mergeMessages(current, [reply.message]));
      setDraft('');
    } catch (failure) {
      if (failure instanceof ApiError && failure.body.code === 409) setOutOfHours(true);
      else setError(failure instanceof ApiError && failure.message ? failure.message : t('chat.sendFailed'));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <section
      className="chat-widget"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="chat-widget"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header className="chat-widget__header">
        <h2 id={titleId} className="chat-widget__title">
          {t('chat.title')}
        </h2>
        <button
          type="button"
          className="chat-widget__close"
          onClick={onClose}
          aria-label={t('chat.closeWidget')}
        >
          ×
        </button>
      </header>
      {failed ? (
        <p className="chat-widget__notice" role="alert">
          {t('chat.sendFailed')}
        </p>
      ) : !token ? (
        <p className="chat-widget__notice">{t('chat.connecting')}</p>
      ) : outOfHours ? (
        <OfflineForm token={token} locale={locale} inputRef={input} />
      ) : (
        <>
          <p className="chat-widget__greeting">{t('chat.greeting')}</p>
          <ol className="chat-widget__messages" ref={list} aria-live="polite" data-testid="chat-messages">
            {messages.map((message) =>
              message.author === 'system' ? (
                <li key={message.id} className="chat-message chat-message--system">
                  {t('chat.closedNotice')}
                </li>
              ) : (
                <li key={message.id} className={`chat-message chat-message--${message.author}`}>
                  <span className="chat-message__who">
                    {message.author === 'visitor' ? t('chat.you') : (message.staffName ?? t('chat.shop'))}
                  </span>
                  <span className="chat-message__body">{message.body}</span>
                </li>
              ),
            )}
          </ol>
          {status === 'reconnecting' && (
            <p className="chat-widget__notice" role="status">
              {t('chat.reconnecting')}
            </p>
          )}
          <form className="chat-widget__form" onSubmit={(event) => void send(event)}>
            <label className="visually-hidden" htmlFor={`${titleId}-input`}>
              {t('chat.message')}
            </label>
            <textarea
              id={`${titleId}-input`}
              ref={input}
              className="chat-widget__input"
              rows={2}
              maxLength={CHAT_MESSAGE_MAX}
              placeholder={t('chat.placeholder')}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              data-testid="chat-input"
            />
            <div className="chat-widget__row">
              <span className="chat-widget__counter" aria-live="off">
                {t('chat.counter', { count: draft.length, max: CHAT_MESSAGE_MAX })}
              </span>
              <button type="submit" className="chat-widget__send" disabled={sending || draft.trim() === ''}>
                {t('chat.send')}
              </button>
            </div>
            {error && (
              <p className="chat-widget__error" role="alert">
                {error}
              </p>
            )}
          </form>
        </>
      )}
    </section>
  );
}

function OfflineForm({
  token,
  locale,
  inputRef,
}: {
  token: ChatToken;
  locale: Locale;
  inputRef: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const t = useT();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [body, setBody] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const hours = t('chat.hours', {
    from: token.hours.from,
    to: token.hours.to,
    timeZone: token.hours.timeZone.split('/').pop()!.replace('_', ' '),
  });
  void locale;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await chatApi.offline(token.token, { name, email, body, page: currentPath() });
      setSentTo(email.trim());
    } catch (failure) {
      if (failure instanceof ApiError && failure.body.data)
        setErrors(Object.fromEntries(failure.body.data.map((issue) => [issue.field, issue.message])));
      else setErrors({ form: failure instanceof ApiError ? failure.message : t('chat.sendFailed') });
    } finally {
      setBusy(false);
    }
  };
  if (sentTo)
    return (
      <p className="chat-widget__notice" role="status" data-testid="chat-offline-sent">
        {t('chat.offline.sent', { email: sentTo })}
      </p>
    );
  const field = (key: string) =>
    errors[key] ? (
      <span className="chat-widget__error" id={`chat-offline-${key}-error`}>
        {errors[key]}
      </span>
    ) : null;
  return (
    <form
      className="chat-widget__form chat-widget__offline"
      onSubmit={(event) => void submit(event)}
      data-testid="chat-offline"
    >
      <h3 className="chat-widget__subtitle">{t('chat.offline.title')}</h3>
      <p>{t('chat.offline.intro', { hours })}</p>
      <label className="chat-widget__field">
        <span>{t('chat.offline.name')}</span>
        <input
          value={name}
          maxLength={CHAT_NAME_MAX}
          required
          autoComplete="name"
          onChange={(event) => setName(event.target.value)}
          aria-invalid={Boolean(errors.name)}
        />
        {field('name')}
      </label>
      <label className="chat-widget__field">
        <span>{t('chat.offline.email')}</span>
        <input
          type="email"
          value={email}
          required
          autoComplete="email"
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={Boolean(errors.email)}
        />
        {field('email')}
      </label>
      <label className="chat-widget__field">
        <span>{t('chat.message')}</span>
        <textarea
          ref={inputRef}
          rows={3}
          value={body}
          required
          maxLength={CHAT_OFFLINE_MESSAGE_MAX}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={Boolean(errors.body)}
        />
        <span className="chat-widget__counter">
          {t('chat.counter', { count: body.length, max: CHAT_OFFLINE_MESSAGE_MAX })}
        </span>
        {field('body')}
      </label>
      {errors.form && (
        <p className="chat-widget__error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="chat-widget__send" disabled={busy}>
        {t('chat.offline.send')}
      </button>
    </form>
  );
}
