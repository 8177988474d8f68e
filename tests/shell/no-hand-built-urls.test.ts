import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { config } from '../../src/config';

// Every call the console makes is declared in one place: a declaration's endpoints or the API
// module of its domain (src/resources/<domain>/api.ts, src/resources/session-api.ts). A screen or
// the frame that spells a path of its own is read here as source and named with its line.

const ROOTS = ['src/pages', 'src/shell'];
const services = Object.values(config.services);

const sources = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? sources(path.join(dir, entry.name))
        : /\.tsx?$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    );

/** Text that names a service's path: `/blade-auth/…`, `zhiyuan-management/…`. */
const namesService = (text: string) =>
  /(^|\/)blade-[a-z]+\//.test(text) ||
  /-(management|resource)\//.test(text) ||
  services.some((s) => text.includes(`${s}/`));

/**
 * A template that glues a path onto a base (`${base}/x`; not the console's own address, a
 * `${location.origin}/login` to come back to) or an id onto an endpoint (`del/${id}`). A path of
 * the console's own routes starts with `/` (`/work/process/${route}/form/${id}`): no call.
 */
function gluesPath(node: ts.TemplateExpression): boolean {
  const [first] = node.templateSpans;
  const ontoBase =
    node.head.text === '' &&
    /^\/[a-z]/i.test(first.literal.text) &&
    !first.expression.getText().endsWith('location.origin');
  return ontoBase || /^[a-z][\w-]*(\/[\w-]+)*\/$/i.test(node.head.text);
}

const isLiteral = (node: ts.Node) => ts.isStringLiteralLike(node) || ts.isTemplateExpression(node);

/** What in one file builds a path by hand, as `file:line what`. */
function handBuilt(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) =>
    found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`);
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node)) {
      const spelled = node.getText();
      if (spelled === 'config.services') report(node, 'config.services');
      // A declaration's base is only joined to its declared endpoints, never handed to a helper.
      if (spelled.endsWith('.api.base')) {
        const call = node.parent;
        const joined =
          ts.isCallExpression(call) && call.expression.getText() === 'joinPath' && call.arguments[0] === node;
        if (!joined || call.arguments.slice(1).some(isLiteral)) report(node, `${spelled} outside joinPath`);
      }
    }
    if (ts.isCallExpression(node) && node.expression.getText() === 'joinPath' && node.arguments.some(isLiteral))
      report(node, 'joinPath with a path of its own');
    if (ts.isStringLiteralLike(node) && namesService(node.text)) report(node, JSON.stringify(node.text));
    if (ts.isTemplateExpression(node)) {
      const pieces = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      if (pieces.some(namesService) || gluesPath(node)) report(node, node.getText());
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the calls of screens and the frame', () => {
  it('are declared, never built by hand in src/pages or src/shell', () => {
    const offences = ROOTS.flatMap(sources).flatMap((file) => handBuilt(file, fs.readFileSync(file, 'utf8')));
    expect(offences).toEqual([]);
  });

  it('are read as hand-built when spelled in a page (the check itself)', () => {
    const page = [
      'const a = `/${config.services.management}/menu/top-menu`;',
      "const b = joinPath(def.api.base, 'package-detail');",
      'const c = useOrderPost(def.api.base);',
      'const d = `${base}/role/grant`;',
      'const e = `del/${id}`;',
      "const f = '/blade-auth/captcha';",
      "const g = 'zhiyuan-management/param';",
    ].join('\n');
    const lines = new Set(handBuilt('page.ts', page).map((offence) => offence.split(' ')[0]));
    expect([...lines]).toEqual(page.split('\n').map((_line, index) => `page.ts:${index + 1}`));
    // What the generic list page does with a declaration's own endpoints is not hand-built.
    expect(handBuilt('crud.ts', 'joinPath(def.api.base, resolveEndpoints(def.api).list);')).toEqual([]);
  });
});

// The API modules hold every path the screens call, each relative to /api under a service of
// config.services: a list of calls one can walk (contract checks each against BladeX's table).
const apiModules = import.meta.glob<Record<string, unknown>>(
  ['../../src/resources/*/api.ts', '../../src/resources/session-api.ts'],
  { eager: true },
);

/** Every call of a module's export: a path, a path with an id put in, a declared resource's base. */
function callsOf(value: unknown, name: string): [string, string][] {
  if (typeof value === 'string') return [[name, value]];
  if (typeof value === 'function') return [[name, String((value as (id: string) => unknown)('ID'))]];
  if (value && typeof value === 'object' && 'family' in value && 'base' in value)
    return [[name, `/${String(value.base)}`]];
  return Object.entries(value as object).flatMap(([key, inner]) => callsOf(inner, `${name}.${key}`));
}

describe('the API modules', () => {
  it('hold paths under the configured services only', () => {
    const calls = Object.entries(apiModules).flatMap(([file, exports]) =>
      Object.entries(exports).flatMap(([name, value]) =>
        callsOf(value, `${file.replace('../../src/resources/', '')}:${name}`),
      ),
    );
    expect(calls.length).toBeGreaterThan(50);
    const astray = calls.filter(([, url]) => !services.some((service) => url.startsWith(`/${service}/`)));
    expect(astray).toEqual([]);
  });
});
