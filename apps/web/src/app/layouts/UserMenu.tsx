import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { IconSettings } from '../../components/icons/nav-icons';
import { IconLogout } from '../../components/icons/ui-icons';
import { useAuth } from '../auth/auth-context';
import classes from './AppHeader.module.css';

const initialsOf = (firstName = '', lastName = '') =>
  `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';

export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { userDetails, signOut } = useAuth();
  const fullName = userDetails ? `${userDetails.firstName} ${userDetails.lastName}`.trim() : '';

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="User menu" className={classes.userButton}>
          <Group gap={10} wrap="nowrap">
            <Avatar color="blue" radius="xl" size={34}>
              {initialsOf(userDetails?.firstName, userDetails?.lastName)}
            </Avatar>
            {compact ? null : (
              <Text size="sm" fw={600} c="dark.7" maw={160} truncate>
                {fullName}
              </Text>
            )}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py="xs">
          <Text size="sm" fw={600} truncate>
            {fullName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {userDetails?.email}
          </Text>
        </Box>
        <Menu.Divider />
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
          Settings
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
