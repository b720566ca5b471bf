/** The keyboard shortcuts and a few words on how a turn goes. */
import { Dialog } from './Dialog.tsx';

const KEYS: readonly [string, string][] = [
  ['E', 'End the phase (actions, business) or finish outfitting'],
  ['I', 'Use impulse (a free move, once a turn)'],
  ['F', 'Fire your first engine (start a move)'],
  ['A', 'Attack the first target in reach'],
  ['D', 'Draw missions'],
  ['R', 'Recharge Energy (Business Phase)'],
  ['B', 'Go to the board'],
  ['1 / 2 / 3', 'Show your ship, the captains and their latest turns, the log'],
  ['?', 'This help'],
  ['Esc', 'Close a window; set a decision aside to look at the board'],
];

const BOARD: readonly [string, string][] = [
  ['Arrow keys', 'Move between spaces (the panel says what is there)'],
  ['Enter or Space', 'Act on a marked space: move there, attack it'],
  ['Shift + arrows, drag', 'Pan'],
  ['+ / −, wheel, pinch', 'Zoom'],
  ['0', 'Fit the board'],
];

export function HelpOverlay({ onClose }: { onClose: () => void }) {
  return (
    <Dialog kind="help" wide title="How to play here" onClose={onClose}>
      <div className="help">
        <section>
          <h3>A turn</h3>
          <ol className="help__turn">
            <li>
              <strong>Action Phase</strong>: move (fire an engine or use impulse, then click green
              spaces), and take actions where you stand: trade, mine, explore, fight, missions.
            </li>
            <li>
              <strong>Business Phase</strong>: on a planet you may recharge, repair, buy outfits and
              ships, or buy Fame.
            </li>
            <li>
              <strong>Status Phase</strong>: arm markers for the next turn; that ends your turn.
            </li>
          </ol>
          <p className="hint">
            Point at any space on the board to read what it is. Fame comes from exploring, trading,
            missions, fights, Titles and more: the first to the target wins.
          </p>
        </section>
        <section>
          <h3>Keys</h3>
          <table className="keys">
            <tbody>
              {KEYS.map(([k, what]) => (
                <tr key={k}>
                  <th scope="row">
                    <kbd>{k}</kbd>
                  </th>
                  <td>{what}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>On the board</h3>
          <table className="keys">
            <tbody>
              {BOARD.map(([k, what]) => (
                <tr key={k}>
                  <th scope="row">
                    <kbd>{k}</kbd>
                  </th>
                  <td>{what}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </Dialog>
  );
}
