import { fork, type ChildProcess } from 'node:child_process';
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
 * clone, and it may not touch the database. Calls run one at a time in one child that stays
 * warm for a while (starting one costs about a second under tsx).
 *
 * Entry points are typed by the module itself: `isolatedModule<typeof import('./x.parse.js')>(
 * import.meta, 'x.parse')` names the module once (the type is only a type: the caller's process
 * never loads it), and `run(module, 'exportName', args)` accepts only that module's functions,
 * with their arguments, and answers their result as it arrives from the child.
 */

type TFunction = (...args: never[]) => unknown;

/** The names of the module's exports that are functions. */
export type TEntryName<M> = { [K in keyof M]: M[K] extends TFunction ? K : never }[keyof M] & string;
type TArgs<F> = F extends (...args: infer A) => unknown ? A : never;
type TResult<F> = F extends (...args: never[]) => infer R ? TCloned<Awaited<R>> : never;

/** A value after a structured clone: Buffers arrive as plain Uint8Arrays (`asBuffer` makes them Buffers again). */
export type TCloned<T> = T extends Buffer
  ? Uint8Array
  : T extends readonly (infer E)[]
    ? TCloned<E>[]
    : T extends Date | Uint8Array
      ? T
      : T extends object
        ? { [K in keyof T]: TCloned<T[K]> }
        : T;

declare const moduleType: unique symbol;

/** A module the capped child may load; `M` is its type (`typeof import(...)`). */
export interface TIsolatedModule<M> {
  readonly path: string;
  readonly [moduleType]?: M;
}

/**
 * The module `name` beside the calling file (`import.meta`), with that file's extension: `.ts`
 * under tsx (tests, `npm run dev`), `.js` when built (`npm start`).
 */
export function isolatedModule<M>(from: ImportMeta, name: string): TIsolatedModule<M> {
  return { path: path.join(from.dirname, `${name}${path.extname(from.filename)}`) };
}

/** Bytes that crossed the child's boundary come back as plain Uint8Arrays: the same memory as a Buffer. */
export const asBuffer = (bytes: Uint8Array): Buffer => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

/**
 * Arguments cross by structured clone too: a Buffer argument arrives in the child as a
 * Uint8Array, so an entry point that takes bytes must work on either.
 */
export type TRunIsolated = <M, K extends TEntryName<M>>(module: TIsolatedModule<M>, exportName: K, args: TArgs<M[K]>) => Promise<TResult<M[K]>>;

/**
 * The runner a process holds. `keepWarm()` is for processes that run jobs: a fresh child is
 * started at once and again whenever an idle one is let go (releasing the heap the last file
 * grew), so an import never waits for a process to start (~0.5 s). A child that died is
 * replaced by the next call, not at once, so a child that cannot start does not loop.
 */
export type TIsolatedRunner = TRunIsolated & { keepWarm(): void };

interface TIsolatedOptions {
  /** V8 old-generation cap of the child, in MiB. */
  memoryMb: number;
  /** A call is abandoned (and its child killed) past this. */
  timeoutMs?: number;
  /** An idle child exits after this. */
  idleMs?: number;
}

export interface TIsolatedRequest {
  id: number;
  modulePath: string;
  exportName: string;
  args: readonly unknown[];
}

export type TIsolatedReply = { id: number } & (
  { ok: true; value: unknown } | { ok: false; httpError?: { statusCode: number; message: string; fields?: Record<string, string[]> }; message: string }
);

const RUNNER = path.join(import.meta.dirname, `isolated-runner${path.extname(import.meta.filename)}`);

/** Thrown when the child died (memory cap, crash, timeout): its message is for the job's owner. */
export class IsolatedProcessDiedError extends HttpError {
  constructor(readonly errorId: string) {
    super(
      422,
      `The file needed more memory or time than an upload may use, so it was not read. Split it into smaller files and upload each. If it happens again, tell support error id ${errorId}.`,
    );
  }
}

export function createIsolatedRunner({ memoryMb, timeoutMs = 10 * 60_000, idleMs = 60_000 }: TIsolatedOptions): TIsolatedRunner {
  let child: ChildProcess | null = null;
  let warm = false;
  let idleTimer: NodeJS.Timeout | null = null;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();

  function spawn(): ChildProcess {
    // Source files run under tsx's loader (tests, `npm run dev`); built JavaScript needs none.
    const loader = RUNNER.endsWith('.ts') ? ['--import', 'tsx'] : [];
    const proc = fork(RUNNER, [], {
      execArgv: [...loader, `--max-old-space-size=${memoryMb}`],
      serialization: 'advanced',
      // V8's out-of-memory report is noise in the API's log; the error id is reported instead.
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    proc.once('exit', () => {
      if (child === proc) child = null;
    });
    // A warm child must not keep the API (or a test) alive on its own.
    proc.unref();
    proc.channel?.unref();
    return proc;
  }

  function call<T>(request: Omit<TIsolatedRequest, 'id'>): Promise<T> {
    if (idleTimer) clearTimeout(idleTimer);
    const proc = (child ??= spawn());
    const id = nextId++;
    // Held while a call is out, let go when idle.
    proc.ref();
    proc.channel?.ref();
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => proc.kill('SIGKILL'), timeoutMs);
      const done = () => {
        clearTimeout(timer);
        proc.off('message', onMessage);
        proc.off('exit', onExit);
        proc.unref();
        proc.channel?.unref();
        idleTimer = setTimeout(() => {
          proc.kill();
          if (warm && child === proc) child = spawn();
        }, idleMs);
        idleTimer.unref();
      };
      const onMessage = (reply: TIsolatedReply) => {
        if (reply.id !== id) return;
        done();
        if (reply.ok) resolve(reply.value as T);
        else if (reply.httpError) reject(new HttpError(reply.httpError.statusCode, reply.httpError.message, reply.httpError.fields));
        else reject(new Error(reply.message));
      };
      const onExit = () => {
        done();
        reject(new IsolatedProcessDiedError(crypto.randomUUID()));
      };
      proc.on('message', onMessage);
      proc.once('exit', onExit);
      proc.send({ ...request, id } satisfies TIsolatedRequest);
    });
  }

  const run: TRunIsolated = (module, exportName, args) => {
    const result = queue.then(() => call<Awaited<ReturnType<TRunIsolated>>>({ modulePath: module.path, exportName, args }));
    queue = result.catch(() => undefined);
    return result;
  };
  return Object.assign(run, {
    keepWarm() {
      warm = true;
      child ??= spawn();
    },
  });
}
