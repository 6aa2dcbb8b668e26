import {
  ZPermissionCatalogSchema,
  ZRoleListSchema,
  ZRoleSchema,
  type TPermissionCatalog,
  type TRole,
  type TRoleInput,
  type TRoleListQuery,
  type TRoleUpdate,
} from '@procura/shared';
import { http } from '../../lib/http';

/** The server answers most permissions first (spec §6): the order is kept as it comes. */
export async function listRoles(query: TRoleListQuery, signal?: AbortSignal): Promise<TRole[]> {
  return ZRoleListSchema.parse(await http.get('/roles', query, { signal })).data;
}

export async function createRole(input: TRoleInput): Promise<TRole> {
  return ZRoleSchema.parse(await http.post('/roles', input));
}

export async function updateRole(id: string, input: TRoleUpdate): Promise<TRole> {
  return ZRoleSchema.parse(await http.patch(`/roles/${encodeURIComponent(id)}`, input));
}

export const deleteRole = (id: string) => http.del<void>(`/roles/${encodeURIComponent(id)}`);

export async function fetchPermissionCatalog(signal?: AbortSignal): Promise<TPermissionCatalog> {
  return ZPermissionCatalogSchema.parse(await http.get('/permissions', undefined, { signal }));
}
