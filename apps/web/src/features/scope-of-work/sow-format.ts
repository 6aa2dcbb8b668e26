import { ROUTES } from '@procura/shared';
import { toQueryString } from '../../lib/query-string';

export const sowHomePath = (tab?: 'library' | 'templates') => `${ROUTES.sow}${toQueryString({ tab })}`;
export const scopePath = (id: string, tab?: string) => `${ROUTES.sow}/scopes/${encodeURIComponent(id)}${toQueryString({ tab })}`;
export const libraryPath = (id: string) => `${ROUTES.sow}/library/${encodeURIComponent(id)}`;
export const newScopePath = `${ROUTES.sow}/scopes/new`;
export const newLibraryPath = `${ROUTES.sow}/library/new`;
export const assistantPath = (clientId: string, serviceId: string) => `${ROUTES.sow}/assistant${toQueryString({ clientId, serviceId })}`;

export const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
/** Dates of the API (ISO) and of a property's season (YYYY-MM-DD, no time zone). */
export const showDate = (value: string) => dateFormat.format(new Date(value.length === 10 ? `${value}T12:00:00` : value));
export const showDateTime = (value: string) => dateTimeFormat.format(new Date(value));
