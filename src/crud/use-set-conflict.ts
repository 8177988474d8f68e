import { useCallback, useState } from 'react';
import type { FieldDifference } from './save-conflict';
import type { SaveConflict } from './use-save-conflict';

// A grant, a user's roles, a tenant's settings are written whole: the save replaces what the
// server holds. Saved over a set someone changed after the dialog opened, it would silently undo
// their change, so the set is read again first and compared with the one the dialog opened with.

/** What a dialog writes whole, by kind (a role's menus, data scopes, API scopes): the keys held. */
export type HeldSets = Record<string, readonly string[]>;

/** Per kind, what was removed and added since `held` was read, by name; none when the same. */
function setDifferences(
  held: HeldSets,
  now: HeldSets,
  label: (kind: string) => string,
  name: (kind: string, key: string) => string,
): FieldDifference[] {
  const kinds = [...new Set([...Object.keys(held), ...Object.keys(now)])];
  return kinds.flatMap((kind) => {
    const before = new Set(held[kind] ?? []);
    const after = new Set(now[kind] ?? []);
    const removed = [...before].filter((key) => !after.has(key));
    const added = [...after].filter((key) => !before.has(key));
    if (removed.length === 0 && added.length === 0) return [];
    const names = (keys: string[]) => keys.map((key) => name(kind, key)).join('、');
    return [{ name: kind, label: label(kind), typed: names(removed), server: names(added) }];
  });
}

type Options = {
  /** The sets as the dialog opened with them (or last reloaded them); null while they load. */
  held: HeldSets | null;
  /** The sets as the server holds them now, read past any cache. */
  reread: () => Promise<HeldSets>;
  /** A kind as the comparison names it. */
  label: (kind: string) => string;
  /** A key as the comparison names it. */
  name: (kind: string, key: string) => string;
  /** The write itself. */
  save: () => Promise<unknown>;
  /** Shows the server's sets (`now`, as just read) in the dialog. */
  reload: (now: HeldSets) => void;
};

/**
 * A set write that checks first: `submit` reads the sets again and saves when nobody changed them
 * since the dialog opened; otherwise the save waits for the user (SaveConflictDialog): reload the
 * latest sets, overwrite them with the dialog's choice, or go on choosing. A failed read saves
 * nothing (the request layer has said why).
 */
export function useSetConflict({ held, reread, label, name, save, reload }: Options) {
  const [checking, setChecking] = useState(false);
  const [pending, setPending] = useState<{ conflict: SaveConflict; now: HeldSets } | null>(null);
  const [reloaded, setReloaded] = useState<SaveConflict | null>(null);
  // After a reload the next save is compared with the sets reloaded, not the ones it opened with.
  const [seen, setSeen] = useState<HeldSets | null>(null);
  const baseline = seen ?? held;

  const submit = useCallback(async () => {
    if (!baseline) return save();
    setChecking(true);
    let now: HeldSets;
    try {
      now = await reread();
    } finally {
      setChecking(false);
    }
    const differences = setDifferences(baseline, now, label, name);
    if (differences.length === 0) return save();
    setPending({ conflict: { updateUser: '', updateTime: '', who: '', differences, set: true }, now });
  }, [baseline, reread, label, name, save]);

  return {
    checking,
    submit,
    pending: pending?.conflict ?? null,
    reloaded,
    cancel: () => setPending(null),
    reload: () => {
      if (!pending) return;
      setReloaded(pending.conflict);
      setSeen(pending.now);
      setPending(null);
      reload(pending.now);
    },
    overwrite: () => {
      setPending(null);
      void Promise.resolve(save()).catch(() => undefined);
    },
  };
}
