import fs from 'node:fs';
import path from 'node:path';

type ModuleInfo = { importedIds: readonly string[]; code: string | null };
type Context = { getModuleInfo(id: string): ModuleInfo | null };

// Packages imported through an index that re-exports every part (`import { Button } from 'antd'`):
// following the index's edges would reach all of antd. Only the parts a source file names count.
const BARRELS: { spec: string; index: RegExp }[] = [
  { spec: 'antd', index: /node_modules[\\/]antd[\\/]es[\\/]index\.js$/ },
  { spec: '@ant-design/icons', index: /node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/ },
];
const SOURCE = /[\\/]src[\\/].*\.tsx?$/;

/** The file a barrel's `export … from './x'` points at. */
function resolveFile(from: string, rel: string): string | undefined {
  const base = path.resolve(path.dirname(from), rel);
  return [base, `${base}.js`, path.join(base, 'index.js')].find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

/** name → module file of everything a barrel re-exports (following `export *`). */
function exportMap(index: string, into = new Map<string, string>()): Map<string, string> {
  const code = fs.readFileSync(index, 'utf8');
  for (const [, names, rel] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const file = resolveFile(index, rel);
    if (!file) continue;
    for (const part of names.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) into.set(name, file);
    }
  }
  for (const [, rel] of code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) {
    const file = resolveFile(index, rel);
    if (file) exportMap(file, into);
  }
  return into;
}

/** The names a module's code imports from a package (`import { A, B as C } from 'pkg'`). */
function namedImports(code: string, spec: string): string[] {
  const escaped = spec.replace(/[/\\^$.*+?()[\]{}|-]/g, '\\$&');
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${escaped}["']`, 'g');
  return [...code.matchAll(pattern)].flatMap(([, names]) =>
    names
      .split(',')
      .map((part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          .trim(),
      )
      .filter(Boolean),
  );
}

/**
 * Each first screen's modules: its page (home's first), and the lazy parts it asks for at once.
 * `withFrame`: modules that ride with the frame whenever home or the list page reaches them.
 */
type Screens = { console: string[]; home: string[]; list: string[]; withFrame?: RegExp };

/**
 * A chunk group naming function for the console's first screens: every module the frame
 * (`console`), the home page (`home`, its page module first) or the generic list page (`list`)
 * imports statically, with the lazy parts each asks for as soon as it renders, and is
 * not already in the entry or the login chunk (groups of higher priority), goes into one file per
 * screen, with what home and the list page both use in the frame's. Left to the automatic split, the
 * same code came as ~90 small chunks: over HTTP/1.1's six connections a reload of a list page
 * queued them for ~300 ms. Each other page (a bespoke page, a dialog) is still split
 * automatically, so it costs only what it adds. Reachability goes through a barrel index only by
 * the names a source file imports from it (the index itself re-exports everything). A module many
 * other chunks also import (the API modules: paths only) is put in the frame's file by `withFrame`:
 * in home's or the list page's, every other page calling it would load that whole file too.
 */
export function firstScreenGroups(root: string, entries: Screens) {
  const exportsOf = new Map<string, Map<string, string>>();
  const barrelOf = (id: string) => BARRELS.find((barrel) => barrel.index.test(id));
  const reached = new Map<string, Set<string>>();
  // Static imports only: what a screen loads later (dialogs, pickers) stays out of its file.
  const reach = (files: string[], ctx: Context) => {
    const key = String(files);
    let found = reached.get(key);
    if (found) return found;
    found = new Set<string>();
    const queue = files.map((file) => path.resolve(root, file));
    while (queue.length) {
      const id = queue.pop()!;
      if (found.has(id)) continue;
      found.add(id);
      const info = ctx.getModuleInfo(id);
      for (const dep of info?.importedIds ?? []) {
        const barrel = barrelOf(dep);
        if (!barrel) {
          queue.push(dep);
          continue;
        }
        if (!SOURCE.test(id) || !info?.code) continue;
        let names = exportsOf.get(dep);
        if (!names) exportsOf.set(dep, (names = exportMap(dep)));
        for (const name of namedImports(info.code, barrel.spec)) {
          const target = names.get(name);
          if (target) queue.push(target);
        }
      }
    }
    reached.set(key, found);
    return found;
  };
  return (id: string, ctx: Context): string | null => {
    const home = reach(entries.home, ctx).has(id);
    const list = reach(entries.list, ctx).has(id);
    // What home and the list page share rides with the frame, which both always follow (a chunk
    // of its own was merged into home by the bundler, and a list page then ran home's module).
    if ((home && list) || reach(entries.console, ctx).has(id)) return 'console';
    if ((home || list) && entries.withFrame?.test(id)) return 'console';
    // Home's own module stays out of its group: it starts the overview's fetch when it runs, and a
    // dialog that shares a part with home must not run it.
    if (home && id === path.resolve(root, entries.home[0])) return null;
    return home ? 'home' : list ? 'list' : null;
  };
}
