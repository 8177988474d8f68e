import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  nginxHeaderLines,
  securityHeaders,
  type PolicyHosts,
} from './security-headers.ts';

/** Every HTML page of the build: index.html and what public/ copies (the embedded and report pages). */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * Writes `<outDir>-nginx/security-headers.conf` beside the build (not into what is served): nginx's
 * add_header lines with a
 * Content-Security-Policy whose script-src lists the hashes of the inline scripts of every page
 * the build holds, as written, after every other plugin changed them. The hashes change with
 * every build, so they cannot be written by hand into deploy/nginx.conf.
 */
export function securityHeadersFile(hosts: PolicyHosts): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'security-headers',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const hashes = htmlFiles(outDir).flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')));
      const lines = nginxHeaderLines(securityHeaders(contentSecurityPolicy(hashes, hosts)));
      mkdirSync(`${outDir}-nginx`, { recursive: true });
      writeFileSync(join(`${outDir}-nginx`, 'security-headers.conf'), lines);
    },
  };
}
