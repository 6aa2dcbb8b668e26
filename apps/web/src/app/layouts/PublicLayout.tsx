import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Outlet, Link } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import { getBrand } from '../../lib/brand';
import classes from './PublicLayout.module.css';

/** Sign-in, password and invitation pages: one centred card on a quiet background. */
export default function PublicLayout() {
  return (
    <div className={classes.root}>
      <main className={classes.main}>
        <Stack align="center" gap="lg" w="100%" maw={440}>
          <Anchor component={Link} to="/login" underline="never" aria-label={`${getBrand()} home`}>
            <BrandMark size={40} />
          </Anchor>
          <Paper className={classes.card} withBorder shadow="md" radius="lg" w="100%">
            <Outlet />
          </Paper>
          <Text size="xs" c="dimmed" ta="center">
            Contract and vendor management for facility services.
          </Text>
        </Stack>
      </main>
    </div>
  );
}
