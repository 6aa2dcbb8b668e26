import { addDays, todayIso, type TClientSow, type TRfp, type TRfpLinePage } from '@procura/shared';
import { expect } from 'vitest';
import type { factories } from '../factories.js';
import type { TSession, TTestApp } from '../harness.js';
import { buildVendorShaped, type TEligibilityGeography } from './eligible-vendor.js';

type TErr = { message: string; fieldErrors?: Record<string, string[]> };

/**
 * RFPs as their users make them, over HTTP: a client with Austin properties, an active scope, a
 * draft of properties × a service, vendors eligible for it, and the RFP published to them.
 */
export function rfpBuilders(t: TTestApp, build: ReturnType<typeof factories>, geo: TEligibilityGeography, services: { mowing: string }) {
  const startOn = addDays(todayIso(), 30);
  const call = <T>(session: TSession, method: string, path: string, body?: unknown) => t.http<T & TErr>(method, path, { token: session.accessToken, body });
  const ok = async <T>(session: TSession, method: string, path: string, body?: unknown) => {
    const res = await call<T>(session, method, path, body);
    expect(res.status, `${method} ${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  };

  /** A vendor with its admin signed in; eligible for mowing anywhere in Texas unless `shape` says otherwise. */
  async function buildBidder(shape: { offers?: string[] } = {}) {
    const vendor = await build.buildVendor();
    await buildVendorShaped(t, vendor, {
      offers: shape.offers ?? [services.mowing],
      areas: [{ stateId: geo.tx, countyId: null }],
      insuredUntil: addDays(startOn, 200),
    });
    const user = await build.buildUser({ userType: 'vendor', tenantId: vendor.tenantId, roleNames: ['Vendor Admin'] });
    return { ...vendor, admin: await user.signIn(), adminUserId: user.id, adminEmail: user.email };
  }

  /** A client with two Austin properties, an active mowing scope and a draft RFP of both × mowing, ready but for its vendors. */
  async function buildDraftRfp(fields: Record<string, unknown> = {}) {
    const client = await build.buildClient();
    const admin = await (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] })).signIn();
    const props = [
      await build.buildProperty(client, { name: 'Lakeside Plaza', stateId: geo.tx, countyId: geo.travis }),
      await build.buildProperty(client, { name: 'Birch Court', stateId: geo.tx, countyId: geo.travis }),
    ];
    const sow = await ok<TClientSow>(admin, 'POST', '/v1/client-scope-of-work', {
      clientId: client.clientId,
      serviceId: services.mowing,
      name: 'Mowing standard',
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Mow weekly from April to October.' }] }] },
    });
    await ok(admin, 'POST', `/v1/client-scope-of-work/${sow.id}/status`, { status: 'ACTIVE' });
    const rfp = await ok<TRfp>(admin, 'POST', '/v1/rfp', {
      clientId: client.clientId,
      title: 'Mowing 2027',
      bidsDueAt: new Date(Date.now() + 72 * 3_600_000).toISOString(),
      serviceStartOn: startOn,
      termMonths: 24,
      ...fields,
    });
    await ok(admin, 'POST', `/v1/rfp/${rfp.id}/lines`, { propertyIds: props.map((p) => p.id), serviceIds: [services.mowing] });
    const lines = (await ok<TRfpLinePage>(admin, 'GET', `/v1/rfp/${rfp.id}/lines`)).data;
    return { client, admin, props, sow, rfp, lines };
  }

  /** A draft invited to `vendorIds` by `inviter` and published. */
  async function buildPublishedRfp(inviter: TSession, vendorIds: string[], fields: Record<string, unknown> = {}) {
    const draft = await buildDraftRfp(fields);
    await ok(inviter, 'POST', `/v1/rfp/${draft.rfp.id}/invitations`, { vendorIds });
    const rfp = await ok<TRfp>(draft.admin, 'POST', `/v1/rfp/${draft.rfp.id}/publish`);
    return { ...draft, rfp };
  }

  return { startOn, call, ok, buildBidder, buildDraftRfp, buildPublishedRfp };
}
