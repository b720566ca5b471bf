/**
 * The feedback components in the gallery, over the seeded 5-seat game as Captain 1 received it
 * (fixtures/feedback.json): #log, #dice, #fame, #turns, #victory, #feedback (all of them).
 */
import { createXia, type XiaEvent } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { useState } from 'react';
import type { FeedbackFixture } from '../../scripts/feedback-fixture.ts';
import { DiceTray } from '../dice/DiceTray.tsx';
import { rollsOf } from '../dice/rolls.ts';
import { FameTrack } from '../fame/FameTrack.tsx';
import { EventLog } from '../log/EventLog.tsx';
import { TurnSummaries } from '../story/TurnSummaries.tsx';
import { VictoryScreen } from '../story/VictoryScreen.tsx';
import feedback from './fixtures/feedback.json' with { type: 'json' };

const content = createXia(corePack()).content;
// JSON widens literal types; the file was written from these very types.
const FEEDBACK = feedback as unknown as FeedbackFixture;
const EVENTS: readonly XiaEvent[] = FEEDBACK.frames.flatMap((f) => f.events);

/** One die of each kind, by four captains. */
const EVERY_DIE: readonly XiaEvent[] = [
  { type: 'DieRolled', seat: 0, die: 6, face: 4, purpose: 'shield' },
  { type: 'DieRolled', seat: 1, die: 8, face: 7, purpose: 'engine' },
  { type: 'DieRolled', seat: 2, die: 12, face: 11, purpose: 'engine' },
  { type: 'DieRolled', seat: 3, die: 20, face: 20, purpose: 'nebula' },
];

/** The same table before anyone has Fame: every marker on 0, no Title drawn. */
const START = {
  ...FEEDBACK.view,
  captains: FEEDBACK.view.captains.map((c) => ({ ...c, fame: 0 })),
  titles: { open: [], spacesDrawn: [] },
};

/** The end of the game as if played with element A: Event spaces drawn, two Events in play. */
const WITH_EVENTS = {
  ...FEEDBACK.view,
  events: {
    deck: 15,
    inPlay: [
      { id: 'trade-boom', drawnBy: 0, rounds: 1 },
      { id: 'fesko-grand-prix', drawnBy: 2, rounds: 0 },
    ],
    discard: ['guild-dividend'],
    spacesDrawn: [2, 5, 8],
    markers: {},
  },
};

/** The frame with the most kinds of dice, then the most dice: the tray's showcase. */
const DICE_FRAME = [...FEEDBACK.frames].sort((a, b) => {
  const score = (f: (typeof FEEDBACK.frames)[number]) => {
    const r = rollsOf(f.events);
    return new Set(r.map((x) => x.die)).size * 10 + r.length;
  };
  return score(b) - score(a);
})[0];

export function DiceScene() {
  const [key, setKey] = useState(0);
  const frame = DICE_FRAME;
  if (!frame) return null;
  return (
    <section className="scene scene--feedback" data-scene="dice">
      <h2 className="scene__title">
        Dice{' '}
        <span className="scene__meta">the busiest roll of the game (version {frame.version})</span>
      </h2>
      <div className="scene__row">
        <DiceTray events={frame.events} rollKey={`${frame.version}-${key}`} slots={6} />
        <button type="button" className="scene__button" onClick={() => setKey((k) => k + 1)}>
          Roll again
        </button>
      </div>
      <p className="scene__after">This line must not move when the dice roll.</p>
      <h2 className="scene__title">
        Every die <span className="scene__meta">d6, d8, d12 and d20, each in its own shape</span>
      </h2>
      <DiceTray events={EVERY_DIE} rollKey={`every-${key}`} slots={4} label="Every die" />
    </section>
  );
}

export function LogScene() {
  return (
    <section className="scene scene--feedback scene--log" data-scene="log">
      <h2 className="scene__title">
        Event log <span className="scene__meta">as Captain 1 sees it, end of the game</span>
      </h2>
      <div className="scene__log">
        <EventLog events={EVENTS} content={content} view={FEEDBACK.view} />
      </div>
    </section>
  );
}

export function FameScene() {
  return (
    <section className="scene scene--feedback" data-scene="fame">
      <h2 className="scene__title">
        Fame track <span className="scene__meta">end of the game</span>
      </h2>
      <FameTrack view={FEEDBACK.view} content={content} />
      <h2 className="scene__title">
        Fame track <span className="scene__meta">at the start: five markers on one space</span>
      </h2>
      <FameTrack view={START} content={content} />
      <h2 className="scene__title">
        Fame track <span className="scene__meta">with the Event deck (element A)</span>
      </h2>
      <FameTrack view={WITH_EVENTS} content={content} />
    </section>
  );
}

export function TurnsScene() {
  return (
    <section className="scene scene--feedback" data-scene="turns">
      <h2 className="scene__title">
        Turn summaries <span className="scene__meta">what the others did, for Captain 1</span>
      </h2>
      <TurnSummaries events={EVENTS} content={content} view={FEEDBACK.view} />
    </section>
  );
}

export function VictoryScene() {
  return (
    <section className="scene scene--feedback" data-scene="victory">
      <VictoryScreen
        events={EVENTS}
        content={content}
        view={FEEDBACK.view}
        actions={
          <>
            <button type="button" className="scene__button">
              Watch the replay
            </button>
            <button type="button" className="scene__button scene__button--main">
              Back to the lobby
            </button>
          </>
        }
      />
    </section>
  );
}

export function FeedbackScenes({ scene }: { scene: string }) {
  switch (scene) {
    case 'log':
      return <LogScene />;
    case 'dice':
      return <DiceScene />;
    case 'fame':
      return <FameScene />;
    case 'turns':
      return <TurnsScene />;
    case 'victory':
      return <VictoryScene />;
    default:
      return (
        <>
          <FameScene />
          <DiceScene />
          <TurnsScene />
          <LogScene />
          <VictoryScene />
        </>
      );
  }
}

export const FEEDBACK_SCENES = ['log', 'dice', 'fame', 'turns', 'victory', 'feedback'];
