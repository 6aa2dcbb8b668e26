import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../lib/error-reporting';

export interface TWidgetBoundaryProps {
  /** What the widget is, for the message: "map", "editor". */
  what: string;
  /** What the person can do meanwhile, e.g. "Enter the latitude and longitude instead." */
  hint?: string;
  children: ReactNode;
}

interface TState {
  error: Error | null;
}

/**
 * Keeps a failing widget (a map, the rich-text editor) from taking the page with it: the page
 * and whatever was typed into its form stay, and the widget says it failed in its own box.
 */
export class WidgetBoundary extends Component<TWidgetBoundaryProps, TState> {
  override state: TState = { error: null };

  static getDerivedStateFromError(error: Error): TState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The console is where a developer looks; the person sees the box below.
    console.error(`The ${this.props.what} failed`, error, info.componentStack);
    reportError(error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden size={18} />} title={`The ${this.props.what} stopped working`} role="alert">
        <Text size="sm">
          {this.props.hint ?? 'The rest of the page still works.'} ({error.message || 'unknown error'})
        </Text>
        <Button mt="sm" size="xs" variant="default" leftSection={<IconRefresh aria-hidden size={14} />} onClick={() => this.setState({ error: null })}>
          Show the {this.props.what} again
        </Button>
      </Alert>
    );
  }
}
