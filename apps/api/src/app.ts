import crypto from 'node:crypto';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { trustProxyOption, type TConfig } from './config.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { clientsRoutes } from './features/clients/clients.routes.js';
import { corporateContactsRoutes } from './features/clients/corporate-contacts.routes.js';
import { vendorContactsRoutes } from './features/vendors/vendor-contacts.routes.js';
import { vendorsRoutes } from './features/vendors/vendors.routes.js';
import { getInTouchRoutes } from './features/get-in-touch/get-in-touch.routes.js';
import { vendorRegistrationRoutes } from './features/vendor-registration/vendor-registration.routes.js';
import { vendorComplianceRoutes } from './features/vendor-compliance/vendor-compliance.routes.js';
import { backgroundJobsRoutes } from './features/background-jobs/background-jobs.routes.js';
import { notificationsRoutes } from './features/notifications/notifications.routes.js';
import { exportDataRoutes } from './features/export-data/export-data.routes.js';
import { geographyRoutes } from './features/geography/geography.routes.js';
import { propertyExportRoutes } from './features/properties/property-export.routes.js';
import { contractViewsRoutes } from './features/contracts/contract-views.routes.js';
import { auditSearchRoutes } from './features/audit-search/audit-search.routes.js';
import { propertyImportRoutes } from './features/properties/property-import.routes.js';
import { existingContractsRoutes } from './features/existing-contracts/existing-contracts.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { metricsRoutes } from './features/health/metrics.routes.js';
import { profileRoutes } from './features/users/profile.routes.js';
import { usersRoutes } from './features/users/users.routes.js';
import { rolesRoutes } from './features/roles/roles.routes.js';
import { propertiesRoutes } from './features/properties/properties.routes.js';
import { contractManagementRoutes } from './features/contract-management/contract-management.routes.js';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.js';
import { servicesRoutes } from './features/services/services.routes.js';
import { bidAnalysisRoutes } from './features/bid-analysis/bid-analysis.routes.js';
import { bidAnalysisExportRoutes } from './features/bid-analysis/bid-analysis-export.routes.js';
import { bidsRoutes } from './features/rfp/bids.routes.js';
import { rfpInvitationsRoutes } from './features/rfp/rfp-invitations.routes.js';
import { rfpLinesRoutes } from './features/rfp/rfp-lines.routes.js';
import { rfpQuestionsRoutes } from './features/rfp/rfp-questions.routes.js';
import { rfpAddendaRoutes } from './features/rfp/rfp-addenda.routes.js';
import { rfpAttachmentsRoutes } from './features/rfp/rfp-attachments.routes.js';
import { rfpRoutes } from './features/rfp/rfp.routes.js';
import { contractsRoutes } from './features/contracts/contracts.routes.js';
import { contractLinesRoutes } from './features/contracts/contract-lines.routes.js';
import { contractDocumentsRoutes } from './features/contracts/contract-documents.routes.js';
import { rfpOcdsRoutes } from './features/rfp/rfp-ocds.routes.js';
import { rfpReissueRoutes } from './features/rfp/rfp-reissue.routes.js';
import { rfpTemplateRoutes } from './features/rfp/rfp-template.routes.js';
import { bidSheetRoutes } from './features/rfp/bid-sheet.routes.js';
import { scopeOfWorkRoutes } from './features/scope-of-work/scope-of-work.routes.js';
import { sowAssistantRoutes } from './features/sow-assistant/sow-assistant.routes.js';
import { documentsRoutes } from './features/documents/documents.routes.js';
import { sowDocumentsRoutes } from './features/sow-documents/sow-documents.routes.js';
import { storageRoutes } from './features/storage/storage.routes.js';
import { userUploadRoutes } from './features/users/user-upload.routes.js';
import { tenantsRoutes } from './features/tenants/tenants.routes.js';
import { registerAccessControl, type TRouteInventory } from './platform/access.js';
import { answerFrameworkError, registerErrorHandling } from './platform/errors.js';
import { registerInputGuard } from './platform/input-guard.js';
import { closeConnectionsWhenStopping } from './platform/shutdown.js';
import { registerRequestMetrics } from './platform/metrics/instrument.js';
import { registerRequestTracing } from './platform/tracing/instrument.js';
import { openApiOptions } from './platform/openapi/openapi-options.js';
import { registerRequestContext } from './platform/request-context.js';
import { createPlatform, type TPlatform } from './platform/platform.js';
import { storageOrigins } from './platform/storage/index.js';
import type { TDatabase } from './platform/database.js';
import type { TMailer } from './platform/mail.js';
import { registerRateLimits } from './platform/rate-limit.js';
import { RequestLog, requestSerializer } from './platform/request-log.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { registerWebApp } from './platform/web-app.js';
import { webErrorReportingDsn, webErrorReportingOrigins } from './platform/web-error-reporting.js';
import { createServices, type TServices } from './services.js';

