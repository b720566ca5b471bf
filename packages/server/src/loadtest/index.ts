/** The load and crash tests' clients: scripted seats over real sockets, and the load test run. */
export { Fleet, type FleetOptions } from './fleet.ts';
export { AIMS, figures, type LoadFigures, reportJson, reportLines } from './report.ts';
export { type LoadResult, type LoadSettings, LoadStopped, runLoad, share } from './run.ts';
export { metric, parseMetrics, type Scraped, scrapeMetrics } from './scrape.ts';
export { type AcceptedCommand, type Control, randomCommand, SeatClient } from './seat-client.ts';
export {
  type ServerProcess,
  type ServerProcessOptions,
  startServerProcess,
} from './server-process.ts';
export { emptyCounts, type LoadCounts, percentiles, sumCounts, sumOf } from './stats.ts';
