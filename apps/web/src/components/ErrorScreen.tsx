import { Button, Center, Code, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

export interface TErrorScreenProps {
  title?: string;
  message: string;
  /** Extra detail for support (a request id), shown small. */
  detail?: string;
  /** false inside the app shell: the screen then fits the content area. */
  fullScreen?: boolean;
}

export const GENERIC_ERROR_TITLE = 'Ooops, something went wrong :(';

/** Spec §2 generic error screen: its Refresh button loads the site root. */
export function ErrorScreen({ title = GENERIC_ERROR_TITLE, message, detail, fullScreen = true }: TErrorScreenProps) {
  return (
    <Center mih={fullScreen ? '100dvh' : 360} p="md" bg={fullScreen ? 'gray.0' : undefined}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={520} w="100%" shadow="sm">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color="red" variant="light">
            <IconAlertCircle aria-hidden size={34} />
          </ThemeIcon>
          <Title order={1} fz={22} style={{ textWrap: 'balance' }}>
            {title}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {message}
          </Text>
          {detail ? <Code>{detail}</Code> : null}
          <Button leftSection={<IconRefresh aria-hidden size={18} />} onClick={() => window.location.assign('/')} mt="sm">
            Refresh
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
