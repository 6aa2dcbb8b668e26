import { Alert, Center, Checkbox, Paper, Skeleton, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { ACTION_TYPES, type TPermissionCatalog, type TRoleType } from '@procura/shared';
import { permissionTypeLabel } from '../role-labels';
import { actionOf, catalogForRoleType, toggleOne, toggleRow, type TPermissionFlags } from '../role-permission-state';

const LOCKED_HINT = 'You do not hold this permission yourself, so you cannot grant it.';

interface TPermissionGridProps {
  catalog: TPermissionCatalog | undefined;
  isLoading: boolean;
  loadError: string | null;
  roleType: TRoleType | null;
  flags: TPermissionFlags;
  checkedIds: ReadonlySet<number>;
  onChange: (checkedIds: Set<number>) => void;
  isReadOnly: boolean;
}

/** A box that explains itself when locked; the wrapper lets the tooltip work on a disabled input. */
function PermissionBox({
  label,
  checked,
  isLocked,
  isReadOnly,
  onChange,
}: {
  label: string;
  checked: boolean;
  isLocked: boolean;
  isReadOnly: boolean;
  onChange: () => void;
}) {
  const box = <Checkbox aria-label={label} checked={checked} disabled={isLocked || isReadOnly} onChange={onChange} />;
  if (!isLocked || isReadOnly) return box;
  return (
    <Tooltip label={LOCKED_HINT} withArrow multiline w={220}>
      <span style={{ display: 'inline-block' }}>{box}</span>
    </Tooltip>
  );
}

/** Module × permission type × action checkboxes of the role modal (spec §2, §3). */
export function PermissionGrid({ catalog, isLoading, loadError, roleType, flags, checkedIds, onChange, isReadOnly }: TPermissionGridProps) {
  if (loadError)
    return (
      <Alert color="red" variant="light" title="Permissions could not be loaded">
        {loadError}
      </Alert>
    );
  if (!roleType)
    return (
      <Text size="sm" c="dimmed">
        Choose a role type to see the permissions it can carry.
      </Text>
    );
  if (isLoading || !catalog) return <Skeleton height={220} radius="md" />;

  return (
    <Stack gap="md">
      {catalogForRoleType(catalog, roleType).map((module) => (
        <Paper key={module.moduleName} withBorder radius="md" style={{ overflow: 'hidden' }}>
          <Title order={4} fz="sm" px="sm" py="xs" bg="gray.0" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            {module.moduleName}
          </Title>
          <div style={{ overflowX: 'auto' }}>
            <Table verticalSpacing={6} horizontalSpacing={6} aria-label={`${module.moduleName} permissions`} style={{ minWidth: 320 }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" fz="xs" c="dimmed" pl="sm">
                    Permission
                  </Table.Th>
                  <Table.Th scope="col" fz="xs" c="dimmed" ta="center" w={40}>
                    All
                  </Table.Th>
                  {ACTION_TYPES.map((type) => (
                    <Table.Th key={type} scope="col" fz="xs" c="dimmed" ta="center" w={46}>
                      {type}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {module.permissionTypes.map((entry) => {
                  const label = permissionTypeLabel(entry.permissionType);
                  const rowIds = entry.actions.map((action) => action.id);
                  const grantable = rowIds.filter((id) => flags[id]?.active);
                  const checkedCount = grantable.filter((id) => checkedIds.has(id)).length;
                  return (
                    <Table.Tr key={entry.permissionType}>
                      <Table.Th scope="row" fw={500} fz="sm" pl="sm">
                        {label}
                      </Table.Th>
                      <Table.Td>
                        <Center>
                          <Checkbox
                            aria-label={`All ${label} permissions`}
                            checked={grantable.length > 0 && checkedCount === grantable.length}
                            indeterminate={checkedCount > 0 && checkedCount < grantable.length}
                            disabled={isReadOnly || grantable.length === 0}
                            onChange={() => onChange(toggleRow(checkedIds, flags, rowIds))}
                          />
                        </Center>
                      </Table.Td>
                      {ACTION_TYPES.map((type) => {
                        const action = actionOf(entry.actions, type);
                        return (
                          <Table.Td key={type} ta="center">
                            {action ? (
                              <Center>
                                <PermissionBox
                                  label={`${type} ${label}`}
                                  checked={checkedIds.has(action.id)}
                                  isLocked={!flags[action.id]?.active}
                                  isReadOnly={isReadOnly}
                                  onChange={() => onChange(toggleOne(checkedIds, action.id))}
                                />
                              </Center>
                            ) : null}
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </div>
        </Paper>
      ))}
    </Stack>
  );
}
