import {
  companyDomainOfEmail,
  REGISTRATION_LINK_INVALID,
  REGISTRATION_LINK_SENT_MESSAGE,
  REGISTRATION_MIN_FILL_SECONDS,
  REGISTRATION_POSITIONS,
  REGISTRATION_START_TOO_FAST,
  REGISTRATION_STEP_LABELS,
  REGISTRATION_STEP_SCHEMAS,
  REGISTRATION_STEPS,
  REGISTRATION_SUBMITTED_MESSAGE,
  REGISTRATION_TOO_FAST,
  REGISTRATION_TTL_DAYS,
  VENDOR_REGISTRATION_PATH,
  ZVendorRegistrationSchema,
  type TPublicService,
  type TRegistrationDraft,
  type TRegistrationDraftData,
  type TRegistrationStep,
  type TSaveRegistrationStep,
  type TStartedRegistration,
  type TSubmittedRegistration,
  type TVendorRegistration,
} from '@procura/shared';
import { recordAudit } from '../../platform/audit.js';
import { isUniqueViolation, type TExecutor } from '../../platform/database.js';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.js';
import { composeMail } from '../../platform/mail.js';
import type { TPlatform } from '../../platform/platform.js';
import { systemDb } from '../../platform/system-db.js';
import { hashSecret, randomSecret } from '../../platform/tokens.js';
import type { TServiceCatalog } from '../services/services.service.js';
import type { TUsersService } from '../users/users.service.js';
import type { TVendorsService } from '../vendors/vendors.service.js';
import { type TRegistrationRow, vendorRegistrationRepo as repo } from './vendor-registration.repo.js';
import { vendorNotices } from '../vendors/vendor.notices.js';
import type { TNotifier } from '../notifications/notifications.service.js';

const DAY_MS = 86_400_000;
/** Resume links mailed to one address per hour; past it the draft still works in the browser that started it. */
const MAILS_PER_ADDRESS_PER_HOUR = 5;
/** An e-mail typed and sent within this of the form appearing was not typed by a person. */
const MIN_START_MS = 1000;
const US = 'US';

const gone = (message: string) => new HttpError(410, message);
const EXPIRED = 'This registration link has expired. Start a new registration.';
const ALREADY_SUBMITTED = 'This registration has already been submitted. We’ll e-mail you once it is reviewed.';

/** What self-registration asks of other features: it makes neither vendors nor people itself. */
export interface TVendorRegistrationDeps {
  vendors: Pick<TVendorsService, 'registerSelf' | 'isDomainTaken'>;
  people: Pick<TUsersService, 'createPerson'>;
  catalog: TServiceCatalog;
  /** The provider is told in the bell; the registration's own mail to the deciders stays its e-mail. */
  notifications?: TNotifier;
}

export interface TVendorRegistrationOptions {
  /** Seconds between the start and the earliest accepted submission. */
  minFillSeconds?: number;
  now?: () => Date;
}

/** Step data as stored: each step kept only while it still passes its schema. */
function savedSteps(raw: unknown): TRegistrationDraftData {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const data: Record<string, unknown> = {};
  for (const step of REGISTRATION_STEPS) {
    const parsed = REGISTRATION_STEP_SCHEMAS[step].safeParse(source[step]);
    if (parsed.success) data[step] = parsed.data;
  }
  return data as TRegistrationDraftData;
}

/** The first step not saved yet, or the review; stored 1-based in `step`. */
const positionOf = (data: TRegistrationDraftData) => REGISTRATION_STEPS.findIndex((step) => data[step] === undefined) + 1 || REGISTRATION_POSITIONS.length;

/** Errors of one step, keyed as the caller sent them (`data.taxId` on save, `company.taxId` on submit). */
const onField = (status: number, prefix: string, field: string, message: string) => new HttpError(status, message, { [`${prefix}.${field}`]: [message] });

/**
 * Vendor self-registration (issue #9 item 6). Public: no actor and no tenant until the
 * submission creates one, so it runs on the system handle, each statement addressing the one
 * registration its token names. The token is 32 random bytes, sent only in the e-mailed link
 * (which proves the address) and stored only as its hash. Nothing the public routes answer says
 * whether a tax id, an e-mail or a domain is known: conflicts are decided at submission or by
 * the provider at approval, and told by e-mail to the owner of the address (docs/security.md).
 */
