import {
  sowDocFromSections,
  sowDocText,
  sowSections,
  ZSowDocSchema,
  type TSowAssistantEvent,
  type TSowAssistantStatus,
  type TSowDoc,
  type TSowReplacedClause,
  type TSowSection,
  type ZSowAssistantRequestSchema,
} from '@procura/shared';
import type { z } from 'zod';
import type { TActor } from '../../platform/actor.js';
import { estimateTokens, MALFORMED_MESSAGE, type TChatMessage } from '../../platform/ai/ai-model.js';
import type { TAiPart, TAiService, TAiUsage } from '../../platform/ai/ai.service.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { fieldError, forbidden, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { composeDraft, OFFLINE_MODEL, refineOffline } from './sow-assistant.offline.js';
import { draftMessages, draftSectionsOf, refinedTextOf, refineMessages, type TDraftContext, type TRefineContext } from './sow-assistant.prompt.js';
import { reconcileDraft, reconcileLibrary } from './sow-assistant.reconcile.js';
import { sowAssistantRepo as repo, type TAssistantClient, type TAssistantService } from './sow-assistant.repo.js';

/*
 * The SOW assistant (issue #10 item 3). Everything that can be refused is refused before the
 * first byte, as an ordinary JSON error: input, permission, a client outside the actor's
 * workspace (404), the monthly budget (429), and a provider that fails before it says anything
 * (502/504/429). After that the answer streams, and a failure is an `error` event. The server
 * never changes the user's document: a draft or a suggestion goes back for the user to accept.
 * The model, its budget and the usage records are the platform's AI service (platform/ai).
 */

export type TSowAssistantRequest = z.output<typeof ZSowAssistantRequestSchema>;

export { MALFORMED_MESSAGE };
const FEATURE = 'sow_assistant';

export interface TSowAssistantDeps {
  db: TRequestDb;
  ai: TAiService;
}

/** An answer under way: its events, and how to stop it when the person leaves. */
export interface TAssistantStream {
  events: AsyncIterable<TSowAssistantEvent>;
  abort(): void;
}

type TPrepared =
  | { mode: 'draft'; client: TAssistantClient; service: TAssistantService; draft: TDraftContext; messages: TChatMessage[] }
  | { mode: 'refine'; client: TAssistantClient; service: TAssistantService; refine: TRefineContext; messages: TChatMessage[] };

