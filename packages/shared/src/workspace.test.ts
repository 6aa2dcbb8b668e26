import { describe, expect, it } from 'vitest';
import type { TTenantType } from './enums.js';
import type { TTenant, TUserTenant } from './users.js';
import { resolveWorkspace, type TStoredWorkspace } from './workspace.js';

const tenant = (id: string, type: TTenantType, refs: { client?: string; vendor?: string; parentId?: string } = {}): TTenant => ({
  id,
  name: `Tenant ${id}`,
  type,
  parentId: refs.parentId ?? null,
  client: refs.client ? { id: refs.client, name: `Client ${refs.client}` } : null,
  vendor: refs.vendor ? { id: refs.vendor, name: `Vendor ${refs.vendor}` } : null,
});
const ut = (t: TTenant, isPrimaryTenant = false): TUserTenant => ({ isPrimaryTenant, tenant: t });
const store = (t: TTenant): TStoredWorkspace => ({ id: t.id, type: t.type, client: t.client, vendor: t.vendor });

const clientA = tenant('t-ca', 'client', { client: 'c-a' });
const clientB = tenant('t-cb', 'client', { client: 'c-b' });
const vendorV = tenant('t-v', 'vendor', { vendor: 'v-1' });
const vendorW = tenant('t-w', 'vendor', { vendor: 'v-2' });
const provider = tenant('t-p', 'connexus');

describe('resolveWorkspace', () => {
  it('returns null for a user with no tenants', () => {
    expect(resolveWorkspace([], null)).toBeNull();
    expect(resolveWorkspace([], store(clientA))).toBeNull();
  });

  it("uses the stored workspace when it is one of the user's tenants", () => {
    const tenants = [ut(clientA, true), ut(clientB)];
    expect(resolveWorkspace(tenants, store(clientB))).toBe(clientB);
  });

  it("returns the user's current tenant record, not the (possibly stale) stored copy", () => {
    const stale: TStoredWorkspace = { ...store(clientB), client: { id: 'c-b', name: 'Old name' } };
    expect(resolveWorkspace([ut(clientA, true), ut(clientB)], stale)).toBe(clientB);
  });

  it('uses the stored vendor workspace when it differs from the primary', () => {
    expect(resolveWorkspace([ut(vendorV, true), ut(vendorW)], store(vendorW))).toBe(vendorW);
  });

  it('uses the primary tenant when nothing is stored', () => {
    const tenants = [ut(clientB), ut(clientA, true)];
    expect(resolveWorkspace(tenants, null)).toBe(clientA);
    expect(resolveWorkspace(tenants, undefined)).toBe(clientA);
  });

  it("uses the primary tenant when the stored client id equals the primary's", () => {
    const primary = tenant('t-ca-primary', 'client', { client: 'c-a' });
    const other = tenant('t-ca-other', 'client', { client: 'c-a' });
    expect(resolveWorkspace([ut(other), ut(primary, true)], store(other))).toBe(primary);
  });

  it("uses the primary tenant when the stored vendor id equals the primary's", () => {
    const primary = tenant('t-v-primary', 'vendor', { vendor: 'v-1' });
    const other = tenant('t-v-other', 'vendor', { vendor: 'v-1' });
    expect(resolveWorkspace([ut(other), ut(primary, true)], store(other))).toBe(primary);
  });

  it('uses the primary tenant when the stored one is the primary itself', () => {
    expect(resolveWorkspace([ut(clientB), ut(clientA, true)], store(clientA))).toBe(clientA);
  });

  it('does not treat two missing client/vendor refs as the same entity', () => {
    // Both the stored provider workspace and the primary client have vendor === null.
    expect(resolveWorkspace([ut(clientA, true), ut(provider)], store(provider))).toBe(provider);
    // And both a stored vendor and a primary provider have client === null.
    expect(resolveWorkspace([ut(provider, true), ut(vendorV)], store(vendorV))).toBe(vendorV);
  });

  it('does not match a client id against a vendor id', () => {
    const primary = tenant('t-x', 'client', { client: 'same-id' });
    const other = tenant('t-y', 'vendor', { vendor: 'same-id' });
    expect(resolveWorkspace([ut(primary, true), ut(other)], store(other))).toBe(other);
  });

  it("uses the primary tenant when the stored tenant is not among the user's tenants", () => {
    const foreign = tenant('t-foreign', 'client', { client: 'c-foreign' });
    expect(resolveWorkspace([ut(clientB), ut(clientA, true)], store(foreign))).toBe(clientA);
  });

  it('uses the first tenant when none is primary', () => {
    const tenants = [ut(clientB), ut(clientA)];
    expect(resolveWorkspace(tenants, null)).toBe(clientB);
    const foreign = tenant('t-foreign', 'vendor', { vendor: 'v-9' });
    expect(resolveWorkspace(tenants, store(foreign))).toBe(clientB);
    expect(resolveWorkspace(tenants, store(clientA))).toBe(clientA);
  });

  it('uses the primary tenant even when it is not listed first', () => {
    expect(resolveWorkspace([ut(vendorW), ut(provider), ut(vendorV, true)], null)).toBe(vendorV);
  });
});
