import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
import type {
  ChatConversation,
  ChatConversationSummary,
  ChatMessage,
  ChatPresenceEvent,
} from '../../../../common/contracts/chat';
import type { StaffMember } from '../../../../common/contracts/staff';
import { CHAT_MESSAGE_MAX } from '../../../../common/chat';
import { formatDate } from '../../../../common/format';
import { chatDeskApi } from '../../../features/chat/chat-desk-api';
import { mergeMessages } from '../../../features/chat/chat-api';
import '../../../features/chat/chat-desk.css';
import { StaffListEmpty } from '../../../features/staff/staff-list';
import { StaffShell } from '../../../features/staff/staff-shell';
import { ApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';
import { deskTime } from '../../../features/staff/desk-time';
import { deskHref } from '../../../lib/desk-href';

export interface StaffChatData {
  staff: StaffMember;
  conversations: ChatConversationSummary[];
  /** The newest message id when the page was loaded: the desk's stream starts after it. */
  lastId: number;
  selected: ChatConversation | null;
}

/** A page path as a person reads it (the browser sends it percent-encoded). */
function readablePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const who = (c: ChatConversationSummary, visitor: string) => c.customer ?? c.name ?? `${visitor} #${c.id}`;

/**
 * /staff/chat: the open conversations (the longest waiting first), one of them with its messages,
 * the visitor's current page and the customer's cart; reply and close. One event stream keeps the
 * page live: new messages, and visitors moving to other pages. Messages are shown as text.
 */
export function StaffChatPage({ data, locale }: PageProps<StaffChatData>) {
  const t = useT();
  const revalidator = useRevalidator();
  const [conversations, setConversations] = useState(data.conversations);
  const [selected, setSelected] = useState(data.selected);
  const [live, setLive] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const selectedId = selected?.conversation.id;
  const selectedRef = useRef(selectedId);
  useEffect(() => {
    selectedRef.current = selectedId;
  }, [selectedId]);
  const messagesEnd = useRef<HTMLOListElement>(null);

  // A navigation (another conversation, or after closing one) brings new loader data: start from it.
  const [shown, setShown] = useState(data);
  if (shown !== data) {
    setShown(data);
    setConversations(data.conversations);
    setSelected(data.selected);
    setDraft('');
    setError(null);
  }

  useEffect(() => {
    const source = new EventSource(chatDeskApi.streamUrl(data.lastId));
    source.onopen = () => setLive(true);
    source.onerror = () => setLive(false);
    source.addEventListener('message', (event) => {
      const message = JSON.parse((event as MessageEvent<string>).data) as ChatMessage;
      if (message.conversationId === selectedRef.current)
        setSelected((current) =>
          current
            ? {
                ...current,
                conversation: {
                  ...current.conversation,
                  state: message.author === 'system' ? 'closed' : current.conversation.state,
                },
                messages: mergeMessages(current.messages, [message]),
              }
            : current,
        );
      void chatDeskApi.list().then(
        (list) => setConversations(list.conversations),
        () => undefined,
      );
    });
    source.addEventListener('presence', (event) => {
      const presence = JSON.parse((event as MessageEvent<string>).data) as ChatPresenceEvent;
      setConversations((list) =>
        list.map((c) => (c.id === presence.conversationId ? { ...c, currentPage: presence.page } : c)),
      );
      setSelected((current) =>
        current?.conversation.id === presence.conversationId
          ? { ...current, conversation: { ...current.conversation, currentPage: presence.page } }
          : current,
      );
    });
    return () => source.close();
  }, [data.lastId]);

  useEffect(() => {
    messagesEnd.current?.lastElementChild?.scrollIntoView?.({ block: 'end' });
  }, [selected?.messages.length]);

  const reply = async (event: FormEvent) => {
    event.preventDefault();
    if (!selected || !draft.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const { message } = await chatDeskApi.reply(selected.conversation.id, draft.trim());
      setSelected((current) =>
        current ? { ...current, messages: mergeMessages(current.messages, [message]) } : current,
      );
      setDraft('');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const close = async () => {
    if (!selected) return;
    setBusy(true);
    try {
      await chatDeskApi.close(selected.conversation.id);
      void revalidator.revalidate();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const time = (iso: string) => deskTime(iso, locale.language, 'time');
  const here = deskHref(locale, 'staff_chat');

  return (
    <StaffShell staff={data.staff} locale={locale} current="staff_chat" title={t('chat.desk.title')}>
      <p className="staff-muted chat-desk__live" role="status">
        {live ? t('chat.desk.live') : t('chat.desk.reconnecting')}
      </p>
      <div className="chat-desk">
        <section className="staff-card chat-desk__list" aria-labelledby="chat-desk-open">
          <h2 id="chat-desk-open">{t('chat.desk.open')}</h2>
          {conversations.length === 0 ? (
            <StaffListEmpty bare>{t('chat.desk.none')}</StaffListEmpty>
          ) : (
            <ul data-testid="chat-desk-list">
              {conversations.map((c) => (
                <li key={c.id}>
                  <Link
                    to={`${here}?c=${c.id}`}
                    className="chat-desk__item"
                    aria-current={c.id === selectedId ? 'true' : undefined}
                    data-testid={`chat-desk-item-${c.id}`}
                  >
                    <span className="chat-desk__who">
                      {who(c, t('chat.desk.visitor'))}
                      {c.offline && <span className="chat-desk__badge">{t('chat.desk.offline')}</span>}
                    </span>
                    <span className="chat-desk__snippet">{c.lastMessage}</span>
                    <span className="staff-muted chat-desk__meta">
                      {c.country.toUpperCase()} · {readablePath(c.currentPage)} · {time(c.lastMessageAt)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="staff-card chat-desk__conversation" aria-labelledby="chat-desk-conversation">
          {!selected ? (
            <p id="chat-desk-conversation">{t('chat.desk.pick')}</p>
          ) : (
            <>
              <h2 id="chat-desk-conversation">
                {who(selected.conversation, t('chat.desk.visitor'))}
                {selected.conversation.state === 'closed' && (
                  <span className="chat-desk__badge">{t('chat.desk.closed')}</span>
                )}
              </h2>
              <dl className="chat-desk__facts">
                <dt>{t('chat.desk.page')}</dt>
                <dd data-testid="chat-desk-page">{readablePath(selected.conversation.currentPage)}</dd>
                <dt>{t('chat.desk.market')}</dt>
                <dd>
                  {selected.conversation.country.toUpperCase()} / {selected.conversation.language}
                </dd>
                {selected.conversation.email && (
                  <>
                    <dt>{t('chat.desk.email')}</dt>
                    <dd>{selected.conversation.email}</dd>
                  </>
                )}
                <dt>{t('chat.desk.cart')}</dt>
                <dd data-testid="chat-desk-cart">
                  {selected.cart ? (
                    <>
                      {selected.cart.orderNumber} · {t('chat.desk.lines', { count: selected.cart.lineCount })}
                      {selected.cart.total && (
                        <>
                          {' '}
                          · {t('chat.desk.total')}: {selected.cart.total} {selected.cart.currency}
                        </>
                      )}
                      <ul className="chat-desk__cart">
                        {selected.cart.lines.map((line) => (
                          <li key={line.symbol}>
                            {line.symbol} × {line.amount}
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : (
                    t('chat.desk.noCart')
                  )}
                </dd>
              </dl>
              <ol
                className="chat-desk__messages"
                ref={messagesEnd}
                aria-live="polite"
                data-testid="chat-desk-messages"
              >
                {selected.messages.map((m) =>
                  m.author === 'system' ? (
                    <li key={m.id} className="chat-message chat-message--system">
                      {t('chat.desk.closed')}
                    </li>
                  ) : (
                    <li
                      key={m.id}
                      className={`chat-message chat-message--${m.author === 'staff' ? 'visitor' : 'staff'}`}
                    >
                      <span className="chat-message__who">
                        {m.author === 'staff' ? m.staffName : t('chat.desk.visitor')} · {time(m.createdAt)}
                      </span>
                      <span className="chat-message__body">{m.body}</span>
                    </li>
                  ),
                )}
              </ol>
              {selected.conversation.state === 'open' && (
                <form className="staff-form chat-desk__reply" onSubmit={(event) => void reply(event)}>
                  <label className="ui-field">
                    <span className="ui-field__label">{t('chat.desk.reply')}</span>
                    <textarea
                      className="ui-field__input"
                      rows={3}
                      maxLength={CHAT_MESSAGE_MAX}
                      value={draft}
                      onChange={(event) => setDraft(event.target.value)}
                      data-testid="chat-desk-reply"
                    />
                  </label>
                  {error && (
                    <p className="chat-widget__error" role="alert">
                      {error}
                    </p>
                  )}
                  <div className="staff-actions">
                    <button type="submit" className="staff-button" disabled={busy || !draft.trim()}>
                      {t('chat.desk.send')}
                    </button>
                    <button
                      type="button"
                      className="staff-button staff-button--ghost"
                      onClick={() => void close()}
                      disabled={busy}
                    >
                      {t('chat.desk.close')}
                    </button>
                  </div>
                </form>
              )}
              <p className="staff-muted">{formatDate(selected.conversation.createdAt, locale.language)}</p>
            </>
          )}
        </section>
      </div>
    </StaffShell>
  );
}
