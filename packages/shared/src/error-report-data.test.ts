import { describe, expect, it } from 'vitest';
import { errorReportDataCollection, REPORTED_REQUEST_HEADERS } from './error-report-data.js';

describe('what an error report may carry', () => {
  it('keeps only headers that name the client and the request: never credentials', () => {
    const allowed = errorReportDataCollection().httpHeaders.request.allow;
    expect(allowed).toEqual([...REPORTED_REQUEST_HEADERS]);
    for (const secret of ['authorization', 'cookie', 'x-forwarded-for', 'x-real-ip']) expect(allowed).not.toContain(secret);
  });

  it('collects no body, query string, cookie, user, prompt, SQL data or local variable', () => {
    const collection = errorReportDataCollection();
    expect(collection.httpBodies).toEqual([]);
    expect(collection).toMatchObject({ userInfo: false, cookies: false, urlQueryParams: false, databaseQueryData: false, stackFrameVariables: false });
    expect(collection.httpHeaders.response).toBe(false);
    expect([collection.genAI, collection.mcp]).toEqual([
      { inputs: false, outputs: false },
      { inputs: false, outputs: false },
    ]);
  });

  it('hands each SDK a copy of its own', () => {
    const first = errorReportDataCollection();
    first.httpHeaders.request.allow.push('authorization');
    expect(errorReportDataCollection().httpHeaders.request.allow).not.toContain('authorization');
  });
});
