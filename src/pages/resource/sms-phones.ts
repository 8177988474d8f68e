import { config } from '../../config';

// The phones of a test SMS: a comma list (a Chinese comma is taken too), each checked with the
// spec's three messages (§5) in order, one message at a time.

const MOBILE = /^1[3-9]\d{9}$/;

/** The numbers of `text`, blanks between commas dropped. */
export const phoneList = (text: string | undefined): string[] =>
  (text ?? '')
    .replace(/，/g, ',')
    .split(',')
    .map((phone) => phone.trim())
    .filter(Boolean);

/** The locale key of what is wrong with the list, or null. */
export function phonesProblem(text: string | undefined): string | null {
  const phones = phoneList(text);
  if (phones.length === 0) return 'info.phoneRequired';
  if (phones.some((phone) => phone.length !== config.phoneLength)) return 'info.phoneLength';
  return phones.every((phone) => MOBILE.test(phone)) ? null : 'info.phoneFormat';
}
