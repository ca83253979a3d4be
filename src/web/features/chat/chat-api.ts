import type { ChatMessage, ChatToken } from '../../../common/contracts/chat';
import { generateContact } from '../../../common/routes-contact';
import { getJson, sendJson } from '../../lib/api';

/** The widget's calls (ADR 068): the token comes from the `jwt` common call and goes as a Bearer. */
export const chatApi = {
  token: (country: string, language: string) =>
    getJson<ChatToken>(`${generateContact('ajax_jwt')}?${new URLSearchParams({ country, language })}`),
  send: (token: string, body: string, page: string) =>
    sendJson<{ message: ChatMessage }>(
      'POST',
      generateContact('chat_send'),
      { body, page },
      { authorization: `Bearer ${token}` },
    ),
  offline: (token: string, input: { name: string; email: string; body: string; page: string }) =>
    sendJson<{ message: ChatMessage }>('POST', generateContact('chat_offline'), input, {
      authorization: `Bearer ${token}`,
    }),
  presence: (token: string, page: string) =>
    sendJson<void>('POST', generateContact('chat_presence'), { page }, { authorization: `Bearer ${token}` }),
  /** The stream's address: EventSource sends no headers, so the short-lived token goes in it. */
  streamUrl: (token: string, after?: number) =>
    `${generateContact('chat_stream')}?${new URLSearchParams({ token, ...(after !== undefined && { after: String(after) }) })}`,
};

/** Messages by id, in order, each once: what a stream and a send both add to. */
export function mergeMessages(list: readonly ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const message of more) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A page path of the shop as the desk is told it (never the query: it may hold personal data). */
export function currentPath(): string {
  return typeof location === 'undefined' ? '/' : location.pathname.slice(0, 500) || '/';
}
