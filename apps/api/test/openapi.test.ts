import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchOpenApiDocument, type TOpenApiDocument } from './openapi-document.js';
import { API_TYPES_FILE, generateApiTypes } from './openapi-types.js';

const API_DIR = path.resolve(import.meta.dirname, '..');
const REDOCLY = path.resolve(API_DIR, '../../node_modules/@redocly/cli/bin/cli.js');

interface TLintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/**
 * The API contract (docs/api.md "OpenAPI"): Redocly's recommended lint (apps/api/redocly.yaml)
 * over the document the API serves, and the TypeScript types generated from it, checked in.
 */
describe('the OpenAPI document at /docs/json', () => {
  let document: TOpenApiDocument;
  let problems: TLintProblem[];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-openapi-lint-'));

  beforeAll(async () => {
    const started = Date.now();
    document = await fetchOpenApiDocument();
    const built = Date.now();
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
    // The CLI exits 1 when it finds an error; its JSON report on standard output says which.
    const run = promisify(execFile)(process.execPath, [REDOCLY, 'lint', file, '--config', path.join(API_DIR, 'redocly.yaml'), '--format', 'json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    problems = (JSON.parse((await run).stdout) as { problems: TLintProblem[] }).problems;
    process.stdout.write(`OpenAPI document built in ${built - started} ms, linted in ${Date.now() - built} ms\n`);
    // A few seconds on an idle machine; a loaded CI box can take several times that.
  }, 120_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("passes Redocly's recommended rules with no error", () => {
    const count = (severity: TLintProblem['severity']) => problems.filter((p) => p.severity === severity).length;
    const perRule = new Map<string, number>();
    for (const p of problems) perRule.set(`${p.severity} ${p.ruleId}`, (perRule.get(`${p.severity} ${p.ruleId}`) ?? 0) + 1);
    const byRule = [...perRule].map(([rule, n]) => `${rule}: ${n}`);
    process.stdout.write(`OpenAPI lint: ${count('error')} errors, ${count('warn')} warnings${byRule.length ? ` (${byRule.join(', ')})` : ''}\n`);
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
  });

  it('gives every operation a unique operationId and a summary, and declares its client errors', () => {
    const operations = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ at: `${method} ${url}`, ...op })),
    );
    expect(operations.filter((op) => !op.operationId || !op.summary).map((op) => op.at)).toEqual([]);
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
    const guarded = operations.filter((op) => / \/(sowrfq\/)?v1\//.test(op.at));
    expect(guarded.filter((op) => !Object.keys(op.responses).some((status) => status.startsWith('4'))).map((op) => op.at)).toEqual([]);
  });

  it('matches the checked-in TypeScript types (npm run api-types regenerates them)', async () => {
    const generated = await generateApiTypes(document);
    const checkedIn = fs.existsSync(API_TYPES_FILE) ? fs.readFileSync(API_TYPES_FILE, 'utf8') : '';
    expect(generated === checkedIn, `${path.relative(process.cwd(), API_TYPES_FILE)} is stale: run npm run api-types`).toBe(true);
  }, 60_000);
});
