import { Group, Text } from '@mantine/core';
import { getBrand } from '../lib/brand';

/** The product logo, drawn inline so it shows before any asset loads. */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="var(--mantine-color-blue-7)" />
      <path d="M20 46V18h14a10 10 0 0 1 0 20H27" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="44" cy="46" r="4" fill="#8fc1ff" />
    </svg>
  );
}

export function BrandMark({ size = 32, hideName = false }: { size?: number; hideName?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap">
      <BrandLogo size={size} />
      {hideName ? null : (
        <Text component="span" fw={700} fz={size >= 36 ? 'xl' : 'lg'} c="dark.8" style={{ letterSpacing: '-0.01em' }}>
          {getBrand()}
        </Text>
      )}
    </Group>
  );
}
