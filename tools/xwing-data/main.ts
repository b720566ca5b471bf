/**
 * Builds `packages/formats/data/xwing-data.json`, the trimmed first-edition card data, from the
 * `xwing-data@1.0.1` package (MIT, © Guido Kessels). The package is large (card images), so it is
 * not a dependency: this script packs it into a temporary folder, or reads a folder you name.
 *
 *   npx tsx tools/xwing-data/main.ts [path/to/extracted/package]
 *
 * Kept: ids, names, ships, factions, skill, points, slots, limits. Dropped: images, card texts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { trimCardData } from './trim.ts';

const VERSION = '1.0.1';
const OUT = new URL('../../packages/formats/data/xwing-data.json', import.meta.url);

function fetchPackage(): { dir: string; cleanup: () => void } {
  const tmp = mkdtempSync(join(tmpdir(), 'xwing-data-'));
  execFileSync('npm', ['pack', `xwing-data@${VERSION}`, '--silent'], { cwd: tmp, stdio: 'pipe' });
  execFileSync('tar', ['xzf', `xwing-data-${VERSION}.tgz`], { cwd: tmp });
  return {
    dir: join(tmp, 'package'),
    cleanup: () => rmSync(tmp, { recursive: true, force: true }),
  };
}

const given = process.argv[2];
const source = given ? { dir: given, cleanup: () => {} } : fetchPackage();
try {
  const read = (name: string): unknown =>
    JSON.parse(readFileSync(join(source.dir, 'data', `${name}.js`), 'utf8'));
  const pkg = JSON.parse(readFileSync(join(source.dir, 'package.json'), 'utf8')) as {
    version?: string;
  };
  if (pkg.version !== VERSION)
    throw new Error(`expected xwing-data ${VERSION}, found ${pkg.version}`);
  const data = trimCardData(read('ships'), read('pilots'), read('upgrades'), VERSION);
  writeFileSync(OUT, `${JSON.stringify(data, null, 1)}\n`);
  console.log(
    `wrote ${OUT.pathname}: ${data.ships.length} ships, ${data.pilots.length} pilots, ${data.upgrades.length} upgrades`,
  );
} finally {
  source.cleanup();
}
