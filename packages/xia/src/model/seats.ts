import type { SeatId } from '@drift/engine';

/**
 * How a person reads a seat. Seats are numbered 0..n-1 in data (GAP-XB-23) and "Captain 1".."Captain n"
 * in every text a person reads: rule messages, logs, reports and the command line.
 */
export function captainName(seat: SeatId): string {
  return `Captain ${seat + 1}`;
}
