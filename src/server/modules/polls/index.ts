/** Polls' public face (ADR 033, 071): the service and its routes. */
export { createPollsService, type PollsService } from './polls.service';
export { POLLS_DESK, pollsDeskRoutes, pollsRoutes } from './polls.routes';
