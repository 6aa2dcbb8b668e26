import fs from 'node:fs';
import os from 'node:os';

/** Linux's clock ticks per second for /proc times (USER_HZ, 100 on every common build). */
const TICKS = 100;

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) in parentheses: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** Every process whose command name is `name` (e.g. every PostgreSQL backend). */
function pidsNamed(name: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
      } catch {
        return false;
      }
    });
}

/** The whole machine's busy and total CPU time so far, from /proc/stat's first line. */
function machineTicks(): { busy: number; total: number } {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const numbers = values.map(Number);
  const idle = numbers[3] + (numbers[4] ?? 0);
  const total = numbers.reduce((sum, n) => sum + n, 0);
  return { busy: total - idle, total };
}

export interface TCpuShare {
  /** Cores busy on the whole machine, on average over the interval (of os.availableParallelism()). */
  machineCoresBusy: number;
  /** CPU seconds per component over the interval. */
  seconds: Record<string, number>;
}

/**
 * Starts counting the CPU time of the named processes, of every PostgreSQL and nginx process
 * and of this process (the load generator); `stop()` answers where the time went.
 */
export function measureCpu(processes: Record<string, number>): { stop(): TCpuShare } {
  const groups = (): Record<string, number> => ({
    ...Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, cpuSecondsOf(pid)])),
    postgres: pidsNamed('postgres').reduce((sum, pid) => sum + cpuSecondsOf(pid), 0),
    nginx: pidsNamed('nginx').reduce((sum, pid) => sum + cpuSecondsOf(pid), 0),
    'load generator': (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
  });
  const before = groups();
  const machineBefore = machineTicks();
  return {
    stop() {
      const after = groups();
      const machineAfter = machineTicks();
      const share = (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total);
      return {
        machineCoresBusy: Math.round(share * os.availableParallelism() * 100) / 100,
        seconds: Object.fromEntries(Object.entries(after).map(([name, value]) => [name, Math.round((value - (before[name] ?? 0)) * 100) / 100])),
      };
    },
  };
}
