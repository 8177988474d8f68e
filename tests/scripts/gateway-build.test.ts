import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../scripts/security-headers';

// What a deployment serves: a gateway build (BLADE_API_URL set, as the Dockerfile makes it) holds
// none of the stand-in (its code, seed, service worker, the size check's statistics), and the
// build writes nginx's security headers beside itself, with the hashes of the page's own scripts.

const out = join(mkdtempSync(join(tmpdir(), 'gateway-build-')), 'dist');
afterAll(() => rmSync(join(out, '..'), { recursive: true, force: true }));

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe('a gateway build', { timeout: 300_000 }, () => {
  it('ships no stand-in, and writes the CSP of its own inline scripts for nginx', () => {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', out], {
      cwd: resolve('.'),
      stdio: 'pipe',
      env: { ...process.env, BLADE_API_URL: 'http://gateway', NODE_ENV: 'production' },
    });
    const files = filesUnder(out).map((file) => relative(out, file));
    expect(files).toContain('index.html');
    expect(
      files.filter((file) => /mockServiceWorker|chunk-stats|ureport|(^|\/)browser-[\w-]+\.js$/.test(file)),
    ).toEqual([]);
    // The stand-in's code and seed: its start, its stored journal, its seed's accounts and business.
    const leaks = files
      .filter((file) => /\.(js|html|json)$/.test(file))
      .filter((file) =>
        /startStandin|standin\.db\.v1|orgstaff|bench00001|ureport\/preview\.html/.test(
          readFileSync(join(out, file), 'utf8'),
        ),
      );
    expect(leaks).toEqual([]);

    const headers = readFileSync(`${out}-nginx/security-headers.conf`, 'utf8');
    const hashes = inlineScriptHashes(readFileSync(join(out, 'index.html'), 'utf8'));
    // A gateway build's page asks for the first data itself: more than one inline script.
    expect(hashes.length).toBeGreaterThan(1);
    const policy = /add_header Content-Security-Policy "([^"]+)" always;/.exec(headers)![1];
    const scripts = /script-src ([^;]+)/.exec(policy)![1].split(' ');
    for (const hash of hashes) expect(scripts).toContain(hash);
    expect(scripts.join(' ')).not.toMatch(/unsafe/);
    expect(policy).toContain("frame-ancestors 'self'");
  });
});
