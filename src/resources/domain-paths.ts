/**
 * The route patterns each domain of declarations serves (src/resources/registry.ts), on their own
 * so that the build can read them too: index.html preloads the reloaded page's domain with the
 * frame (vite.config.ts). A pattern ending in `/*` covers everything under it.
 */
export const domainPaths = {
  system: [
    '/system/*',
    '/authority/*',
    '/tool/datasource',
    '/report/*',
    '/dict-horizontal/index',
    '/dict-vertical/index',
  ],
  oto: ['/oto/*'],
  resource: ['/resource/*'],
  notice: ['/desk/*'],
  log: ['/monitor/log/*'],
  develop: ['/tool/code', '/tool/model'],
  // The leave process's own pages (/work/process/leave/...) are routes of their own (app-routes.tsx).
  flow: ['/flow/*', '/work/*'],
} as const satisfies Record<string, readonly string[]>;
