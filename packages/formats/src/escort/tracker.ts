/**
 * The shuttle tracker a Political Escort table keeps beside the model: damage taken, Protect
 * tokens, stress, ion and tractor tokens, face-up damage cards and the blocking rule. Plain JSON
 * state; commands come from the table as outside input and are checked.
 */
import { ok, refuse } from '@drift/engine';
import type { Read } from '../standard/read.ts';
import {
  type AutoClearSpeed,
  type BlockingAdvice,
  blockingAdvice,
  type LastMove,
  settleMove,
} from './blocking.ts';
import { type ShuttleFlip, shuttleDamageCard } from './damage-cards.ts';
import { dialManeuver, type ShuttleBearing, senatorsShuttle } from './shuttle.ts';
import { type CardEntry, readShuttleCommand, type ShuttleCommand } from './tracker-commands.ts';

export type ShuttleFate = 'in-play' | 'destroyed' | 'escaped' | 'fled';

export interface FaceUpCard {
  readonly title: string;
  readonly flip: ShuttleFlip;
  readonly hull: number;
  readonly agility: number;
}

export interface ShuttleState {
  readonly round: number;
  readonly fate: ShuttleFate;
  readonly shieldsLost: number;
  readonly hullLost: number;
  readonly faceUp: readonly FaceUpCard[];
  readonly protect: number;
  readonly stress: number;
  readonly ion: number;
  readonly tractor: number;
  readonly lastMove: LastMove | null;
}

/** What a command did, for the table to read. */
export interface ShuttleNote {
  readonly text: string;
}

export interface Tracked {
  readonly state: ShuttleState;
  readonly notes: readonly ShuttleNote[];
}

/** The shuttle as placed in setup: shields up, nothing on it (XW-PE-12, XW-PE-13). */
export function newShuttle(): ShuttleState {
  return {
    round: 1,
    fate: 'in-play',
    shieldsLost: 0,
    hullLost: 0,
    faceUp: [],
    protect: 0,
    stress: 0,
    ion: 0,
    tractor: 0,
    lastMove: null,
  };
}

/** Damage taken, shields and hull together (GAP-XW-06). */
export function damageTaken(s: ShuttleState): number {
  return s.shieldsLost + s.hullLost;
}

/** "Taken six damage" (XW-PE-21, GAP-XW-06): six or more, shields and hull together. */
export function hasSixDamage(s: ShuttleState): boolean {
  return damageTaken(s) >= 6;
}

/** Ionised as a large ship: two ion tokens (XW-PE-36). */
export function isIonised(s: ShuttleState): boolean {
  return s.ion >= senatorsShuttle.ionTokensToIonise;
}

/** Agility after tractor tokens and face-up cards (a tractor beam never moves it, XW-PE-36). */
export function shuttleAgility(s: ShuttleState): number {
  const lost = s.tractor + s.faceUp.reduce((n, c) => n + c.agility, 0);
  return Math.max(0, senatorsShuttle.agility - lost);
}

export interface ShuttleStatus {
  readonly round: number;
  readonly fate: ShuttleFate;
  readonly shields: number;
  readonly hull: number;
  readonly damageTaken: number;
  readonly sixDamage: boolean;
  readonly agility: number;
  readonly ionised: boolean;
  readonly protect: number;
  readonly stress: number;
  readonly faceUp: readonly string[];
  readonly blocking: BlockingAdvice;
}

export function shuttleStatus(s: ShuttleState): ShuttleStatus {
  return {
    round: s.round,
    fate: s.fate,
    shields: senatorsShuttle.shields - s.shieldsLost,
    hull: Math.max(0, senatorsShuttle.hull - s.hullLost),
    damageTaken: damageTaken(s),
    sixDamage: hasSixDamage(s),
    agility: shuttleAgility(s),
    ionised: isIonised(s),
    protect: s.protect,
    stress: s.stress,
    faceUp: s.faceUp.map((c) => c.title),
    blocking: blockingAdvice(s.lastMove, s.round),
  };
}

/** Applies one command from the table. */
export function applyShuttle(state: ShuttleState, input: unknown): Read<Tracked> {
  const command = readShuttleCommand(input);
  if (!command.ok) return command;
  if (state.fate !== 'in-play') {
    return refuse(
      'ShuttleGone',
      `The shuttle has ${state.fate === 'escaped' ? 'escaped' : 'left play'}: the game is over`,
    );
  }
  return run(state, command.value);
}

