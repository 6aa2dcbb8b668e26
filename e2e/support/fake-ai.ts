import type { TFakeReply, TFakeRequest } from '../../apps/api/test/fake-openai.js';
import { AI_URL } from './ports.js';

/*
 * The fake OpenAI-compatible model that start-app.ts runs beside the server (AI_BASE_URL points
 * at it). With nothing queued it answers in the shape the assistant asks for; a spec queues
 * exact replies (or failures) and reads what the model was sent, over its loopback HTTP API.
 */

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${AI_URL}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`fake AI ${method} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export const queueAiReplies = (...replies: TFakeReply[]) => call<{ queued: number }>('POST', '/__fake/replies', replies);
export const aiRequests = () => call<TFakeRequest[]>('GET', '/__fake/requests');
export const resetAi = () => call<unknown>('POST', '/__fake/reset');