export function createVendorRegistrationService(
  platform: TPlatform,
  { vendors, people, catalog, notifications }: TVendorRegistrationDeps,
  options: TVendorRegistrationOptions = {},
) {
  const db = systemDb(platform.database);
  const { config, log, mailer } = platform;
  const minFillMs = (options.minFillSeconds ?? REGISTRATION_MIN_FILL_SECONDS) * 1000;
  const now = options.now ?? (() => new Date());
  let usCountryId: number | null | undefined;

  const countryId = async () => (usCountryId ??= await repo.countryId(db, US));

  const present = async (row: TRegistrationRow): Promise<TRegistrationDraft> => {
    const data = savedSteps(row.data);
    return {
      registrationId: row.id,
      email: row.email,
      step: REGISTRATION_POSITIONS[positionOf(data) - 1],
      data,
      expiresAt: row.expiresAt.toISOString(),
      countryId: await countryId(),
    };
  };

  /** The open registration a token names: unknown → 404, submitted or expired → 410. */
  async function open(token: string | undefined): Promise<TRegistrationRow> {
    if (!token) throw badRequest(REGISTRATION_LINK_INVALID, { token: [REGISTRATION_LINK_INVALID] });
    const row = await repo.byTokenHash(db, hashSecret(token));
    if (!row) throw notFound('Registration');
    if (row.submittedAt) throw gone(ALREADY_SUBMITTED);
    if (row.expiresAt.getTime() <= now().getTime()) throw gone(EXPIRED);
    return row;
  }

  /** The start's answer, the same for a person, a bot (honeypot) and an address over its mail budget. */
  const linkSent = (email: string): TStartedRegistration => ({ email, message: REGISTRATION_LINK_SENT_MESSAGE });

  function mailResumeLink(email: string, token: string, expiresAt: Date) {
    const url = `${config.PUBLIC_URL}${VENDOR_REGISTRATION_PATH}?token=${encodeURIComponent(token)}`;
    const mail = composeMail(config.APP_BRAND, {
      to: email,
      subject: 'Continue your vendor registration',
      greeting: 'Hello,',
      lines: [
        'You started registering your company as a vendor. Your answers are saved after each step.',
        `Use the link below to continue from any device until ${expiresAt.toUTCString()}. Keep it to yourself: anyone with it can edit your registration.`,
        'If you did not start a registration, ignore this e-mail.',
      ],
      action: { label: 'Continue your registration', url },
    });
    void mailer.send(mail).catch((err: unknown) => log.error({ err }, 'registration resume mail failed'));
  }

  function mailSubmitted(registrationEmail: string, registration: TVendorRegistration) {
    const received = composeMail(config.APP_BRAND, {
      to: registrationEmail,
      subject: 'We received your vendor registration',
      greeting: `Hello ${registration.contact.firstName},`,
      lines: [
        `Thank you for registering ${registration.company.name}.`,
        'We’ll review your registration and e-mail you within 2 business days. Once approved, your contact person receives an invitation to sign in and upload your W-9 and certificate of insurance.',
      ],
    });
    void mailer.send(received).catch((err: unknown) => log.error({ err }, 'registration receipt mail failed'));
  }

  /** The registrant's company domain is a registered vendor's: they are told, and nothing is made. */
  function mailDomainTaken(registrationEmail: string, registration: TVendorRegistration, domain: string) {
    const mail = composeMail(config.APP_BRAND, {
      to: registrationEmail,
      subject: 'About your vendor registration',
      greeting: `Hello ${registration.contact.firstName},`,
      lines: [
        `A vendor on your company’s e-mail domain, ${domain}, is already registered with us, so ${registration.company.name} was not registered again.`,
        'Ask its administrator to add you to its account, or reply to this e-mail if you believe this is a mistake.',
      ],
    });
    void mailer.send(mail).catch((err: unknown) => log.error({ err }, 'registration domain mail failed'));
  }

  /** The contact's address already has an account: its owner is told, and no second person is made. */
  function mailContactHasAccount(registration: TVendorRegistration) {
    const mail = composeMail(config.APP_BRAND, {
      to: registration.contact.email,
      subject: 'Your address was given for a vendor registration',
      greeting: 'Hello,',
      lines: [
        `${registration.company.name} registered as a vendor with us and named this address as its contact person.`,
        'You already have an account with us, so no new one was made: sign in as usual. Once the registration is approved, its administrator can add you to it.',
        'If you did not expect this, you can ignore this e-mail: our team reviews every registration.',
      ],
    });
    void mailer.send(mail).catch((err: unknown) => log.error({ err }, 'registration contact mail failed'));
  }

  async function notifyProvider(registration: TVendorRegistration) {
    const deciders = await repo.vendorDeciders(db);
    for (const person of deciders) {
      const mail = composeMail(config.APP_BRAND, {
        to: person.email,
        subject: `New vendor registration: ${registration.company.name}`,
        greeting: `Hello ${person.firstName},`,
        lines: [
          `${registration.company.name} registered itself as a vendor and is waiting for approval.`,
          `Contact: ${registration.contact.firstName} ${registration.contact.lastName} <${registration.contact.email}>.`,
        ],
        action: { label: 'Review pending vendors', url: `${config.PUBLIC_URL}/vendor?approvalStatus=PENDING_FOR_APPROVAL` },
      });
      void mailer.send(mail).catch((err: unknown) => log.error({ err }, 'registration notice mail failed'));
    }
  }

  /**
   * Server-side rules of one step beyond its schema, with errors under `prefix`: reference data
   * only (states, cities, services). Whether a tax id, an e-mail or a domain is known is never
   * answered here.
   */
  async function checkStep(tx: TExecutor, step: TRegistrationStep, data: TRegistrationDraftData, prefix: string): Promise<void> {
    if (step === 'address' && data.address) {
      const { stateId, cityId } = data.address;
      if (!(await repo.statesOf(tx, await countryId(), [stateId])).has(stateId)) throw onField(400, prefix, 'stateId', 'Choose a state of the United States.');
      if (cityId !== null && !(await repo.cityIsInState(tx, cityId, stateId))) throw onField(400, prefix, 'cityId', 'That city is not in the state you chose.');
    }
    if (step === 'services' && data.services) {
      await catalog.assertExist(tx, data.services.serviceIds, {
        field: `${prefix}.serviceIds`,
        message: 'One of the services is not offered any more. Choose again.',
        activeOnly: true,
      });
      const stateIds = [...new Set(data.services.stateIds)];
      const known = await repo.statesOf(tx, await countryId(), stateIds);
      if (stateIds.some((id) => !known.has(id))) throw onField(400, prefix, 'stateIds', 'Choose states of the United States.');
    }
  }

  return {
    async start(input: { email: string; formStartedAt: number; honeypot?: string }): Promise<TStartedRegistration> {
      if (input.honeypot) return linkSent(input.email);
      const elapsed = now().getTime() - input.formStartedAt;
      // A client clock ahead of ours gives a negative time: not the script's instant answer.
      if (elapsed >= 0 && elapsed < MIN_START_MS) throw badRequest(REGISTRATION_START_TOO_FAST);
      const token = randomSecret(32);
      const expiresAt = new Date(now().getTime() + REGISTRATION_TTL_DAYS * DAY_MS);
      const recent = await repo.startsSince(db, input.email, new Date(now().getTime() - 3_600_000));
      const row = await repo.insert(db, { email: input.email, tokenHash: hashSecret(token), expiresAt });
      if (recent < MAILS_PER_ADDRESS_PER_HOUR) mailResumeLink(input.email, token, expiresAt);
      else log.warn({ registrationId: row.id }, 'registration resume mails over budget for the address; none sent');
      return linkSent(row.email);
    },

    /**
     * The provider invites someone to register (a get-in-touch request, docs/product.md "Get in
     * touch"): the same registration and e-mailed link as a start from the public page.
     */
    async invite(email: string): Promise<{ email: string; expiresAt: string }> {
      const token = randomSecret(32);
      const expiresAt = new Date(now().getTime() + REGISTRATION_TTL_DAYS * DAY_MS);
      const row = await repo.insert(db, { email, tokenHash: hashSecret(token), expiresAt });
      mailResumeLink(email, token, expiresAt);
      return { email: row.email, expiresAt: expiresAt.toISOString() };
    },

    resume: async (token: string | undefined): Promise<TRegistrationDraft> => present(await open(token)),

    async save(token: string | undefined, input: TSaveRegistrationStep): Promise<TRegistrationDraft> {
      const row = await open(token);
      const data = { ...savedSteps(row.data), [input.step]: input.data } as TRegistrationDraftData;
      const saved = await db.transaction(async (tx) => {
        await checkStep(tx, input.step, data, 'data');
        return repo.save(tx, row.id, data, positionOf(data));
      });
      if (!saved) throw gone(ALREADY_SUBMITTED);
      return present(saved);
    },

    async submit(token: string | undefined, honeypot: string | undefined): Promise<TSubmittedRegistration> {
      if (honeypot) return { message: REGISTRATION_SUBMITTED_MESSAGE };
      const row = await open(token);
      if (now().getTime() - row.startedAt.getTime() < minFillMs) throw badRequest(REGISTRATION_TOO_FAST);
      const parsed = ZVendorRegistrationSchema.safeParse(savedSteps(row.data));
      if (!parsed.success) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) (fieldErrors[issue.path.join('.')] ??= []).push(issue.message);
        const missing = REGISTRATION_STEPS.find((step) => parsed.error.issues.some((issue) => issue.path[0] === step)) ?? 'company';
        throw badRequest(`Complete the ${REGISTRATION_STEP_LABELS[missing].toLowerCase()} step before you submit.`, fieldErrors);
      }
      const registration = parsed.data;
      const { company, address, services, contact } = registration;
      let outcome: { made: 'nothing'; domain: string } | { made: 'vendor'; contactHasAccount: boolean };
      try {
        outcome = await db.transaction(async (tx) => {
          for (const step of REGISTRATION_STEPS) await checkStep(tx, step, registration, step);
          // The registrant proved this address: a domain a registered vendor holds is theirs to be told of.
          const domain = companyDomainOfEmail(row.email);
          if (domain && (await vendors.isDomainTaken(tx, domain))) {
            if (!(await repo.markSubmitted(tx, row.id, null))) throw gone(ALREADY_SUBMITTED);
            return { made: 'nothing', domain } as const;
          }
          const created = await vendors.registerSelf(tx, {
            profile: {
              name: company.name,
              dba: company.dba,
              taxId: company.taxId,
              businessStructure: company.businessStructure,
              ownershipTags: [...new Set(company.ownershipTags)],
              leadSource: company.leadSource,
              email: row.email,
              addressLine1: address.addressLine1,
              addressLine2: address.addressLine2,
              countryId: await countryId(),
              stateId: address.stateId,
              cityId: address.cityId,
              zip: address.zip,
              phoneCode: address.phoneCode,
              phoneNumber: address.phoneNumber,
              website: company.website,
              yearsInBusiness: company.yearsInBusiness,
              employeeCount: company.employeeCount,
            },
            serviceIds: [...new Set(services.serviceIds)],
            stateIds: [...new Set(services.stateIds)],
          });
          // The contact may sign in once invited (the provider's approval sends the invitation),
          // as the vendor's admin. An address that is already someone's is told, not reused.
          const adminRoleId = await repo.vendorAdminRoleId(tx);
          const contactId = await people.createPerson(
            { selfRegistration: tx },
            { ...contact, contactType: 'Primary', authorized: true, tenantId: created.tenantId, roleIds: adminRoleId ? [adminRoleId] : [] },
          );
          const contactHasAccount = contactId === null;
          if (!(await repo.markSubmitted(tx, row.id, created.vendorId))) throw gone(ALREADY_SUBMITTED);
          // The registering person is the author of record: there is no signed-in actor.
          await recordAudit(
            tx,
            { userId: contactId, tenantId: created.tenantId },
            {
              entity: 'vendor',
              entityId: created.vendorId,
              action: 'register',
              before: null,
              after: { name: company.name, approvalStatus: 'PENDING_FOR_APPROVAL', onboardingSource: 'SELF', contactEmail: contact.email },
            },
          );
          const vendor = { id: created.vendorId, tenantId: created.tenantId, name: company.name };
          await notifications?.publish(tx, vendorNotices.submitted(vendor, { tenantId: created.tenantId, userId: contactId }, false));
          return { made: 'vendor', contactHasAccount } as const;
        });
      } catch (error) {
        // A concurrent registration of the same contact won between check and insert.
        if (isUniqueViolation(error)) throw conflict('This company or contact was registered a moment ago. Contact us if it was not you.');
        throw error;
      }
      // The answer is the same whatever was decided; the owners of the addresses are told.
      if (outcome.made === 'nothing') mailDomainTaken(row.email, registration, outcome.domain);
      else {
        await notifications?.dispatch();
        mailSubmitted(row.email, registration);
        if (outcome.contactHasAccount) mailContactHasAccount(registration);
        void notifyProvider(registration).catch((err: unknown) => log.error({ err }, 'registration notice failed'));
      }
      return { message: REGISTRATION_SUBMITTED_MESSAGE };
    },

    publicServices: (): Promise<TPublicService[]> => repo.publicServices(db),
  };
}

export type TVendorRegistrationService = ReturnType<typeof createVendorRegistrationService>;
