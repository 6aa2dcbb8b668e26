import type { TProfile, TProfileUpdate } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { recordAudit } from '../../platform/audit.js';
import type { TRequestDb } from '../../platform/database.js';
import { notFound } from '../../platform/errors.js';
import { confirmActor, withActor } from '../../platform/scope.js';
import { presentProfile } from './profile.presenter.js';
import { profileRepo, type TProfileRow } from './profile.repo.js';

/** One's own profile: read, name and phone, rows-per-page preference (spec §7). */
export function createProfileService({ db }: { db: TRequestDb }) {
  const found = (actor: TActor, row: TProfileRow | undefined): TProfile => {
    if (!row) throw notFound('User');
    return presentProfile(row, actor.profile.abilities);
  };
  const pick = (p: TProfile) => ({ firstName: p.firstName, lastName: p.lastName, phoneCode: p.phoneCode, phoneNumber: p.phoneNumber });

  return {
    /** The profile is the actor's own, loaded with it: answered once the database says it is current. */
    get: async (actor: TActor): Promise<TProfile> => (await confirmActor(db, actor)).profile,

    update: (actor: TActor, input: TProfileUpdate) =>
      withActor(db, actor, async (tx) => {
        const before = found(actor, await profileRepo.get(tx, actor));
        await profileRepo.updateOwnDetails(tx, actor, input);
        const after = found(actor, await profileRepo.get(tx, actor));
        await recordAudit(tx, actor, { entity: 'user', entityId: actor.userId, action: 'update_profile', before: pick(before), after: pick(after) });
        return after;
      }),

    setItemsPerPage: (actor: TActor, itemsPerPage: number) =>
      withActor(db, actor, async (tx) => {
        const saved = await profileRepo.setItemsPerPage(tx, actor, itemsPerPage);
        if (saved === undefined) throw notFound('User');
        await recordAudit(tx, actor, { entity: 'user', entityId: actor.userId, action: 'update_items_per_page', after: { itemsPerPage: saved } });
        return { itemsPerPage: saved };
      }),
  };
}

export type TProfileService = ReturnType<typeof createProfileService>;
