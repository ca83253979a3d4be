import type { DeskPoll, DeskPollResults, PollInput } from '../../../common/polls';
import { generateDesk } from '../../../common/routes-desk';
import { getJson, postJson } from '../../lib/api';

/** The staff desk's poll calls (ADR 071); a module of their own, away from the shop's poll slot (ADR 085). */
export const pollsDeskApi = {
  list: () => getJson<{ polls: DeskPoll[] }>(generateDesk('staff_polls_list')),
  create: (poll: PollInput) => postJson<DeskPoll>(generateDesk('staff_poll_create'), poll),
  results: (id: number) => getJson<DeskPollResults>(generateDesk('staff_poll_get', { id })),
  activate: (id: number) => postJson<DeskPoll>(generateDesk('staff_poll_activate', { id }), {}),
  close: (id: number) => postJson<DeskPoll>(generateDesk('staff_poll_close', { id }), {}),
  exportUrl: (id: number) => generateDesk('staff_poll_export', { id }),
};
