#!/usr/bin/env node
// npm run lint: ESLint beside Prettier's check and knip, on the two cores at once (ESLint's
// type-aware program keeps one core busy; the others fit on the second), each with its cache under
// node_modules/.cache so that a second run reads only what changed. A clone has no cache: CI
// checks every file. Exits non-zero when any of them fails, after all have said what they found.

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '../..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const cache = (name) => join(root, 'node_modules/.cache', name);

// ESLint's cache keys a file by its content; a type-aware rule's finding can change with another
// file's types, which only an uncached run (CI's) sees for certain.
const eslint = [
  bin('eslint'),
  ['--cache', '--cache-strategy', 'content', '--cache-location', `${cache('eslint')}/`, '.'],
];
// Not Prettier's default cache file: any run of Prettier without --cache deletes that one (the
// generator's --write, an editor's format on save).
const prettier = [bin('prettier'), ['--check', '--cache', '--cache-location', cache('prettier-check/cache'), '.']];
const knip = [bin('knip'), ['--no-progress']];

/** Runs a command with its output kept, answering its exit code and what it printed. */
function run([command, args]) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const name = command.split('/').at(-1);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${output}${name}: ${code === 0 ? 'ok' : `failed (${code})`} in ${seconds} s\n`);
      done(code ?? 1);
    });
  });
}

const lanes = await Promise.all([
  run(eslint),
  (async () => {
    const formatted = await run(prettier);
    const used = await run(knip);
    return formatted || used;
  })(),
]);
process.exitCode = lanes.some((code) => code !== 0) ? 1 : 0;
