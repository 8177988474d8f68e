/**
 * Where antd's toasts render (its message API's `getContainer`): a polite live region, so a
 * screen reader says 新增成功 or 用户名或密码错误 as it appears. antd's own container is not one.
 */
let region: HTMLElement | null = null;

export function toastRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.className = 'toast-region';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  document.body.appendChild(region);
  return region;
}
