import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The app's TextInput is size md (theme.ts) while selects and number inputs stay sm: in one
 * form that reads as two font sizes. Inside vendor forms every input is md.
 */
const MD_INPUTS: MantineThemeOverride = {
  components: {
    Select: { defaultProps: { size: 'md' } },
    MultiSelect: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
  },
};

export function FormInputSize({ children }: { children: ReactNode }) {
  return <MantineThemeProvider theme={MD_INPUTS}>{children}</MantineThemeProvider>;
}
