import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

interface TShutdownOptions {
  log: FastifyBaseLogger;
  /** SHUTDOWN_GRACE_SECONDS: how long the running jobs may take once the requests are answered. */
  graceSeconds: number;
  /** Stops taking work and waits for what runs (requests first, then jobs). */
  drain: () => Promise<void>;
  /** Besides SIGTERM and SIGINT: a supervised job process stops when its parent goes. */
  alsoOnDisconnect?: boolean;
}

/**
 * Past the grace, the process waits this much longer for the job queue to hand back what still
 * runs (a few statements) before it exits regardless.
 */
const HAND_BACK_SECONDS = 5;

/**
 * A graceful stop (docs/operations.md "Stopping"): on SIGTERM or SIGINT the process stops
 * accepting, lets in-flight requests and running jobs finish, and exits 0. A stop that takes
 * longer than the grace (plus the hand-back) ends with exit 0 anyway: jobs still running are
 * handed out again by their heartbeat. A failing stop exits 1. A second SIGINT (Ctrl-C twice) does not wait.
 */
export function stopGracefully({ log, graceSeconds, drain, alsoOnDisconnect = false }: TShutdownOptions): void {
  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) {
      if (reason === 'SIGINT') {
        log.warn('second SIGINT: exiting without waiting');
        process.exit(1);
      }
      return;
    }
    stopping = true;
    log.info({ reason, graceSeconds }, 'stopping: no new requests or jobs, waiting for those running');
    const deadline = setTimeout(
      () => {
        log.warn({ graceSeconds }, 'stop took longer than its grace: exiting now; jobs still running are handed out again');
        process.exit(0);
      },
      (graceSeconds + HAND_BACK_SECONDS) * 1000,
    );
    let code = 0;
    try {
      await drain();
      log.info('stopped');
    } catch (err) {
      log.error({ err }, 'error while stopping');
      code = 1;
    } finally {
      clearTimeout(deadline);
      process.exit(code);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  if (alsoOnDisconnect) process.once('disconnect', () => void stop('disconnect'));
}

/**
 * While the app closes, each answer tells its client to close the connection: a keep-alive
 * connection left idle after the last in-flight request would otherwise hold the close (Node
 * closes only the connections idle when closing starts) until the keep-alive timeout.
 */
export function closeConnectionsWhenStopping(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
