import { createBackgroundJobsService } from './features/background-jobs/background-jobs.service.js';
import { createDocumentsService } from './features/documents/documents.service.js';
import { createExportService } from './features/export-data/export-data.service.js';
import { createGeographyService } from './features/geography/geography.service.js';
import { geographyVersion } from './db/seed/geography-data.js';
import { propertiesExport } from './features/properties/property-export.js';
import { contractsExport } from './features/contracts/contract-export.js';
import { createContractViewsService } from './features/contracts/contract-views.service.js';
import { registerPropertyImportJob } from './features/properties/property-import.jobs.js';
import { registerExistingContractsJob } from './features/existing-contracts/existing-contracts.jobs.js';
import { BATCH_OWNER, createExistingContractsService, EXTRACTION_OWNER } from './features/existing-contracts/existing-contracts.service.js';
import { createChangePasswordService } from './features/auth/change-password.service.js';
import { createInvitationsService } from './features/auth/invitations.service.js';
import { createLoginService } from './features/auth/login.service.js';
import { createPasswordResetService } from './features/auth/password-reset.service.js';
import { createSessionsService } from './features/auth/sessions.service.js';
import { createContractBulkService } from './features/contracts/contract-bulk.js';
import { createContractDocumentsService } from './features/contracts/contract-documents.js';
import { createContractLinesService } from './features/contracts/contract-lines.service.js';
import { createContractsService } from './features/contracts/contracts.service.js';
import { createClientsService } from './features/clients/clients.service.js';
import { createCorporateContactsService } from './features/clients/corporate-contacts.service.js';
import { createParentCompaniesService } from './features/clients/parent-companies.service.js';
import { createVendorContactsService } from './features/vendors/vendor-contacts.service.js';
import { createVendorsService } from './features/vendors/vendors.service.js';
import { createGetInTouchService } from './features/get-in-touch/get-in-touch.service.js';
import { createVendorRegistrationService } from './features/vendor-registration/vendor-registration.service.js';
import { registerComplianceJob } from './features/vendor-compliance/vendor-compliance.jobs.js';
import { createVendorComplianceService } from './features/vendor-compliance/vendor-compliance.service.js';
import { createPropertiesService } from './features/properties/properties.service.js';
import { createPropertyAccessService } from './features/properties/property-access.js';
import { createPropertyContactsService } from './features/properties/property-contacts.js';
import { createPropertyDocumentsService } from './features/properties/property-documents.js';
import { createPropertyMoveService } from './features/properties/property-move.js';
import { createPropertyServicesService } from './features/properties/property-services.js';
import { createRolesService } from './features/roles/roles.service.js';
import { createServicesService } from './features/services/services.service.js';
import { createSowDocumentsService } from './features/sow-documents/sow-documents.service.js';
import { registerSowGenerationJob } from './features/sow-documents/sow-generation.jobs.js';
import { registerRfpCloseSweep } from './features/rfp/rfp-close.jobs.js';
import { createBidAnalysisService } from './features/bid-analysis/bid-analysis.service.js';
import { createBidAwardsService } from './features/bid-analysis/bid-awards.service.js';
import { createCoverageService } from './features/contract-management/coverage.service.js';
import { createDashboardService } from './features/dashboard/dashboard.service.js';
import { registerContractRenewalsJob } from './features/contract-management/contract-renewals.jobs.js';
import { registerCoverageSummariesJob } from './features/contract-management/coverage-summaries.jobs.js';
import { createBidAnalysisExportService } from './features/bid-analysis/bid-analysis-export.service.js';
import { createBidsService } from './features/rfp/bids.service.js';
import { createRfpInvitationsService } from './features/rfp/rfp-invitations.service.js';
import { createRfpLinesService } from './features/rfp/rfp-lines.service.js';
import { createRfpQuestionsService } from './features/rfp/rfp-questions.service.js';
import { createRfpAttachmentsService } from './features/rfp/rfp-attachments.service.js';
import { createRfpAddendaService } from './features/rfp/rfp-addenda.service.js';
import { createRfpService } from './features/rfp/rfp.service.js';
import { createRfpOcdsService } from './features/rfp/rfp-ocds.js';
import { createRfpReissueService } from './features/rfp/rfp-reissue.service.js';
import { registerRfpTemplateJob } from './features/rfp/rfp-template.jobs.js';
import { createRfpTemplateService } from './features/rfp/rfp-template.service.js';
import { createBidSheetService } from './features/rfp/bid-sheet.service.js';
import { createScopeOfWorkService } from './features/scope-of-work/scope-of-work.service.js';
import { createSowAssistantService } from './features/sow-assistant/sow-assistant.service.js';
import { registerStorageSweep } from './features/storage/storage.jobs.js';
import { uploadQuotasOf } from './features/storage/storage.quotas.js';
import { createStorageService } from './features/storage/storage.service.js';
import { createTenantsService } from './features/tenants/tenants.service.js';
import { createProfileService } from './features/users/profile.service.js';
import { registerUserUploadJob } from './features/users/user-upload.jobs.js';
import { usersExport } from './features/users/users.export.js';
import { auditExport } from './features/audit-search/audit-search.export.js';
import { createAuditSearchService } from './features/audit-search/audit-search.service.js';
import { createUsersService } from './features/users/users.service.js';
import type { TPlatform } from './platform/platform.js';
import { registerJobFinishedNotices } from './features/notifications/job-finished.notices.js';
import { registerNotificationJobs } from './features/notifications/notifications.jobs.js';
import { createNotificationsService, readableThrough, visibleThrough } from './features/notifications/notifications.service.js';
import { rfpAccess } from './features/rfp/rfp.routes.js';
import { contractAccess } from './features/contracts/contracts.routes.js';
import { vendorManagement } from './features/vendors/vendors.routes.js';
import { peopleAccess } from './features/users/people-access.js';

