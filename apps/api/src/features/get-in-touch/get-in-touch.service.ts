import {
  GET_IN_TOUCH_FORM_EXPIRED,
  GET_IN_TOUCH_HONEYPOT_FIELD,
  GET_IN_TOUCH_THANKS,
  type TContactRequest,
  type TContactRequestListQuery,
  type TContactRequestPage,
  type TContactRequestUpdate,
  type TGetInTouchFormToken,
  type TGetInTouchReceived,
  type TGetInTouchSettings,
  type THistoryPage,
  type ZGetInTouchSchema,
} from '@procura/shared';
import type { z } from 'zod';
import type { TActor } from '../../platform/actor.js';
import { auditHistory, recordAudit } from '../../platform/audit.js';
import type { TScopedTx } from '../../platform/database.js';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/errors.js';
import { composeMail } from '../../platform/mail.js';
import type { TPlatform } from '../../platform/platform.js';
import { withActor } from '../../platform/scope.js';
import { resolveSigningKeySecret } from '../../platform/signing-key-secret.js';
import { systemDb } from '../../platform/system-db.js';
import type { TClientsService } from '../clients/clients.service.js';
import type { TVendorRegistrationService } from '../vendor-registration/vendor-registration.service.js';
import { createFormTokens } from './form-token.js';
import { getInTouchRepo as repo, type TContactRequestRow } from './get-in-touch.repo.js';

/** A form left open longer than this is reloaded before it is sent: its token says when it loaded. */
const FORM_TOKEN_TTL_MS = 24 * 3_600_000;
const PROVIDER_ONLY = 'Only the provider sees get-in-touch requests.';

