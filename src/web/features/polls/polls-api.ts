import type {
  PollAnswerChangeInput,
  PollAnswerInput,
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
