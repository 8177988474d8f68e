// Node tests run msw with onUnhandledRequest 'error', so a call to a path the stand-in lacks used to
// fail loudly. The 404 catch-all now answers it like the gateway would, which a client may well
// swallow; this record keeps such a call loud: the test helpers fail the test with the list of
// calls nobody announced with `expectUnknown()`.

export type UnknownCalls = {
  /** Records one call that reached the catch-all. */
  record(request: Request): void;
  /** The test means to call paths the stand-in lacks: every one (no argument), or those whose
   * path ends with one of `pathEnds`. Lasts until `clear()`. */
  expect(...pathEnds: string[]): void;
  /** The recorded calls no expectation covers, as `METHOD /path?query`. */
  unexpected(): string[];
  clear(): void;
};

export function createUnknownCalls(): UnknownCalls {
  const calls: { label: string; path: string }[] = [];
  let expectAll = false;
  const expected: string[] = [];
  return {
    record(request) {
      const url = new URL(request.url);
      calls.push({ label: `${request.method} ${url.pathname}${url.search}`, path: url.pathname });
    },
    expect(...pathEnds) {
      if (pathEnds.length === 0) expectAll = true;
      expected.push(...pathEnds);
    },
    unexpected: () =>
      expectAll
        ? []
        : calls.filter((call) => !expected.some((end) => call.path.endsWith(end))).map((call) => call.label),
    clear() {
      calls.length = 0;
      expected.length = 0;
      expectAll = false;
    },
  };
}

/** The error a test fails with when it called paths the stand-in does not serve. */
export const unknownCallsError = (calls: string[]): Error =>
  new Error(
    `the stand-in has no handler for ${calls.join(', ')} (answered 404 "没找到请求"); ` +
      'add the handler, or call standin.expectUnknown() in a test that means to reach a missing path',
  );
