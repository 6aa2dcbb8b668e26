import { can } from '@procura/shared';
import { useAuth } from '../../providers/auth/auth-context';
import { useWorkspaceKind } from '../../providers/auth/use-workspace-kind';

/**
 * What the SOW screens offer (issue #10): everything needs client_management; the library is
 * written only from the provider's workspace, client scopes by whoever may create or edit
 * them. A vendor's workspace reads the scopes addressed to it and writes none, whatever its
 * role grants (its Client Management is its RFPs). The server refuses the rest anyway; this only
 * hides what would be refused.
 */
export function useSowPermissions() {
  const { userPermissions, userFlags } = useAuth();
  const isProvider = Boolean(userFlags?.isProviderUser);
  const isVendor = useWorkspaceKind()?.kind === 'vendor';
  const canCreate = !isVendor && can(userPermissions, 'client_management', 'Create');
  const canEdit = !isVendor && can(userPermissions, 'client_management', 'Edit');
  return {
    isProvider,
    isVendor,
    /** The library is the provider's, read by its clients; a vendor workspace is refused it (issue #10). */
    canReadLibrary: isProvider || Boolean(userFlags?.isClientUser),
    canCreateScope: canCreate,
    canEditScope: canEdit,
    canCreateLibrary: isProvider && canCreate,
    canEditLibrary: isProvider && canEdit,
    /** The assistant drafts (Create) or refines (Edit). */
    canUseAssistant: canCreate || canEdit,
  };
}
