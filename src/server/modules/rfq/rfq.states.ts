import { AppError } from '../../../common/errors';
import type { RfqState } from '../../../common/rfq';

/**
 * The one state machine of a request for quote (ADR 051): which action may happen in which state,
 * by whom, and where it leads. Services ask `transition` before they write; nothing else decides.
 */
export type RfqActor = 'customer' | 'staff' | 'system';
export type RfqAction =
  | 'edit'
  | 'delete'
  | 'send'
  | 'claim'
  | 'unclaim'
  | 'price'
  | 'quote'
  | 'reject'
  | 'decline'
  | 'accept'
  | 'expire';

interface Rule {
  by: RfqActor;
  from: readonly RfqState[];
  /** The state after; `accept` leads to accepted once every line is bought, else partly accepted. */
  to: RfqState | ((everyLineAccepted: boolean) => RfqState) | null;
}

export const RFQ_TRANSITIONS: Readonly<Record<RfqAction, Rule>> = {
  edit: { by: 'customer', from: ['draft'], to: 'draft' },
  delete: { by: 'customer', from: ['draft'], to: null },
  send: { by: 'customer', from: ['draft'], to: 'sent' },
  // A colleague may take over a request someone else claimed (holidays), so claim works twice.
  claim: { by: 'staff', from: ['sent', 'being_priced'], to: 'being_priced' },
  // Back to the inbox for someone else (what was priced so far stays).
  unclaim: { by: 'staff', from: ['being_priced'], to: 'sent' },
  price: { by: 'staff', from: ['being_priced'], to: 'being_priced' },
  quote: { by: 'staff', from: ['being_priced'], to: 'quoted' },
  reject: { by: 'staff', from: ['sent', 'being_priced'], to: 'rejected' },
  // The customer says no to the whole quote before buying any of it. Once part is ordered the rest
  // simply stays open until the quote expires: "rejected" would hide that lines were bought.
  decline: { by: 'customer', from: ['quoted'], to: 'rejected' },
  accept: {
    by: 'customer',
    from: ['quoted', 'partly_accepted'],
    to: (all) => (all ? 'accepted' : 'partly_accepted'),
  },
  expire: { by: 'system', from: ['quoted', 'partly_accepted'], to: 'expired' },
};

/** Whether `actor` may do `action` in `state` (the pages ask this to offer a button at all). */
export function mayDo(action: RfqAction, actor: RfqActor, state: RfqState): boolean {
  const rule = RFQ_TRANSITIONS[action];
  return rule.by === actor && rule.from.includes(state);
}

/**
 * The state after `action`, or a refusal: 403 when the actor may never do it, 409 when the state
 * does not allow it now. `delete` answers null (the request is gone).
 */
export function transition(
  action: RfqAction,
  actor: RfqActor,
  state: RfqState,
  everyLineAccepted = false,
): RfqState | null {
  const rule = RFQ_TRANSITIONS[action];
  if (rule.by !== actor) throw new AppError(403, 'rfq.errors.notYours');
  if (!rule.from.includes(state)) throw new AppError(409, 'rfq.errors.wrongState', { params: { state } });
  return typeof rule.to === 'function' ? rule.to(everyLineAccepted) : rule.to;
}

/** The state as of `now`: a quote past its validity is expired whatever the row still says. */
export function effectiveState(stored: RfqState, validUntil: Date | null, now: Date): RfqState {
  if (validUntil && validUntil.getTime() <= now.getTime() && RFQ_TRANSITIONS.expire.from.includes(stored)) {
    return 'expired';
  }
  return stored;
}
