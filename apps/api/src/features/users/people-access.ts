import { USER_PERMISSION_BY_TENANT_TYPE, type TActionType } from '@procura/shared';
import { access, type TRouteAccess } from '../../platform/access.js';

/** Any of the five people permissions with `action`; the service narrows it per person. */
export const peoplePairs = (action: TActionType) => Object.values(USER_PERMISSION_BY_TENANT_TYPE).map((type) => [type, action] as const);

/** The route rule of the people calls (spec §7 user calls). */
export const peopleAccess = (action: TActionType): TRouteAccess => access.anyOf(...peoplePairs(action));
