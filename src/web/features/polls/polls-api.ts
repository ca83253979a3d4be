import type {
  DeskPoll,
  DeskPollResults,
  PollAnswerChangeInput,
  PollAnswerInput,
  PollInput,
  PollMyAnswer,
  PollPlacement,
  PollView,
} from '../../../common/polls';
import { generate } from '../../../common/routes';
import { getJson, postJson, sendJson } from '../../lib/api';

/** The poll calls (issue 20, spec §7 "POST and PATCH poll"; ADR 071), by their named routes. */
export const pollsApi = {
  view: (placement: PollPlacement, country: string) =>
    getJson<PollView>(`${generate('poll_view')}?${new URLSearchParams({ placement, country })}`),
  answer: (body: PollAnswerInput) => postJson<PollMyAnswer>(generate('poll_answer'), body),
  change: (body: PollAnswerChangeInput) => sendJson<PollMyAnswer>('PATCH', generate('poll_change'), body),
};

/** The staff desk's poll calls. */
export const pollsDeskApi = {
  list: () => getJson<{ polls: DeskPoll[] }>(generate('staff_polls_list')),
  create: (poll: PollInput) => postJson<DeskPoll>(generate('staff_poll_create'), poll),
  results: (id: number) => getJson<DeskPollResults>(generate('staff_poll_get', { id })),
  activate: (id: number) => postJson<DeskPoll>(generate('staff_poll_activate', { id }), {}),
  close: (id: number) => postJson<DeskPoll>(generate('staff_poll_close', { id }), {}),
  exportUrl: (id: number) => generate('staff_poll_export', { id }),
};
