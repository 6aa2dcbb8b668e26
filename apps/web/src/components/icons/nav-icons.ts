import { ROUTES } from '@procura/shared';
import { createIcon, type TIcon } from './Icon';

export const IconDashboard = createIcon('IconDashboard', 'M4 4h6v8H4z M4 16h6v4H4z M14 12h6v8h-6z M14 4h6v4h-6z');
export const IconBuilding = createIcon(
  'IconBuilding',
  'M3 21h18 M5 21V7l8-4v18 M19 21V11l-6-4 M9 9v.01 M9 12v.01 M9 15v.01 M9 18v.01',
);
export const IconTruck = createIcon(
  'IconTruck',
  'M7 17m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0 M17 17m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0 M5 17H3V6a1 1 0 0 1 1-1h9v12 M9 17h6 M19 17h2v-6h-8 M13 6h5l3 5',
);
export const IconFileText = createIcon(
  'IconFileText',
  'M14 3v4a1 1 0 0 0 1 1h4 M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2z M9 9h1 M9 13h6 M9 17h6',
);
export const IconSend = createIcon('IconSend', 'M10 14L21 3 M21 3l-6.5 18a.55.55 0 0 1-1 0L10 14l-7-3.5a.55.55 0 0 1 0-1L21 3');
export const IconContract = createIcon(
  'IconContract',
  'M14 3v4a1 1 0 0 0 1 1h4 M5 8V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2h-5 M6 14m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0 M4.5 17L3 22l3-1.5L9 22l-1.5-5',
);
export const IconChartBar = createIcon(
  'IconChartBar',
  'M3 13a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z M15 9a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1z M9 5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1z',
);
export const IconTool = createIcon('IconTool', 'M7 10h3V7L6.5 3.5a6 6 0 0 1 8 8l6 6a2 2 0 0 1-3 3l-6-6a6 6 0 0 1-8-8z');
export const IconBriefcase = createIcon(
  'IconBriefcase',
  'M3 9a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2 M12 12v.01 M3 13a20 20 0 0 0 18 0',
);
export const IconHome = createIcon(
  'IconHome',
  'M5 12H3l9-9 9 9h-2 M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7 M9 21v-6a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v6',
);
export const IconMap = createIcon('IconMap', 'M3 7l6-3 6 3 6-3v13l-6 3-6-3-6 3V7 M9 4v13 M15 7v13');
export const IconUsers = createIcon(
  'IconUsers',
  'M9 7m-4 0a4 4 0 1 0 8 0a4 4 0 1 0-8 0 M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2 M16 3.13a4 4 0 0 1 0 7.75 M21 21v-2a4 4 0 0 0-3-3.85',
);
export const IconShield = createIcon(
  'IconShield',
  'M12 3a12 12 0 0 0 8.5 3A12 12 0 0 1 12 21 12 12 0 0 1 3.5 6 12 12 0 0 0 12 3 M12 11m-1 0a1 1 0 1 0 2 0a1 1 0 1 0-2 0 M12 12v2.5',
);
export const IconSettings = createIcon(
  'IconSettings',
  'M10.325 4.317c.426-1.756 2.924-1.756 3.35 0a1.724 1.724 0 0 0 2.573 1.066c1.543-.94 3.31.826 2.37 2.37a1.724 1.724 0 0 0 1.065 2.572c1.756.426 1.756 2.924 0 3.35a1.724 1.724 0 0 0-1.066 2.573c.94 1.543-.826 3.31-2.37 2.37a1.724 1.724 0 0 0-2.572 1.065c-.426 1.756-2.924 1.756-3.35 0a1.724 1.724 0 0 0-2.573-1.066c-1.543.94-3.31-.826-2.37-2.37a1.724 1.724 0 0 0-1.065-2.572c-1.756-.426-1.756-2.924 0-3.35a1.724 1.724 0 0 0 1.066-2.573c-.94-1.543.826-3.31 2.37-2.37c1 .608 2.296.07 2.572-1.065z M9 12a3 3 0 1 0 6 0a3 3 0 0 0-6 0',
);

/** One icon per side-navigation entry, keyed by its route. */
export const NAV_ICONS: Record<string, TIcon> = {
  [ROUTES.dashboard]: IconDashboard,
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
