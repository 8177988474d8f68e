import type { SetupServer } from 'msw/node';
import { answerProblems, callProblems, gatewayPath } from '../contract/conformance';
import type { AnswerListener } from './router';

// Node only (never in the browser's stand-in, which would carry the whole endpoint table): every
// call a test sends and every answer the stand-in gives are held against BladeX's endpoint table,
// so a path, method or binding the console and the stand-in agree on but BladeX would refuse
// fails the test that sent it (see contract/README.md).

export type ConformanceRecord = {
  /** Requests BladeX would not bind as sent, since the last clear. */
  calls(): string[];
  /** Answers of the stand-in's handlers whose shape is not the controller's, since the last clear. */
  answers(): string[];
  /**
   * The test means to go off the table (a fault test sending a bad call on purpose): until the
   * next clear, its calls and answers go unchecked.
   */
  expectNonconformant(): void;
  clear(): void;
  /** Settles the checks still reading a body (bodies are read asynchronously). */
  settled(): Promise<void>;
};

export type ConformanceRecorder = ConformanceRecord & {
  /** For `createHandlers`' `onAnswer`: the stand-in's own answers are checked, not the faults a
   * test answers through a `server.use` override of its own. */
  onAnswer: AnswerListener;
  /** Checks every request `server` receives. */
  listen(server: SetupServer): void;
};

export function recordConformance(product: string): ConformanceRecorder {
  const calls: string[] = [];
  const answers: string[] = [];
  const pending = new Set<Promise<void>>();
  let lenient = false;
  const track = (work: Promise<void>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };
  return {
    calls: () => [...calls],
    answers: () => [...answers],
    expectNonconformant() {
      lenient = true;
    },
    clear() {
      calls.length = 0;
      answers.length = 0;
      lenient = false;
    },
    async settled() {
      await Promise.all([...pending]);
    },
    onAnswer(request, response) {
      if (gatewayPath(request.url) === null) return;
      track(
        response
          .clone()
          .text()
          .then((body) => {
            const answer = { status: response.status, contentType: response.headers.get('content-type') ?? '', body };
            if (!lenient) answers.push(...answerProblems(request, answer, product));
          }),
      );
    },
    listen(server) {
      server.events.on('request:start', ({ request }) => {
        if (gatewayPath(request.url) === null) return;
        track(
          (request.method === 'GET' ? Promise.resolve('') : request.clone().text()).then((body) => {
            const call = {
              method: request.method,
              url: request.url,
              contentType: request.headers.get('content-type') ?? '',
              body,
            };
            if (!lenient) calls.push(...callProblems(call, product));
          }),
        );
      });
    },
  };
}

/** The error a test fails with when BladeX would refuse its calls or the stand-in answered off-shape. */
export const nonconformantError = (problems: string[]): Error =>
  new Error(`not as BladeX maps it (contract/blade-endpoints.json):\n  ${problems.join('\n  ')}`);
