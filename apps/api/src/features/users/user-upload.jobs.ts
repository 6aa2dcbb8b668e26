import { CONTACT_TYPES, isRoleOfferedTo, roleTypeOfTenantType, ZCreateUserSchema, type TContactType, type TTenantOption } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb } from '../../platform/database.js';
import { toCsv } from '../../platform/csv.js';
import { datedFileName } from '../../platform/downloads.js';
import { HttpError } from '../../platform/errors.js';
import { isolatedModule, type TRunIsolated } from '../../platform/isolated.js';
import type { TJobContext, TJobQueue } from '../../platform/jobs.js';
import { withActor } from '../../platform/scope.js';
import type { TRolesService } from '../roles/roles.service.js';
import type { TStorageService } from '../storage/storage.service.js';
import type { TTenantsService } from '../tenants/tenants.service.js';
import type { TUploadRow } from './user-upload.parse.js';
import { userUploadRepo } from './user-upload.repo.js';
import type { TUsersService } from './users.service.js';
import type * as UploadParse from './user-upload.parse.js';

export interface TUserUploadPayload extends Record<string, unknown> {
  fileKey: string;
  fileName: string;
  workspaceId: string;
}

type TDeps = {
  db: TRequestDb;
  users: TUsersService;
  roles: TRolesService;
  tenants: TTenantsService;
  isolate: TRunIsolated;
  storage: Pick<TStorageService, 'readAuthorised'>;
};

/** Unpacking the workbook runs in a child with its own heap cap: a hostile file kills only that. */
const PARSE = isolatedModule<typeof UploadParse>(import.meta, 'user-upload.parse');

/** The one person of an interrupted run whose invitation may have been cut off with its worker. */
export const MAYBE_NOT_INVITED = 'Added before the job was interrupted, possibly before the invitation went out. If it does not arrive, resend it from People.';

const YES = ['yes', 'y', 'true', '1', ''];
const NO = ['no', 'n', 'false', '0'];

/**
 * Bulk invite: every row is checked and created on its own, as the uploader would through
 * the form, so a bad row never stops the good ones; the result file says what happened.
 */
export function registerUserUploadJob(jobs: Pick<TJobQueue, 'register'>, deps: TDeps): void {
  jobs.register('user_upload', userUploadJob(deps));
}

function userUploadJob({ db, users, roles, tenants: tenantsService, isolate, storage }: TDeps) {
  return async (ctx: TJobContext): Promise<void> => {
    const payload = ctx.job.payload as TUserUploadPayload;
    const actor = ctx.actor;
    const content = await storage.readAuthorised(payload.fileKey);
    if (!content) throw new HttpError(400, `"${payload.fileName}" is no longer stored. Upload it again.`);
    const rows = await isolate(PARSE, 'readUploadRows', [payload.fileName, content]);
    const tenants = await tenantsService.search(actor, { purpose: 'users', limit: 100_000 });
    const offeredRoles = await roles.list(actor, {});

    const earlier = ctx.isRerun ? await createdEarlier(actor) : new Map<string, string>();

    const results: string[][] = [['Row', 'Email', 'Outcome', 'Reason']];
    let created = 0;
    for (const [i, row] of rows.entries()) {
      const email = row.values.Email.trim().toLowerCase();
      const earlierOutcome = earlier.get(email);
      // A person an interrupted run added is not added, nor invited, again (issue #7: crash of the job runner).
      if (earlierOutcome !== undefined) earlier.delete(email);
      const reason = earlierOutcome === undefined ? await importRow(actor, row, tenants, offeredRoles) : null;
      const note = earlierOutcome === MAYBE_NOT_INVITED && NO.includes(row.values.Authorized.toLowerCase()) ? '' : earlierOutcome;
      if (reason === null) created += 1;
      results.push([String(row.line), row.values.Email, reason === null ? 'created' : 'failed', reason ?? note ?? '']);
      if (i % 10 === 9 || i === rows.length - 1) await ctx.progress(((i + 1) / rows.length) * 99);
    }
    ctx.log.info({ created, failed: rows.length - created }, 'user upload finished');
    await ctx.saveResult(datedFileName('User_upload_results', 'csv'), Buffer.from(toCsv(results)));
  };

  /**
   * Whom an interrupted run of this job added (its actor's request id is the job's), each with
   * the note for the result file. Rows run one after another and each person's invitation is
   * sent before the next row starts, so only the last one added may have lost theirs: at most
   * one invitation per person, and that one is named rather than sent twice.
   */
  async function createdEarlier(actor: TActor): Promise<Map<string, string>> {
    const people = await withActor(db, actor, (tx) => userUploadRepo.createdInRequest(tx, actor.requestId));
    return new Map(people.map((p, i) => [p.email, i === people.length - 1 ? MAYBE_NOT_INVITED : '']));
  }

  /** Null when the person was created, else the reason to show in the result file. */
  async function importRow(actor: TActor, row: TUploadRow, tenants: TTenantOption[], offered: Awaited<ReturnType<typeof roles.list>>): Promise<string | null> {
    const v = row.values;
    const organization = v.Organization.toLowerCase();
    const tenant = organization
      ? tenants.find((t) => t.id === v.Organization || t.name.toLowerCase() === organization)
      : tenants.find((t) => t.id === actor.workspace.tenantId);
    if (!tenant) return `Organization "${v.Organization || '(your workspace)'}" is not one you may add people to.`;
    const roleNames = v.Roles.split(/[;|]/)
      .map((s) => s.trim())
      .filter(Boolean);
    const roleIds: string[] = [];
    for (const name of roleNames) {
      const role = offered.find(
        (r) => r.name.toLowerCase() === name.toLowerCase() && r.roleType === roleTypeOfTenantType(tenant.type) && isRoleOfferedTo(r.tenantId, tenant),
      );
      if (!role) return `Role "${name}" is not offered to ${tenant.name}.`;
      roleIds.push(role.id);
    }
    const authorized = v.Authorized.toLowerCase();
    if (!YES.includes(authorized) && !NO.includes(authorized)) return 'Authorized must be Yes or No.';
    const contactType = CONTACT_TYPES.find((c) => c.toLowerCase() === v['Contact type'].toLowerCase());
    if (v['Contact type'] && !contactType) return `Contact type must be one of ${CONTACT_TYPES.join(', ')}.`;
    const parsed = ZCreateUserSchema.safeParse({
      firstName: v['First name'],
      lastName: v['Last name'],
      email: v.Email,
      phoneCode: v['Phone code'] || null,
      phoneNumber: v['Phone number'] || null,
      tenantId: tenant.id,
      roleIds,
      contactType: (contactType ?? 'Primary') as TContactType,
      authorized: YES.includes(authorized),
    });
    if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    try {
      await users.createPerson(actor, parsed.data);
      return null;
    } catch (error) {
      if (error instanceof HttpError) return error.message;
      throw error;
    }
  }
}
