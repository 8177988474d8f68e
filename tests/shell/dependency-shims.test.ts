import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dependencyShims } from '../../scripts/dependency-shims-plugin';

// The build puts small files of ours in place of two of the frame's dependencies' dependencies
// (vite.config.ts): held here to do what the packages do.

const require = createRequire(import.meta.url);
type Channel = {
  assert: (key: unknown) => void;
  delete: (key: unknown) => boolean;
  get: (key: unknown) => unknown;
  has: (key: unknown) => boolean;
  set: (key: unknown, value: unknown) => void;
};
const shim = require('../../src/shims/side-channel.cjs') as () => Channel;
const real = require('side-channel') as () => Channel;

/** A run of a channel's calls, each answer (or the error thrown) in order. */
function play(make: () => Channel) {
  const channel = make();
  const object = {};
  const fn = () => undefined;
  const answers: unknown[] = [];
  const call = (run: () => unknown) => {
    try {
      answers.push(run());
    } catch (error) {
      answers.push(`${(error as Error).name}: ${(error as Error).message}`);
    }
  };
  for (const key of [object, fn, 'name', "it's", 1, null, undefined]) {
    call(() => channel.has(key));
    call(() => channel.get(key));
    call(() => channel.assert(key));
    call(() => channel.set(key, `value of ${typeof key}`));
    call(() => channel.has(key));
    call(() => channel.get(key));
    call(() => channel.assert(key));
    call(() => channel.delete(key));
    call(() => channel.delete(key));
    call(() => channel.has(key));
  }
  // Another channel does not see this one's keys.
  call(() => make().has(object));
  return answers;
}

describe('the side-channel shim (for qs)', () => {
  it('answers every call as side-channel does, for object, function and primitive keys', () => {
    const answers = play(shim);
    expect(answers).toEqual(play(real));
    expect(answers).toContain('TypeError: Side channel does not contain the given object key');
  });
});

describe('the resize-observer-polyfill shim (for rc-resize-observer)', () => {
  it('is what the package answers in a browser that has ResizeObserver: the browser’s own', async () => {
    expect(globalThis.ResizeObserver).toBeTypeOf('function');
    const { default: polyfill } = await import('resize-observer-polyfill');
    const { default: ours } = await import('../../src/shims/resize-observer');
    expect(ours).toBe(polyfill);
    expect(ours).toBe(globalThis.ResizeObserver);
  });
});

describe('dependencyShims', () => {
  const plugin = dependencyShims({ 'side-channel': '/shim.cjs' });
  const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;

  it('replaces the package where a dependency imports it, and nowhere else', () => {
    expect(resolveId('side-channel', resolve('node_modules/qs/lib/stringify.js'))).toBe('/shim.cjs');
    expect(resolveId('side-channel', resolve('src/main.tsx'))).toBeNull();
    expect(resolveId('side-channel-map', resolve('node_modules/qs/lib/stringify.js'))).toBeNull();
    expect(resolveId('side-channel')).toBeNull();
    expect(plugin.apply).toBe('build');
  });
});
