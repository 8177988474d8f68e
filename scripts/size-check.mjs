// npm run size: builds, then fails when a size budget is exceeded, naming the chunk
// and what grew (against scripts/size-baseline.json). `--no-build` reuses dist/ (or `--dist <dir>`),
// `--update-baseline` records today's module sizes as the new baseline.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { BUDGETS_KB, LIST_PAGE, NEVER_FIRST, loadReport, topModules } from './size-report.mjs';

const argv = process.argv.slice(2);
const args = new Set(argv);
// --dist <dir>: a build folder of one's own (two people checking on one machine keep apart).
const dist = argv.includes('--dist') ? argv[argv.indexOf('--dist') + 1] : 'dist';
if (!args.has('--no-build')) {
  execSync(`npx vite build --logLevel error --outDir ${dist}`, {
    stdio: 'inherit',
    env: { ...process.env, BLADE_API_URL: '', NODE_ENV: 'production' },
  });
}

const report = loadReport(dist);
const baselineFile = new URL('./size-baseline.json', import.meta.url);
const baseline = fs.existsSync(baselineFile) ? JSON.parse(fs.readFileSync(baselineFile, 'utf8')) : {};
const failures = [];

function grew(name, files) {
  const now = report.modulesOf(files);
  const before = baseline[name] ?? {};
  return Object.entries(now)
    .map(([module, bytes]) => [module, bytes - (before[module] ?? 0)])
    .filter(([, delta]) => delta > 512)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([module, delta]) => `+${(delta / 1024).toFixed(1)} KB ${module}`);
}

function check(name, files, budget, note = '') {
  const kb = report.kb(files);
  const ok = kb <= budget;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(50)} ${kb.toFixed(1).padStart(7)} KB gzip  (budget ${budget} KB)${note}`,
  );
  if (!ok) {
    const chunks = [...files].map((f) => `${f} ${(report.byFile.get(f).gzip / 1024).toFixed(1)} KB`).join(', ');
    const growth = grew(name, files);
    failures.push(
      `${name} is ${kb.toFixed(1)} KB, over its ${budget} KB budget.\n  chunks: ${chunks}\n  ` +
        (growth.length
          ? `grew since the baseline: ${growth.join('; ')}`
          : `largest modules: ${topModules(report.modulesOf(files)).join('; ')}`),
    );
  }
}

check('/login first load', report.login, BUDGETS_KB.login);
check('home page after login (all JS)', report.home, BUDGETS_KB.home);
if (report.listPage) check('first list page after home (all JS)', report.listPage, BUDGETS_KB.listPage);
else failures.push(`no chunk for the list page ${LIST_PAGE}: the size check cannot see it`);
for (const route of report.routes) {
  check(
    `route ${route.route}`,
    route.files,
    BUDGETS_KB.routeChunk,
    `  first visit ${route.firstVisitKb.toFixed(1)} KB beyond home`,
  );
}
for (const widget of report.widgets) {
  console.log(
    `info ${`on demand ${widget.route}`.padEnd(50)} ${widget.kb.toFixed(1).padStart(7)} KB gzip  first use ${widget.firstVisitKb.toFixed(1)} KB`,
  );
}

for (const [name, files] of [
  ['/login first load', report.login],
  ['home page after login', report.home],
]) {
  const banned = Object.keys(report.modulesOf(files)).filter((m) => NEVER_FIRST.some((re) => re.test(m)));
  if (banned.length) failures.push(`${name} must not contain: ${banned.join(', ')}`);
}

if (args.has('--update-baseline')) {
  const next = {
    '/login first load': report.modulesOf(report.login),
    'home page after login (all JS)': report.modulesOf(report.home),
  };
  if (report.listPage) next['first list page after home (all JS)'] = report.modulesOf(report.listPage);
  for (const route of report.routes) next[`route ${route.route}`] = report.modulesOf(route.files);
  fs.writeFileSync(baselineFile, `${JSON.stringify(next, null, 1)}\n`);
  console.log('baseline updated');
}

if (failures.length) {
  console.error(`\n${failures.join('\n\n')}`);
  process.exit(1);
}
console.log('\nAll size budgets met.');
