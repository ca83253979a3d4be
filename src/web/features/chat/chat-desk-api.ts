import type { ChatConversation, ChatDeskList, ChatMessage } from '../../../common/contracts/chat';
import { generateDesk } from '../../../common/routes-desk';
import { getJson, postJson } from '../../lib/api';

/** The staff desk's chat calls (ADR 068), by their named routes. */
export const chatDeskApi = {
  list: () => getJson<ChatDeskList>(generateDesk('staff_chat_list')),
  conversation: (id: number) => getJson<ChatConversation>(generateDesk('staff_chat_get', { id })),
  reply: (id: number, body: string) =>
    postJson<{ message: ChatMessage }>(generateDesk('staff_chat_reply', { id }), { body }),
  close: (id: number) => postJson<void>(generateDesk('staff_chat_close', { id }), {}),
  streamUrl: (after: number) => `${generateDesk('staff_chat_stream')}?after=${after}`,
};
