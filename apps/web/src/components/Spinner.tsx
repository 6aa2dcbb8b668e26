import { Loader, Stack, Text } from '@mantine/core';
import classes from './Spinner.module.css';

export type TSpinnerVariant = 'default' | 'screen' | 'cover';

export interface TSpinnerProps {
  /** default: inline block; screen: fills the viewport; cover: fills the nearest positioned parent. */
  variant?: TSpinnerVariant;
  size?: number;
  hint?: string | null;
}

/** Spec §2: blue, size 60 by default, optional hint text. */
export function Spinner({ variant = 'default', size = 60, hint }: TSpinnerProps) {
  return (
    <div className={classes[variant]} role="status" aria-live="polite" aria-busy="true">
      <Stack align="center" gap="md">
        <Loader color="blue" size={size} type="oval" />
        {hint ? (
          <Text size="sm" c="dimmed" ta="center" fw={500}>
            {hint}
          </Text>
        ) : (
          <span className={classes.srOnly}>Loading…</span>
        )}
      </Stack>
    </div>
  );
}
