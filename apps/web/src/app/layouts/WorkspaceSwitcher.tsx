import { NativeSelect } from '@mantine/core';
import { useAuth } from '../../providers/auth/auth-context';
import { workspaceLabel } from '../../lib/tenant-label';

/**
 * Shown only to users who belong to several workspaces (spec §4). A native select: it is
 * the one control whose label names exactly one element (Mantine's Select labels its
 * listbox too), and phones show their own picker.
 */
export function WorkspaceSwitcher({ compact = false }: { compact?: boolean }) {
  const { userDetails, userWorkspace, switchWorkspace } = useAuth();
  const tenants = userDetails?.userTenants ?? [];
  if (tenants.length < 2) return null;

  return (
    <NativeSelect
      aria-label="Workspace"
      data={tenants.map(({ tenant }) => ({ value: tenant.id, label: workspaceLabel(tenant) }))}
      value={userWorkspace?.id ?? ''}
      onChange={(event) => switchWorkspace(event.currentTarget.value)}
      size="sm"
      w={compact ? 160 : 260}
    />
  );
}
