// When the session ends under an open dialog (the refresh token refused, the session revoked),
// the console returns to the login page and the dialog, with what was typed, is gone. What the
// open dialogs hold is kept for the tab (sessionStorage) and shown after the same user logs in
// again, to copy back, until they close it; another user of the tab never sees it.

/** One dialog's typed input, as the user saw it: its title and each filled field's label and value. */
export type UnsavedForm = { title: string; fields: { label: string; value: string }[] };

type Owner = { tenantId: string; account: string };
type Kept = Owner & { form: UnsavedForm };
type Offer = { owner: Owner; source: () => UnsavedForm | null };

const KEY = 'console.unsaved-input';
const offers = new Set<Offer>();

/**
 * An open dialog offers its input, as `owner`'s (the session's user when it opened: by the time the
 * session has ended its user is gone), while it is open; the returned function takes it back.
 */
export function offerUnsaved(owner: Owner, source: () => UnsavedForm | null): () => void {
  const offer = { owner: { tenantId: owner.tenantId, account: owner.account }, source };
  offers.add(offer);
  return () => void offers.delete(offer);
}

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps what the open dialogs hold (called as the session ends). */
export function keepUnsaved(): void {
  const kept: Kept[] = [...offers]
    .map(({ owner, source }) => ({ ...owner, form: source() }))
    .filter((each): each is Kept => !!each.form?.fields.length);
  if (kept.length === 0) return;
  try {
    tabStorage()?.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or off: nothing more can be kept.
  }
}

const isForm = (form: Partial<UnsavedForm> | undefined): form is UnsavedForm =>
  typeof form?.title === 'string' &&
  Array.isArray(form.fields) &&
  form.fields.every((field) => typeof field?.label === 'string' && typeof field?.value === 'string');

/**
 * What was kept for `owner`, until `forgetUnsaved` (the user has seen it); what another user's
 * session kept is dropped unread.
 */
export function keptUnsaved(owner: Owner): UnsavedForm[] {
  const storage = tabStorage();
  const text = storage?.getItem(KEY);
  if (!text) return [];
  let kept: Partial<Kept>[] = [];
  try {
    const parsed = JSON.parse(text) as unknown;
    if (Array.isArray(parsed)) kept = parsed as Partial<Kept>[];
  } catch {
    // Not ours to read: dropped below.
  }
  const own = kept.filter((each) => each?.tenantId === owner.tenantId && each.account === owner.account);
  if (own.length === 0) forgetUnsaved();
  return own.map((each) => each.form).filter(isForm);
}

/** Whether anything is kept in this tab (cheap: the frame loads the notice only then). */
export const hasKeptUnsaved = (): boolean => {
  try {
    return !!tabStorage()?.getItem(KEY);
  } catch {
    return false;
  }
};

/** Forgets what was kept. */
export function forgetUnsaved(): void {
  try {
    tabStorage()?.removeItem(KEY);
  } catch {
    // Nothing kept can be read either.
  }
}
