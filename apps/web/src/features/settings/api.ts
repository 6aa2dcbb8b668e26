import {
  ZGetInTouchSettingsAnswerSchema,
  ZItemsPerPageSchema,
  ZProfileSchema,
  ZTokenResponseSchema,
  type TChangePasswordInput,
  type TGetInTouchSettings,
  type TItemsPerPage,
  type TProfile,
  type TProfileUpdate,
  type TTokenResponse,
} from '@procura/shared';
import { http } from '../../lib/http';

export async function updateItemsPerPage(itemsPerPage: number): Promise<TItemsPerPage> {
  return ZItemsPerPageSchema.parse(await http.patch('/users/items-per-page', { itemsPerPage }));
}

/** Like the profile read, independent of the workspace: it is the person, not a tenant's row. */
export async function updateProfile(input: TProfileUpdate): Promise<TProfile> {
  return ZProfileSchema.parse(await http.patch('/users/profile', input, { workspace: false }));
}

/** Other sessions end on the server; this one continues with the tokens in the answer. */
export async function changePassword(input: TChangePasswordInput): Promise<TTokenResponse> {
  return ZTokenResponseSchema.parse(await http.post('/auth/change-password', input, { workspace: false }));
}

/** Every sign-in of this person ends on the server, this one included (issue #7 item 7). */
export async function signOutEverywhere(): Promise<void> {
  await http.post<undefined>('/auth/logout-all', undefined, { workspace: false });
}

/** Where get-in-touch requests are mailed (docs/product.md "Get in touch"): the provider's. */
export const getInTouchSettings = async (signal?: AbortSignal): Promise<TGetInTouchSettings> =>
  ZGetInTouchSettingsAnswerSchema.parse(await http.get('/contact-request-settings', undefined, { signal }));
export const saveGetInTouchSettings = async (input: TGetInTouchSettings): Promise<TGetInTouchSettings> =>
  ZGetInTouchSettingsAnswerSchema.parse(await http.put('/contact-request-settings', input));
