/** Live chat's public face (issue 20, ADR 068): the service, its routes, the bus for tests and the bench. */
export { createChatService, type ChatService, type ChatOptions } from './chat.service';
export { chatRoutes, CHAT_VISITOR_COOKIE } from './chat.routes';
export { localBus, redisBus, type ChatBus } from './chat.hub';