function run(s: ShuttleState, c: ShuttleCommand): Read<Tracked> {
  switch (c.type) {
    case 'Protect':
      if (c.range !== 1) {
        return refuse(
          'OutOfRange',
          `${c.by} is at Range ${c.range}: only a friendly ship at Range 1 may protect the shuttle (XW-PE-08)`,
        );
      }
      return done(
        { ...s, protect: s.protect + 1 },
        `${c.by} protects the shuttle: ${s.protect + 1} Protect token(s).`,
      );
    case 'Attack':
      return attack(s, c);
    case 'Damage':
      return dealDamage(s, c.hits, c.crits, c.cards, []);
    case 'Tokens':
      return tokens(s, c.kind, c.change);
    case 'Activate':
      return activate(s, c.speed, c.bearing, c.blocked, c.clearsWith, c.leaves);
    case 'EndRound':
      return done({ ...s, round: s.round + 1 }, `Round ${s.round + 1} begins.`);
  }
}

function done(state: ShuttleState, ...texts: string[]): Read<Tracked> {
  return ok({ state, notes: texts.map((text) => ({ text })) });
}

/**
 * Compare results with Protect (XW-PE-08): evades cancel hits, then crits; a Protect token then
 * cancels one attack die of the defender's choice. It is not a dice modification and adds no
 * evade (XW-PE-32), and no weapon's rule about evade tokens touches it (XW-PE-31).
 */
function attack(s: ShuttleState, c: Extract<ShuttleCommand, { type: 'Attack' }>): Read<Tracked> {
  let h = Math.max(0, c.hits - c.evades);
  let k = Math.max(0, c.crits - Math.max(0, c.evades - c.hits));
  const notes: string[] = [];
  if (c.weapon !== null && NO_EVADE_TOKEN_WEAPONS.includes(c.weapon.trim().toLowerCase())) {
    notes.push(`${c.weapon} stops evade tokens, not Protect tokens (XW-PE-31).`);
  }
  if (c.protect !== null) {
    if (s.protect < 1)
      return refuse('NoProtectToken', 'The shuttle holds no Protect token to spend');
    if ((c.protect === 'hit' ? h : k) < 1) {
      return refuse(
        'NothingToCancel',
        `No uncancelled ${c.protect} result is left for the Protect token to cancel`,
      );
    }
    if (c.protect === 'hit') h -= 1;
    else k -= 1;
    notes.push(
      `Protect token spent: one ${c.protect} cancelled, no evade added (${s.protect - 1} left).`,
    );
  }
  const spent = c.protect === null ? 0 : 1;
  return dealDamage({ ...s, protect: s.protect - spent }, h, k, c.cards, notes);
}

/** Weapons whose target may not spend evade tokens; Protect is a different effect (XW-PE-31). */
const NO_EVADE_TOKEN_WEAPONS: readonly string[] = ['homing missiles'];

/** Shields take hits first, then crits; what is left becomes face-down (hits) and face-up (crits) cards. */
function dealDamage(
  s: ShuttleState,
  hits: number,
  crits: number,
  cards: readonly CardEntry[],
  notes: string[],
): Read<Tracked> {
  const shields = senatorsShuttle.shields - s.shieldsLost;
  const onShields = Math.min(shields, hits + crits);
  const fromHits = Math.min(hits, onShields);
  const hitsLeft = hits - fromHits;
  const critsLeft = crits - (onShields - fromHits);
  if (cards.length !== critsLeft) {
    return refuse(
      'NameTheCards',
      `${critsLeft} face-up damage card(s) were dealt to the shuttle: name each one in "cards" (${cards.length} named)`,
    );
  }
  const faceUp: FaceUpCard[] = [...s.faceUp];
  let hull = hitsLeft;
  let stress = 0;
  const out = [...notes];
  for (const entry of cards) {
    const known = shuttleDamageCard(entry.title);
    const flip = entry.flip ?? known?.flip;
    if (flip === undefined) {
      return refuse(
        'UnknownDamageCard',
        `"${entry.title}" is not a Core Set damage card Drift knows: say how it flips on the shuttle ("flip")`,
      );
    }
    hull += known?.hull ?? 1;
    stress += known?.stress ?? 0;
    if (flip !== 'itself')
      faceUp.push({
        title: known?.title ?? entry.title,
        flip,
        hull: known?.hull ?? 1,
        agility: known?.agility ?? 0,
      });
    out.push(`${known?.title ?? entry.title}: ${known?.note ?? flipText(flip)}`);
  }
  const hullLost = s.hullLost + hull;
  const fate: ShuttleFate = hullLost >= senatorsShuttle.hull ? 'destroyed' : 'in-play';
  const next: ShuttleState = {
    ...s,
    shieldsLost: s.shieldsLost + onShields,
    hullLost,
    faceUp,
    stress: s.stress + stress,
    fate,
  };
  out.push(`${onShields} shield(s) and ${hull} hull lost: ${damageTaken(next)} damage taken.`);
  if (fate === 'destroyed') out.push('The shuttle is destroyed: the attacker wins (XW-PE-20).');
  return done(next, ...out);
}

