/** A synthetic mid-game-sized state (5 seats, 7 sectors, decks), until a real game exists. */
export function syntheticState(): unknown {
  const hexes = Array.from({ length: 7 * 19 }, (_, i) => ({
    q: (i % 13) - 6,
    r: Math.floor(i / 13) - 5,
  }));
  return {
    random: { kind: 'seeded', algorithm: 'xoroshiro128plus', state: [1, 2, 3, 4] },
    turn: { seat: 2, phase: 'Action', movement: 3 },
    seats: Array.from({ length: 5 }, (_, seat) => ({
      seat,
      credits: 3000 + seat * 1000,
      fame: seat,
      ship: { id: `ship-${seat}`, at: hexes[seat * 7], energy: 6, damage: [0, 3], bounty: 0 },
      hold: Array.from({ length: 12 }, (_, cell) => ({
        cell,
        item: cell % 3 === 0 ? 'outfit' : null,
      })),
      markers: ['armed', 'armed', 'disarmed', 'used'],
      abilities: [{ id: `ability-${seat}`, exhausted: false }],
      missions: [`m-${seat}`],
    })),
    sectors: Array.from({ length: 7 }, (_, i) => ({
      id: `sector-${i}`,
      slot: { q: i, r: -i },
      rotation: i % 6,
    })),
    borders: Object.fromEntries(
      hexes.map((h, i) => [`${h.q},${h.r},${i % 3}`, { type: 'nebula' }]),
    ),
    tokens: Object.fromEntries(
      hexes.slice(0, 20).map((h) => [`${h.q},${h.r}`, { face: 'hidden' }]),
    ),
    missionDeck: Array.from({ length: 52 }, (_, i) => `mission-${i}`),
    titleDeck: Array.from({ length: 18 }, (_, i) => `title-${i}`),
    log: Array.from({ length: 40 }, (_, i) => ({ type: 'Rolled', die: 20, face: (i % 20) + 1 })),
  };
}
