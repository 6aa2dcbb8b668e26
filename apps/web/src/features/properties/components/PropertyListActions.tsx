import { Button, Menu } from '@mantine/core';
import { ROUTES } from '@procura/shared';
import { IconChevronDown, IconFileExport, IconFileImport, IconMap2, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useIsMobile } from '../../../lib/use-is-mobile';
import type { TPropertyPermissions } from '../use-property-permissions';

interface TProps {
  permissions: TPropertyPermissions;
  /** The list's query string: the map opens with the same filters (ZPropertyFiltersSchema). */
  search: string;
  isExporting: boolean;
  onExport: (format: 'xlsx' | 'csv') => void;
  onImport: () => void;
}

export function PropertyListActions({ permissions, search, isExporting, onExport, onImport }: TProps) {
  const isMobile = useIsMobile();
  const size = isMobile ? 'xs' : 'sm';
  return (
    <>
      <Button component={Link} to={`${ROUTES.propertyMap}${search}`} variant="default" size={size} leftSection={<IconMap2 aria-hidden size={18} />}>
        View on map
      </Button>
      {permissions.canExport ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              size={size}
              loading={isExporting}
              leftSection={<IconFileExport aria-hidden size={18} />}
              rightSection={<IconChevronDown aria-hidden size={14} />}
            >
              Export
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onExport('xlsx')}>Excel (.xlsx)</Menu.Item>
            <Menu.Item onClick={() => onExport('csv')}>CSV (.csv)</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : null}
      {permissions.canImport ? (
        <Button variant="default" size={size} leftSection={<IconFileImport aria-hidden size={18} />} onClick={onImport}>
          Import
        </Button>
      ) : null}
      {permissions.canCreate ? (
        <Button component={Link} to={`${ROUTES.property}/new`} size={size} leftSection={<IconPlus aria-hidden size={18} />}>
          New property
        </Button>
      ) : null}
    </>
  );
}
