/**
 * Progress of a simulation on stderr: a bar with an ETA (cli-progress) on a terminal, else a
 * few plain lines (every 10%), so logs and tests stay readable.
 */
import cliProgress from 'cli-progress';

export interface Progress {
  update(done: number): void;
  stop(): void;
}

/** A progress display for `total` games on `stream` (stderr by default). */
export function progressOn(total: number, stream: NodeJS.WriteStream = process.stderr): Progress {
  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream,
        format: 'simulating [{bar}] {percentage}% | {value}/{total} games | ETA {eta_formatted}',
        hideCursor: true,
        etaBuffer: 20,
      },
      cliProgress.Presets.shades_classic,
    );
    // Ctrl-C: give the cursor back before leaving.
    const interrupted = () => {
      bar.stop();
      process.exit(130);
    };
    process.once('SIGINT', interrupted);
    bar.start(total, 0);
    return {
      update: (done) => bar.update(done),
      stop: () => {
        process.off('SIGINT', interrupted);
        bar.stop();
      },
    };
  }
  const started = Date.now();
  let shown = 0;
  return {
    update(done) {
      const tenth = Math.floor((done * 10) / total);
      if (tenth <= shown && done < total) return;
      shown = tenth;
      const s = (Date.now() - started) / 1000;
      const eta = done < total ? `, about ${Math.ceil((s / done) * (total - done))} s left` : '';
      stream.write(
        `simulated ${done}/${total} games (${Math.floor((100 * done) / total)}%) in ${s.toFixed(1)} s${eta}\n`,
      );
    },
    stop() {},
  };
}
