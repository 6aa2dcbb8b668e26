import { Image } from '@mantine/core';
import { useAuth } from '../../../providers/auth/auth-context';
import { useClientWorkspaces } from '../queries';

/**
 * The client's theme header image at the top of its workspace (issue #8 item 3), for everyone
 * working in it. Nothing for the provider's or a vendor's workspace, or a client without one.
 */
export function WorkspaceBanner() {
  const { userWorkspace } = useAuth();
  const isClientWorkspace = userWorkspace?.type === 'client';
  const workspaces = useClientWorkspaces(isClientWorkspace);
  const url = isClientWorkspace ? workspaces.data?.find((w) => w.tenantId === userWorkspace.id)?.headerImageUrl : null;
  if (!url) return null;
  return (
    <Image
      src={url}
      alt={`${userWorkspace?.name ?? 'Workspace'} header image`}
      h={{ base: 72, sm: 120 }}
      fit="cover"
      radius="lg"
      mb="lg"
      data-testid="workspace-header-image"
    />
  );
}
