import type { ChatConversation, ChatDeskList, ChatMessage } from '../../../common/contracts/chat';
import { generate } from '../../../common/routes';
import { getJson, postJson } from '../../lib/api';

/** The staff desk's chat calls (ADR 068), by their named routes. */
export const chatDeskApi = {
  list: () => getJson<ChatDeskList>(generate('staff_chat_list')),
  conversation: (id: number) => getJson<ChatConversation>(generate('staff_chat_get', { id })),
  reply: (id: number, body: string) =>
    postJson<{ message: ChatMessage }>(generate('staff_chat_reply', { id }), { body }),
  close: (id: number) => postJson<void>(generate('staff_chat_close', { id }), {}),
  streamUrl: (after: number) => `${generate('staff_chat_stream')}?after=${after}`,
};
