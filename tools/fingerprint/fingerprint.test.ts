import { readFileSync } from 'node:fs';
import { createXia, type XiaRuleset } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { describe, expect, it } from 'vitest';
import { type Fingerprint, fingerprintGame, fingerprintGames } from './game.ts';

const xia = createXia(corePack());
const fixture = JSON.parse(
  readFileSync(new URL('./fixture.json', import.meta.url), 'utf8'),
) as Fingerprint[];

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The same ruleset, with every state deep-frozen before `legal` and `apply` see it. */
const frozen: XiaRuleset = {
  ...xia,
  legal: (state, seat) => xia.legal(deepFreeze(state), seat),
  apply: (state, seat, command) => xia.apply(deepFreeze(state), seat, command),
};

describe('engine fingerprints', () => {
  it('the first recorded games play exactly as recorded', () => {
    const games = fingerprintGames(6);
    const prints = games.map(({ seats, seed }) => fingerprintGame(xia, seats, seed, 1500));
    expect(prints).toEqual(fixture.slice(0, 6));
  }, 60_000);

  it('legal and apply never write to their input (states deep-frozen)', () => {
    const [game] = fingerprintGames(2).slice(1);
    if (!game) throw new Error('no game');
    expect(fingerprintGame(frozen, game.seats, game.seed, 1500)).toEqual(fixture[1]);
  }, 60_000);
});
