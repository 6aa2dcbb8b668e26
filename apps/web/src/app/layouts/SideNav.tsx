import { Tooltip, UnstyledButton } from '@mantine/core';
import { visibleSidebarItems } from '@procura/shared';
import { IconChevronsLeft, IconChevronsRight, IconLayoutDashboard } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { useAuth } from '../../providers/auth/auth-context';
import { NAV_ICONS } from './nav-icons';
import classes from './SideNav.module.css';

export interface TSideNavProps {
  collapsed: boolean;
  /** Absent in the phone drawer, where collapsing makes no sense. */
  onToggleCollapse?: () => void;
  onNavigate?: () => void;
}

/** Spec §2 side navigation: the sidebar items the user may open and the workspace can use, in order. */
export function SideNav({ collapsed, onToggleCollapse, onNavigate }: TSideNavProps) {
  const { userPermissions, roleType } = useAuth();
  const items = visibleSidebarItems(userPermissions, undefined, roleType);

  return (
    <nav aria-label="Main navigation" className={classes.nav} data-collapsed={collapsed || undefined}>
      <ul className={classes.list}>
        {items.map((item) => {
          const Icon = NAV_ICONS[item.routerUrl] ?? IconLayoutDashboard;
          const link = (
            <NavLink to={item.routerUrl} className={classes.link} onClick={onNavigate} aria-label={collapsed ? item.label : undefined}>
              <Icon aria-hidden size={20} className={classes.icon} />
              {collapsed ? null : <span className={classes.label}>{item.label}</span>}
            </NavLink>
          );
          return (
            <li key={item.routerUrl}>
              {collapsed ? (
                <Tooltip label={item.label} position="right" withArrow openDelay={150}>
                  {link}
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
      {onToggleCollapse ? (
        <UnstyledButton
          className={classes.collapse}
          onClick={onToggleCollapse}
          aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
          aria-expanded={!collapsed}
        >
          {collapsed ? <IconChevronsRight aria-hidden size={18} /> : <IconChevronsLeft aria-hidden size={18} />}
          {collapsed ? null : <span className={classes.label}>Collapse</span>}
        </UnstyledButton>
      ) : null}
    </nav>
  );
}
