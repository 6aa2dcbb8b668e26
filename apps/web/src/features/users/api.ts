import {
  ZBackgroundJobSchema,
  ZCheckEmailsResponseSchema,
  ZTenantOptionSchema,
  ZUserListItemSchema,
  ZUserPageSchema,
  type TBackgroundJob,
  type TCreateUserInput,
  type TTenantOption,
  type TUpdateUserInput,
  type TUserListItem,
  type TUserListQuery,
  type TUserPage,
} from '@procura/shared';
import { z } from 'zod';
import { http } from '../../lib/http';
import { uploadFile } from '../../lib/upload';

const ZTenantOptionListSchema = z.array(ZTenantOptionSchema);
const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;

/** Sends the query the URL was parsed into (ZUserListQuerySchema). */
export async function listUsers(query: TUserListQuery, signal?: AbortSignal): Promise<TUserPage> {
  return ZUserPageSchema.parse(await http.get('/users', query, { signal }));
}

export async function getUser(id: string, signal?: AbortSignal): Promise<TUserListItem> {
  return ZUserListItemSchema.parse(await http.get(userPath(id), undefined, { signal }));
}

export async function createUser(input: TCreateUserInput): Promise<TUserListItem> {
  return ZUserListItemSchema.parse(await http.post('/users', input));
}

export async function updateUser(id: string, input: TUpdateUserInput): Promise<TUserListItem> {
  return ZUserListItemSchema.parse(await http.patch(userPath(id), input));
}

export const deleteUsers = (ids: readonly string[]) => http.del<void>('/users', { ids });

export async function deactivateUser(id: string): Promise<TUserListItem> {
  return ZUserListItemSchema.parse(await http.post(`/users/deactivate-user/${encodeURIComponent(id)}`));
}

export async function activateUser(id: string): Promise<TUserListItem> {
  return ZUserListItemSchema.parse(await http.post(`/users/activate-user/${encodeURIComponent(id)}`));
}

export const resendInvitation = (id: string) => http.post<unknown>(`/users/resend-invitation/${encodeURIComponent(id)}`);

export async function checkEmails(emails: readonly string[], signal?: AbortSignal): Promise<string[]> {
  return ZCheckEmailsResponseSchema.parse(await http.post('/users/check-emails', { emails }, { signal })).taken;
}

/** Organizations the caller may add people to (`purpose=users`). */
export async function searchUserTenants(search: string, signal?: AbortSignal): Promise<TTenantOption[]> {
  const params = { purpose: 'users', search, limit: 50 };
  return ZTenantOptionListSchema.parse(await http.get('/tenants/search', params, { signal }));
}

export const downloadUserUploadTemplate = () => http.download('/background-jobs/uploaded-user/template');

/** The sheet goes through the one upload path (presigned URL, PUT, check), then the bulk invite starts on its key. */
export async function uploadUsers(file: File): Promise<TBackgroundJob> {
  const fileKey = await uploadFile(file, { category: 'user_upload' });
  return ZBackgroundJobSchema.parse(await http.post('/background-jobs/uploaded-user', { fileKey }));
}
