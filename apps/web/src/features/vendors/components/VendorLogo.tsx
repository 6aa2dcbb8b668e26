import { Avatar } from '@mantine/core';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** The vendor's logo, or its initials while it has none; the name is said once, beside it. */
export function VendorLogo({ name, url, size = 36 }: { name: string; url: string | null; size?: number }) {
  return (
    <Avatar src={url} alt="" size={size} radius="md" color="teal" variant="light" imageProps={{ style: { objectFit: 'contain', background: 'white' } }}>
      {initialsOf(name)}
    </Avatar>
  );
}
