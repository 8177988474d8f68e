// npm run bench: builds the console, serves it with the stand-in (no artificial latency), drives
// Debian's Chromium and prints the measurements (median and spread over RUNS runs).
// Writes bench/results.json. A benchmark, not a test: it reports, it does not fail.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { BUDGETS_KB, loadReport } from '../scripts/size-report.mjs';
import { measureAdmin } from './measure-admin.mjs';
import { measureRun } from './measure-run.mjs';
import { measureScale } from './measure-scale.mjs';
import { anchorBuild, sideBySide } from './side-by-side.mjs';
import { loginSideBySide } from './login-side.mjs';
import { reloadSideBySide } from './reload-side.mjs';
import { passwordSideBySide } from './password-side.mjs';
import { OFFICE_LINE } from './network-profile.mjs';

const RUNS = Number(process.env.BENCH_RUNS) || 5;
const PORT = Number(process.env.BENCH_PORT) || 4610;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// BENCH_OUT / BENCH_PRODUCT_OUT: build folders of one's own, so two benches (or a bench and a
// build) running at once do not overwrite each other's files.
const OUT = process.env.BENCH_OUT || 'dist-bench';
const PRODUCT_OUT = process.env.BENCH_PRODUCT_OUT || 'dist';
// The console built for a gateway (no stand-in code at all), for the rows timed against the
// instant gateway the bench routes in the browser context: what a real deployment serves.
const GATEWAY_OUT = process.env.BENCH_GATEWAY_OUT || 'dist-bench-gateway';
const env = { ...process.env, BLADE_API_URL: '' };

if (!fs.existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}: apt-get install chromium, or set CHROMIUM_PATH.`);
  process.exit(1);
}

// The product build gives the chunk sizes; the bench build (the same app, its stand-in in benchmark
// mode: 10,000 orders and 10,000 more users in tenant 000000) is what the browser runs.
console.log('Building the product and the benchmark builds…');
if (!process.env.BENCH_SKIP_BUILD)
  execSync(`npx vite build --logLevel error --outDir ${PRODUCT_OUT}`, { stdio: 'inherit', env });
const product = loadReport(PRODUCT_OUT);
if (!process.env.BENCH_SKIP_BUILD)
  execSync(`npx vite build --logLevel error --outDir ${OUT}`, { stdio: 'inherit', env: { ...env, VITE_BENCH: '1' } });
// Any gateway address turns the stand-in off; the calls go to the page's own /api either way.
if (!process.env.BENCH_SKIP_BUILD)
  execSync(`npx vite build --logLevel error --outDir ${GATEWAY_OUT}`, {
    stdio: 'inherit',
    env: { ...env, BLADE_API_URL: 'http://gateway.invalid' },
  });

// gzip size of every script the browser may fetch, less the stand-in's own chunks, which a real
// deployment never downloads (they are counted as 0).
const standin = new Set(loadReport(OUT).standin.map((f) => `/${f}`));
const gzipOf = new Map();
for (const file of fs.readdirSync(path.join(OUT, 'assets'))) {
  const key = `/assets/${file}`;
  if (file.endsWith('.js'))
    gzipOf.set(
      key,
      standin.has(key) ? 0 : zlib.gzipSync(fs.readFileSync(path.join(OUT, 'assets', file)), { level: 9 }).length,
    );
}

const server = spawn('npx', ['vite', 'preview', '--outDir', OUT, '--port', String(PORT), '--strictPort'], {
  env,
  stdio: 'ignore',
  detached: true,
});
let stopped = false;
const stop = () => {
  if (stopped || !server.pid) return;
  stopped = true;
  process.kill(-server.pid, 'SIGTERM');
};
process.on('exit', stop);
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/login`)).ok) break;
  } catch {
    if (i > 150) throw new Error('preview server did not start');
  }
  await new Promise((r) => setTimeout(r, 200));
}

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    // No host but the local servers: a front end's fonts or pictures from elsewhere are not counted.
    '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--js-flags=--expose-gc',
  ],
});
// BENCH_PART=side measures only the side-by-side rows (quicker while working on the login path),
// BENCH_PART=admin only the platform-administration rows, BENCH_PART=scale only the order list at
// 1,000 and 10,000 orders.
const part = process.env.BENCH_PART;
const sideRowsOff = part === 'admin' || part === 'scale';
const runs = [];
for (let run = 1; run <= RUNS && part !== 'side'; run++) {
  process.stdout.write(`run ${run}/${RUNS}… `);
  const main = part === 'admin' || part === 'scale' ? {} : await measureRun(browser, base, gzipOf);
  const admin = part === 'scale' ? {} : await measureAdmin(browser, base);
  const scale = part === 'admin' ? {} : await measureScale(browser, base);
  runs.push({ ...main, ...admin, ...scale });
  console.log('done');
}
stop();
const anchorDir = anchorBuild();
process.stdout.write(
  `side by side with ${anchorDir ? 'the anchor (Saber)' : 'no anchor (../shared/anchors missing)'}, ${RUNS} alternating runs… `,
);
const side = sideRowsOff
  ? { ours: [], anchor: [], reload: [0] }
  : await sideBySide(browser, { oursDir: OUT, anchorDir, runs: RUNS, port: PORT + 10 });
