// The small static server both front ends are measured behind: gzip (compressed once per file),
// history fallback to index.html, no caching headers (every run starts with a fresh context).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg)$/;

/**
 * Serves `root` on 127.0.0.1:`port`; resolves with a function that stops it. With a `gateway`,
 * `/api/...` is answered by `gateway.answer(pathname)` (JSON) after `gateway.delayMs`.
 */
export function serveStatic(root, port, gateway) {
  const gzipped = new Map();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (gateway && url.pathname.startsWith('/api/')) {
      const body = JSON.stringify(gateway.answer(url.pathname));
      setTimeout(() => {
        response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        response.end(body);
      }, gateway.delayMs);
      request.resume();
      return;
    }
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      file = path.join(root, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers = { 'Content-Type': type, 'Cache-Control': 'no-store' };
    // The service worker of the stand-in is served from the root scope, as a real host would.
    if (file.endsWith('mockServiceWorker.js')) headers['Service-Worker-Allowed'] = '/';
    let body = fs.readFileSync(file);
    if (COMPRESSIBLE.test(file) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(body, { level: 6 }));
      body = gzipped.get(file);
      headers['Content-Encoding'] = 'gzip';
    }
    response.writeHead(200, headers);
    response.end(body);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve(() => new Promise((done) => server.close(done)))),
  );
}
