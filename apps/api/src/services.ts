import { createChangePasswordService } from './features/auth/change-password.service.js';
import { createInvitationsService } from './features/auth/invitations.service.js';
import { createLoginService } from './features/auth/login.service.js';
import { createPasswordResetService } from './features/auth/password-reset.service.js';
import { createSessionsService } from './features/auth/sessions.service.js';
import { createRolesService } from './features/roles/roles.service.js';
import { createTenantsService } from './features/tenants/tenants.service.js';
import { createProfileService } from './features/users/profile.service.js';
import { createUsersService } from './features/users/users.service.js';
import type { TPlatform } from './platform/platform.js';

/**
 * The composition root: every service is built once here and handed only the collaborators
 * it uses; features reach each other through these, never through another feature's repo.
 */
export function createServices(platform: TPlatform) {
  const sessions = createSessionsService(platform);
  const invitations = createInvitationsService(platform, sessions);
  return {
    sessions,
    invitations,
    logins: createLoginService(platform, sessions),
    passwordResets: createPasswordResetService(platform),
    passwordChanges: createChangePasswordService(platform, sessions),
    users: createUsersService({ db: platform.db, sessions, invitations }),
    profile: createProfileService({ db: platform.db }),
    roles: createRolesService({ db: platform.db }),
    tenants: createTenantsService({ db: platform.db }),
  };
}

export type TServices = ReturnType<typeof createServices>;
