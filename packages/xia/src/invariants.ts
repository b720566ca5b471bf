/**
 * What must hold in every reachable state. The soak and the property tests check these after
 * every command; a violation is a bug in the rules, never a player's mistake.
 */

import { hexKey } from '@drift/engine/hex';
import { campaignViolations } from './campaign/invariants.ts';
import { upgradeViolations } from './campaign/upgrades/invariants.ts';
import { eventViolations } from './elements/a-events/invariants.ts';
import { explorationViolations, inNeedCards } from './elements/b-tokens/index.ts';
import { economyViolations } from './elements/c-economy/invariants.ts';
import { missionDeckIds } from './elements/e-missions/deck.ts';
import { embersMissionViolations } from './elements/e-missions/invariants.ts';
import { cometViolations } from './elements/e-paths/invariants.ts';
import { worldsViolations } from './elements/e-worlds/invariants.ts';
import { addOnCells, fOutfitViolations } from './elements/f-outfits/invariants.ts';
import { elementOn } from './elements/switches.ts';
import { cargoCells } from './model/cargo-cells.ts';
import type { Content } from './model/content.ts';
import { CUBE_COLOURS } from './model/cubes.ts';
import { cellKey } from './model/grid.ts';
import { captainName } from './model/seats.ts';
import type { XiaState } from './model/state.ts';
import { energyMax } from './rules/effects.ts';
import { holdSize, outfitCells } from './rules/hold.ts';
import { soloRules } from './solo/content.ts';
import { soloViolations } from './solo/invariants.ts';
import { soloNpcViolations } from './solo/npc-invariants.ts';

const CUBES_PER_COLOUR = 15;

