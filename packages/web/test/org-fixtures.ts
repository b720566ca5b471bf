/**
 * Made-up organized-play data for the components' tests and the screenshot preview: an Ace of
 * Aces pod and its standings, a Political Escort round with a bye, result forms' fields. No
 * server and no formats logic: the shapes the event pages will hand the components.
 */

import type { AoaSeat } from '../src/org/aoa/AoaTablePanel.tsx';
import type { Column, Entrant } from '../src/org/columns.ts';
import type { ResultChoice, ResultField } from '../src/org/results/check.ts';
import type { Bye, PairingTable } from '../src/org/tables/PairingsView.tsx';
import type { StandingRow } from '../src/org/tables/StandingsTable.tsx';

export const AOA_COLUMNS: readonly Column[] = [
  { key: 'vp', label: 'VP', title: 'Victory Points' },
  { key: 'sd', label: 'SD', title: 'Ships Destroyed' },
];

export const PE_COLUMNS: readonly Column[] = [
  { key: 'vp', label: 'VP', title: 'Victory Points' },
  { key: 'mov', label: 'MOV', title: 'Margin of Victory' },
  { key: 'defWins', label: 'Def. wins', title: 'Wins as defender' },
];

export const AOA_STANDINGS: readonly StandingRow[] = [
  { player: 'p-wedge', name: 'Wedge Antilles', rank: 1, measures: { vp: 47, sd: 152 } },
  { player: 'p-fel', name: 'Soontir Fel', rank: 2, measures: { vp: 41, sd: 131 } },
  { player: 'p-kath', name: 'Kath Scarlet', rank: 3, measures: { vp: 41, sd: 118 } },
  { player: 'p-jake', name: 'Jake Farrell', rank: 4, measures: { vp: 30, sd: 96 } },
  { player: 'p-vader', name: 'Darth Vader', rank: 5, measures: { vp: 22, sd: 70 }, dropped: true },
  { player: 'p-dace', name: 'Dace Bonearm', rank: 6, measures: { vp: 9, sd: 0 } },
];

export const PE_STANDINGS: readonly StandingRow[] = [
  { player: 'p-luke', name: 'Luke Skywalker', rank: 1, measures: { vp: 4, mov: 486, defWins: 2 } },
  { player: 'p-ten', name: 'Ten Numb', rank: 2, measures: { vp: 3, mov: 412, defWins: 1 } },
  { player: 'p-whisper', name: '"Whisper"', rank: 3, measures: { vp: 2, mov: 388, defWins: 1 } },
  { player: 'p-boba', name: 'Boba Fett', rank: 4, measures: { vp: 1, mov: -14, defWins: 0 } },
];

const pe = (player: string, name: string, role: string): Entrant => ({ player, name, role });

export const PE_ROUND: readonly PairingTable[] = [
  {
    table: 1,
    players: [
      pe('p-luke', 'Luke Skywalker', 'Attacker, then defender'),
      pe('p-boba', 'Boba Fett', 'Defender, then attacker'),
    ],
    status: { state: 'confirmed' },
    result: 'Luke 2 VP, MOV 236 · Boba 0 VP, MOV −36',
  },
  {
    table: 2,
    players: [
      pe('p-ten', 'Ten Numb', 'Attacker, then defender'),
      pe('p-whisper', '"Whisper"', 'Defender, then attacker'),
    ],
    status: { state: 'submitted', by: 'p-ten', awaiting: ['p-whisper'] },
    result: 'Ten 1 VP, MOV 112 · Whisper 1 VP, MOV 88',
  },
  {
    table: 3,
    players: [
      pe('p-han', 'Han Solo', 'Attacker, then defender'),
      pe('p-krassis', 'Krassis Trelix', 'Defender, then attacker'),
    ],
    status: { state: 'awaiting' },
  },
  {
    table: 4,
    players: [
      pe('p-dash', 'Dash Rendar', 'Attacker, then defender'),
      pe('p-ig88', 'IG-88A', 'Defender, then attacker'),
    ],
    status: { state: 'corrected', note: 'MOV entered the wrong way round' },
    result: 'Dash 1 VP, MOV 140 · IG-88A 1 VP, MOV 60',
  },
];

export const PE_BYES: readonly Bye[] = [
  { player: 'p-rexler', name: 'Rexler Brath', worth: '2 VP and 200 MOV' },
];

export const AOA_POD: readonly PairingTable[] = [
  {
    table: 1,
    players: [
      { player: 'p-wedge', name: 'Wedge Antilles' },
      { player: 'p-fel', name: 'Soontir Fel' },
      { player: 'p-kath', name: 'Kath Scarlet' },
      { player: 'p-jake', name: 'Jake Farrell' },
      { player: 'p-dace', name: 'Dace Bonearm' },
    ],
    status: {
      state: 'submitted',
      by: 'p-fel',
      awaiting: ['p-wedge', 'p-kath', 'p-jake', 'p-dace'],
    },
  },
];

export const AOA_FIELDS: readonly ResultField[] = [
  { key: 'vp', label: 'Victory Points', max: 60, hint: '+1 for each damage, +5 for each kill' },
  {
    key: 'sd',
    label: 'Ships Destroyed',
    max: 400,
    hint: 'Points of the ships this player destroyed',
  },
];

export const PE_FIELDS: readonly ResultField[] = [
  { key: 'destroyed', label: 'Points destroyed', max: 200 },
];

export const PE_CHOICES: readonly ResultChoice[] = [
  {
    key: 'end',
    label: 'How did the game end?',
    options: [
      { value: 'escaped', text: 'Shuttle escaped' },
      { value: 'destroyed', text: 'Shuttle destroyed' },
      { value: 'time', text: 'Time called' },
    ],
  },
];

export const PE_TABLE: readonly [Entrant, Entrant] = [
  { player: 'p-ten', name: 'Ten Numb', role: 'Defender' },
  { player: 'p-whisper', name: '"Whisper"', role: 'Attacker' },
];

export const AOA_ENTRANTS: readonly Entrant[] = AOA_POD[0]?.players ?? [];

export const AOA_SEATS: readonly AoaSeat[] = [
  {
    player: 'p-jake',
    name: 'Jake Farrell',
    pilot: { name: 'Jake Farrell', skill: 7 },
    next: { pilot: { name: 'Green Squadron Pilot', skill: 3 }, upgrades: 2 },
    vp: 6,
    shipsDestroyed: 0,
  },
  {
    player: 'p-fel',
    name: 'Soontir Fel',
    pilot: { name: 'Fel’s Wrath', skill: 5 },
    next: { pilot: { name: 'Saber Squadron Pilot', skill: 4 }, upgrades: 1 },
    vp: 14,
    shipsDestroyed: 33,
  },
  {
    player: 'p-wedge',
    name: 'Wedge Antilles',
    pilot: { name: 'Wedge Antilles', skill: 9 },
    next: { pilot: { name: 'Garven Dreis', skill: 6 }, upgrades: 3 },
    vp: 21,
    shipsDestroyed: 61,
    wingman: { pilot: { name: 'Rookie Pilot', skill: 2 } },
  },
  {
    player: 'p-dace',
    name: 'Dace Bonearm',
    pilot: { name: 'Spice Runner', skill: 1 },
    next: null,
    vp: 2,
    shipsDestroyed: 0,
  },
];
