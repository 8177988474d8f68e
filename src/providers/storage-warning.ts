import { guardedLocal } from './guarded-storage';
import { i18n } from './i18n';
import { toast } from './toast';

/** Long enough to be read: the message says what a reload will cost. */
const SECONDS = 8;

/**
 * Says once, in the user's language, that the session lives in memory only (the browser storage
 * is full or disabled): the login goes on, a reload will end it. Said again only after the
 * memory-only session has ended (a logout empties it) and another one starts.
 */
export function warnWhenSessionInMemory() {
  return guardedLocal.onMemoryOnly(() =>
    toast.show('warning', i18n.t('session.memoryOnly'), 'session-memory-only', SECONDS),
  );
}
