import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { useDiscardGuard } from './use-discard-guard';

/** What a dialog's frame needs of its state (ActionModal, DialogFrame). */
export type DialogControl = {
  open: boolean;
  /** Esc, ×, 取消 or 关闭: asks first when the dialog guards typed input. */
  cancel: () => void;
  /** After the closing animation. */
  onClosed: () => void;
};

/**
 * The state of a dialog mounted while it is open: it shows at once, closes with its animation,
 * then tells `onDone` whether it changed anything (the list refreshes). `guard` is the input a
 * cancel asks before throwing away (a form, or a test of its own).
 */
export function useActionDialog(onDone: (changed: boolean) => void, guard?: FormInstance | (() => boolean)) {
  const [open, setOpen] = useState(true);
  const [changed, setChanged] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const finish = useCallback(() => {
    setChanged(true);
    setOpen(false);
  }, []);
  const markChanged = useCallback(() => setChanged(true), []);
  const cancel = useDiscardGuard(guard ?? unguarded, close);
  return {
    open,
    cancel,
    /** Closes without asking (a call went through, or nothing was typed). */
    close,
    /** A change went through: closes, and the list refreshes once the dialog has gone. */
    finish,
    /** A change went through while the dialog stays (an upload): the list refreshes after it. */
    markChanged,
    onClosed: () => onDone(changed),
  };
}

const unguarded = () => false;
