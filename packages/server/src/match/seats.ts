/**
 * The seats of one live match: what sits in each (a person or a bot), who claimed the person
 * seats (token hashes only), which person has a socket now and since when the others are gone.
 */
import type { SeatPresence } from '../protocol.ts';
import type { SeatClaim, SeatPlan } from '../storage/types.ts';
import { tokenMatches } from '../tokens.ts';

export class SeatRoster {
  private readonly plans: SeatPlan[];
  private readonly claims = new Map<number, SeatClaim>();
  private readonly connected = new Set<number>();
  private readonly goneSince = new Map<number, number>();

  constructor(plans: readonly SeatPlan[], claims: readonly SeatClaim[], now: number) {
    this.plans = [...plans];
    for (const c of claims) this.claims.set(c.seat, c);
    // Absence counts from when this server last saw the seat, at the latest from now.
    for (let seat = 0; seat < plans.length; seat++) this.goneSince.set(seat, now);
  }

  get count(): number {
    return this.plans.length;
  }

  plan(seat: number): SeatPlan | undefined {
    return this.plans[seat];
  }

  /** The bot label in a seat, or null for a person's seat. */
  botIn(seat: number): string | null {
    const plan = this.plans[seat];
    return plan?.kind === 'bot' ? plan.bot : null;
  }

  claim(seat: number): SeatClaim | undefined {
    return this.claims.get(seat);
  }

  /** The seat a token holds, or null. */
  seatOf(token: string): number | null {
    for (const [seat, claim] of this.claims) {
      if (this.plans[seat]?.kind === 'person' && tokenMatches(token, claim.tokenHash)) return seat;
    }
    return null;
  }

  /** Whether every person's seat has been claimed (so play may start). */
  allClaimed(): boolean {
    return this.plans.every((p, seat) => p.kind === 'bot' || this.claims.has(seat));
  }

  addClaim(claim: SeatClaim, now: number): void {
    this.claims.set(claim.seat, claim);
    this.goneSince.set(claim.seat, now);
  }

  /** The seat is handed to a bot: its claim goes. */
  toBot(seat: number, bot: string): void {
    this.plans[seat] = { kind: 'bot', bot };
    this.claims.delete(seat);
    this.connected.delete(seat);
  }

  setConnected(seat: number, connected: boolean, now: number): void {
    if (connected) this.connected.add(seat);
    else {
      this.connected.delete(seat);
      this.goneSince.set(seat, now);
    }
  }

  isConnected(seat: number): boolean {
    return this.connected.has(seat);
  }

  /** How long the seat's person has been gone (0 while connected). */
  goneFor(seat: number, now: number): number {
    if (this.connected.has(seat)) return 0;
    return now - (this.goneSince.get(seat) ?? now);
  }

  presence(): SeatPresence[] {
    return this.plans.map((plan, seat): SeatPresence => {
      if (plan.kind === 'bot')
        return { seat, kind: 'bot', name: plan.bot, connected: true, claimed: false };
      const claim = this.claims.get(seat);
      return {
        seat,
        kind: 'person',
        name: claim?.name ?? null,
        connected: this.connected.has(seat),
        claimed: claim !== undefined,
      };
    });
  }
}
