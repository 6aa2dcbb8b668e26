import type { TSowAssistantEvent, TSowAssistantRequest, TSowDoc, TSowReplacedClause } from '@procura/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { streamSowAssistant } from './assistant-api';
import { assistantKeys } from './assistant-queries';

export type TSuggestion = Extract<TSowAssistantEvent, { type: 'suggestion' }>;

export interface TAssistantStreamState {
  status: 'idle' | 'streaming' | 'done' | 'error';
  /** Text as it arrives, shown live. */
  text: string;
  offline: boolean;
  model: string | null;
  draft: TSowDoc | null;
  /** Library clauses the draft left out because an answer says otherwise. */
  replaced: TSowReplacedClause[];
  suggestion: TSuggestion | null;
  error: string | null;
}

const IDLE: TAssistantStreamState = { status: 'idle', text: '', offline: false, model: null, draft: null, replaced: [], suggestion: null, error: null };

const FALLBACK_ERROR = 'The assistant could not answer. Your text is kept: try again in a moment.';

function reduce(state: TAssistantStreamState, event: TSowAssistantEvent): TAssistantStreamState {
  switch (event.type) {
    case 'start':
      return { ...state, offline: event.offline, model: event.model };
    case 'delta':
      return { ...state, text: state.text + event.text };
    case 'draft':
      return { ...state, draft: event.content, replaced: event.replaced };
    case 'suggestion':
      return { ...state, suggestion: event };
    case 'error':
      return { ...state, status: 'error', error: event.message || FALLBACK_ERROR };
  }
}

/**
 * One streamed request at a time: a new one (or leaving the screen) cancels the previous.
 * The user's own input lives in the caller and is never cleared here, so an error keeps it.
 */
export function useAssistantStream() {
  const [state, setState] = useState<TAssistantStreamState>(IDLE);
  const controller = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (request: TSowAssistantRequest): Promise<TAssistantStreamState> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      let next: TAssistantStreamState = { ...IDLE, status: 'streaming' };
      setState(next);
      try {
        for await (const event of streamSowAssistant(request, current.signal)) {
          next = reduce(next, event);
          setState(next);
          if (next.status === 'error') break;
        }
        if (current.signal.aborted) return next;
        if (next.status !== 'error') {
          next = next.draft || next.suggestion ? { ...next, status: 'done' } : { ...next, status: 'error', error: FALLBACK_ERROR };
        }
      } catch (error) {
        if (current.signal.aborted) return next;
        next = { ...next, status: 'error', error: errorMessage(error, FALLBACK_ERROR) };
      }
      setState(next);
      // Tokens were spent (or refused): the usage line is stale.
      void queryClient.invalidateQueries({ queryKey: assistantKeys.status() });
      return next;
    },
    [queryClient],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    setState(IDLE);
  }, []);

  const dismissSuggestion = useCallback(() => setState((s) => ({ ...s, suggestion: null, status: 'idle', text: '' })), []);

  return { state, run, reset, dismissSuggestion };
}
