import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A calm, slightly desaturated blue: trustworthy without shouting. */
const brandBlue: MantineColorsTuple = [
  '#eef5fd',
  '#dbe7f7',
  '#b3cdee',
  '#88b1e5',
  '#6499dd',
  '#4c8ad9',
  '#3d80d7',
  '#1c64c8',
  '#1a5aaf',
  '#0e4d9c',
];

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 7,
  colors: { blue: brandBlue },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontFamily: 'inherit', fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: {
      defaultProps: {
        size: 'md',
        // Mantine's default label contains "password", so getByLabel('Password') would match the toggle too.
        visibilityToggleButtonProps: { 'aria-label': 'Show or hide characters' },
      },
    },
  },
});
