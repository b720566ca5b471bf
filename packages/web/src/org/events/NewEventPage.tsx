/**
 * A new event: its name, the format (the five Drift runs), the rounds planned with the format's
 * advice, the round time and the format's marks, a top cut where the format plays one, whether
 * lists are published and players may register themselves. Creating it keeps the organizer's
 * token in this browser and opens the event.
 */
import { FORMAT_PLUGINS, formatCatalogue } from '@drift/formats';
import { type FormEvent, useState } from 'react';
import { go } from '../../app/router.ts';
import { Link } from '../Link.tsx';
import { HUB, OrgFrame } from '../OrgFrame.tsx';
import { eventsApi } from './api.ts';
import { NumberField, whole } from './forms/parts.tsx';
import { keepOrganizer, keptEvents } from './keep.ts';
import { EVENTS } from './list.ts';
import { EVENT_FORMATS, type FormatId, formatInfo } from './words.ts';
import './events.css';

/** The event format an address names: an event format id or a catalogue slug. */
export function formatFromSlug(slug: string | undefined): FormatId | undefined {
  if (!slug) return undefined;
  const direct = formatInfo(slug);
  if (direct) return direct.id;
  const cat = formatCatalogue.find((f) => f.slug === slug);
  return cat?.eventFormat;
}

function defaults(id: FormatId) {
  const p = FORMAT_PLUGINS[id];
  const [min, max] = p.roundsRecommended ?? [3, 4];
  return {
    rounds: String(min),
    minutes: p.roundMinutes === undefined ? '' : String(p.roundMinutes),
    advice: `${min}-${max} recommended`,
    marks: p.timerMarks ?? [],
    cuts: p.cut?.sizes ?? [],
  };
}

function YourEvents() {
  const mine = keptEvents();
  if (mine.length === 0) return null;
  return (
    <section className="panel event-mine" aria-labelledby="event-mine">
      <h2 id="event-mine">Your events in this browser</h2>
      <ul>
        {mine.slice(0, 12).map((e) => (
          <li key={e.id}>
            <Link to={{ page: 'org-event', id: e.id }}>{e.name ?? e.id}</Link>{' '}
            <span className="hint">{e.organizerToken ? 'organizer' : 'player'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NewEventPage({ format }: { format?: string }) {
  const [name, setName] = useState('');
  const [id, setId] = useState<FormatId | ''>(() => formatFromSlug(format) ?? '');
  const start = id ? defaults(id) : null;
  const [rounds, setRounds] = useState(start?.rounds ?? '3');
  const [minutes, setMinutes] = useState(start?.minutes ?? '');
  const [cut, setCut] = useState('');
  const [publish, setPublish] = useState(false);
  const [self, setSelf] = useState(false);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const d = id ? defaults(id) : null;

  const pick = (next: FormatId) => {
    setId(next);
    const nd = defaults(next);
    setRounds(nd.rounds);
    setMinutes(nd.minutes);
    setCut('');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!id) return setError('Choose the format.');
    if (name.trim() === '') return setError('Name the event.');
    const r = whole(rounds);
    if (r === undefined || r < 1) return setError('Plan at least one round.');
    const m = minutes.trim() === '' ? null : whole(minutes);
    if (m === undefined) return setError('The round time is a whole number of minutes, or blank.');
    setBusy(true);
    const made = await eventsApi.create({
      name: name.trim(),
      format: id,
      rounds: r,
      roundMinutes: m,
      ...(cut ? { cut: Number(cut) } : {}),
      publishLists: publish,
      selfRegistration: self,
      ...(description.trim() ? { description: description.trim() } : {}),
    });
    setBusy(false);
    if (!made.ok) return setError(made.error.message);
    keepOrganizer(made.value.id, made.value.organizerToken, name.trim());
    go({ page: 'org-event', id: made.value.id });
  };

  return (
    <OrgFrame title="New event" trail={[HUB, EVENTS]}>
      <form className="panel event-new" onSubmit={submit} noValidate>
        <h1>New event</h1>
        <div className="event-field">
          <label htmlFor="event-name">Name</label>
          <input
            id="event-name"
            value={name}
            maxLength={80}
            placeholder="Friday night escort"
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <fieldset className="event-formats">
          <legend>Format</legend>
          {EVENT_FORMATS.map((f) => (
            <label
              key={f.id}
              className={`event-format${f.id === id ? ' is-on' : ''}`}
              data-format={f.id}
            >
              <input
                type="radio"
                name="event-format"
                value={f.id}
                checked={f.id === id}
                onChange={() => pick(f.id)}
              />
              <span className="event-format__name">{f.name}</span>
              <span className="event-format__about">{f.about}</span>
            </label>
          ))}
        </fieldset>
        {d && (
          <div className="event-new__plan">
            <NumberField
              label="Rounds planned"
              value={rounds}
              min={1}
              max={30}
              hint={`${d.advice}; the organizer’s call.`}
              onChange={setRounds}
            />
            <NumberField
              label="Minutes a round"
              value={minutes}
              min={1}
              max={600}
              hint={
                d.marks.length
                  ? `${d.marks.map((m) => `${m.label} at ${m.minute}`).join('; ')}. Blank: no limit.`
                  : 'Blank: no time limit.'
              }
              onChange={setMinutes}
            />
            {d.cuts.length > 0 && (
              <div className="result-field">
                <label htmlFor="event-cut">Top cut after the Swiss rounds</label>
                <select id="event-cut" value={cut} onChange={(e) => setCut(e.target.value)}>
                  <option value="">No cut</option>
                  {d.cuts.map((n) => (
                    <option key={n} value={n}>
                      Top {n}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
        )}
        <div className="event-new__flags">
          <label className="check">
            <input
              type="checkbox"
              checked={publish}
              onChange={(e) => setPublish(e.target.checked)}
            />
            <span>Publish lists: everyone sees every registered squad</span>
          </label>
          <label className="check">
            <input type="checkbox" checked={self} onChange={(e) => setSelf(e.target.checked)} />
            <span>Players may register themselves before round 1</span>
          </label>
        </div>
        <div className="event-field">
          <label htmlFor="event-about">Description (optional)</label>
          <textarea
            id="event-about"
            rows={2}
            maxLength={1000}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--big" disabled={busy}>
          {busy ? 'Creating…' : 'Create the event'}
        </button>
        <p className="hint">
          This browser keeps the organizer’s key to the event: open it here to run it.
        </p>
      </form>
      <YourEvents />
    </OrgFrame>
  );
}
