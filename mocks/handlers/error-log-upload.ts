import type { HttpHandler } from 'msw';
import { tokenFromHeader } from '../auth-guard';
import { fail, ok, say } from '../blade';
import { storeErrorLogs } from '../error-log';
import { readJsonArray } from '../request';
import type { Router } from '../router';
import { findAccessToken } from '../tokens';

/**
 * The stand-in's own target of the console's error-log upload (config.errorLogUpload). BladeX has
 * none, which is why the console makes it a setting: this path is the stand-in's, not BladeX's.
 * Needs only the client, so a user whose session has just ended can still send what went wrong.
 */
const ERROR_LOG_UPLOAD_PATH = '/api/standin/error-log';

export function errorLogUploadHandlers(router: Router): HttpHandler[] {
  const { db } = router;
  return [
    router.open('post', ERROR_LOG_UPLOAD_PATH, async ({ request }) => {
      const entries = readJsonArray(await request.text());
      if (!entries) return fail(400, say(request, 'badRequest'));
      const token = tokenFromHeader(request, db.options);
      storeErrorLogs(db, entries, token ? findAccessToken(db, token) : null);
      return ok(true, say(request, 'success'));
    }),
  ];
}
