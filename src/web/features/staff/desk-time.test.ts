/**
 * The desk's one rule for a moment (desk-time.ts): the shop's wall clock (Europe/Warsaw) whatever
 * the zone of the browser or the server, in winter and in summer, in the page's language.
 */
import { describe, expect, it } from 'vitest';
import { deskTime } from './desk-time';

describe('deskTime', () => {
  it('writes the shop’s wall clock: UTC+1 in winter, UTC+2 in summer', () => {
    expect(deskTime('2026-01-15T12:05:00.000Z', 'pl')).toMatch(/15 sty 2026.*13:05$/);
    expect(deskTime('2026-07-15T12:05:00.000Z', 'de')).toMatch(/15\.07\.2026.*14:05$/);
    // Just before midnight UTC is already the next day in Warsaw: the day follows the clock.
    expect(deskTime('2026-03-01T23:30:00.000Z', 'hu')).toMatch(/2026\. márc\. 2\..*0:30$/);
  });

  it('writes the time alone, and to the second for the audit log', () => {
    expect(deskTime('2026-01-15T12:05:09.000Z', 'de', 'time')).toBe('13:05');
    expect(deskTime('2026-01-15T12:05:09.000Z', 'pl', 'seconds')).toMatch(/13:05:09$/);
    expect(deskTime('2026-01-15T12:05:09.000Z', 'en', 'time')).toBe('13:05');
  });
});