function flipText(flip: ShuttleFlip): string {
  switch (flip) {
    case 'itself':
      return 'flips face down at once.';
    case 'after-activation':
      return 'flips face down after the shuttle next activates.';
    case 'never':
      return 'stays face up.';
  }
}

function tokens(
  s: ShuttleState,
  kind: 'protect' | 'stress' | 'ion' | 'tractor',
  change: number,
): Read<Tracked> {
  const now = s[kind] + change;
  if (now < 0)
    return refuse(
      'NotEnoughTokens',
      `The shuttle holds ${s[kind]} ${kind} token(s), not ${-change} to remove`,
    );
  const next = { ...s, [kind]: now };
  const extra =
    kind === 'ion' && isIonised(next)
      ? ' Ionised: two ion tokens on a large ship (XW-PE-36).'
      : kind === 'tractor'
        ? ` Agility ${shuttleAgility(next)}; a large ship, so not moved (XW-PE-36).`
        : kind === 'stress'
          ? ' No actions or red maneuvers to lose; other stress effects still apply (XW-PE-34).'
          : '';
  return done(next, `${now} ${kind} token(s).${extra}`);
}

function activate(
  s: ShuttleState,
  speed: number,
  bearing: ShuttleBearing,
  blocked: boolean,
  clearsWith: AutoClearSpeed | undefined,
  leaves: 'attacker-edge' | 'other-edge' | undefined,
): Read<Tracked> {
  if (s.lastMove?.round === s.round)
    return refuse('AlreadyActivated', `The shuttle already activated in round ${s.round}`);
  const ionised = isIonised(s);
  if (ionised && !(speed === 1 && bearing === 'straight')) {
    return refuse('Ionised', 'The ionised shuttle makes a 1 straight this activation');
  }
  if (!ionised && dialManeuver(speed, bearing) === undefined) {
    return refuse(
      'NotOnDial',
      `${speed} ${bearing} is not on the shuttle's dial (2 straight, 1 bank left or right)`,
    );
  }
  if (leaves !== undefined && blocked)
    return refuse('BadValue', 'A blocked shuttle cannot leave the play area');
  const moved = settleMove(s.lastMove, s.round, speed, bearing, blocked, clearsWith);
  if (!moved.ok) return moved;
  const m = moved.value;
  const flipped = s.faceUp.filter((c) => c.flip === 'after-activation');
  const notes: string[] = [];
  if (m.autoCleared)
    notes.push(
      `Blocked two rounds on a 2 straight: moves ${m.speed} straight past the blockers (XW-PE-16).`,
    );
  else notes.push(`Moves ${m.speed} ${m.bearing}${m.blocked ? ', blocked' : ''}.`);
  if (flipped.length > 0)
    notes.push(`Flipped face down: ${flipped.map((c) => c.title).join(', ')} (XW-PE-18).`);
  const fate: ShuttleFate =
    leaves === 'attacker-edge' ? 'escaped' : leaves === 'other-edge' ? 'fled' : 'in-play';
  if (fate === 'escaped')
    notes.push("The shuttle leaves by the attacker's edge: the defender wins (XW-PE-19).");
  if (fate === 'fled')
    notes.push('The shuttle left by another edge: it has fled and counts as destroyed.');
  return done(
    {
      ...s,
      fate,
      ion: ionised ? 0 : s.ion,
      faceUp: s.faceUp.filter((c) => c.flip !== 'after-activation'),
      lastMove: { round: s.round, speed: m.speed, bearing: m.bearing, blocked: m.blocked },
    },
    ...notes,
  );
}
