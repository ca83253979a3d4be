import { describe, expect, it } from 'vitest';
import { AppError } from '../../../common/errors';
import { RFQ_STATES, type RfqState } from '../../../common/rfq';
import { effectiveState, mayDo, RFQ_TRANSITIONS, transition, type RfqAction } from './rfq.states';

const refusal = (fn: () => unknown): number | undefined => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.status : -1;
  }
  return undefined;
};

describe('the RFQ state machine', () => {
  it('leads a request from draft through pricing to a quote, and a quote to accepted in parts', () => {
    expect(transition('send', 'customer', 'draft')).toBe('sent');
    expect(transition('claim', 'staff', 'sent')).toBe('being_priced');
    expect(transition('claim', 'staff', 'being_priced')).toBe('being_priced');
    expect(transition('price', 'staff', 'being_priced')).toBe('being_priced');
    expect(transition('quote', 'staff', 'being_priced')).toBe('quoted');
    expect(transition('accept', 'customer', 'quoted', false)).toBe('partly_accepted');
    expect(transition('accept', 'customer', 'partly_accepted', true)).toBe('accepted');
    expect(transition('expire', 'system', 'partly_accepted')).toBe('expired');
    expect(transition('reject', 'staff', 'sent')).toBe('rejected');
    expect(transition('unclaim', 'staff', 'being_priced')).toBe('sent');
    expect(transition('delete', 'customer', 'draft')).toBeNull();
  });

  it('refuses an actor who may never take the step (403) and a state that does not allow it (409)', () => {
    expect(refusal(() => transition('quote', 'customer', 'being_priced'))).toBe(403);
    expect(refusal(() => transition('send', 'staff', 'draft'))).toBe(403);
    expect(refusal(() => transition('accept', 'staff', 'quoted'))).toBe(403);
    expect(refusal(() => transition('edit', 'customer', 'sent'))).toBe(409);
    expect(refusal(() => transition('quote', 'staff', 'sent'))).toBe(409);
    expect(refusal(() => transition('accept', 'customer', 'expired'))).toBe(409);
    expect(refusal(() => transition('accept', 'customer', 'accepted'))).toBe(409);
    expect(refusal(() => transition('send', 'customer', 'quoted'))).toBe(409);
  });

  it('allows exactly the listed (action, actor, state) triples, nothing else', () => {
    const actors = ['customer', 'staff', 'system'] as const;
    let allowed = 0;
    for (const action of Object.keys(RFQ_TRANSITIONS) as RfqAction[]) {
      for (const actor of actors) {
        for (const state of RFQ_STATES) {
          const rule = RFQ_TRANSITIONS[action];
          const expected = rule.by === actor && (rule.from as readonly RfqState[]).includes(state);
          expect(mayDo(action, actor, state)).toBe(expected);
          if (expected) allowed += 1;
        }
      }
    }
    expect(allowed).toBe(15);
    // The customer declines only a quote nothing was bought from yet.
    expect(mayDo('decline', 'customer', 'quoted')).toBe(true);
    expect(mayDo('decline', 'customer', 'partly_accepted')).toBe(false);
    expect(mayDo('decline', 'staff', 'quoted')).toBe(false);
    // Terminal states: nothing leads out of them.
    for (const state of ['accepted', 'expired', 'rejected'] as const) {
      for (const action of Object.keys(RFQ_TRANSITIONS) as RfqAction[]) {
        for (const actor of actors) expect(mayDo(action, actor, state)).toBe(false);
      }
    }
  });

  it('reads a quote past its validity as expired, and only a quote', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const past = new Date('2026-11-26T11:59:59Z');
    const future = new Date('2026-11-27T00:00:00Z');
    expect(effectiveState('quoted', past, now)).toBe('expired');
    expect(effectiveState('partly_accepted', past, now)).toBe('expired');
    expect(effectiveState('quoted', future, now)).toBe('quoted');
    expect(effectiveState('quoted', now, now)).toBe('expired');
    expect(effectiveState('accepted', past, now)).toBe('accepted');
    expect(effectiveState('draft', null, now)).toBe('draft');
  });
});
