import { useAuth } from '../../providers/auth/auth-context';
import { useWorkspaceKind } from '../../providers/auth/use-workspace-kind';

/**
 * What the SOW screens offer in this workspace, as the server answers it with the profile
 * (policies/scope-of-work.ts on the server). What may be done to one scope or library text
 * comes with it, as its `abilities`. The workspace's kind only chooses words and filters.
 */
export function useSowPermissions() {
  const { userDetails } = useAuth();
  const abilities = userDetails?.abilities.scopeOfWork;
  const kind = useWorkspaceKind()?.kind;
  return {
    /** The provider works for every client: the lists offer a client filter. */
    isProvider: kind === 'provider',
    /** A vendor reads the scopes addressed to it: its screens speak of those. */
    isVendor: kind === 'vendor',
    canReadLibrary: abilities?.readLibrary ?? false,
    canReadScopes: abilities?.readScopes ?? false,
    canCreateScope: abilities?.createScope ?? false,
    canCreateLibrary: abilities?.createLibrary ?? false,
    canUseAssistant: abilities?.useAssistant ?? false,
    canAddTemplates: abilities?.addTemplates ?? false,
    canDeleteTemplates: abilities?.deleteTemplates ?? false,
  };
}
