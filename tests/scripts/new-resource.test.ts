import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run new:resource` as a new developer runs it: in a copy of the project, one command, and
// what it wrote passes the project's own checks unchanged (types, lint, format) and its page test,
// with the tests that read every declaration, the contract tables and the stand-in's entities.

const root = resolve('.');
const copy = mkdtempSync(join(tmpdir(), 'new-resource-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** The project as a clone has it (tracked and new files, nothing ignored), with its installed packages. */
function copyProject() {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    try {
      cpSync(join(root, file), join(copy, file));
    } catch {
      // A file deleted in the work tree but not yet in git's index.
    }
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
}

const options = { cwd: copy, encoding: 'utf8', env: { ...process.env, CI: 'true' } } as const;
const run = (command: string, args: string[]) => execFileSync(command, args, { ...options, stdio: 'pipe' });
/** The same, side by side: tsc and ESLint each keep one core busy, so the three share both cores. */
const runBeside = (command: string, args: string[]) =>
  promisify(execFile)(command, args, options).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`${command} ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  });
const bin = (name: string) => join(root, 'node_modules/.bin', name);

describe('npm run new:resource', { timeout: 600_000 }, () => {
  it('writes a one-to-one entity that passes the checks and its own page test unchanged', async () => {
    copyProject();
    const said = run('node', ['scripts/new-resource.mjs', 'oto/college', '--zh', '院校库', '--en', 'Colleges']);
    const written = said
      .split('\n')
      .filter((line) => line.startsWith('  '))
      .map((line) => line.trim());
    expect(written).toEqual([
      'src/resources/oto/college.ts',
      'mocks/entities/college.ts',
      'tests/pages/oto-college.test.tsx',
      'src/resources/oto/business.ts',
      'mocks/entities/index.ts',
      'mocks/entities/tables.ts',
      'src/locales/zh/oto.ts',
      'src/locales/en/oto.ts',
      'src/locales/zh/common.ts',
      'src/locales/en/common.ts',
      'contract/business-endpoints.json',
      'src/crud/list-requests.json',
    ]);
    const business = JSON.parse(readFileSync(join(copy, 'contract/business-endpoints.json'), 'utf8')) as {
      path: string;
    }[];
    expect(business.map((entry) => entry.path)).toEqual(
      expect.arrayContaining([
        '/{product}-management/onetoone/college-info/search',
        '/{product}-management/onetoone/college-info/save-and-update',
        '/{product}-management/onetoone/college-info/del/{ids}',
      ]),
    );

    run(bin('prettier'), ['--check', ...written]);
    await Promise.all([
      runBeside(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
      runBeside(
        bin('eslint'),
        written.filter((file) => /\.tsx?$/.test(file)),
      ),
      runBeside(bin('vitest'), [
        'run',
        'tests/pages/oto-college.test.tsx',
        'tests/contract',
        'tests/resources/declaration-keys.test.ts',
        'tests/shell/list-requests.test.ts',
        'tests/shell/registry-domains.test.ts',
        'tests/mocks/standin-entities.test.ts',
        'tests/mocks/oto-menus.test.ts',
      ]),
    ]);

    // Run again, it refuses rather than writing the entity twice.
    expect(() => run('node', ['scripts/new-resource.mjs', 'oto/college'])).toThrow(/oto\/college exists/);
  });
});
