import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT) || 4599;
// Two people testing on one machine keep apart with their own build folder and port.
const outDir = process.env.E2E_OUT_DIR || 'dist';

async function waitForServer(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`preview server did not answer at ${url}`);
}

let server: ChildProcess | undefined;

export default async function setup(project: TestProject) {
  if (!existsSync(chromium)) {
    throw new Error(
      `Chromium not found at ${chromium}. Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir], {
      stdio: 'inherit',
      // vitest runs with NODE_ENV=test, which would make Vite build React's development bundle.
      env: { ...process.env, BLADE_API_URL: '', NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--outDir', outDir], {
    stdio: 'ignore',
    env: { ...process.env, BLADE_API_URL: '' },
    detached: true,
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseURL}/login`, 30_000);
  project.provide('baseURL', baseURL);
  project.provide('chromium', chromium);
  return () => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    chromium: string;
  }
}
