import type { App } from 'antd';

type MessageInstance = ReturnType<typeof App.useApp>['message'];

/**
 * The one place toasts go through. The shell binds antd's context-aware message API here
 * (App.useApp) so toasts follow the theme and language; until then calls are queued.
 */
let api: MessageInstance | null = null;
const pending: Array<(m: MessageInstance) => void> = [];

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export const toast = {
  bind(instance: MessageInstance) {
    api = instance;
    pending.splice(0).forEach((show) => show(instance));
  },
  /** `duration` in seconds, for a message longer than a glance. */
  show(type: ToastType, content: string, key?: string, duration = type === 'error' ? 4 : 2) {
    const show = (m: MessageInstance) => void m.open({ type, content, key, duration });
    if (api) show(api);
    else pending.push(show);
  },
};