/**
 * The composition root: every service is built once here and handed only the collaborators
 * it uses; features reach each other through these, never through another feature's repo.
 */
export function createServices(platform: TPlatform) {
  // Notifications (docs/notifications.md): features publish into its outbox; a job fans out and mails.
  const notifications = createNotificationsService({ db: platform.db, jobs: platform.jobs, log: platform.log });
  const sessions = createSessionsService(platform);
  const invitations = createInvitationsService(platform, sessions, notifications);
  const mailDeps = { mailer: platform.mailer, publicUrl: platform.config.PUBLIC_URL, brand: platform.config.APP_BRAND };
  registerNotificationJobs(platform.jobs, { ...mailDeps, subjects: notifications.subjects });
  registerJobFinishedNotices(platform.jobs, notifications);
  const backgroundJobs = createBackgroundJobsService({ db: platform.db, jobs: platform.jobs, results: platform.storage.store });
  const users = createUsersService({ db: platform.db, sessions, invitations });
  const roles = createRolesService({ db: platform.db });
  const tenants = createTenantsService({ db: platform.db });
  const storage = createStorageService({
    db: platform.db,
    storage: platform.storage,
    log: platform.log,
    unconfirmedTtlHours: platform.config.STORAGE_UNCONFIRMED_TTL_HOURS,
    quotas: uploadQuotasOf(platform.config),
  });
  registerStorageSweep(platform.jobs, storage, platform.config.STORAGE_SWEEP_CRON);
  const clients = createClientsService({ db: platform.db, files: storage, sessions, organizations: tenants });
  storage.registerOwner('clients', clients.canRead);
  const catalog = createServicesService({ db: platform.db });
  const vendorCompliance = createVendorComplianceService({ db: platform.db, storage });
  const vendors = createVendorsService({
    db: platform.db,
    files: storage,
    sessions,
    users,
    invitations,
    organizations: tenants,
    catalog,
    compliance: vendorCompliance,
    notifications,
  });
  storage.registerOwner('vendors', vendors.canRead);
  registerComplianceJob(platform.jobs, { ...mailDeps, notifications });
  registerPropertyImportJob(platform.jobs, { db: platform.db, isolate: platform.isolate, storage, backgroundJobs });
  registerUserUploadJob(platform.jobs, { db: platform.db, users, roles, tenants, isolate: platform.isolate, storage });
  // Scope of work (issue #10): the documents read scopes and library texts through its service.
  const scopeOfWork = createScopeOfWorkService({ db: platform.db, storage });
  registerSowGenerationJob(platform.jobs, { db: platform.db, storage, scopeOfWork, isolate: platform.isolate });
  // Requests for proposal close at their due time (docs/rfp.md "Lifecycle").
  registerRfpCloseSweep(platform.jobs, { ...mailDeps, notifications });
  // Contracts renew, expire and warn of their ends and notice deadlines every day (docs/contracts.md "Renewals and alerts").
  registerContractRenewalsJob(platform.jobs, { ...mailDeps, notifications });
  // The provider's dashboard reads each client's coverage counted ahead (docs/contracts.md "Coverage counted ahead").
  registerCoverageSummariesJob(platform.jobs);
  // Document reading, templates and generation tasks for every feature that makes documents.
  const documents = createDocumentsService({ db: platform.db, isolate: platform.isolate, backgroundJobs });
  // RFP documents from a template: the same generation job as the SOW documents (docs/rfp.md).
  registerRfpTemplateJob(platform.jobs, { db: platform.db, storage, isolate: platform.isolate });
  const bids = createBidsService({ db: platform.db, notifications });
  const bidAnalysis = createBidAnalysisService({ db: platform.db });
  const bidAwards = createBidAwardsService({ db: platform.db, notifications });
  // Existing contracts (docs/contracts.md "Existing contracts: upload and review").
  const existingContracts = createExistingContractsService({ db: platform.db, storage, backgroundJobs, notifications });
  storage.registerOwner(BATCH_OWNER, existingContracts.canReadBatch);
  storage.registerOwner(EXTRACTION_OWNER, existingContracts.canReadExtraction);
  registerExistingContractsJob(platform.jobs, { db: platform.db, isolate: platform.isolate, storage, ai: platform.ai });
  const vendorRegistration = createVendorRegistrationService(platform, { vendors, people: users, catalog, notifications });
  const rfp = createRfpService({ db: platform.db, jobs: platform.jobs, minBiddingHours: platform.config.RFP_MIN_BIDDING_HOURS, notifications });
  const contracts = createContractsService({ db: platform.db, notifications });
  // Who may see what a notification is about, asked under each recipient's scope when it is delivered.
  notifications.registerSubject('background_job', (actor, id) => visibleThrough(() => backgroundJobs.visible(actor, id)));
  // The record's page route's rule first (a person it refuses is not told), then the feature's read.
  notifications.registerSubject('rfp', (actor, id) => readableThrough(actor, rfpAccess.view, () => rfp.get(actor, id)));
  notifications.registerSubject('contract', (actor, id) => readableThrough(actor, contractAccess.view, () => contracts.listed(actor, id)));
  notifications.registerSubject('vendor', (actor, id) => readableThrough(actor, vendorManagement('View'), () => vendors.get(actor, id)));
  notifications.registerSubject('user', (actor, id) => readableThrough(actor, peopleAccess('View'), () => users.get(actor, id)));
  return {
    notifications,
    existingContracts,
    backgroundJobs,
    exports: createExportService({
      db: platform.db,
      jobs: platform.jobs,
      backgroundJobs,
      definitions: [usersExport, propertiesExport, contractsExport, auditExport],
    }),
    // The provider's audit search across every record (docs/history.md).
    auditSearch: createAuditSearchService({ db: platform.db }),
    contractViews: createContractViewsService({ db: platform.db }),
    sessions,
    invitations,
    logins: createLoginService(platform, sessions),
    passwordResets: createPasswordResetService(platform),
    passwordChanges: createChangePasswordService(platform, sessions),
    users,
    profile: createProfileService({ db: platform.db }),
    roles,
    tenants,
    storage,
    clients,
    parentCompanies: createParentCompaniesService({ db: platform.db }),
    corporateContacts: createCorporateContactsService({ clients, users }),
    vendors,
    vendorContacts: createVendorContactsService({ vendors, users }),
    vendorRegistration,
    // Get in touch (docs/product.md "Get in touch"): a request becomes a client or a vendor invitation.
    getInTouch: createGetInTouchService(platform, { clients, vendorRegistration }),
    vendorCompliance,
    services: catalog,
    properties: createPropertiesService({ db: platform.db }),
    propertyContacts: createPropertyContactsService({ db: platform.db, users }),
    propertyServices: createPropertyServicesService({ db: platform.db }),
    propertyDocuments: createPropertyDocumentsService({ db: platform.db, storage }),
    propertyMove: createPropertyMoveService({ db: platform.db, storage }),
    propertyAccess: createPropertyAccessService({ db: platform.db, people: users }),
    scopeOfWork,
    documents,
    sowDocuments: createSowDocumentsService({ db: platform.db, storage, scopeOfWork, documents }),
    geography: createGeographyService({ db: platform.db, version: geographyVersion() }),
    sowAssistant: createSowAssistantService({ db: platform.db, ai: platform.ai }),
    rfp,
    rfpLines: createRfpLinesService({ db: platform.db }),
    rfpInvitations: createRfpInvitationsService({ db: platform.db, vendors }),
    bids,
    rfpQuestions: createRfpQuestionsService({ db: platform.db, notifications }),
    rfpAddenda: createRfpAddendaService({
      db: platform.db,
      bids,
      storage,
      jobs: platform.jobs,
      minHours: platform.config.RFP_ADDENDUM_MIN_HOURS,
      notifications,
    }),
    rfpAttachments: createRfpAttachmentsService({ db: platform.db, storage }),
    bidSheet: createBidSheetService({ db: platform.db, bids, storage, isolate: platform.isolate }),
    rfpReissue: createRfpReissueService({ db: platform.db }),
    rfpTemplate: createRfpTemplateService({ db: platform.db, storage, documents }),
    rfpOcds: createRfpOcdsService({ db: platform.db, publicUrl: platform.config.PUBLIC_URL, brand: platform.config.APP_BRAND }),
    bidAnalysis,
    bidAwards,
    contracts,
    contractLines: createContractLinesService({ db: platform.db }),
    contractBulk: createContractBulkService({ db: platform.db }),
    contractDocuments: createContractDocumentsService({ db: platform.db, storage }),
    bidAnalysisExport: createBidAnalysisExportService({
      db: platform.db,
      jobs: platform.jobs,
      backgroundJobs,
      bidAnalysis,
      bidAwards,
      storage,
      isolate: platform.isolate,
    }),
    // Contract Management (docs/contracts.md "Coverage").
    coverage: createCoverageService({ db: platform.db }),
    // The dashboard's tiles (docs/product.md "Dashboard").
    dashboard: createDashboardService({ db: platform.db }),
  };
}

export type TServices = ReturnType<typeof createServices>;
