import type { TNotificationPreferencesInput } from '@procura/shared';
import { useQuery } from '@tanstack/react-query';
import { useAppMutation } from '../../lib/query/use-app-mutation';
import {
  getNotificationPreferences,
  getNotificationSummary,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  saveNotificationPreferences,
} from './api';

/** How often the bell asks for its count (a revalidation: 304 while nothing changed). */
export const NOTIFICATION_POLL_INTERVAL_MS = 5000;
export const NOTIFICATION_LIST_LIMIT = 10;

export const notificationKeys = {
  all: ['notifications'] as const,
  summary: () => [...notificationKeys.all, 'summary'] as const,
  list: (page: number) => [...notificationKeys.all, 'list', page] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

export function useNotificationSummary() {
  return useQuery({
    queryKey: notificationKeys.summary(),
    queryFn: ({ signal }) => getNotificationSummary(signal),
    refetchInterval: NOTIFICATION_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useNotifications(page: number, enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list(page),
    queryFn: ({ signal }) => listNotifications({ page, limit: NOTIFICATION_LIST_LIMIT }, signal),
    enabled,
    staleTime: 0,
  });
}

export function useMarkNotificationRead() {
  return useAppMutation({
    mutationFn: markNotificationRead,
    invalidates: [notificationKeys.all],
    errorToast: { fallback: 'The notification could not be marked read. Try again.' },
  });
}

export function useMarkAllNotificationsRead() {
  return useAppMutation({
    mutationFn: () => markAllNotificationsRead(),
    invalidates: [notificationKeys.all],
    errorToast: { fallback: 'The notifications could not be marked read. Try again.' },
  });
}

export function useNotificationPreferences() {
  return useQuery({ queryKey: notificationKeys.preferences(), queryFn: ({ signal }) => getNotificationPreferences(signal) });
}

export function useSaveNotificationPreferences() {
  return useAppMutation({
    mutationFn: (input: TNotificationPreferencesInput) => saveNotificationPreferences(input),
    invalidates: [notificationKeys.preferences()],
    successToast: { title: 'Notification settings saved', description: 'New notifications follow them from now on.' },
    errorToast: { fallback: 'The notification settings could not be saved. Try again.' },
  });
}
