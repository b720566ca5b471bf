/**
 * Finds rule IDs mentioned in test files. {@link findMentions} is pure; {@link listTestFiles}
 * and {@link readTestFiles} are the only parts that touch the file system.
 */

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** A test file: path relative to the repo root (forward slashes) and its text. */
export interface TestFile {
  readonly path: string;
  readonly text: string;
}

/** One occurrence of an ID-shaped token in a test file. */
export interface Mention {
  readonly id: string;
  readonly path: string;
  /** 1-based line number. */
  readonly line: number;
}

/**
 * The regex for rule IDs of the given systems: `SYS-TOPIC-NN` or `GAP-SYS-NN`, as whole tokens
 * (regex word boundaries), so `…-02` never matches inside `…-021`: the longer token is read
 * whole and, if the catalogue lacks it, reported as unknown.
 */
export function idPattern(systems: readonly string[]): RegExp {
  const alt = systems.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return new RegExp(`\\b(?:GAP-(?:${alt})-\\d+|(?:${alt})-[A-Z0-9]+-\\d+)\\b`, 'g');
}

/**
 * Every ID-shaped token of the given systems in the files, in file and line order.
 * A token repeated on one line is reported once.
 */
export function findMentions(files: readonly TestFile[], systems: readonly string[]): Mention[] {
  if (systems.length === 0) return [];
  const pattern = idPattern(systems);
  const mentions: Mention[] = [];
  for (const file of files) {
    file.text.split(/\r?\n/).forEach((text, index) => {
      const onLine = new Set(text.match(pattern) ?? []);
      for (const id of onLine) mentions.push({ id, path: file.path, line: index + 1 });
    });
  }
  return mentions;
}

/**
 * Paths (relative to `root`, forward slashes, sorted) of every `*.test.ts` below the given
 * top-level directories, skipping `node_modules`. A missing top-level directory is skipped.
 * Symbolic links are not followed.
 */
export function listTestFiles(
  root: string,
  dirs: readonly string[] = ['packages', 'tools'],
): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (entry.isFile() && entry.name.endsWith('.test.ts')) {
        found.push(relative(root, full).split(sep).join('/'));
      }
    }
  };
  for (const dir of dirs) {
    const top = join(root, dir);
    if (existsSync(top)) walk(top);
  }
  return found.sort();
}

/** Reads the listed files (paths relative to `root`) as UTF-8. */
export function readTestFiles(root: string, paths: readonly string[]): TestFile[] {
  return paths.map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}
