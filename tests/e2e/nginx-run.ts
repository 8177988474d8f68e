import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Debian's nginx running deploy/nginx.conf as the official image runs it: the template rendered
// as the image's entrypoint renders it (20-envsubst-on-templates.sh), included in an http block
// with mime.types like the image's nginx.conf. Everything nginx writes (pid, logs, request
// bodies, proxy temp files) goes under a prefix of its own in a temp folder, so it runs as the
// current user, root or not.

const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx';

/**
 * envsubst "$defined_envs" as the entrypoint calls it (with no NGINX_ENVSUBST_FILTER, every
 * variable's name is listed): `$NAME` and `${NAME}` are replaced for each NAME defined in `env`,
 * empty or not; anything else, nginx's own `$uri` among them, stays as written.
 */
function renderTemplate(template: string, env: NodeJS.ProcessEnv): string {
  return template.replace(/\$\{([A-Za-z_]\w*)\}|\$([A-Za-z_]\w*)/g, (whole, braced?: string, bare?: string) => {
    const value = env[(braced ?? bare)!];
    return value === undefined ? whole : value;
  });
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `check`: what nginx -t said of the rendered template. */
export type NginxRun = { check: string; stop: () => Promise<void> };

/**
 * Renders the template with `vars` over this process's environment, checks it (nginx -t), starts
 * nginx and waits until it answers on CONSOLE_PORT.
 */
export async function startNginx(vars: Record<string, string>): Promise<NginxRun> {
  if (!existsSync(nginxPath))
    throw new Error(
      `nginx not found at ${nginxPath}: install Debian's package (apt-get install nginx) or set NGINX_PATH.`,
    );
  const prefix = mkdtempSync(join(tmpdir(), 'console-nginx-'));
  mkdirSync(join(prefix, 'conf.d'));
  mkdirSync(join(prefix, 'temp'));
  const template = readFileSync('deploy/nginx.conf', 'utf8');
  writeFileSync(join(prefix, 'conf.d/default.conf'), renderTemplate(template, { ...process.env, ...vars }));
  // As root, nginx hands requests to workers of user nobody, who could read neither the build nor
  // the temp folder: the workers stay the current user. Otherwise the directive is ignored.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path temp/${kind};`);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      user,
      'worker_processes 1;',
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      '  access_log access.log;',
      ...temp.map((line) => `  ${line}`),
      '  include conf.d/*.conf;',
      '}',
    ].join('\n'),
  );
  const args = ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf')];
  const globals = `pid ${prefix}/nginx.pid; error_log ${prefix}/error.log;`;
  const test = spawnSync(nginxPath, [...args, '-t', '-g', globals], { encoding: 'utf8' });
  const check = `${test.stdout}${test.stderr}`.trim();
  if (test.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx -t refused the rendered template:\n${check}`);
  }
  const nginx = spawn(nginxPath, [...args, '-g', `daemon off; ${globals}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  nginx.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const errors = () =>
    output + (existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '');
  const stop = async () => {
    if (nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  // Any answer will do (a broken fallback answers / with a 404, for the test to tell).
  const answers = () =>
    fetch(`http://127.0.0.1:${vars.CONSOLE_PORT}/`).then(
      () => true,
      () => false,
    );
  const until = Date.now() + 10_000;
  while (!(await answers())) {
    if (nginx.exitCode !== null || Date.now() > until) {
      const problem = errors();
      await stop();
      throw new Error(`nginx did not answer on port ${vars.CONSOLE_PORT}:\n${problem}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { check, stop };
}
