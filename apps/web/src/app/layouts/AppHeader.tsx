import { Burger, Group } from '@mantine/core';
import { Link } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import { NotificationBell } from '../../features/notifications';
import { getBrand } from '../../lib/brand';
import classes from './AppHeader.module.css';
import { UserMenu } from './UserMenu';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

export interface TAppHeaderProps {
  isMobile: boolean;
  isNavOpen: boolean;
  onToggleNav: () => void;
}

export function AppHeader({ isMobile, isNavOpen, onToggleNav }: TAppHeaderProps) {
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        {isMobile ? <Burger opened={isNavOpen} onClick={onToggleNav} size="sm" aria-label="Open navigation" /> : null}
        <Link to="/" className={classes.brandLink} aria-label={`${getBrand()} home`}>
          <BrandMark size={30} hideName={isMobile} />
        </Link>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <NotificationBell />
        <WorkspaceSwitcher compact={isMobile} />
        <UserMenu compact={isMobile} />
      </Group>
    </Group>
  );
}
