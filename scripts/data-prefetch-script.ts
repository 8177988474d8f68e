// The inline script index.html runs before any of the app's code, in a gateway build: with a
// stored login, it asks for the menu, the button map and the current list page's first page at
// once, with the headers the app's http client sends (src/providers/http.ts), and leaves the
// answers in `window.__bladePrefetch` for the app to take (src/providers/prefetched-calls.ts).
// Kept free of imports of the app, so Vite's config (Node) can build it.

/** A list page's first request, as its page makes it with nothing in its URL. */
export type ListRequest = { url: string; query: Record<string, string | number> };

export type DataPrefetchOptions = {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  tokenHeader: string;
  /** Seconds a token lives when the stored one does not say (config.tokenTime). */
  tokenTime: number;
  /** Role-Id / Dept-Id from the stored user, as the app sends in switch mode. */
  switchMode: boolean;
  keys: { token: string; sharedLock: string; language: string; user: string };
  /** The menu's and the button map's paths, relative to the API base. */
  session: { routes: string; buttons: string };
  /** Route → its list page's first request (src/crud/list-requests.json, product filled in). */
  lists: Record<string, ListRequest>;
  /** The pager's sizes (config.pageSizes): a URL's other `size` is not sent, as the page does not send it. */
  pageSizes: readonly number[];
};

/** The inline script's text (ES2017, no modules: it runs as the HTML is parsed), without its comments. */
export function dataPrefetchScript(options: DataPrefetchOptions): string {
  return scriptSource(options)
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*)/.test(line))
    .map((line) => line.trim())
    .join('\n');
}

function scriptSource(options: DataPrefetchOptions): string {
  const json = (value: unknown) => JSON.stringify(value);
  const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  return `(function () {
  try {
    var token = JSON.parse(localStorage.getItem(${json(options.keys.token)}) || 'null');
    var path = location.pathname;
    // Only a reload inside the console with a live token: a locked tab, the public pages, and a
    // token the app would refresh before its first call (the same lifetime rule) ask for nothing.
    if (!token || !token.accessToken || localStorage.getItem(${json(options.keys.sharedLock)})) return;
    if (/^\\/(login|lock|40[34]|500)(\\/|$)/.test(path)) return;
    var life = typeof token.expiresIn === 'string' && token.expiresIn.trim() === '' ? NaN : Number(token.expiresIn);
    if (!(isFinite(life) && life > 0)) life = ${json(options.tokenTime)};
    if (!(Date.now() - token.datetime < life * 1000)) return;
    var headers = {
      Accept: 'application/json, text/plain, */*',
      Authorization: ${json(basic)},
      'Accept-Language': localStorage.getItem(${json(options.keys.language)}) === 'en' ? 'en-US,en;q=0.9' : 'zh-CN,zh;q=0.9'
    };
    if (${json(options.switchMode)}) {
      var user = JSON.parse(localStorage.getItem(${json(options.keys.user)}) || 'null');
      if (user) { headers['Role-Id'] = user.roleId; headers['Dept-Id'] = user.deptId; }
    }
    headers[${json(options.tokenHeader)}] = 'bearer ' + token.accessToken;
    // As axios writes a query (its buildURL): the list page's own request, byte for byte.
    var encode = function (value) {
      return encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');
    };
    var calls = (window.__bladePrefetch = []);
    var ask = function (url, params, page) {
      var query = Object.keys(params || {}).map(function (name) { return encode(name) + '=' + encode(params[name]); }).join('&');
      var answer = fetch(${json(options.apiBase)} + url + (query ? '?' + query : ''), { headers: headers, credentials: 'same-origin' })
        .then(function (response) { return response.json().then(function (body) { return { status: response.status, body: body }; }); });
      answer.catch(function () {});
      calls.push({ url: url, params: params, token: token.accessToken, page: page, answer: answer });
    };
    ask(${json(options.session.routes)});
    ask(${json(options.session.buttons)});
    // The list page starts from the state in its URL; only a page number and size are read here
    // (a search in the URL is the page's own to parse: then nothing is asked ahead of it).
    var list = ${json(options.lists)}[path.replace(/\\/+$/, '')];
    if (!list) return;
    var search = new URLSearchParams(location.search);
    var plain = true;
    search.forEach(function (value, name) { if (name !== 'current' && name !== 'size') plain = false; });
    if (!plain) return;
    var positive = function (text) { var n = Number(text); return Number.isInteger(n) && n > 0 ? n : undefined; };
    var params = {};
    Object.keys(list.query).forEach(function (name) { params[name] = list.query[name]; });
    params.current = positive(search.get('current')) || 1;
    var size = positive(search.get('size'));
    if (size && ${json(options.pageSizes)}.indexOf(size) >= 0) params.size = size;
    ask(list.url, params, path + location.search);
  } catch (error) {
    /* storage may be off: the app asks for what it needs itself */
  }
})();`;
}
