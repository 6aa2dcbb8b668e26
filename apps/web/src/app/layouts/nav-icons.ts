import { ROUTES } from '@procura/shared';
import {
  IconBriefcase,
  IconBuilding,
  IconChartBar,
  IconContract,
  IconFileText,
  IconHome,
  IconLayoutDashboard,
  IconMap,
  IconSend,
  IconSettings,
  IconShield,
  IconTool,
  IconTruck,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';

/** One icon per side-navigation entry, keyed by its route. */
export const NAV_ICONS: Readonly<Record<string, TablerIcon>> = {
  [ROUTES.dashboard]: IconLayoutDashboard,
  [ROUTES.client]: IconBuilding,
  [ROUTES.vendor]: IconTruck,
  [ROUTES.sow]: IconFileText,
  [ROUTES.rfp]: IconSend,
  [ROUTES.contracts]: IconContract,
  [ROUTES.bidAnalysisReport]: IconChartBar,
  [ROUTES.services]: IconTool,
  [ROUTES.contractManagement]: IconBriefcase,
  [ROUTES.property]: IconHome,
  [ROUTES.propertyMap]: IconMap,
  [ROUTES.contactManagement]: IconUsers,
  [ROUTES.roleManagement]: IconShield,
  [ROUTES.settings]: IconSettings,
};
