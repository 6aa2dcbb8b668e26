import { PROTECTED_ROUTE_REQUIREMENTS, ROUTES, type TRouteRequirement } from '@procura/shared';
import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { AUDIT_PATH } from '../../features/audit';
import { EXISTING_PATH, EXISTING_REQUIREMENT } from '../../features/contracts';
import { RequirePermission } from '../guards/RequirePermission';
import { withSuspense } from './lazy-page';

const DashboardPage = lazy(() => import('../../features/dashboard/pages/DashboardPage'));
const SettingsPage = lazy(() => import('../../features/settings/pages/SettingsPage'));
const AuditSearchPage = lazy(() => import('../../features/audit/pages/AuditSearchPage'));
const RoleManagementPage = lazy(() => import('../../features/roles/pages/RoleManagementPage'));
const ContactManagementPage = lazy(() => import('../../features/users/pages/ContactManagementPage'));
const ServicesPage = lazy(() => import('../../features/services/pages/ServicesPage'));
const ClientRoutes = lazy(() => import('../../features/clients/pages/ClientRoutes'));
const ModulePlaceholderPage = lazy(() => import('../../features/coming-soon/pages/ModulePlaceholderPage'));
const PropertyRoutes = lazy(() => import('../../features/properties/pages/PropertyRoutes'));
const PropertyRelatedDocsPage = lazy(() => import('../../features/properties/pages/PropertyRelatedDocsPage'));
const ContractManagementPage = lazy(() => import('../../features/contract-management/pages/ContractManagementPage'));
const PropertyMapPage = lazy(() => import('../../features/property-map/pages/PropertyMapPage'));
const VendorRoutes = lazy(() => import('../../features/vendors/pages/VendorRoutes'));
const SowRoutes = lazy(() => import('../../features/scope-of-work/pages/SowRoutes'));
const RfpRoutes = lazy(() => import('../../features/rfp/pages/RfpRoutes'));
const BidAnalysisRoutes = lazy(() => import('../../features/bid-analysis/pages/BidAnalysisRoutes'));
const ExistingContractRoutes = lazy(() => import('../../features/contracts/existing/ExistingContractRoutes'));
const ContractRoutes = lazy(() => import('../../features/contracts/pages/ContractRoutes'));
const DownloadSowTemplatePage = lazy(() => import('../../features/scope-of-work/templates/DownloadSowTemplatePage'));

const requirementOf = (path: string): TRouteRequirement => PROTECTED_ROUTE_REQUIREMENTS[path] ?? { modules: [] };
const placeholder = (title: string) => <ModulePlaceholderPage title={title} />;

interface TModuleRoute {
  base: string;
  requirement: TRouteRequirement;
  page: () => ReactNode;
}

/**
 * The module routes of the protected layout, in spec §2's order first (role, contact,
 * client, property, the property documents page, service, contract management, vendor),
 * then the remaining screens of the sidebar and the remembered download route.
 */
const MODULE_ROUTES: readonly TModuleRoute[] = [
  { base: ROUTES.roleManagement, requirement: requirementOf(ROUTES.roleManagement), page: () => <RoleManagementPage /> },
  { base: ROUTES.contactManagement, requirement: requirementOf(ROUTES.contactManagement), page: () => <ContactManagementPage /> },
  { base: ROUTES.client, requirement: requirementOf(ROUTES.client), page: () => <ClientRoutes /> },
  { base: ROUTES.property, requirement: requirementOf(ROUTES.property), page: () => <PropertyRoutes /> },
  // Property documents belong to properties: the same permission opens them.
  // Spec §2's property-related route: Coming Soon with its image, nothing more.
  { base: ROUTES.propertyRelated, requirement: requirementOf(ROUTES.property), page: () => placeholder('Property Insights') },
  { base: ROUTES.propertyRelatedDocs, requirement: requirementOf(ROUTES.property), page: () => <PropertyRelatedDocsPage /> },
  { base: ROUTES.services, requirement: requirementOf(ROUTES.services), page: () => <ServicesPage /> },
  { base: ROUTES.contractManagement, requirement: requirementOf(ROUTES.contractManagement), page: () => <ContractManagementPage /> },
  { base: ROUTES.vendor, requirement: requirementOf(ROUTES.vendor), page: () => <VendorRoutes /> },
  { base: ROUTES.dashboard, requirement: requirementOf(ROUTES.dashboard), page: () => <DashboardPage /> },
  { base: ROUTES.sow, requirement: requirementOf(ROUTES.sow), page: () => <SowRoutes /> },
  { base: ROUTES.rfp, requirement: requirementOf(ROUTES.rfp), page: () => <RfpRoutes /> },
  // Existing contracts (Existing Contracts module, provider and clients): more specific than /contracts/*, so matched first.
  {
    base: EXISTING_PATH,
    requirement: EXISTING_REQUIREMENT,
    page: () => <ExistingContractRoutes />,
  },
  { base: ROUTES.contracts, requirement: requirementOf(ROUTES.contracts), page: () => <ContractRoutes /> },
  { base: ROUTES.bidAnalysisReport, requirement: requirementOf(ROUTES.bidAnalysisReport), page: () => <BidAnalysisRoutes /> },
  { base: ROUTES.propertyMap, requirement: requirementOf(ROUTES.propertyMap), page: () => <PropertyMapPage /> },
  // The provider's audit search sits under Settings (docs/history.md); the page sends anyone else back.
  { base: AUDIT_PATH, requirement: requirementOf(ROUTES.settings), page: () => <AuditSearchPage /> },
  { base: ROUTES.settings, requirement: requirementOf(ROUTES.settings), page: () => <SettingsPage /> },
  // SOW documents are generated from the SOW screens: the SOW permission opens the download.
  { base: ROUTES.downloadSowTemplate, requirement: requirementOf(ROUTES.sow), page: () => <DownloadSowTemplatePage /> },
];

export const moduleRoutes: RouteObject[] = MODULE_ROUTES.map(({ base, requirement, page }) => ({
  path: `${base}/*`,
  element: <RequirePermission requirement={requirement}>{withSuspense(page())}</RequirePermission>,
}));
