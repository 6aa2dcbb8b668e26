/**
 * What an error report may carry, the same for the API's reports and the web app's: Sentry's
 * `dataCollection` option, given to both SDKs (docs/operations.md "Error reporting (Sentry)").
 * Nothing a person typed or holds leaves with an event: no bodies (passwords, contract text), no
 * query strings (reset tokens, signed links' signatures; docs/security.md), no cookies, no
 * address or user, no prompts or model answers, no SQL data, no local variables; of the headers,
 * only those that say which client sent the request and which request it was.
 * The shape is Sentry's, restated: this package depends on no SDK.
 */
export interface TErrorReportDataCollection {
  userInfo: false;
  cookies: false;
  httpHeaders: { request: { allow: string[] }; response: false };
  httpBodies: ('incomingRequest' | 'outgoingRequest' | 'incomingResponse' | 'outgoingResponse')[];
  urlQueryParams: false;
  genAI: { inputs: false; outputs: false };
  mcp: { inputs: false; outputs: false };
  databaseQueryData: false;
  stackFrameVariables: false;
}

/** The request headers a report keeps. */
export const REPORTED_REQUEST_HEADERS = ['user-agent', 'accept', 'content-type', 'x-request-id'] as const;

/** A fresh copy for each SDK's options (an SDK may keep and change what it is given). */
export function errorReportDataCollection(): TErrorReportDataCollection {
  return {
    userInfo: false,
    cookies: false,
    httpHeaders: { request: { allow: [...REPORTED_REQUEST_HEADERS] }, response: false },
    httpBodies: [],
    urlQueryParams: false,
    genAI: { inputs: false, outputs: false },
    mcp: { inputs: false, outputs: false },
    databaseQueryData: false,
    stackFrameVariables: false,
  };
}
