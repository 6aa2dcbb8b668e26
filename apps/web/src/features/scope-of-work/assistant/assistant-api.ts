import {
  ZClientPageSchema,
  ZClientSowSchema,
  ZServiceOptionSchema,
  ZSowAssistantEventSchema,
  ZSowAssistantStatusSchema,
  type TClientListItem,
  type TClientSow,
  type TClientSowInput,
  type TSowAssistantEvent,
  type TSowAssistantRequest,
  type TSowAssistantStatus,
  type TServiceOption,
} from '@procura/shared';
import { z } from 'zod';
import { http, sowRfqHttp } from '../../../lib/http';
import { networkError } from '../../../lib/api-error';

/**
 * The assistant's answer, event by event (POST /sowrfq/v1/sow-gpt, NDJSON). A line that is not
 * one of the contract's events ends the stream with an error the screen shows in place.
 */
export async function* streamSowAssistant(request: TSowAssistantRequest, signal?: AbortSignal): AsyncGenerator<TSowAssistantEvent, void> {
  for await (const value of sowRfqHttp.postNdjson('/sow-gpt', request, { signal })) {
    const event = ZSowAssistantEventSchema.safeParse(value);
    if (!event.success) throw networkError('The assistant answered in a form this screen cannot read. Please try again.');
    yield event.data;
  }
}

export const getSowAssistantStatus = async (signal?: AbortSignal): Promise<TSowAssistantStatus> =>
  ZSowAssistantStatusSchema.parse(await sowRfqHttp.get('/sow-gpt/usage', undefined, { signal }));

export const createClientScope = async (input: TClientSowInput): Promise<TClientSow> => ZClientSowSchema.parse(await http.post('/client-scope-of-work', input));

export const listServiceOptions = async (signal?: AbortSignal): Promise<TServiceOption[]> =>
  z.array(ZServiceOptionSchema).parse(await http.get('/services/all', undefined, { signal }));

/** The clients the actor can draft for (a provider: every client; a client workspace: its own). */
export const listClientOptions = async (signal?: AbortSignal): Promise<TClientListItem[]> =>
  ZClientPageSchema.parse(await http.get('/clients', { page: 1, limit: 100, sort: 'name' }, { signal })).data;
