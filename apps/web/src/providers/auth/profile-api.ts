import { ZProfileSchema, type TProfile } from '@procura/shared';
import { http } from '../../lib/http';

/** Sent without a workspace header: the profile is what tells us which workspaces exist. */
export async function fetchProfile(): Promise<TProfile> {
  return ZProfileSchema.parse(await http.get('/users/profile', undefined, { workspace: false }));
}
