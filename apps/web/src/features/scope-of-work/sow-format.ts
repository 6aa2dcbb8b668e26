import { ROUTES } from '@procura/shared';
import { toQueryString } from '../../lib/query-string';

export const sowHomePath = (tab?: 'library' | 'templates') => `${ROUTES.sow}${toQueryString({ tab })}`;
export const scopePath = (id: string, tab?: string) => `${ROUTES.sow}/scopes/${encodeURIComponent(id)}${toQueryString({ tab })}`;
export const libraryPath = (id: string) => `${ROUTES.sow}/library/${encodeURIComponent(id)}`;
export const newScopePath = `${ROUTES.sow}/scopes/new`;
export const newLibraryPath = `${ROUTES.sow}/library/new`;
export const assistantPath = (clientId: string, serviceId: string) => `${ROUTES.sow}/assistant${toQueryString({ clientId, serviceId })}`;
