import { workspaceKindOf, type TWorkspaceKind } from '@procura/shared';
import { useAuth } from './auth-context';

/**
 * The kind of the active workspace (provider, client or vendor, and whether a vendor's branch
 * or franchise): what a screen's copy, actions and empty states follow (docs/product.md
 * "Screens"). Null until signed in.
 */
export function useWorkspaceKind(): TWorkspaceKind | null {
  const { userWorkspace } = useAuth();
  return userWorkspace ? workspaceKindOf(userWorkspace.type) : null;
}
