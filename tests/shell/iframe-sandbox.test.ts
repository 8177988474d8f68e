import { describe, expect, it } from 'vitest';
import { iframeSandbox } from '../../src/pages/iframe/iframe-sandbox';

const origin = 'http://localhost:1888';
const flags = (src: string) => iframeSandbox(src, origin).split(' ');

describe('the sandbox of an embedded page', () => {
  it('runs a page of our own origin with scripts but without its origin, so it cannot read the token', () => {
    for (const src of [
      '/embedded/guide.html',
      'http://localhost:1888/embedded/guide.html',
      'embedded/guide.html?x=1',
    ]) {
      expect(flags(src)).toContain('allow-scripts');
      expect(flags(src)).not.toContain('allow-same-origin');
    }
  });

  it('never lets a URL that would inherit our origin keep it', () => {
    for (const src of [
      'about:blank',
      'javascript:alert(1)',
      'data:text/html,<p>x</p>',
      `blob:${origin}/0b4c`,
      'http://[bad',
    ]) {
      expect(flags(src)).not.toContain('allow-same-origin');
    }
  });

  it('lets a page of another origin keep its own (it cannot reach our storage)', () => {
    for (const src of ['https://bi.example.org/report', 'http://localhost:9000/x', 'https://localhost:1888/x']) {
      expect(flags(src)).toEqual(['allow-scripts', 'allow-forms', 'allow-popups', 'allow-same-origin']);
    }
  });
});