export function createSowAssistantService({ db, ai }: TSowAssistantDeps) {
  const modelName = ai.model ?? OFFLINE_MODEL;

  /** Providers and clients draft scopes; a vendor sees a scope only through an RFP, never drafts one. */
  function checkWorkspace(actor: TActor): void {
    if (actor.kind === 'vendor') throw forbidden('The assistant drafts scopes of work for the provider and clients only.');
  }

  async function context(tx: TScopedTx, clientId: string, serviceId: string, serviceField: string) {
    const client = await repo.client(tx, clientId);
    if (!client) throw notFound('Client');
    const service = await repo.service(tx, serviceId);
    if (!service) throw fieldError(serviceField, 'That service does not exist.');
    return { client, service };
  }

  async function prepare(tx: TScopedTx, request: TSowAssistantRequest): Promise<TPrepared> {
    if (request.mode === 'draft') {
      const { client, service } = await context(tx, request.clientId, request.answers.serviceId, 'answers.serviceId');
      const library = await repo.libraryText(tx, service.id, request.libraryEntryId);
      if (request.libraryEntryId && !library) throw fieldError('libraryEntryId', 'That library text does not exist.');
      if (library && library.serviceId !== service.id) throw fieldError('libraryEntryId', 'That library text is for another service.');
      const parsed = library ? ZSowDocSchema.safeParse(library.content) : null;
      // What an answer settles otherwise never reaches the model or the composer.
      const reconciled = reconcileLibrary(parsed?.success ? sowSections(parsed.data) : [], request.answers);
      const draft: TDraftContext = {
        client,
        service,
        libraryTitle: library?.title ?? null,
        librarySections: reconciled.sections,
        replaced: reconciled.replaced,
        answers: request.answers,
      };
      return { mode: 'draft', client, service, draft, messages: draftMessages(draft) };
    }
    const { client, service } = await context(tx, request.clientId, request.serviceId, 'serviceId');
    const section = sowSections(request.content).find((s) => s.heading === request.section);
    if (!section) throw fieldError('section', 'That section is not in the document.');
    const refine: TRefineContext = {
      client,
      service,
      documentText: sowDocText(request.content),
      section: request.section,
      sectionText: section.text,
      instruction: request.instruction,
      history: request.history,
    };
    return { mode: 'refine', client, service, refine, messages: refineMessages(refine) };
  }

  /** The offline composer's answer: built at once, streamed section by section like a model's. */
  async function* offline(actor: TActor, prepared: TPrepared): AsyncGenerator<TSowAssistantEvent> {
    yield { type: 'start', offline: true, model: OFFLINE_MODEL };
    const promptTokens = estimateTokens(prepared.messages.map((m) => m.content).join('\n'));
    if (prepared.mode === 'draft') {
      const { sections, replaced } = reconcileDraft(composeDraft(prepared.draft), prepared.draft.answers, prepared.draft.replaced);
      for (const s of sections) yield { type: 'delta', text: `${s.heading ? `## ${s.heading}\n` : ''}${s.text}\n\n` };
      const usage = { promptTokens, completionTokens: estimateTokens(sections.map((s) => s.text).join('\n')) };
      await ai.recordOffline(actor, FEATURE, OFFLINE_MODEL, usage);
      yield finishDraft(sections, usage, replaced);
      return;
    }
    const { refine } = prepared;
    const result = refineOffline(refine.sectionText, refine.instruction);
    const usage = { promptTokens, completionTokens: result.ok ? estimateTokens(result.text) : 0 };
    await ai.recordOffline(actor, FEATURE, OFFLINE_MODEL, usage);
    if (!result.ok) {
      yield { type: 'error', code: 'offline_unsupported', message: result.message };
      return;
    }
    yield { type: 'delta', text: result.text };
    yield { type: 'suggestion', section: refine.section, before: refine.sectionText, after: result.text, usage };
  }

  function finishDraft(sections: TSowSection[], usage: TAiUsage, replaced: TSowReplacedClause[]): TSowAssistantEvent {
    const doc = ZSowDocSchema.safeParse(sowDocFromSections(sections));
    if (!doc.success) return { type: 'error', code: 'malformed', message: MALFORMED_MESSAGE };
    return { type: 'draft', content: doc.data satisfies TSowDoc, usage, replaced };
  }

  /** The model's answer as events, from its first piece to the checked result; the AI service settles its cost. */
  async function* online(prepared: TPrepared, parts: AsyncIterable<TAiPart>): AsyncGenerator<TSowAssistantEvent> {
    yield { type: 'start', offline: false, model: modelName };
    let text = '';
    for await (const part of parts) {
      if (part.type === 'text') {
        text += part.text;
        yield { type: 'delta', text: part.text };
      } else if (part.type === 'failed') {
        yield { type: 'error', code: part.failure.code, message: part.failure.message };
        return;
      } else {
        yield answerOf(prepared, text, part.usage);
        return;
      }
    }
  }

  function answerOf(prepared: TPrepared, text: string, usage: TAiUsage): TSowAssistantEvent {
    if (prepared.mode === 'draft') {
      const sections = draftSectionsOf(text);
      if (!sections) return { type: 'error', code: 'malformed', message: MALFORMED_MESSAGE };
      // The model was told the answers win; this makes sure of it.
      const checked = reconcileDraft(sections, prepared.draft.answers, prepared.draft.replaced);
      return finishDraft(checked.sections, usage, checked.replaced);
    }
    const after = refinedTextOf(text, prepared.refine.section);
    if (!after) return { type: 'error', code: 'malformed', message: MALFORMED_MESSAGE };
    return { type: 'suggestion', section: prepared.refine.section, before: prepared.refine.sectionText, after, usage };
  }

  return {
    online: ai.online,

    async status(actor: TActor): Promise<TSowAssistantStatus> {
      checkWorkspace(actor);
      const status = await ai.status(actor);
      return {
        online: status.online,
        model: modelName,
        tokensThisMonth: status.tokensThisMonth,
        monthlyTokenBudget: status.monthlyTokenBudget,
        costMicrosThisMonth: status.costMicrosThisMonth,
      };
    },

    /** Checks everything, starts the answer, and waits for its first piece before anything is sent. */
    async start(actor: TActor, request: TSowAssistantRequest): Promise<TAssistantStream> {
      checkWorkspace(actor);
      const prepared = await withActor(db, actor, (tx) => prepare(tx, request));
      if (!ai.online) return { events: offline(actor, prepared), abort: () => undefined };
      const call = await ai.streamText(actor, { feature: FEATURE, messages: prepared.messages });
      return { events: online(prepared, call.parts), abort: call.abort };
    },
  };
}

export type TSowAssistantService = ReturnType<typeof createSowAssistantService>;
