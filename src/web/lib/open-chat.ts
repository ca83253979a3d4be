/**
 * Any part of the shop opens the live chat with this event (the international-offer dialog's
 * "live chat", ADR 081); the chat feature listens. Here so that features need not import it (ADR 034).
 */
export const OPEN_CHAT_EVENT = 'shop:open-chat';

export function openChat(): void {
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}
