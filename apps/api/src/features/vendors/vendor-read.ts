import {
  workspaceKindOf,
  TENANT_TYPE_OF_VENDOR_TYPE,
  type THistoryPage,
  type TVendorBasic,
  type TVendorBasicQuery,
  type TVendorComplianceState,
  type TVendorDetail,
  type TVendorListQuery,
  type TVendorPage,
  type TVendorType,
  type TVendorWorkspace,
} from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { auditHistory } from '../../platform/audit.js';
import { withActor } from '../../platform/scope.js';
import { requireVendorReader, visibleVendor } from './vendor-access.js';
import type { TVendorsDeps } from './vendor-deps.js';
import type { TVendorDetails } from './vendor-detail.js';
import { vendorListRepo } from './vendor-list.repo.js';
import { vendorReadRepo } from './vendor-read.repo.js';
import { presentVendorListItem, presentWorkspace } from './vendors.presenter.js';

const basicOf = (r: { id: string; name: string; vendorType: string; complianceState: string }): TVendorBasic => ({
  id: r.id,
  name: r.name,
  vendorType: r.vendorType as TVendorType,
  complianceState: r.complianceState as TVendorComplianceState,
});

/** Reading vendors: the list, pickers, one vendor, its history, workspaces, and lookups for other features. */
export function vendorReads({ db }: Pick<TVendorsDeps, 'db'>, { detail, logoUrl }: TVendorDetails) {
  return {
    async list(actor: TActor, query: TVendorListQuery): Promise<TVendorPage> {
      requireVendorReader(actor);
      const { rows, total } = await withActor(db, actor, (tx) => vendorListRepo.list(tx, actor, query));
      const data = await Promise.all(rows.map(async (row) => presentVendorListItem(actor, row, await logoUrl(row.logoKey))));
      return { data, total, page: query.page, limit: query.limit };
    },

    async basic(actor: TActor, query: TVendorBasicQuery): Promise<TVendorBasic[]> {
      const rows = await withActor(db, actor, (tx) => vendorListRepo.basic(tx, actor, query));
      return rows.map(basicOf);
    },

    async selected(actor: TActor, ids: readonly string[]): Promise<TVendorBasic[]> {
      const rows = await withActor(db, actor, (tx) => vendorListRepo.selected(tx, actor, [...new Set(ids)]));
      return rows.map(basicOf);
    },

    get: (actor: TActor, id: string): Promise<TVendorDetail> => {
      requireVendorReader(actor);
      return detail(actor, async () => id);
    },

    /** For the storage feature: may the actor read the files of this vendor? */
    canRead: (actor: TActor, id: string): Promise<boolean> => withActor(db, actor, (tx) => vendorReadRepo.exists(tx, actor, id)),

    async history(actor: TActor, id: string, page: number, limit: number): Promise<THistoryPage> {
      requireVendorReader(actor);
      return withActor(db, actor, async (tx) => {
        await visibleVendor(tx, actor, id);
        return auditHistory(tx, 'vendor', id, page, limit);
      });
    },

    /**
     * The vendor, branch and franchise workspaces the caller belongs to, then the branches and
     * franchises it manages from the active vendor workspace.
     */
    async workspaces(actor: TActor): Promise<TVendorWorkspace[]> {
      const memberOf = actor.tenants.filter((t) => workspaceKindOf(t.type).kind === 'vendor').map((t) => t.tenantId);
      const managed = actor.kind === 'vendor' && actor.outlet === null ? actor.workspace.childIds.filter((id) => !memberOf.includes(id)) : [];
      const rows = await withActor(db, actor, (tx) => vendorReadRepo.ofTenants(tx, [...memberOf, ...managed]));
      return Promise.all(rows.map(async (row) => presentWorkspace(row, memberOf.includes(row.tenantId), await logoUrl(row.logoKey))));
    },

    /** The vendor (or branch, franchise) and its tenant, or 404: for vendor contacts. */
    async tenantOf(
      actor: TActor,
      vendorId: string,
    ): Promise<{ id: string; tenantId: string; vendorType: TVendorType; tenantType: (typeof TENANT_TYPE_OF_VENDOR_TYPE)[TVendorType] }> {
      const row = await withActor(db, actor, (tx) => visibleVendor(tx, actor, vendorId));
      const vendorType = row.vendorType as TVendorType;
      return { id: row.id, tenantId: row.tenantId, vendorType, tenantType: TENANT_TYPE_OF_VENDOR_TYPE[vendorType] };
    },

    /** The vendor of a workspace, when the actor can see it: for the vendor contacts of a person. */
    vendorOfTenant: (actor: TActor, tenantId: string) => withActor(db, actor, (tx) => vendorReadRepo.byTenant(tx, actor, tenantId)),
  };
}
