import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface TSearchInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'leftSection' | 'aria-label'> {
  /** Read out for the box (and shown in it unless `placeholder` says more). */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box of a list or a tab: a magnifier, the browser's own clear button, and a name read out. */
export function SearchInput({ label, placeholder = label, value, onChange, ...props }: TSearchInputProps) {
  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch aria-hidden size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      type="search"
      {...props}
    />
  );
}