// The login click → home and F5 on a list against the same instant gateway for both (ours built
// for a gateway: no stand-in, no backend time).
const clicks = sideRowsOff
  ? { ours: [], anchor: [] }
  : await loginSideBySide(browser, { oursDir: GATEWAY_OUT, anchorDir, runs: RUNS, port: PORT + 20 });
const reloads = sideRowsOff
  ? { ours: [], anchor: [] }
  : await reloadSideBySide(browser, { oursDir: GATEWAY_OUT, anchorDir, runs: RUNS, port: PORT + 30 });
console.log('done');
// The same three moments where staff are: on an office line, the gateway taking its time.
process.stdout.write(`${OFFICE_LINE.name}, ${RUNS} alternating runs… `);
const office = sideRowsOff
  ? null
  : {
      password: await passwordSideBySide(browser, {
        oursDir: GATEWAY_OUT,
        anchorDir,
        runs: RUNS,
        port: PORT + 40,
        profile: OFFICE_LINE,
      }),
      login: await loginSideBySide(browser, {
        oursDir: GATEWAY_OUT,
        anchorDir,
        runs: RUNS,
        port: PORT + 50,
        profile: OFFICE_LINE,
      }),
      reload: await reloadSideBySide(browser, {
        oursDir: GATEWAY_OUT,
        anchorDir,
        runs: RUNS,
        port: PORT + 60,
        profile: OFFICE_LINE,
      }),
    };
console.log('done');
await browser.close();

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1) };
};
const sideRows = [
  ['password field in the DOM (ms from navigation start)', (r) => r.ms],
  ['JS requested before it (gzip KB)', (r) => r.kb],
  ['script requests before it', (r) => r.requests],
];
const sideTable = sideRows.map(([metric, pick]) => {
  const ours = stats(side.ours.map(pick));
  const anchor = side.anchor.length ? stats(side.anchor.map(pick)) : null;
  return { metric, ours, anchor, ratio: anchor ? ours.median / anchor.median : null };
});
for (const [metric, samples] of [
  ['login click → home with its menu, same instant gateway (ms)', clicks],
  ['F5 on /system/param → first table row, same instant gateway (ms)', reloads],
]) {
  if (!samples.ours.length) continue;
  const ours = stats(samples.ours);
  const anchor = samples.anchor.length ? stats(samples.anchor) : null;
  sideTable.push({ metric, ours, anchor, ratio: anchor ? ours.median / anchor.median : null });
}
const reload = stats(side.reload);
// The office-line rows, each with its target ratio to Saber's time.
const officeTable = office
  ? [
      ['password field in the DOM (ms from navigation start)', office.password, 0.3],
      ['login click → home with its menu (ms)', office.login, 0.4],
      ['F5 on /system/param → first table row, nothing cached (ms)', office.reload, 0.4],
    ].map(([metric, samples, target]) => {
      const ours = stats(samples.ours);
      const anchor = samples.anchor.length ? stats(samples.anchor) : null;
      return { metric, ours, anchor, ratio: anchor ? ours.median / anchor.median : null, target };
    })
  : [];