export function presentContactRequest(row: TContactRequestRow): TContactRequest {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    need: row.need,
    propertiesCount: row.propertiesCount,
    status: row.status as TContactRequest['status'],
    clientId: row.clientId,
    vendorInvitedAt: row.vendorInvitedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The audit log's name for a request (docs/history.md). */
const AUDIT_ENTITY = 'contact_request';

/** What a request's History follows: where it stands, and what it became. */
const trail = (row: TContactRequestRow) => ({
  status: row.status,
  clientId: row.clientId,
  vendorInvitedAt: row.vendorInvitedAt?.toISOString() ?? null,
});

export interface TGetInTouchDeps {
  clients: Pick<TClientsService, 'get'>;
  vendorRegistration: Pick<TVendorRegistrationService, 'invite'>;
}

/**
 * Get in touch (docs/product.md "Get in touch"): a visitor's request is kept for the provider,
 * mailed to the provider's inbox and acknowledged to the sender. A bot (the honeypot filled, or
 * the form sent faster than a person fills it) reads the same thanks, and nothing is kept or sent.
 */
export function createGetInTouchService(platform: TPlatform, { clients, vendorRegistration }: TGetInTouchDeps, options: { now?: () => number } = {}) {
  const { config, log, mailer } = platform;
  const system = systemDb(platform.database);
  const tokens = createFormTokens(resolveSigningKeySecret(config));
  const now = options.now ?? (() => Date.now());
  const minFillMs = config.GET_IN_TOUCH_MIN_FILL_SECONDS * 1000;
  const thanks: TGetInTouchReceived = { message: GET_IN_TOUCH_THANKS };

  const provider = (actor: TActor): string => {
    if (actor.kind !== 'provider') throw forbidden(PROVIDER_ONLY);
    return actor.workspace.tenantId;
  };
  /** One request by id: outside the provider's workspace there is none to find (404, as another tenant's row). */
  const ownerOf = (actor: TActor): string => {
    if (actor.kind !== 'provider') throw notFound('Request');
    return actor.workspace.tenantId;
  };

  /** A change of the request and its History entry (before → after of what moved), in one transaction; 404 when it is not there. */
  async function changed(
    tx: TScopedTx,
    actor: TActor,
    tenantId: string,
    id: string,
    action: string,
    changes: Parameters<typeof repo.update>[3],
  ): Promise<TContactRequestRow> {
    const before = await repo.get(tx, tenantId, id);
    const row = before ? await repo.update(tx, tenantId, id, changes) : undefined;
    if (!before || !row) throw notFound('Request');
    await recordAudit(tx, actor, { entity: AUDIT_ENTITY, entityId: id, action, before: trail(before), after: trail(row) });
    return row;
  }

  const send = (mail: ReturnType<typeof composeMail>, what: string) =>
    void mailer.send(mail).catch((err: unknown) => log.error({ err }, `${what} mail failed`));

  function mailRequest(row: TContactRequestRow, inbox: string | null) {
    const details = [
      `From: ${row.name} <${row.email}>, ${row.company}`,
      `Phone: ${row.phone}`,
      `Properties: ${row.propertiesCount}`,
      `What they need: ${row.need}`,
    ];
    if (inbox) {
      send(
        composeMail(config.APP_BRAND, {
          to: inbox,
          subject: `New get-in-touch request: ${row.company}`,
          greeting: 'Hello,',
          lines: [`${row.name} of ${row.company} asked us to get in touch.`, ...details],
          action: { label: 'Open the requests', url: `${config.PUBLIC_URL}/client/requests` },
        }),
        'get-in-touch inbox',
      );
    } else log.warn({ requestId: row.id }, 'get-in-touch request kept but not mailed: no inbox is set in Settings');
    send(
      composeMail(config.APP_BRAND, {
        to: row.email,
        subject: 'We received your request',
        greeting: `Hello ${row.name},`,
        lines: ['Thank you for getting in touch. We’ll reply within one business day. This is what you sent us:', ...details],
      }),
      'get-in-touch acknowledgement',
    );
  }

  return {
    formToken: (): TGetInTouchFormToken => ({ formToken: tokens.issue(now()) }),

    async submit(input: z.output<typeof ZGetInTouchSchema>): Promise<TGetInTouchReceived> {
      if (input[GET_IN_TOUCH_HONEYPOT_FIELD]) return thanks;
      const issuedAt = tokens.issuedAt(input.formToken);
      const age = issuedAt === null ? -1 : now() - issuedAt;
      if (issuedAt === null || age > FORM_TOKEN_TTL_MS) throw badRequest(GET_IN_TOUCH_FORM_EXPIRED, { formToken: [GET_IN_TOUCH_FORM_EXPIRED] });
      // Sent sooner than a person fills the form: a script. It learns nothing from the answer.
      if (age < minFillMs) return thanks;
      const tenantId = await repo.providerTenantId(system);
      if (!tenantId) throw new Error('No provider organization exists to receive get-in-touch requests.');
      const { name, company, email, phone, need, propertiesCount } = input;
      const row = await system.transaction(async (tx) => {
        const made = await repo.insert(tx, tenantId, { name, company, email, phone, need, propertiesCount });
        // The request's History starts with its arrival: the provider's record, made by a visitor from no workspace (docs/history.md).
        await recordAudit(tx, { userId: null, tenantId: null }, { tenantId, entity: AUDIT_ENTITY, entityId: made.id, action: 'create', after: trail(made) });
        return made;
      });
      mailRequest(row, await repo.inbox(system, tenantId));
      return thanks;
    },

    async list(actor: TActor, query: TContactRequestListQuery): Promise<TContactRequestPage> {
      const tenantId = provider(actor);
      return withActor(platform.db, actor, async (tx) => {
        const { rows, total } = await repo.list(tx, tenantId, query);
        return { data: rows.map(presentContactRequest), total, page: query.page, limit: query.limit };
      });
    },

    async get(actor: TActor, id: string): Promise<TContactRequest> {
      const tenantId = ownerOf(actor);
      const row = await withActor(platform.db, actor, (tx) => repo.get(tx, tenantId, id));
      if (!row) throw notFound('Request');
      return presentContactRequest(row);
    },

    async update(actor: TActor, id: string, input: TContactRequestUpdate): Promise<TContactRequest> {
      const tenantId = ownerOf(actor);
      // The client it became must be one the provider sees (404 otherwise, named by its field).
      if (input.clientId) {
        await clients.get(actor, input.clientId).catch((error: unknown) => {
          if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
          throw badRequest('That client does not exist. Choose the client this request became.', { clientId: ['That client does not exist.'] });
        });
      }
      const row = await withActor(platform.db, actor, (tx) => changed(tx, actor, tenantId, id, 'update', { status: input.status, clientId: input.clientId }));
      return presentContactRequest(row);
    },

    /** The request's History tab (docs/history.md): its arrival and each status move, by whom and when. */
    async history(actor: TActor, id: string, page: number, limit: number): Promise<THistoryPage> {
      const tenantId = ownerOf(actor);
      return withActor(platform.db, actor, async (tx) => {
        if (!(await repo.get(tx, tenantId, id))) throw notFound('Request');
        return auditHistory(tx, AUDIT_ENTITY, id, page, limit);
      });
    },

    /** The existing registration flow: the sender gets the e-mailed link to register as a vendor. */
    async inviteVendor(actor: TActor, id: string): Promise<TContactRequest> {
      const tenantId = ownerOf(actor);
      const before = await withActor(platform.db, actor, (tx) => repo.get(tx, tenantId, id));
      if (!before) throw notFound('Request');
      await vendorRegistration.invite(before.email);
      const row = await withActor(platform.db, actor, (tx) =>
        changed(tx, actor, tenantId, id, 'vendor_invited', { status: 'CONVERTED', vendorInvitedAt: new Date(now()) }),
      );
      return presentContactRequest(row);
    },

    async settings(actor: TActor): Promise<TGetInTouchSettings> {
      const tenantId = provider(actor);
      return { inboxEmail: await withActor(platform.db, actor, (tx) => repo.inbox(tx, tenantId)) };
    },

    async saveSettings(actor: TActor, input: TGetInTouchSettings): Promise<TGetInTouchSettings> {
      const tenantId = provider(actor);
      await withActor(platform.db, actor, (tx) => repo.setInbox(tx, tenantId, input.inboxEmail));
      return { inboxEmail: input.inboxEmail };
    },
  };
}

export type TGetInTouchService = ReturnType<typeof createGetInTouchService>;
