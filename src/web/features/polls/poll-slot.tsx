import { useEffect, useState, type ComponentType } from 'react';
import type { PollPlacement } from '../../../common/poll-rules';
import type { PollView } from '../../../common/polls';
import type { PollCardProps } from './poll-card';
import { pollsApi } from './polls-api';

/**
 * Where a page offers its poll (issue 20, ADR 071): asks for the active poll of the place in the
 * page's market and language once the page is in the browser, and loads the card's code only when
 * there is one, so pages without a poll carry nothing of it. A poll is never worth an error on the
 * page: a failed look-up shows nothing.
 */
export function PollSlot({ placement, country }: { placement: PollPlacement; country: string }) {
  const [shown, setShown] = useState<{ view: PollView; Card: ComponentType<PollCardProps> } | null>(null);
  useEffect(() => {
    let live = true;
    pollsApi
      .view(placement, country)
      .then(async (view) => {
        if (!view.poll || !live) return;
        const { PollCard } = await import('./poll-card');
        if (live) setShown({ view, Card: PollCard });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [placement, country]);
  if (!shown || !shown.view.poll) return null;
  return <shown.Card poll={shown.view.poll} initialAnswer={shown.view.answer} />;
}
