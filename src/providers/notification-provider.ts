import type { NotificationProvider } from '@refinedev/core';
import { toast } from './toast';

/** Refine's notifications as antd toasts; an error shows its description (the server's words) first. */
export function createNotificationProvider(show = toast.show): NotificationProvider {
  return {
    open: ({ type, message, description, key }) => {
      if (type === 'progress') return;
      show(type, type === 'error' ? description || message : message, key);
    },
    close: () => undefined,
  };
}
