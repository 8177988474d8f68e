import { createHash } from 'node:crypto';

// The security headers nginx sends with every answer (deploy/nginx.conf includes the file the build
// writes, security-headers-plugin.ts). Pure functions, so a script test can check them.

/** The build-time settings that widen the policy: hosts the console frames or reports to. */
export type PolicyHosts = {
  /** VITE_REPORT_URL: the report server's preview page, framed by 报表管理. */
  reportUrl?: string;
  /** VITE_IFRAME_TOKEN_HOSTS: hosts whose pages the console frames with the user's token. */
  iframeTokenHosts?: readonly string[];
  /** VITE_ERROR_LOG_URL: where the console posts its error log. */
  errorLogUrl?: string;
};

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source of each inline script of an HTML page: the hash of its text, as browsers take it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1])
    .filter((text) => text.trim() !== '')
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/** `https://host:port` of an absolute URL; nothing for a path on the console's own origin. */
const originOf = (url: string | undefined): string[] => {
  if (!url || !/^https?:\/\//i.test(url)) return [];
  return [new URL(url).origin];
};

/**
 * The policy: scripts only from the console's origin and its own inline scripts by hash (no
 * 'unsafe-inline', no eval); styles inline too, since antd writes its CSS-in-JS as <style> at run
 * time; pictures and media also from https hosts (object storage answers links to its own host) and
 * as data:/blob: (an upload previewed before it is stored); calls only to the console's origin;
 * frames of its own pages and of the hosts the settings name; framed by nobody else.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], hosts: PolicyHosts = {}): string {
  const frames = [...originOf(hosts.reportUrl), ...(hosts.iframeTokenHosts ?? []).map((host) => `https://${host}`)];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...new Set(scriptHashes)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['media-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...originOf(hosts.errorLogUrl)],
    ['frame-src', "'self'", 'blob:', ...new Set(frames)],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** What nginx adds to every answer, `always` so that errors (404, 413, 502) carry them too. */
export function securityHeaders(policy: string): [string, string][] {
  return [
    ['Content-Security-Policy', policy],
    // For browsers that predate frame-ancestors.
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ];
}

/** The headers as nginx directives, for `include` inside each location. */
export function nginxHeaderLines(headers: readonly [string, string][]): string {
  const lines = headers.map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`);
  return [
    '# Written by the build (scripts/security-headers-plugin.ts): the CSP lists the hashes of this',
    "# build's own inline scripts. Included by every location of deploy/nginx.conf.",
    ...lines,
    '',
  ].join('\n');
}
