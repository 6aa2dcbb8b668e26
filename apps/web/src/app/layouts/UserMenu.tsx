import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '../../providers/auth/auth-context';
import classes from './AppHeader.module.css';

const initialsOf = (firstName = '', lastName = '') => `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';

export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { userDetails, signOut } = useAuth();
  const fullName = userDetails ? `${userDetails.firstName} ${userDetails.lastName}`.trim() : '';

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        {/*
          WCAG 2.5.3: the name begins with the name shown, so "click Avery Stone" works by voice.
          The initials are a picture of the person, like a photo would be: drawn by CSS, not text.
        */}
        <UnstyledButton aria-label={fullName ? `${fullName} (user menu)` : 'User menu'} className={classes.userButton}>
          <Group gap={10} wrap="nowrap">
            <Avatar color="blue" radius="xl" size={34} aria-hidden>
              <span className={classes.monogram} data-initials={initialsOf(userDetails?.firstName, userDetails?.lastName)} />
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
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings aria-hidden size={16} />}>
          Settings
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout aria-hidden size={16} />} onClick={() => void signOut()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
