/**
 * A few lines on how Drift runs each supported format, for its page (our words, after the rules
 * catalogue's XW clauses). Keyed by catalogue slug.
 */
export interface FormatNote {
  readonly label: string;
  readonly text: string;
}

export const FORMAT_NOTES: Readonly<Record<string, readonly FormatNote[]>> = {
  'ace-of-aces': [
    {
      label: 'Squad',
      text: 'One small-base ship of at most 40 points, three alternate pilots of lower pilot skill (one of them the ship’s lowest), and a Wingman when the ace is cheap enough.',
    },
    {
      label: 'Event',
      text: 'Pods of 4 to 8 players, larger pods preferred; after each round players are re-podded by total Victory Points.',
    },
    { label: 'Standings', text: 'Victory Points, then Ships Destroyed.' },
    {
      label: 'At the table',
      text: 'A helper shows the initiative order, each player’s next respawn pilot and the race to 20 Victory Points.',
    },
  ],
  'political-escort': [
    {
      label: 'Squad',
      text: '100 points of one faction. When defending, the Senator’s Shuttle joins, with two crew and one modification paid from the 100.',
    },
    {
      label: 'Event',
      text: 'Each round is two games, one in each role. An odd player out gets a bye worth 2 Victory Points and 200 Margin of Victory.',
    },
    {
      label: 'Standings',
      text: 'Victory Points, then Margin of Victory, then wins as defender.',
    },
  ],
  'objective-play': [
    { label: 'Squad', text: 'A 100-point squad that names three objectives.' },
    {
      label: 'Scoring',
      text: 'The opponent picks which of your objectives is played; its points add to the points destroyed and so to the Margin of Victory.',
    },
  ],
  'whack-a-gorth': [
    { label: 'Squad', text: 'A standard 100-point squad.' },
    {
      label: 'Scoring',
      text: 'Points destroyed as usual, and 10 more to whoever kills an Exogorth.',
    },
  ],
  'coruscant-campaign': [
    {
      label: 'Fleet',
      text: 'Five numbered squads of one faction: one of 125 points and four of 100. A unique card appears once per fleet, or once per team.',
    },
    {
      label: 'Campaign',
      text: 'Battles are started from the map and flown on the table; their points, +10 for the winner, reinforcements at bases and the final count are tracked to the end.',
    },
  ],
};
