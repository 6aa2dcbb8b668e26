import type { TUserListItem } from '@procura/shared';
import { formatPhone } from '../../lib/format';

export const fullName = (user: Pick<TUserListItem, 'firstName' | 'lastName'>): string => `${user.firstName} ${user.lastName}`.trim();

/** The organization a person is listed under: their primary tenant. */
export const primaryTenant = (user: TUserListItem) => user.tenants.find((tenant) => tenant.isPrimary) ?? user.tenants[0];

export const phoneOf = (user: Pick<TUserListItem, 'phoneCode' | 'phoneNumber'>): string | null => formatPhone(user.phoneNumber, user.phoneCode) || null;

export const initialsOf = (user: Pick<TUserListItem, 'firstName' | 'lastName'>): string =>
  `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
