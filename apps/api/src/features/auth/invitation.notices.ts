import { ROUTES } from '@procura/shared';
import type { TOutboxEvent } from '../notifications/notifications.service.js';

/**
 * An invitation accepted: the person who invited them (docs/notifications.md "Events"), if they
 * may still read that person. The names are free text: they go in as values.
 */
export function invitationAcceptedNotice(
  user: { id: string; tenantId: string; firstName: string; lastName: string; email: string },
  inviterId: string,
): TOutboxEvent {
  return {
    tenantId: user.tenantId,
    kind: 'invitation_accepted',
    subjectType: 'user',
    subjectId: user.id,
    link: ROUTES.contactManagement,
    title: 'An invitation is accepted',
    body: `${user.firstName} ${user.lastName} <${user.email}> accepted your invitation and can now sign in.`,
    audienceUserIds: [inviterId],
    actorUserId: user.id,
    dedupeKey: `invitation_accepted:${user.id}`,
  };
}
