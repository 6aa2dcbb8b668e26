import { describe, expect, it } from 'vitest';
import { errorStatusesOf } from './error-responses.js';
import { operationIdOf } from './operation-id.js';
import { mendSchemas } from './schema-dialect.js';

describe('OpenAPI document parts (docs/api.md "OpenAPI")', () => {
  it('names an operation by its verb, its path words and then its parameters', () => {
    expect(operationIdOf('GET', '/v1/rfp/:id/lines')).toBe('getRfpLinesById');
    expect(operationIdOf('DELETE', '/v1/rfp/:id/invitations/:invitationId')).toBe('deleteRfpInvitationsByIdAndInvitationId');
    expect(operationIdOf('POST', '/v1/clients/parent-companies')).toBe('postClientsParentCompanies');
    expect(operationIdOf('GET', '/sowrfq/v1/sow-gpt')).toBe('getSowrfqSowGpt');
    expect(operationIdOf('GET', '/.well-known/jwks.json')).toBe('getWellKnownJwksJson');
  });

  it('lists the client errors a route can answer from what it declares', () => {
    const signedIn = { config: { access: { kind: 'signedIn' as const } } };
    expect(errorStatusesOf({ url: '/v1/rfp/:id', schema: { params: {} }, ...signedIn })).toEqual([400, 401, 403, 404, 429]);
    expect(errorStatusesOf({ url: '/v1/notifications/read-all', schema: {}, ...signedIn })).toEqual([401, 403, 429]);
    expect(errorStatusesOf({ url: '/v1/auth/login', schema: { body: {} }, config: { access: { kind: 'public' }, rateLimit: { max: 5 } } })).toEqual([400, 429]);
    expect(errorStatusesOf({ url: '/healthz', schema: {}, config: { rateLimit: false } })).toEqual([]);
  });

  it("mends zod's nullable unions and repeated branches into OpenAPI 3.0", () => {
    const nullableUnion = { nullable: true, anyOf: [{ type: 'boolean' }, { type: 'string' }] };
    expect(mendSchemas({ properties: { value: nullableUnion } })).toEqual({
      properties: {
        value: {
          anyOf: [
            { type: 'boolean', nullable: true },
            { type: 'string', nullable: true },
          ],
        },
      },
    });
    expect(mendSchemas({ anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'number' }] })).toEqual({ anyOf: [{ type: 'string' }, { type: 'number' }] });
    const withRef = { nullable: true, anyOf: [{ $ref: '#/components/schemas/ApiError' }, { type: 'string' }] };
    expect(mendSchemas(withRef)).toEqual(withRef);
  });
});
