import {
  ZClientSowSchema,
  ZSowAssistantEventSchema,
  ZSowAssistantStatusSchema,
  type TClientSow,
  type TClientSowInput,
  type TSowAssistantEvent,
  type TSowAssistantRequest,
  type TSowAssistantStatus,
} from '@procura/shared';
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
