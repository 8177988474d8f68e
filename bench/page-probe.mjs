// What every bench measurement installs in its pages from their first byte (page.addInitScript):
// `window.__bench.loads` (each XHR's URL and when it ended), `window.__bench.pending` (XHRs in
// flight), and `window.__afterPaintWhen(ready)`, which resolves with the time of the first frame
// painted after `ready()` holds. Serialised into the page, so it imports nothing.
export function pageProbe() {
  window.__bench = { ...window.__bench, loads: [], pending: 0 };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function patched(method, url, ...rest) {
    this.addEventListener('loadstart', () => window.__bench.pending++);
    this.addEventListener('loadend', () => {
      window.__bench.pending--;
      window.__bench.loads.push({ url: String(url), at: performance.now() });
    });
    return open.call(this, method, url, ...rest);
  };
  window.__afterPaintWhen = (ready) =>
    new Promise((resolve) => {
      const check = () => {
        if (!ready()) return requestAnimationFrame(check);
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(0);
        });
      };
      check();
    });
}
