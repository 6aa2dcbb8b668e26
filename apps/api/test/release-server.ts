import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

/** One line of the server's JSON log. */
export interface TLogLine {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

export interface TReleaseServer {
  baseUrl: string;
  /** Every log line so far, parsed; stdout lines that are not JSON come as level 0. */
  logs: TLogLine[];
  /** CPU seconds the server has used so far (user and system; Linux only, else undefined). */
  cpuSeconds(): number | undefined;
  stop(): Promise<void>;
}

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * `npm start` of the API in `dir` (a checkout, or a release materialised from git history), as
 * its own process on a free loopback port with the settings in `env` and nothing else of this
 * process's environment. Resolves once it listens; rejects with its output if it exits first.
 */
export async function startReleaseServer(dir: string, env: Record<string, string>, timeoutMs = 60_000): Promise<TReleaseServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(dir, 'apps/api/src/server.ts')], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, LOG_LEVEL: 'info', ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: TLogLine[] = [];
  const stderr: string[] = [];
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(kill);
  };
  const output = () => [...logs.slice(-20).map((l) => JSON.stringify(l)), stderr.join('').slice(-4000)].join('\n');

  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The server in ${dir} did not listen within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      let entry: TLogLine;
      try {
        entry = JSON.parse(line) as TLogLine;
      } catch {
        entry = { level: 0, msg: line };
      }
      logs.push(entry);
      const listening = LISTENING.exec(entry.msg ?? '');
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    });
    void exited.then(([code, signal]) => {
      clearTimeout(timer);
      reject(new Error(`The server in ${dir} exited (${String(code ?? signal)}) before it listened:\n${output()}`));
    });
  });
  const cpuSeconds = () => {
    try {
      // Fields 14 and 15 of /proc/<pid>/stat, after the parenthesised command name: utime, stime in clock ticks (100 a second).
      const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return undefined;
    }
  };
  return { baseUrl, logs, cpuSeconds, stop };
}
