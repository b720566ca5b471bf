/**
 * Plays one seat of a match on a running server to its end, as a person would over the socket,
 * deciding like the explorer HeuristicBot (see `brain`): for browser tests, which run it as a
 * separate process (`node --import tsx autoplay.ts <http-url> <match> <seat-token> [seed]`). Prints
 * `finished <winners as JSON>` and exits 0, or says why not and exits 1.
 */
import { brain } from './campaign.ts';
import { playAsPerson } from './person.ts';
import { TestClient } from './ws-client.ts';

const [url, match, token, seed = 'autoplay'] = process.argv.slice(2);
if (!url || !match || !token) {
  console.error('usage: autoplay.ts <http-url> <match> <seat-token> [seed]');
  process.exit(2);
}
try {
  const client = await TestClient.open(`${url.replace(/^http/, 'ws')}/api/matches/${match}/socket`);
  const person = playAsPerson(client, match, seed, { brain });
  client.send({ type: 'hello', protocol: 1, match, token });
  const log = await person.done;
  client.socket.close();
  console.log(
    `finished ${JSON.stringify(log.finished?.winners ?? null)} after ${log.accepted} commands`,
  );
  process.exit(0);
} catch (error: unknown) {
  console.error(`autoplay failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