export interface TBuildOptions {
  database?: TDatabase;
  /** Where log lines go; unset, standard output. */
  logStream?: { write(line: string): void };
  mailer?: TMailer;
  /** Start pg-boss; `work` also runs the job handlers in this process. */
  jobs?: { work: boolean } | false;
}

/** Builds the Fastify instance: plugins and feature registration, no logic. */
export async function buildApp(
  config: TConfig,
  options: TBuildOptions = {},
): Promise<{ app: FastifyInstance; platform: TPlatform; routeInventory: TRouteInventory; services: TServices }> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      serializers: { req: requestSerializer },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new RequestLog(),
    genReqId: () => crypto.randomUUID(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const platform = await createPlatform(config, app.log, { database: options.database, mailer: options.mailer });
  closeConnectionsWhenStopping(app);
  app.addHook('onClose', async () => {
    await platform.jobs.stop();
    if (!options.database) await platform.database.close();
    // The last spans (the requests drained, the jobs finished) leave before the process does.
    await platform.tracing.close();
  });
  // Before any other hook: what they do (a refusal of a rate limit) is the request's too.
  registerRequestContext(app);
  registerRequestTracing(app, platform.tracing);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...storageOrigins(config)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...storageOrigins(config), ...webErrorReportingOrigins(config)],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  const origins = config.CORS_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  await app.register(cors, { origin: origins.length ? origins : false, credentials: true });
  await registerRateLimits(app, platform);
  await app.register(swagger, openApiOptions(config.APP_BRAND));
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  const routeInventory = registerAccessControl(app, platform);
  const serveWebApp = await registerWebApp(app, config.webDistDir, { brand: config.APP_BRAND, errorReportingDsn: webErrorReportingDsn(config) });
  registerErrorHandling(app, serveWebApp, (error, context) => platform.errors.capture(error, context));
  registerRequestMetrics(app, platform.metrics);
  registerInputGuard(app);

  const services = createServices(platform);
  await app.register(healthRoutes(platform));
  await app.register(metricsRoutes(platform));
  await app.register(authRoutes(platform, services));
  await app.register(profileRoutes(services));
  await app.register(usersRoutes(services));
  await app.register(rolesRoutes(services));
  await app.register(servicesRoutes(services));
  await app.register(geographyRoutes(services));
  await app.register(storageRoutes(platform, services));
  await app.register(userUploadRoutes(services));
  await app.register(tenantsRoutes(services));
  await app.register(clientsRoutes(services));
  await app.register(corporateContactsRoutes(services));
  await app.register(vendorsRoutes(services));
  await app.register(vendorRegistrationRoutes(config, services));
  await app.register(getInTouchRoutes(config, services));
  await app.register(vendorContactsRoutes(services));
  await app.register(vendorComplianceRoutes(services));
  await app.register(propertiesRoutes(services));
  await app.register(backgroundJobsRoutes(services));
  await app.register(notificationsRoutes(services));
  await app.register(exportDataRoutes(services));
  await app.register(propertyExportRoutes(services));
  await app.register(contractViewsRoutes(services));
  await app.register(auditSearchRoutes(services));
  await app.register(propertyImportRoutes(platform, services));
  await app.register(sowDocumentsRoutes(services));
  await app.register(documentsRoutes(services));
  await app.register(scopeOfWorkRoutes(services));
  await app.register(sowAssistantRoutes(platform, services));
  await app.register(rfpRoutes(services));
  await app.register(rfpLinesRoutes(services));
  await app.register(rfpInvitationsRoutes(services));
  await app.register(rfpQuestionsRoutes(services));
  await app.register(rfpAddendaRoutes(services));
  await app.register(rfpAttachmentsRoutes(services));
  await app.register(bidsRoutes(services));
  await app.register(rfpOcdsRoutes(services));
  await app.register(rfpReissueRoutes(services));
  await app.register(rfpTemplateRoutes(services));
  await app.register(bidSheetRoutes(services));
  await app.register(bidAnalysisRoutes(services));
  await app.register(bidAnalysisExportRoutes(services));
  await app.register(contractsRoutes(services));
  await app.register(contractManagementRoutes(services));
  await app.register(dashboardRoutes(services));
  await app.register(existingContractsRoutes(services));
  await app.register(contractLinesRoutes(services));
  await app.register(contractDocumentsRoutes(services));

  if (options.jobs !== false) await platform.jobs.start(options.jobs ?? { work: config.RUN_JOBS });
  return { app, platform, routeInventory, services };
}
