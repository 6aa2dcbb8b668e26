import { createIcon } from './Icon';

export const IconChevronsLeft = createIcon('IconChevronsLeft', 'M11 7l-5 5 5 5 M17 7l-5 5 5 5');
export const IconChevronsRight = createIcon('IconChevronsRight', 'M7 7l5 5-5 5 M13 7l5 5-5 5');
export const IconLogout = createIcon(
  'IconLogout',
  'M14 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2 M9 12h12l-3-3 M18 15l3-3',
);
export const IconDownload = createIcon('IconDownload', 'M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2 M7 11l5 5 5-5 M12 4v12');
export const IconStack = createIcon('IconStack', 'M12 4L4 8l8 4 8-4-8-4 M4 12l8 4 8-4 M4 16l8 4 8-4');
export const IconX = createIcon('IconX', 'M18 6L6 18 M6 6l12 12');
export const IconAlertCircle = createIcon('IconAlertCircle', 'M12 12m-9 0a9 9 0 1 0 18 0a9 9 0 1 0-18 0 M12 8v4 M12 16h.01');
export const IconMail = createIcon('IconMail', 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z M3 7l9 6 9-6');
export const IconArrowLeft = createIcon('IconArrowLeft', 'M5 12h14 M5 12l6 6 M5 12l6-6');
export const IconArrowRight = createIcon('IconArrowRight', 'M5 12h14 M13 18l6-6 M13 6l6 6');
export const IconRefresh = createIcon(
  'IconRefresh',
  'M20 11A8.1 8.1 0 0 0 4.5 9M4 5v4h4 M4 13a8.1 8.1 0 0 0 15.5 2m.5 4v-4h-4',
);
export const IconLock = createIcon(
  'IconLock',
  'M5 13a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2z M11 16a1 1 0 1 0 2 0a1 1 0 0 0-2 0 M8 11V7a4 4 0 1 1 8 0v4',
);
export const IconCheck = createIcon('IconCheck', 'M5 12l5 5L20 7');
export const IconFileExport = createIcon(
  'IconFileExport',
  'M14 3v4a1 1 0 0 0 1 1h4 M11.5 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v5m-5 6h7m-3-3l3 3-3 3',
);
