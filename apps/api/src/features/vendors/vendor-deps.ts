import type { TUploadFileCategory } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import type { TClock } from '../../platform/workflow.js';
import type { TSessionsService } from '../auth/sessions.service.js';
import type { TServiceCatalog } from '../services/services.service.js';
import type { TVendorComplianceService } from '../vendor-compliance/vendor-compliance.service.js';
import type { TOrganizations } from '../tenants/tenants.service.js';
import type { TUsersService } from '../users/users.service.js';
import type { TNotifier } from '../notifications/notifications.service.js';

export const VENDOR_FILES_OWNER = 'vendors';

/** What vendors need of the storage feature (its service satisfies this at the composition root). */
export interface TVendorFiles {
  confirmFile(
    tx: TScopedTx,
    actor: TActor,
    input: { key: string; categories: readonly TUploadFileCategory[]; ownerTable: string; ownerId: string; tenantId?: string; field: string },
  ): Promise<unknown>;
  viewUrl(key: string): Promise<string>;
}

/** The collaborators the vendors feature is given by the composition root. */
export interface TVendorsDeps {
  db: TRequestDb;
  files: TVendorFiles;
  /** A vendor's, branch's or franchise's workspace is made (and renamed) by the tenants feature. */
  organizations: TOrganizations;
  /** The services a vendor offers are the catalogue's. */
  catalog: TServiceCatalog;
  /** Eligibility asks compliance whether a W-9 and a certificate of insurance are on file. */
  compliance: Pick<TVendorComplianceService, 'onFileOn'>;
  sessions: Pick<TSessionsService, 'endAll'>;
  users: Pick<TUsersService, 'list' | 'createPerson'>;
  invitations: { invite(user: { id: string; email: string; firstName: string }, invitedBy: { userId: string; name: string }): Promise<unknown> };
  /** Approvals tell the provider and the vendor (docs/notifications.md "Events"). */
  notifications?: TNotifier;
  /** Where approvals read the time (the system clock unless a test hands one). */
  clock?: TClock;
}