const rows = [
  ['/login first load JS (gzip KB)', 'loginKb', `≤ ${BUDGETS_KB.login}`, (v) => v <= BUDGETS_KB.login],
  ['JS fetched from login click to home (gzip KB)', 'afterLoginKb', '', () => true],
  ['all JS loaded when home is shown (gzip KB)', 'homeKb', `≤ ${BUDGETS_KB.home}`, (v) => v <= BUDGETS_KB.home],
  ['login click → home rendered (ms)', 'loginMs', '≤ 800', (v) => v <= 800],
  ['order list, 200 rows of 10,000, rendered after data (ms)', 'listMs', '≤ 150', (v) => v <= 150],
  ['long tasks while scrolling it (count)', 'scrollLongTasks', '0', (v) => v === 0],
  ['longest task while scrolling (ms)', 'scrollMaxTaskMs', '< 50', (v) => v < 50],
  ['tab switch (ms)', 'tabSwitchMs', '≤ 50', (v) => v <= 50],
  ['JS heap after first page (MB)', 'heapFirstMb', '', () => true],
  ['JS heap after 20 tabs opened+closed (MB)', 'heapAfterTabsMb', '', () => true],
  ['JS heap after the same 20 again (MB)', 'heapAfterSecondTabsMb', '', () => true],
  ['heap growth over the second 20 (%)', 'steadyGrowthPct', '≤ 3', (v) => v <= 3],
  ['region tree: a level rendered after its data (ms)', 'regionExpandMs', '≤ 100', (v) => v <= 100],
  ['10,000 users: a page rendered after its data (ms)', 'userPageMs', '≤ 150', (v) => v <= 150],
  ['role grant dialog, whole menu: click → checked tree (ms)', 'roleGrantMs', '≤ 300', (v) => v <= 300],
  ['F5 on /oto/order → first row, 1,000 orders (ms)', 'orders1kReloadMs', '', () => true],
  ['F5 on /oto/order → first row, 10,000 orders (ms)', 'orders10kReloadMs', '', () => true],
  ['order page of 200 rendered after data, 1,000 orders (ms)', 'orders1kPageMs', '', () => true],
  ['order page of 200 rendered after data, 10,000 orders (ms)', 'orders10kPageMs', '≤ 150', (v) => v <= 150],
  ['order search: 搜索 click → rows, 1,000 orders (ms)', 'orders1kSearchMs', '', () => true],
  ['order search: 搜索 click → rows, 10,000 orders (ms)', 'orders10kSearchMs', '', () => true],
  ['… of which after its data, 1,000 orders (ms)', 'orders1kSearchAfterDataMs', '', () => true],
  ['… of which after its data, 10,000 orders (ms)', 'orders10kSearchAfterDataMs', '≤ 150', (v) => v <= 150],
];
for (const r of runs.filter((each) => each.heapAfterSecondTabsMb !== undefined))
  r.steadyGrowthPct = ((r.heapAfterSecondTabsMb - r.heapAfterTabsMb) / r.heapAfterTabsMb) * 100;
const table = (runs.length ? rows.filter(([, key]) => runs[0][key] !== undefined) : []).map(
  ([label, key, budget, ok]) => {
    const s = stats(runs.map((r) => r[key]));
    const pass =
      runs.filter((r) => ok(r[key], r)).length > RUNS / 2 &&
      ok(s.median, { heapFirstMb: stats(runs.map((r) => r.heapFirstMb)).median });
    return {
      metric: label,
      key,
      median: +s.median.toFixed(1),
      min: +s.min.toFixed(1),
      max: +s.max.toFixed(1),
      budget,
      met: budget ? pass : null,
    };
  },
);
const spread = (s) => `${s.median.toFixed(0)} (${s.min.toFixed(0)}–${s.max.toFixed(0)})`;
const chunks = product.routes
  .concat(product.widgets)
  .map((r) => ({ chunk: r.route, ownKb: +r.kb.toFixed(1), firstVisitKb: +r.firstVisitKb.toFixed(1) }));

console.log(`\nMedian of ${RUNS} runs (min–max), headless Chromium on this machine:\n`);
console.log(`| metric | median | spread | budget | met |\n|---|---:|---:|---|---|`);
for (const row of table)
  console.log(
    `| ${row.metric} | ${row.median} | ${row.min}–${row.max} | ${row.budget} | ${row.met === null ? '' : row.met ? 'yes' : 'NO'} |`,
  );
// BENCH_PART=admin and scale measure no side-by-side rows: nothing to print for them.
if (!sideRowsOff) {
  console.log(
    `\nSide by side with Saber (the anchor), same static server with gzip, ${RUNS} alternating runs, median (min–max):\n`,
  );
  console.log(`| metric | ours | anchor | ours / anchor |\n|---|---:|---:|---:|`);
  for (const row of sideTable)
    console.log(
      `| ${row.metric} | ${spread(row.ours)} | ${row.anchor ? spread(row.anchor) : 'n/a'} | ${row.ratio === null ? 'n/a' : row.ratio.toFixed(2)} |`,
    );
  console.log(`| F5 on /system/param → first table row, with the stand-in (ms) | ${spread(reload)} | | |`);
  console.log(`\nOn an ${OFFICE_LINE.name}, ${RUNS} alternating runs, median (min–max):\n`);
  console.log(`| metric | ours | anchor | ours / anchor | target |\n|---|---:|---:|---:|---:|`);
  for (const row of officeTable)
    console.log(
      `| ${row.metric} | ${spread(row.ours)} | ${row.anchor ? spread(row.anchor) : 'n/a'} | ${row.ratio === null ? 'n/a' : row.ratio.toFixed(2)} | ≤ ${row.target} |`,
    );
}
console.log(`\nRoute and on-demand chunks (gzip KB; own = beyond the home page and the list page):\n`);
console.log(`| chunk | own | first visit |\n|---|---:|---:|`);
for (const c of chunks) console.log(`| ${c.chunk} | ${c.ownKb} | ${c.firstVisitKb} |`);

const resultsFile = part ? `bench/results-${part}.json` : 'bench/results.json';
fs.writeFileSync(
  resultsFile,
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, table, sideBySide: { table: sideTable, reload, raw: side }, officeLine: { profile: OFFICE_LINE, table: officeTable, raw: office }, chunks, raw: runs }, null, 2)}\n`,
);
console.log(`\nWrote ${resultsFile}`);
