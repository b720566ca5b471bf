// The game log's wording: secret cards named only to those who may see them, plurals, capitals,
// one way to write a hex.
import { expect, describe as group, it } from 'vitest';
import { corePack } from '../src/content/index.ts';
import type { XiaEvent } from '../src/events.ts';
import { article, describe, namerFor, showHex } from '../src/report.ts';
import { createXia } from '../src/ruleset.ts';

const xia = createXia(corePack());
const made = xia.setup({ seats: 3, preset: 'standard' }, 'report');
if (!made.ok) throw new Error(made.error.message);
const names = namerFor(xia.content, made.value);
const mission = corePack().missions[0];
if (!mission) throw new Error('the core pack has missions');

const tell = (event: XiaEvent, viewer: Parameters<typeof xia.visibleEvent>[1] = 'omniscient') => {
  const seen = xia.visibleEvent(event, viewer);
  return seen && describe(seen, names);
};

group('the game log', () => {
  it('names a kept mission to its owner and to the omniscient view, to nobody else', () => {
    const kept: XiaEvent = { type: 'MissionKept', seat: 1, kept: true, card: mission.id };
    const named = `Captain 2 keeps the mission ${mission.name}.`;
    expect(tell(kept)).toBe(named);
    expect(tell(kept, { seat: 1 })).toBe(named);
    expect(tell(kept, { seat: 0 })).toBe('Captain 2 keeps a mission.');
    expect(tell(kept, 'spectator')).toBe('Captain 2 keeps a mission.');
    const drawn: XiaEvent = { type: 'MissionsDrawn', seat: 1, count: 1, cards: [mission.id] };
    expect(tell(drawn, { seat: 1 })).toBe(`Captain 2 draws 1 mission card: ${mission.name}.`);
    expect(tell(drawn, 'spectator')).toBe('Captain 2 draws 1 mission card.');
  });

  it('writes one marker, one cube, and many of them', () => {
    expect(tell({ type: 'MarkersArmed', seat: 0, count: 1, cost: 1 })).toBe(
      'Captain 1 arms 1 marker.',
    );
    expect(tell({ type: 'MarkersArmed', seat: 0, count: 2, cost: 2 })).toBe(
      'Captain 1 arms 2 markers.',
    );
    expect(tell({ type: 'CubesDropped', seat: 0, at: { q: 1, r: -2 }, cubes: ['plasma'] })).toBe(
      '1 cube is left at [1, -2].',
    );
    expect(
      tell({ type: 'CubesDropped', seat: 0, at: { q: 1, r: -2 }, cubes: ['plasma', 'spice'] }),
    ).toBe('2 cubes are left at [1, -2].');
  });

  it('names seats as people read them, also inside the reasons events carry', () => {
    const gift: XiaEvent = {
      type: 'EnergyChanged',
      seat: 0,
      amount: 2,
      energy: 2,
      reason: 'rescued by seat 1',
    };
    expect(tell(gift)).toBe('Captain 1 gains 2 Energy (rescued by Captain 2).');
    const decided: XiaEvent = {
      type: 'NpcDecided',
      npc: 'scoundrel',
      options: 2,
      roll: 4,
      chosen: 'seat 2',
    };
    expect(tell(decided)).toBe('The Scoundrel chooses Captain 3 (d20: 4).');
  });

  it('rule messages name seats as the log does', () => {
    const state = made.value;
    const status = xia.status(state);
    const acting = status.kind === 'active' ? (status.toAct[0] ?? 0) : 0;
    const other = (acting + 1) % 3;
    const legal = xia.legal(state, acting)[0];
    if (!legal) throw new Error('the acting seat has a command');
    const refused = xia.apply(state, other, legal);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.message).toContain(`Captain ${acting + 1}`);
    expect(refused.error.message).not.toMatch(/\bseat \d/i);
    const nobody = xia.apply(state, 7, legal);
    expect(!nobody.ok && nobody.error.message).toBe('There is no Captain 8 in this match.');
  });

  it('starts every sentence with a capital, NPCs included', () => {
    const attack: XiaEvent = {
      type: 'AttackDeclared',
      attacker: { npc: 'scoundrel' },
      target: { seat: 2 },
      weapons: [],
      ram: false,
    };
    expect(tell(attack)).toMatch(/^The Scoundrel attacks Captain 3\.$/);
  });

  it('writes a hex one way, and the article as the name is spoken', () => {
    expect(showHex({ q: 2, r: -1 })).toBe('[2, -1]');
    const decided: XiaEvent = {
      type: 'NpcDecided',
      npc: 'enforcer',
      options: 2,
      roll: 9,
      chosen: '0,-1',
    };
    expect(tell(decided)).toMatch(/^The Enforcer chooses \[0, -1\] \(d20: 9\)\.$/);
    expect(article('M-22 Engine')).toBe('an M-22 Engine');
    expect(article('Targe Shield')).toBe('a Targe Shield');
    expect(article('Ion Cannon')).toBe('an Ion Cannon');
    expect(article('Raptor-K Engine')).toBe('a Raptor-K Engine');
  });
});
