import { type BaseKey, type BaseRecord, type MetaQuery, useDataProvider } from '@refinedev/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { useSessionServices } from '../providers/session-context';
import type { ResourceDef } from '../resources/types';
import type { FormValues } from './form-options';
import { changedSince, typedDifferences, type FieldDifference, type ServerChange } from './save-conflict';
import { currentRecord } from './stored-check';
import type { SaveGate } from '../lib/use-save-gate';

/** A change found on save: who and when, and where what was typed and what the server holds part. */
export type SaveConflict = ServerChange & {
  /** updateUser as a name when the console has one for it, else the id ('' when the server says none). */
  who: string;
  differences: FieldDifference[];
  /** A set written whole (use-set-conflict.ts): each difference is what was removed and added since it opened. */
  set?: boolean;
};

type Options = {
  def: ResourceDef;
  /** The record's id; none for a new record (nothing to compare). */
  id: BaseKey | undefined;
  /** The record as the dialog loaded it (its detail). */
  loaded: BaseRecord | undefined;
  meta?: MetaQuery;
  form: FormInstance<FormValues>;
  /** The save itself, as the form would make it. */
  save: (values: FormValues) => unknown;
  /** The dialog's saves, one at a time (an overwrite is one). */
  gate: SaveGate;
};

type UserLike = { id?: unknown; realName?: unknown; name?: unknown; account?: unknown };

/** A name the console already holds for user `id`: the signed-in user, or a user list it has read. */
function knownUserName(queryClient: QueryClient, me: UserLike | null, id: string): string | null {
  const nameOf = (user: UserLike) =>
    [user.realName, user.name, user.account].find((each) => typeof each === 'string' && each !== '') as
      string | undefined;
  if (me && String(me.id) === id) return nameOf(me) ?? null;
  for (const query of queryClient.getQueryCache().findAll({
    // Refine's data queries name their resource: the user screen's lists.
    predicate: (query) => query.queryKey[0] === 'data' && query.queryKey.includes('user'),
  })) {
    const rows = (query.state.data as { data?: unknown } | undefined)?.data;
    const found = Array.isArray(rows) ? (rows as UserLike[]).find((row) => String(row.id) === id) : undefined;
    const name = found && nameOf(found);
    if (name) return name;
  }
  return null;
}

/**
 * No silent lost update: before an existing record is saved, its detail is read again and compared
 * with the one the dialog loaded (updateTime, or the whole row). When it changed, the save waits
 * for the user: reload the record (what was typed stays in view), overwrite, or go on editing.
 * Entities without a detail call save as before (there is nothing to read the record with).
 */
export function useSaveConflict({ def, id, loaded, meta, form, save, gate }: Options) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const { storage } = useSessionServices();
  const [checking, setChecking] = useState(false);
  const [pending, setPending] = useState<{ values: FormValues; server: BaseRecord; conflict: SaveConflict } | null>(
    null,
  );
  // After a reload: the record the form now shows, and what was typed before it.
  const [reloaded, setReloaded] = useState<{ server: BaseRecord; conflict: SaveConflict } | null>(null);
  const baseline = reloaded?.server ?? loaded;
  const guarded = id !== undefined;

  const onFinish = useCallback(
    async (values: FormValues) => {
      if (!guarded || !baseline) return save(values);
      setChecking(true);
      let server: BaseRecord | null;
      try {
        // Read past Refine's cache: the point is what the server holds now.
        server = await currentRecord(dataProvider(), def, { id, row: baseline, meta });
      } finally {
        setChecking(false);
      }
      // A row its list no longer brings back (deleted, or out of the search's reach): the save says.
      if (!server) return save(values);
      const change = changedSince(baseline, server);
      if (!change) return save(values);
      const user = storage.getUser();
      const who = change.updateUser
        ? (knownUserName(
            queryClient,
            user && { id: user.userId, realName: user.realName, name: user.nickName, account: user.account },
            change.updateUser,
          ) ?? change.updateUser)
        : '';
      setPending({
        values,
        server,
        conflict: { ...change, who, differences: typedDifferences(def.fields, values, server) },
      });
    },
    [guarded, baseline, save, dataProvider, def, id, meta, storage, queryClient],
  );

  return {
    checking,
    onFinish,
    /** The change waiting for the user's choice, if any. */
    pending: pending?.conflict ?? null,
    /** The change last reloaded into the form, with what was typed before (shown above the form). */
    reloaded: reloaded?.conflict ?? null,
    /** Keeps the dialog and what was typed. */
    cancel: () => setPending(null),
    /** Puts the server's record in the form; what was typed stays listed above it. */
    reload: () => {
      if (!pending) return;
      const shown = Object.fromEntries(
        def.fields
          .filter((field) => field.form && field.name in pending.values)
          .map((field) => [field.name, pending.server[field.name]]),
      );
      form.setFieldsValue(shown);
      setReloaded({ server: pending.server, conflict: pending.conflict });
      setPending(null);
    },
    /** Saves what was typed over the server's change. */
    overwrite: () => {
      if (!pending) return;
      setPending(null);
      // A refused save: the request layer has said why; the dialog keeps what was typed.
      const { values } = pending;
      void gate.run(() => save(values)).catch(() => undefined);
    },
  };
}
