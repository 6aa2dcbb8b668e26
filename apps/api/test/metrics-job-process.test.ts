import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { superviseJobProcess, type TJobProcess } from '../src/platform/job-process.js';
import { createMetrics } from '../src/platform/metrics/metrics.js';

/*
 * On a server database jobs run in a child process, but /metrics is the API's: the child hands
 * each figure to its parent, which counts it (docs/operations.md "Metrics and error reporting").
 */
let jobProcess: TJobProcess | undefined;
afterAll(() => jobProcess?.stop());

describe('figures of a job process', () => {
  it('are counted by the process that forked it', async () => {
    const metrics = await createMetrics({ enabled: true });
    jobProcess = superviseJobProcess({
      workerPath: path.join(import.meta.dirname, 'fixtures/metrics-worker.ts'),
      memoryMb: 128,
      execArgv: ['--import', 'tsx'],
      jobs: { failAbandoned: async () => 0 },
      metrics,
      log: Fastify({ logger: false }).log,
    });
    const deadline = Date.now() + 20_000;
    let body = '';
    while (!body.includes('procura_mails_total{outcome="sent"} 1') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      body = (await metrics.render()).body;
    }
    expect(body).toContain('procura_mails_total{outcome="sent"} 1');
    expect(body).toContain('procura_job_failures_total{type="data_export"} 1');
    expect(body).toMatch(/^procura_job_duration_seconds_sum\{type="data_export",outcome="error"\} 0\.25$/m);
  }, 30_000);
});
