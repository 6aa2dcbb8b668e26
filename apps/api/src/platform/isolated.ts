import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { HttpError } from './errors.js';

/**
 * Runs one exported function of a module in a child process with its own heap cap (issue #7):
 * the part of a job that unpacks an uploaded file may need more memory than any file deserves,
 * and on the embedded database the job itself runs in the API process. If the child runs out
 * of memory or crashes, the caller gets a plain error and the API keeps answering.
 *
 * The function must be pure: arguments and result cross the process boundary by structured
 * clone (Buffers included), and it may not touch the database.
 */
export type TRunIsolated = <T>(modulePath: string, exportName: string, args: readonly unknown[]) => Promise<T>;

interface TIsolatedOptions {
  /** V8 old-generation cap of the child, in MiB. */
  memoryMb: number;
  /** The child is killed past this. */
  timeoutMs?: number;
}

export interface TIsolatedRequest {
  modulePath: string;
  exportName: string;
  args: readonly unknown[];
}

export type TIsolatedReply =
  | { ok: true; value: unknown }
  | { ok: false; httpError?: { statusCode: number; message: string; fields?: Record<string, string[]> }; message: string };

const RUNNER = path.join(import.meta.dirname, `isolated-runner${path.extname(import.meta.filename)}`);

/** Thrown when the child died (memory cap, crash, timeout): its message is for the job's owner. */
export class IsolatedProcessDiedError extends HttpError {
  constructor(readonly errorId: string) {
    super(422, `The file needed more memory or time than an upload may use, so it was not read. Split it into smaller files and upload each. If it happens again, tell support error id ${errorId}.`);
  }
}

export function createIsolatedRunner({ memoryMb, timeoutMs = 10 * 60_000 }: TIsolatedOptions): TRunIsolated {
  return <T>(modulePath: string, exportName: string, args: readonly unknown[]) =>
    new Promise<T>((resolve, reject) => {
      // Source files run under tsx's loader (tests, `npm start`); built JavaScript needs none.
      const loader = RUNNER.endsWith('.ts') ? ['--import', 'tsx'] : [];
      const child = fork(RUNNER, [], {
        execArgv: [...loader, `--max-old-space-size=${memoryMb}`],
        serialization: 'advanced',
        // V8's out-of-memory report is noise in the API's log; the error id is logged instead.
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      });
      let settled = false;
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn();
      };
      child.once('message', (reply: TIsolatedReply) =>
        settle(() => {
          if (reply.ok) resolve(reply.value as T);
          else if (reply.httpError) reject(new HttpError(reply.httpError.statusCode, reply.httpError.message, reply.httpError.fields));
          else reject(new Error(reply.message));
        }),
      );
      child.once('error', (error) => settle(() => reject(error)));
      child.once('exit', () => settle(() => reject(new IsolatedProcessDiedError(crypto.randomUUID()))));
      const request: TIsolatedRequest = { modulePath, exportName, args };
      child.send(request);
    });
}
