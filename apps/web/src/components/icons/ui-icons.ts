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
export const IconDots = createIcon('IconDots', 'M5 12h.01 M12 12h.01 M19 12h.01');
export const IconSearch = createIcon('IconSearch', 'M10 10m-7 0a7 7 0 1 0 14 0a7 7 0 1 0-14 0 M21 21l-6-6');
export const IconSortAscending = createIcon('IconSortAscending', 'M6 15l6-6 6 6');
export const IconSortDescending = createIcon('IconSortDescending', 'M6 9l6 6 6-6');
export const IconSelector = createIcon('IconSelector', 'M8 9l4-4 4 4 M16 15l-4 4-4-4');
export const IconPlus = createIcon('IconPlus', 'M12 5v14 M5 12h14');
export const IconUpload = createIcon('IconUpload', 'M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2 M7 9l5-5 5 5 M12 4v12');
export const IconTrash = createIcon(
  'IconTrash',
  'M4 7h16 M10 11v6 M14 11v6 M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12 M9 7V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3',
);
export const IconPencil = createIcon('IconPencil', 'M4 20h4L18.5 9.5a2.8 2.8 0 0 0-4-4L4 16v4 M13.5 6.5l4 4');
export const IconUserCheck = createIcon(
  'IconUserCheck',
  'M8 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0 M6 21v-2a4 4 0 0 1 4-4h4 M15 19l2 2 4-4',
);
export const IconUserOff = createIcon(
  'IconUserOff',
  'M8.2 4.2A4 4 0 1 1 13.8 9.8 M6 21v-2a4 4 0 0 1 4-4h4c.9 0 1.7.3 2.4.8 M3 3l18 18',
);
export const IconKey = createIcon(
  'IconKey',
  'M16.6 3a4.4 4.4 0 0 1 4.4 4.4a4.4 4.4 0 0 1-5.7 4.2L8 19H5v-3l7.4-7.3A4.4 4.4 0 0 1 16.6 3 M16 7h.01',
);
export const IconId = createIcon(
  'IconId',
  'M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z M9 10m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0 M15 8h2 M15 12h2 M7 16h10',
);
export const IconEye = createIcon('IconEye', 'M10 12a2 2 0 1 0 4 0a2 2 0 0 0-4 0 M21 12c-2.4 4-5.4 6-9 6s-6.6-2-9-6c2.4-4 5.4-6 9-6s6.6 2 9 6');
export const IconFilter = createIcon('IconFilter', 'M4 4h16v2.2a2 2 0 0 1-.6 1.4L15 12v7l-6 2v-8.5L4.5 7.5A2 2 0 0 1 4 6.2z');
export const IconShieldLock = createIcon(
  'IconShieldLock',
  'M12 3a12 12 0 0 0 8.5 3A12 12 0 0 1 12 21 12 12 0 0 1 3.5 6 12 12 0 0 0 12 3 M12 11m-1 0a1 1 0 1 0 2 0a1 1 0 1 0-2 0 M12 12v2.5',
);
