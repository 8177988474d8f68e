// Sizes of what each screen loads, from the build output (dist/ and dist/chunk-stats.json).
// Shared by the size check (npm run size) and the benchmark (npm run bench).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const BUDGETS_KB = { login: 250, home: 450, listPage: 560, routeChunk: 30 };
/** The list page every plain resource renders: the first list visited after home pays for antd's Table, Form, Modal. */
export const LIST_PAGE = 'src/crud/crud-page.tsx';
/** The declarations of that first list page (/system/param): a domain chunk fetched with it. */
const LIST_DOMAIN = 'src/resources/system/index.ts';
/** Never part of the login or home page's JS. */
export const NEVER_FIRST = [
  /^mocks\//,
  /^bpmn-js/,
  /^diagram-js/,
  /^src\/locales\/en\//,
  /^antd\/es\/locale\/en_US/,
  /quill|wangeditor|tinymce|@tiptap|braft/,
];

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

export function loadReport(dist = 'dist') {
  const stats = JSON.parse(fs.readFileSync(path.join(dist, 'chunk-stats.json'), 'utf8'));
  const byFile = new Map(stats.map((chunk) => [chunk.file, { ...chunk, gzip: gzipSize(path.join(dist, chunk.file)) }]));
  const closure = (file, into = new Set()) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) closure(dep, into);
    return into;
  };
  // A page's chunk: the dynamic entry it is the facade of, or, when a chunk group of the build
  // gathered it with others (the login chunk), the chunk that holds it.
  const entryOf = (facade) =>
    [...byFile.values()].find((c) => c.facade === facade) ??
    [...byFile.values()].find((c) => !c.isEntry && facade in c.modules);
  const byFileOf = (facade) => entryOf(facade)?.file;
  const closureOf = (...facades) => {
    const set = new Set();
    for (const facade of facades) {
      const chunk = facade === 'entry' ? [...byFile.values()].find((c) => c.isEntry) : entryOf(facade);
      if (!chunk) throw new Error(`no chunk for ${facade}`);
      closure(chunk.file, set);
    }
    return set;
  };
  const kb = (files) => [...files].reduce((sum, f) => sum + byFile.get(f).gzip, 0) / 1024;
  const modulesOf = (files) => {
    const totals = {};
    for (const f of files) for (const [m, n] of Object.entries(byFile.get(f).modules)) totals[m] = (totals[m] ?? 0) + n;
    return totals;
  };

  const login = closureOf('entry', 'src/pages/login/login-page.tsx');
  const home = new Set([...login, ...closureOf('src/shell/refine-shell.tsx', 'src/pages/wel/wel-page.tsx')]);
  // Each chunk is attributed to every route that loads it, so a chunk another lazy chunk also
  // imports still counts for the route (it used to pass as "shared", unseen). A route's first
  // visit is what it fetches beyond home; the list page is measured in all (home + first visit),
  // every other route by what it fetches beyond home and the list page: its own cost.
  // Pages, the shell, and the registry's domains (each a chunk of declarations fetched with its pages).
  const lazyEntries = [...byFile.values()].filter(
    (c) => c.isDynamicEntry && /^src\/(pages|shell)\/|^src\/resources\/[^/]+\/index\.ts$/.test(c.facade ?? ''),
  );
  const listEntry = entryOf(LIST_PAGE);
  const listFiles = listEntry ? closure(listEntry.file) : new Set();
  const listDomain = entryOf(LIST_DOMAIN);
  if (listDomain) closure(listDomain.file, listFiles);
  const routes = lazyEntries
    .map((c) => {
      const fetched = [...closure(c.file)].filter((f) => !home.has(f));
      const own =
        c.facade === LIST_PAGE || c.facade === LIST_DOMAIN ? fetched : fetched.filter((f) => !listFiles.has(f));
      return { route: c.facade, files: own, fetched, kb: kb(own), firstVisitKb: kb(fetched) };
    })
    .sort((a, b) => b.kb - a.kb);
  // Pages carry the route budget; widgets fetched on demand (pickers, dialogs) are reported apart.
  const isPage = (route) => /-page\.tsx$|refine-shell\.tsx$|^src\/resources\//.test(route);
  // Chunks only the in-browser stand-in needs: a real deployment never downloads them.
  // The stand-in's own lazy parts (the log generator) are stand-in too.
  const isStandin = (c) => (c.facade ?? '').startsWith('mocks/');
  const others = new Set();
  for (const c of byFile.values()) if ((c.isEntry || c.isDynamicEntry) && !isStandin(c)) closure(c.file, others);
  const standinAll = new Set();
  for (const c of byFile.values()) if (c.isDynamicEntry && isStandin(c)) closure(c.file, standinAll);
  const standin = [...standinAll].filter((f) => !others.has(f));
  const listPage = listEntry ? new Set([...home, ...listFiles]) : null;
  return {
    byFile,
    login,
    home,
    listPage,
    kb,
    modulesOf,
    standin,
    routes: routes.filter(
      (r) => isPage(r.route) && r.route !== LIST_PAGE && r.route !== LIST_DOMAIN && !home.has(byFileOf(r.route)),
    ),
    widgets: routes.filter((r) => !isPage(r.route)),
  };
}

export function topModules(modules, count = 8) {
  return Object.entries(modules)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(1)} KB`);
}
