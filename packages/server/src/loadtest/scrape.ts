/** Reads a few figures from a server's Prometheus text (GET /metrics). */

/** Each metric's value, summed over its labelled series. */
export type Scraped = ReadonlyMap<string, number>;

export function parseMetrics(text: string): Scraped {
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})?\s+(\S+)/.exec(line);
    if (!match?.[1] || match[3] === undefined) continue;
    const value = Number(match[3]);
    if (!Number.isFinite(value)) continue;
    const key = match[2] ? `${match[1]}${match[2]}` : match[1];
    values.set(key, value);
    if (match[2]) values.set(match[1], (values.get(match[1]) ?? 0) + value);
  }
  return values;
}

export async function scrapeMetrics(http: string): Promise<Scraped> {
  const res = await fetch(`${http}/metrics`);
  if (!res.ok) throw new Error(`GET ${http}/metrics answered ${res.status}`);
  return parseMetrics(await res.text());
}

/** A metric's value (summed over labels), or NaN when the server does not have it. */
export function metric(scraped: Scraped, name: string): number {
  return scraped.get(name) ?? Number.NaN;
}
