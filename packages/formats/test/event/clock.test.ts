import { describe, expect, it } from 'vitest';
import { eventView, type FormatPlugin } from '../../src/index.ts';
import { finishRound, newEvent, ORG, PUBLIC, refused, run, withPlayers } from './helpers.ts';
import { duel } from './plugins.ts';

/** A two-game round like Political Escort's: 95 minutes, roles swapped at 45. */
const timed = {
  duel: {
    ...duel,
    roundMinutes: 95,
    timerMarks: [{ minute: 45, label: 'First game ends: swap roles' }],
  } as FormatPlugin,
};

describe('the round clock', () => {
  it('GAP-XW-12: the format’s round time by default; the organizer starts the clock, the view tells the end and the marks', () => {
    let e = withPlayers(4, {}, timed);
    expect(e.roundMinutes).toBe(95);
    e = run(e, ORG, { type: 'PairRound' }, timed);
    expect(eventView(e, PUBLIC).rounds[0]?.clock).toBeNull();
    expect(refused(e, PUBLIC, { type: 'StartClock' }, timed).code).toBe('NotAllowed');
    const r = run(e, ORG, { type: 'StartClock' }, timed);
    const at = r.log.at(-1)?.at as number;
    expect(r.log.at(-1)?.text).toBe("Round 1's clock started: 95 minutes.");
    expect(eventView(r, PUBLIC).rounds[0]?.clock).toEqual({
      startedAt: at,
      endsAt: at + 95 * 60_000,
      marks: [{ label: 'First game ends: swap roles', at: at + 45 * 60_000 }],
    });
    expect(refused(r, ORG, { type: 'StartClock' }, timed).code).toBe('ClockStarted');
    expect(refused(finishRound(r), ORG, { type: 'StartClock' }, timed).code).toBe('RoundClosed');
  });

  it('GAP-XW-12: the organizer sets or clears the round time; a clock without one has no end', () => {
    let e = newEvent({ roundMinutes: 75 });
    expect(e.roundMinutes).toBe(75);
    e = run(e, ORG, { type: 'UpdateEvent', roundMinutes: null });
    expect(e.log.at(-1)?.text).toBe('Event updated: no round time.');
    for (const name of ['A', 'B']) e = run(e, ORG, { type: 'Register', name });
    e = run(run(e, ORG, { type: 'PairRound' }), ORG, { type: 'StartClock' });
    expect(eventView(e, ORG).rounds[0]?.clock?.endsAt).toBeNull();
    expect(refused(e, ORG, { type: 'UpdateEvent', roundMinutes: 0 }).code).toBe('OutOfRange');
    expect(refused(newEvent(), ORG, { type: 'StartClock' }).code).toBe('NoRound');
  });
});
