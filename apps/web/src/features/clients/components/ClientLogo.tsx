import { Avatar } from '@mantine/core';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** The client's logo, or its initials while it has none; the name is said once, beside it. */
export function ClientLogo({ name, url, size = 36 }: { name: string; url: string | null; size?: number }) {
  return (
    <Avatar src={url} alt="" size={size} radius="md" color="blue" variant="light" imageProps={{ style: { objectFit: 'contain', background: 'white' } }}>
      {initialsOf(name)}
    </Avatar>
  );
}