/** Every broken invariant, as sentences; empty when the state is sound. */
export function violations(content: Content, state: XiaState): string[] {
  const out: string[] = [];
  for (const c of state.captains) {
    const who = captainName(c.seat);
    if (c.credits < 0) out.push(`${who} has negative credits (${c.credits})`);
    if (c.energy < 0 || c.energy > energyMax(content, c))
      out.push(`${who} has Energy ${c.energy} outside 0..${energyMax(content, c)}`);
    if (c.bounty < 0) out.push(`${who} has negative Bounty`);
    if (c.markers.length !== 4) out.push(`${who} has ${c.markers.length} markers`);
    if (!c.ship) continue;
    const cells = new Set(content.holdCells(c.ship).map(cellKey));
    // Element F: pods' and plating's outer spaces lie outside the hold (fOutfitViolations).
    const { outer, pods, plating } = addOnCells(content, c.hold);
    const filled = new Set<string>();
    const fill = (key: string, what: string) => {
      if (!cells.has(key) && !outer.has(key))
        out.push(`${who}: ${what} lies outside the hold at ${key}`);
      if (filled.has(key)) out.push(`${who}: two things fill hold cell ${key}`);
      filled.add(key);
    };
    for (const o of c.hold.outfits)
      if (!o.on) for (const cell of outfitCells(content, o)) fill(cellKey(cell), `outfit ${o.uid}`);
    // Cargo on a pod's spaces sits on the pod (element F); elsewhere it fills its cells.
    for (const item of c.hold.cargo)
      for (const cell of cargoCells(item))
        if (!pods.has(cellKey(cell))) fill(cellKey(cell), `a ${item.kind}`);
    const damage = new Set(c.hold.damage.map(cellKey));
    if (damage.size !== c.hold.damage.length) out.push(`${who}: two damage markers share a cell`);
    const ice = new Set((c.hold.ice ?? []).map(cellKey));
    if (ice.size !== (c.hold.ice?.length ?? 0)) out.push(`${who}: two Ice markers share a cell`);
    for (const i of ice) if (!damage.has(i)) out.push(`${who}: Ice at ${i} is no damage marker`);
    if (c.hold.ice?.length === 0) out.push(`${who}: an empty Ice list`);
    for (const d of damage)
      if (!cells.has(d) && !plating.has(d)) out.push(`${who}: damage outside the hold at ${d}`);
    for (const item of c.hold.cargo)
      if (cargoCells(item).some((cell) => damage.has(cellKey(cell))))
        out.push(`${who}: a ${item.kind} lies under damage`);
    if (c.at && damage.size >= holdSize(content, c))
      out.push(`${who}: damage fills the hold but the ship flies`);
    for (const m of c.markers) {
      if (m.at === 'used' && !c.hold.outfits.some((o) => o.uid === m.outfit))
        out.push(`${who}: a marker sits on a missing outfit`);
    }
  }
  // XB-SHIP-01: one ship per space, but for a captain passing through mid-move (XB-MOVE-03).
  const ships = new Map<string, string[]>();
  for (const c of state.captains)
    if (c.at) ships.set(hexKey(c.at), [...(ships.get(hexKey(c.at)) ?? []), captainName(c.seat)]);
  for (const n of state.npcs)
    if (n.at) ships.set(hexKey(n.at), [...(ships.get(hexKey(n.at)) ?? []), n.id]);
  const mover =
    state.stage === 'playing' && state.turn.movement > 0 ? captainName(state.turn.seat) : null;
  for (const [key, here] of ships) {
    if (here.length > 2 || (here.length === 2 && (mover === null || !here.includes(mover)))) {
      out.push(`${here.join(' and ')} share ${key}`);
    }
  }
  for (const colour of CUBE_COLOURS) {
    let total = state.supply.cubes[colour];
    for (const c of state.captains)
      total += c.hold.cargo.filter((x) => x.kind === 'cube' && x.colour === colour).length;
    for (const cubes of Object.values(state.board.cubes))
      total += cubes.filter((x) => x === colour).length;
    total += state.economy?.stock[colour] ?? 0; // XE-ECON-01: the Economy Board's stock
    if (total !== CUBES_PER_COLOUR)
      out.push(`${colour} cubes number ${total}, not ${CUBES_PER_COLOUR}`);
  }
  if (state.economy) out.push(...economyViolations(state.economy));
  out.push(...worldsViolations(state)); // element E
  for (const outfit of content.pack.outfits) {
    const owned = state.captains.reduce(
      (n, c) => n + c.hold.outfits.filter((o) => o.kind === outfit.id).length,
      0,
    );
    if ((state.supply.outfits[outfit.id] ?? 0) + owned !== outfit.copies)
      out.push(`${outfit.name} copies do not add up`);
  }
  if (elementOn(state, 'F')) out.push(...fOutfitViolations(content, state)); // element F
  if (elementOn(state, 'B')) out.push(...explorationViolations(state));
  else {
    const tokens =
      state.decks.exploration.length +
      Object.keys(state.board.tokens).length +
      state.captains.reduce((n, c) => n + c.explorationTokens.length, 0);
    if (tokens !== content.pack.exploration.length)
      out.push(`exploration tokens number ${tokens}, not ${content.pack.exploration.length}`);
  }
  // XB-EXPL-03: a captain's ship takes the token of the space it enters, so none lies under one,
  // but while the shield decision on the hazard it crossed is pending.
  for (const c of state.captains) {
    if (!c.at || state.board.tokens[hexKey(c.at)] === undefined) continue;
    if (!state.prompts.some((p) => p.kind === 'ShieldHazard' && p.seat === c.seat))
      out.push(`${captainName(c.seat)} stands on an exploration token it has not taken`);
  }
  let missions = state.decks.missions.length + state.decks.missionDiscard.length;
  for (const c of state.captains)
    missions +=
      c.missions.active.length +
      c.missions.completed.length +
      (c.missions.unsorted?.cards.length ?? 0); // element G's drawn cards (XE-RULE-01)
  for (const p of state.prompts) if (p.kind === 'KeepMission') missions += p.cards.length;
  missions += inNeedCards(state); // element B's captains in need
  const cards = missionDeckIds(content, state.options).length; // element E's cards with E on
  if (missions !== cards) out.push(`mission cards number ${missions}, not ${cards}`);
  out.push(...embersMissionViolations(state, content));
  // XE-2P-02: a card aims at a captain or an NPC of the match, never at its holder (XS-MISS-01).
  for (const c of state.captains)
    for (const m of c.missions.active) {
      if (m.target === c.seat) out.push(`${captainName(c.seat)} holds a card aimed at itself`);
      if (m.targetNpc !== undefined && !state.npcs.some((n) => n.id === m.targetNpc))
        out.push(`${captainName(c.seat)} holds a card aimed at "${m.targetNpc}", not in the match`);
    }
  const drawn = state.prompts.filter((p) => p.kind === 'PlaceSector').length;
  const sectors = state.decks.sectors.length + state.board.sectors.length + drawn;
  // Element E: the expansion's sectors join the stack (XE-SETUP-01).
  const dealt =
    content.pack.sectors.length + (elementOn(state, 'E') ? content.embers.sectors.length : 0);
  if (sectors !== dealt) out.push(`sectors number ${sectors}, not ${dealt}`);
  // Element A; a solo game takes some cards out (XS-SETUP-05).
  out.push(
    ...eventViolations(
      state.events,
      state.worlds !== undefined,
      state.solo ? soloRules().eventsOut : [],
    ),
  );
  if (state.solo) out.push(...soloViolations(state)); // solo
  out.push(...cometViolations(content, state)); // element E's comets
  out.push(...soloNpcViolations(content, state)); // solo NPCs (XS-NPC-*, XS-BEHV-*)
  out.push(...campaignViolations(content, state)); // a campaign game (XC-*)
  out.push(...upgradeViolations(state)); // campaign upgrades (XC-UPG-*)
  return out;
}
