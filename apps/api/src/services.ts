import { createBackgroundJobsService } from './features/background-jobs/background-jobs.service.js';
import { createExportService } from './features/export-data/export-data.service.js';
import { createChangePasswordService } from './features/auth/change-password.service.js';
import { createInvitationsService } from './features/auth/invitations.service.js';
import { createLoginService } from './features/auth/login.service.js';
import { createPasswordResetService } from './features/auth/password-reset.service.js';
import { createSessionsService } from './features/auth/sessions.service.js';
import { createRolesService } from './features/roles/roles.service.js';
import { createTenantsService } from './features/tenants/tenants.service.js';
import { createProfileService } from './features/users/profile.service.js';
import { registerUserUploadJob } from './features/users/user-upload.jobs.js';
import { usersExport } from './features/users/users.export.js';
import { createUsersService } from './features/users/users.service.js';
import type { TPlatform } from './platform/platform.js';

/**
 * The composition root: every service is built once here and handed only the collaborators
 * it uses; features reach each other through these, never through another feature's repo.
 */
export function createServices(platform: TPlatform) {
  const sessions = createSessionsService(platform);
  const invitations = createInvitationsService(platform, sessions);
  const backgroundJobs = createBackgroundJobsService({ db: platform.db, jobs: platform.jobs, files: platform.files });
  const users = createUsersService({ db: platform.db, sessions, invitations });
  const roles = createRolesService({ db: platform.db });
  const tenants = createTenantsService({ db: platform.db });
  registerUserUploadJob(platform.jobs, { db: platform.db, users, roles, tenants });
  return {
    backgroundJobs,
    exports: createExportService({ db: platform.db, jobs: platform.jobs, backgroundJobs, definitions: [usersExport] }),
    sessions,
    invitations,
    logins: createLoginService(platform, sessions),
    passwordResets: createPasswordResetService(platform),
    passwordChanges: createChangePasswordService(platform, sessions),
    users,
    profile: createProfileService({ db: platform.db }),
    roles,
    tenants,
  };
}

export type TServices = ReturnType<typeof createServices>;
