import { createTheme, darken, luminance, type CSSVariablesResolver, type MantineColorsTuple, type MantineTheme } from '@mantine/core';

/**
 * Colours meet WCAG 2.1 AA (1.4.3): text at least 4.5:1 against what it sits on. Mantine's
 * defaults do not (dimmed text 3.3:1, error text 3.3:1, light badges down to 2.7:1), so the
 * shades that carry text are darkened here, once, for every component; the e2e accessibility
 * spec (axe-core) checks every screen.
 */
const MIN_TEXT_CONTRAST = 4.6;

/** A calm, slightly desaturated blue: trustworthy without shouting. */
const brandBlue: MantineColorsTuple = ['#eef5fd', '#dbe7f7', '#b3cdee', '#88b1e5', '#6499dd', '#4c8ad9', '#3d80d7', '#1c64c8', '#1a5aaf', '#0e4d9c'];

/** Mantine's gray with a darker 6 (dimmed text): 4.9:1 on gray 1, the hovered-row background. */
const gray: MantineColorsTuple = ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#626a73', '#495057', '#343a40', '#212529'];

/**
 * Mantine's red from 5 on, darker: 6 is the error and destructive-menu text (5.1:1 on white),
 * 7 the filled "Delete" button under white text (6:1).
 */
const red: MantineColorsTuple = ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#f05050', '#cf2e2e', '#bd2828', '#a82323', '#921e1e'];

const contrast = (a: string, b: string) => {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
};

/** `color` darkened just enough to read on `background`. */
function readableOn(color: string, background: string): string {
  let readable = color;
  for (let amount = 0.04; contrast(readable, background) < MIN_TEXT_CONTRAST && amount < 1; amount += 0.04) {
    readable = darken(color, amount);
  }
  return readable;
}

const colors = { blue: brandBlue, gray, red };

/**
 * Every form field has one label size and one input height, set here and nowhere else: a form
 * mixing sizes looks unfinished. Only the compact chrome of lists (search, filters, paging)
 * asks for a smaller size where it is drawn.
 */
const FIELD_SIZE = 'md';
const PRIMARY_SHADE = 7;

/**
 * Per colour: light variants (badges, alerts, avatars) put shade 9 on shade 1, and filled
 * ones put white on shade 7; both are darkened where that is not readable (yellow, orange,
 * green, teal). Colours that already pass keep Mantine's values.
 */
function readableColorVariables(palettes: MantineTheme['colors']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(palettes).flatMap(([name, shades]) => {
      const filled = readableOn(shades[PRIMARY_SHADE]!, '#ffffff');
      const variables: [string, string][] = [[`--mantine-color-${name}-light-color`, readableOn(shades[9]!, shades[1]!)]];
      if (filled !== shades[PRIMARY_SHADE]) {
        variables.push([`--mantine-color-${name}-filled`, filled], [`--mantine-color-${name}-filled-hover`, darken(filled, 0.1)]);
      }
      return variables;
    }),
  );
}

export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: {
    ...readableColorVariables(resolvedTheme.colors),
    // Placeholders are text too (1.4.3); Mantine's gray 5 is 2.1:1.
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: PRIMARY_SHADE,
  colors,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontFamily: 'inherit', fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    // Mantine's close buttons have no accessible name of their own.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Mantine puts a focusable role="presentation" div in the menu to catch the first focus; a
    // menu may hold only items (ARIA), and keyboard users expect the first item focused.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // The option list itself scrolls (not a ScrollArea inside it), so assistive technology
    // knows the scrolling region is the listbox the input controls (arrow keys scroll it).
    Select: { defaultProps: { size: FIELD_SIZE, withScrollArea: false }, styles: { options: { maxHeight: 250, overflowY: 'auto' } } },
    MultiSelect: { defaultProps: { size: FIELD_SIZE, withScrollArea: false }, styles: { options: { maxHeight: 250, overflowY: 'auto' } } },
    Paper: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: FIELD_SIZE } },
    Textarea: { defaultProps: { size: FIELD_SIZE } },
    // A number out of range stays as typed and the form's schema says what is wrong: clamping on
    // blur turned a typed -250 into 0 without a word. `min`/`max` still bound the arrow keys.
    NumberInput: { defaultProps: { size: FIELD_SIZE, clampBehavior: 'none' } },
    Autocomplete: { defaultProps: { size: FIELD_SIZE } },
    FileInput: { defaultProps: { size: FIELD_SIZE } },
    NativeSelect: { defaultProps: { size: FIELD_SIZE } },
    PasswordInput: {
      defaultProps: {
        size: FIELD_SIZE,
        // Mantine's default label contains "password", so getByLabel('Password') would match the toggle too.
        visibilityToggleButtonProps: { 'aria-label': 'Show or hide characters' },
      },
    },
  },
});
