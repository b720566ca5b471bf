/**
 * One captain in a copy-on-write draft (lazy-draft.ts): the numbers and flags are plain fields,
 * and each larger part (the hold, the missions, the record…) is copied the first time a rule
 * touches it. Closing it gives back the very same captain when nothing changed.
 */
import type { SeatId } from '@drift/engine';
import type { Hex } from '@drift/engine/hex';
import { cloneHold, cloneMarker, cloneMissions, cloneRecord, hexOrNull } from './clone.ts';
import type {
  Captain,
  CaptainMissions,
  CaptainRecord,
  HeldAbility,
  Hold,
  MarkerPlace,
} from './state.ts';

/** Bits of LazyCaptain's `own`: the parts it has copied. */
const OWN = {
  abilities: 1,
  at: 2,
  markers: 4,
  hold: 8,
  explorationTokens: 16,
  titles: 32,
  missions: 64,
  record: 128,
} as const;

const sameHex = (a: Hex | null, b: Hex | null): boolean =>
  a === b || (a !== null && b !== null && a.q === b.q && a.r === b.r);

export class LazyCaptain {
  seat: SeatId;
  ship: string | null;
  credits: number;
  fame: number;
  energy: number;
  bounty: number;
  impulseReady: boolean;
  skipsNextTurn: boolean;
  awaitingRespawn: boolean;
  private _abilities: HeldAbility[] | undefined;
  private _at: Hex | null = null;
  private _markers: MarkerPlace[] | undefined;
  private _hold: Hold | undefined;
  private _explorationTokens: string[] | undefined;
  private _titles: string[] | undefined;
  private _missions: CaptainMissions | undefined;
  private _record: CaptainRecord | undefined;
  private own = 0;

  constructor(private readonly base: Captain) {
    this.seat = base.seat;
    this.ship = base.ship;
    this.credits = base.credits;
    this.fame = base.fame;
    this.energy = base.energy;
    this.bounty = base.bounty;
    this.impulseReady = base.impulseReady;
    this.skipsNextTurn = base.skipsNextTurn;
    this.awaitingRespawn = base.awaitingRespawn;
  }

  get abilities() {
    if (this._abilities === undefined) {
      this.own |= OWN.abilities;
      this._abilities = this.base.abilities.map((a) => ({ id: a.id, exhausted: a.exhausted }));
    }
    return this._abilities;
  }
  set abilities(v) {
    this.own |= OWN.abilities;
    this._abilities = v;
  }
  get at() {
    if ((this.own & OWN.at) === 0) {
      this.own |= OWN.at;
      this._at = hexOrNull(this.base.at);
    }
    return this._at;
  }
  set at(v) {
    this.own |= OWN.at;
    this._at = v;
  }
  get markers() {
    if (this._markers === undefined) {
      this.own |= OWN.markers;
      this._markers = this.base.markers.map(cloneMarker);
    }
    return this._markers;
  }
  set markers(v) {
    this.own |= OWN.markers;
    this._markers = v;
  }
  get hold() {
    if (this._hold === undefined) {
      this.own |= OWN.hold;
      this._hold = cloneHold(this.base.hold);
    }
    return this._hold;
  }
  set hold(v) {
    this.own |= OWN.hold;
    this._hold = v;
  }
  get explorationTokens() {
    if (this._explorationTokens === undefined) {
      this.own |= OWN.explorationTokens;
      this._explorationTokens = this.base.explorationTokens.slice();
    }
    return this._explorationTokens;
  }
  set explorationTokens(v) {
    this.own |= OWN.explorationTokens;
    this._explorationTokens = v;
  }
  get titles() {
    if (this._titles === undefined) {
      this.own |= OWN.titles;
      this._titles = this.base.titles.slice();
    }
    return this._titles;
  }
  set titles(v) {
    this.own |= OWN.titles;
    this._titles = v;
  }
  get missions() {
    if (this._missions === undefined) {
      this.own |= OWN.missions;
      this._missions = cloneMissions(this.base.missions);
    }
    return this._missions;
  }
  set missions(v) {
    this.own |= OWN.missions;
    this._missions = v;
  }
  get record() {
    if (this._record === undefined) {
      this.own |= OWN.record;
      this._record = cloneRecord(this.base.record);
    }
    return this._record;
  }
  set record(v) {
    this.own |= OWN.record;
    this._record = v;
  }

  /** The captain as plain JSON: the original itself if nothing changed, else a new object. */
  close(): Captain {
    const b = this.base;
    let own = this.own;
    if (own & OWN.at && sameHex(this._at, b.at)) own ^= OWN.at; // read, not moved
    if (
      own === 0 &&
      this.seat === b.seat &&
      this.ship === b.ship &&
      this.credits === b.credits &&
      this.fame === b.fame &&
      this.energy === b.energy &&
      this.bounty === b.bounty &&
      this.impulseReady === b.impulseReady &&
      this.skipsNextTurn === b.skipsNextTurn &&
      this.awaitingRespawn === b.awaitingRespawn
    )
      return b;
    // The same keys in the same order as cloneCaptain.
    return {
      seat: this.seat,
      ship: this.ship,
      abilities: own & OWN.abilities ? (this._abilities as HeldAbility[]) : b.abilities,
      at: own & OWN.at ? this._at : b.at,
      credits: this.credits,
      fame: this.fame,
      energy: this.energy,
      bounty: this.bounty,
      impulseReady: this.impulseReady,
      markers: own & OWN.markers ? (this._markers as MarkerPlace[]) : b.markers,
      hold: own & OWN.hold ? (this._hold as Hold) : b.hold,
      explorationTokens:
        own & OWN.explorationTokens ? (this._explorationTokens as string[]) : b.explorationTokens,
      titles: own & OWN.titles ? (this._titles as string[]) : b.titles,
      missions: own & OWN.missions ? (this._missions as CaptainMissions) : b.missions,
      skipsNextTurn: this.skipsNextTurn,
      awaitingRespawn: this.awaitingRespawn,
      record: own & OWN.record ? (this._record as CaptainRecord) : b.record,
    };
  }
}
