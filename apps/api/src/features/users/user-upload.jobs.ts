import {
  CONTACT_TYPES,
  isRoleOfferedTo,
  roleTypeOfTenantType,
  ZCreateUserSchema,
  type TContactType,
  type TTenantOption,
} from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { toCsv } from '../../platform/csv.js';
import { datedFileName } from '../../platform/downloads.js';
import { HttpError } from '../../platform/errors.js';
import type { TJobContext, TJobQueue } from '../../platform/jobs.js';
import type { TRolesService } from '../roles/roles.service.js';
import type { TTenantsService } from '../tenants/tenants.service.js';
import { readUploadRows, type TUploadRow } from './user-upload.parse.js';
import type { TUsersService } from './users.service.js';

export interface TUserUploadPayload extends Record<string, unknown> {
  fileKey: string;
  fileName: string;
  workspaceId: string;
}

const YES = ['yes', 'y', 'true', '1', ''];
const NO = ['no', 'n', 'false', '0'];

/**
 * Bulk invite: every row is checked and created on its own, as the uploader would through
 * the form, so a bad row never stops the good ones; the result file says what happened.
 */
export function registerUserUploadJob(jobs: Pick<TJobQueue, 'register'>, deps: { users: TUsersService; roles: TRolesService; tenants: TTenantsService }): void {
  jobs.register('user_upload', userUploadJob(deps));
}

function userUploadJob({ users, roles, tenants: tenantsService }: { users: TUsersService; roles: TRolesService; tenants: TTenantsService }) {
  return async (ctx: TJobContext): Promise<void> => {
    const payload = ctx.job.payload as TUserUploadPayload;
    const actor = ctx.actor;
    const content = await streamToBuffer(await ctx.files.open(payload.fileKey));
    const rows = await readUploadRows(payload.fileName, content);
    const tenants = await tenantsService.search(actor, { purpose: 'users', limit: 100_000 });
    const offeredRoles = await roles.list(actor, {});

    const results: string[][] = [['Row', 'Email', 'Outcome', 'Reason']];
    let created = 0;
    for (const [i, row] of rows.entries()) {
      const reason = await importRow(actor, row, tenants, offeredRoles);
      if (reason === null) created += 1;
      results.push([String(row.line), row.values.Email, reason === null ? 'created' : 'failed', reason ?? '']);
      if (i % 10 === 9 || i === rows.length - 1) await ctx.progress(((i + 1) / rows.length) * 99);
    }
    ctx.log.info({ created, failed: rows.length - created }, 'user upload finished');
    await ctx.saveResult(datedFileName('User_upload_results', 'csv'), Buffer.from(toCsv(results)));
  };

  /** Null when the person was created, else the reason to show in the result file. */
  async function importRow(actor: TActor, row: TUploadRow, tenants: TTenantOption[], offered: Awaited<ReturnType<typeof roles.list>>): Promise<string | null> {
    const v = row.values;
    const organization = v.Organization.toLowerCase();
    const tenant = organization
      ? tenants.find((t) => t.id === v.Organization || t.name.toLowerCase() === organization)
      : tenants.find((t) => t.id === actor.workspace.tenantId);
    if (!tenant) return `Organization "${v.Organization || '(your workspace)'}" is not one you may add people to.`;
    const roleNames = v.Roles.split(/[;|]/).map((s) => s.trim()).filter(Boolean);
    const roleIds: string[] = [];
    for (const name of roleNames) {
      const role = offered.find((r) => r.name.toLowerCase() === name.toLowerCase() && r.roleType === roleTypeOfTenantType(tenant.type) && isRoleOfferedTo(r.tenantId, tenant));
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
      await users.create(actor, parsed.data);
      return null;
    } catch (error) {
      if (error instanceof HttpError) return error.message;
      throw error;
    }
  }
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
