import { sql } from 'drizzle-orm';
import {
  renderSowHtml,
  replaceSowSection,
  SOW_SECTION_HEADINGS,
  sowDocFromSections,
  sowDocText,
  sowSections,
  todayIso,
  type TClientSowSource,
  type TClientSowStatus,
  type TSowDoc,
} from '@procura/shared';
import { queryRows, type TExecutor } from '../../platform/database.js';
import { auditLog, clientScopesOfWork, clientSowProperties, clientSowVersions, sowLibraryEntries } from '../schema/index.js';
import { DEMO_PORTFOLIO, type TDemoClientKey } from './demo-portfolio.js';
import { insuranceLines, type TSowBaseText } from './sow-library-texts-common.js';
import { EXTERIOR_TEXTS } from './sow-library-texts-exterior.js';
import { GROUNDS_TEXTS } from './sow-library-texts-grounds.js';
import { JANITORIAL_TEXTS } from './sow-library-texts-janitorial.js';
import { LIFE_SAFETY_TEXTS } from './sow-library-texts-life-safety.js';
import { MECHANICAL_TEXTS } from './sow-library-texts-mechanical.js';
import { SECURITY_TEXTS } from './sow-library-texts-security.js';
import { SNOW_TEXTS } from './sow-library-texts-snow.js';
import { WASTE_PEST_TEXTS } from './sow-library-texts-waste-pest.js';

/*
 * The SOW library's base texts (issue #10 item 1), one per catalogue service, and a few demo
 * client scopes (item 2). Both are built for every test file's demo world, so each table is
 * written in one statement and the documents are built once per process.
 */

export type { TSowBaseText } from './sow-library-texts-common.js';

/** Every base text, in catalogue order. */
export const SOW_BASE_TEXTS: readonly TSowBaseText[] = [
  ...GROUNDS_TEXTS,
  ...SNOW_TEXTS,
  ...JANITORIAL_TEXTS,
  ...MECHANICAL_TEXTS,
  ...LIFE_SAFETY_TEXTS,
  ...EXTERIOR_TEXTS,
  ...WASTE_PEST_TEXTS,
  ...SECURITY_TEXTS,
];

/** A base text as the editor's document: SOW_SECTION_HEADINGS as level-2 headings, in order. */
export function sowBaseDocument(text: TSowBaseText): TSowDoc {
  const bodies: Record<(typeof SOW_SECTION_HEADINGS)[number], readonly string[]> = {
    'Scope and tasks': text.scope,
    'Frequency and schedule': text.schedule,
    'Season and service window': text.season,
    'Materials and equipment': text.materials,
    Exclusions: text.exclusions,
    'Performance standards': text.standards,
    'Safety and insurance requirements': [...text.safety, ...insuranceLines(text.insurance)],
    'Reporting and communication': text.reporting,
  };
  return sowDocFromSections(SOW_SECTION_HEADINGS.map((heading) => ({ heading, text: bodies[heading].join('\n') })));
}

/** The three stored forms of one document, always from the same JSON. */
const storedForms = (content: TSowDoc) => ({ content, contentHtml: renderSowHtml(content), contentText: sowDocText(content) });

let documents: Map<string, { title: string; doc: TSowDoc }> | null = null;
/** Base documents by lower-case service name, built on first use. */
function baseDocuments() {
  documents ??= new Map(SOW_BASE_TEXTS.map((t) => [t.service.toLowerCase(), { title: t.title, doc: sowBaseDocument(t) }]));
  return documents;
}

const BASE_NOTE = 'Base text of the demo library.';

/**
 * The library's base texts for every catalogue service that has none yet (idempotent: a
 * service whose text was already seeded or written by the provider keeps it). Version 1 of
 * each is written by copying the entry in the same database, so the documents travel once.
 */
export async function seedSowLibrary(db: TExecutor, createdBy: string | null): Promise<number> {
  const missing = await queryRows<{ id: string; name: string }>(
    db,
    sql`select s.id, lower(s.name) as name from services s where not exists (select 1 from sow_library_entries e where e.service_id = s.id)`,
  );
  const docs = baseDocuments();
  const rows = missing.flatMap((service) => {
    const base = docs.get(service.name);
    return base ? [{ serviceId: service.id, title: base.title, ...storedForms(base.doc), createdBy, updatedBy: createdBy }] : [];
  });
  if (rows.length === 0) return 0;
  const inserted = await db.insert(sowLibraryEntries).values(rows).returning({ id: sowLibraryEntries.id });
  await db.execute(
    sql`insert into sow_library_versions (entry_id, version, title, content, content_html, content_text, change_note, created_by, created_at)
        select id, 1, title, content, content_html, content_text, ${BASE_NOTE}, created_by, created_at
        from sow_library_entries where id = any(${sql.param(inserted.map((r) => r.id))}::uuid[])`,
  );
  return inserted.length;
}

// ── Demo client scopes ──────────────────────────────────────────────────────────────────────

export interface TDemoScopeIds {
  /** Northwind Commercial, snow plowing, ACTIVE, 8 properties, two versions. */
  commercialSnow: string;
  /** Northwind Residential, pest control, ACTIVE, 7 Texas properties (4 of them the property manager's). */
  residentialPest: string;
  /** Harborview Hospitality, day porter, DRAFT, 3 Florida hotels. */
  hospitalityPorter: string;
  /** Northwind Residential, last year's lawn mowing, ARCHIVED. */
  residentialLawnArchived: string;
}

export interface TDemoScopeInput {
  clients: Record<TDemoClientKey, { tenantId: string; clientId: string }>;
  /** Property ids per client, in DEMO_PORTFOLIO order. */
  propertyIds: Record<TDemoClientKey, string[]>;
  /** The provider user the scopes were written by. */
  createdBy: string;
}

type TSiteRow = readonly [code: string, sizeValue: number | null, sizeUnit: 'SQ_FT' | 'ACRES' | null, siteNotes: string | null];

interface TDemoScope {
  key: keyof TDemoScopeIds;
  client: TDemoClientKey;
  service: string;
  name: string;
  status: TClientSowStatus;
  source: TClientSowSource;
  createdAt: Date;
  /** When an ARCHIVED scope was archived (it was made ACTIVE a week after it was written). */
  archivedAt?: Date;
  season: ((code: string) => { seasonStart: string; seasonEnd: string }) | null;
  sites: readonly TSiteRow[];
  /** A later version: the section rewritten, the note, days before today. */
  revision?: { heading: string; add: readonly string[]; note: string; at: Date };
}

/** The winter season that is running or next (from May on, the coming one). */
function winter(today: string) {
  const year = Number(today.slice(0, 4));
  const start = Number(today.slice(5, 7)) >= 5 ? year : year - 1;
  return { start, label: `${start}–${String(start + 1).slice(2)}` };
}

const DAY_MS = 86_400_000;

function demoScopes(now: Date): TDemoScope[] {
  const today = todayIso(now);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const season = winter(today);
  const frontRange = (code: string) => code.includes('-DEN-') || code.includes('-BOU-');
  const lastYear = Number(today.slice(0, 4)) - 1;
  return [
    {
      key: 'commercialSnow',
      client: 'commercial',
      service: 'Snow plowing',
      name: `Snow plowing and de-icing ${season.label} — commercial portfolio`,
      status: 'ACTIVE',
      source: 'LIBRARY',
      createdAt: daysAgo(45),
      season: (code) =>
        frontRange(code)
          ? { seasonStart: `${season.start}-10-15`, seasonEnd: `${season.start + 1}-05-01` }
          : { seasonStart: `${season.start}-11-01`, seasonEnd: `${season.start + 1}-04-15` },
      sites: [
        [
          'NWC-DEN-101',
          1.4,
          'ACRES',
          'The 18th Street garage ramp is heated: do not plow or salt it. Push snow to the storage corner of the south lot. 17th Street lobby entrances first.',
        ],
        ['NWC-BOU-101', 6.5, 'ACRES', 'Three-building campus. Loading docks B and C clear by 6:00 a.m. for deliveries. Pile in the east overflow lot only.'],
        [
          'NWC-CHI-101',
          0.6,
          'ACRES',
          'Plaza and lower Wacker loading dock. No piling on the Riverwalk side; haul when plaza storage is full (approval by the chief engineer).',
        ],
        ['NWC-CHI-102', 1.1, 'ACRES', 'Retail entrances on Fulton Market open at 7:00 a.m. Calcium magnesium acetate only on the pavers.'],
        ['NWC-SCH-101', 9.8, 'ACRES', 'Surface lots A–D; lot D is the snow storage. The shuttle stop at the main entrance is cleared first.'],
        ['NWC-NAP-101', 12.4, 'ACRES', 'Retail center: lots clear by 8:00 a.m. The fire lane along the rear service drive stays open at all times.'],
        ['NWC-DAL-101', 2.2, 'ACRES', 'Ice events only: de-ice the motor court and garage entry ramps; plow only above 2 inches (rare).'],
        ['NWC-CLT-101', 1.0, 'ACRES', 'Ice and light snow: motor court, garage entrance and plaza stairs. No rock salt on the granite plaza.'],
      ],
      revision: {
        heading: 'Performance standards',
        add: [
          '- Lobby entrances at Wacker Drive Tower and Seventeenth Street Plaza clear by 5:30 a.m. on business days.',
          '- Dallas and Charlotte: anti-icing before every forecast freezing-rain event; motor courts treated within 1 hour of the first ice.',
        ],
        note: 'Earlier opening at the two towers; ice response for Dallas and Charlotte.',
        at: daysAgo(12),
      },
    },
    {
      key: 'residentialPest',
      client: 'residential',
      service: 'General pest control',
      name: 'Integrated pest management — Texas communities',
      status: 'ACTIVE',
      source: 'LIBRARY',
      createdAt: daysAgo(90),
      season: null,
      sites: [
        ['NWR-AUS-001', 312_000, 'SQ_FT', 'Fire-ant treatment of the dog park and playground monthly April – October.'],
        ['NWR-AUS-002', 245_000, 'SQ_FT', null],
        ['NWR-DAL-001', 410_000, 'SQ_FT', 'Trash chutes and compactor room on every visit.'],
        ['NWR-HOU-001', 356_000, 'SQ_FT', 'Courtyard pool: no treatment within 25 ft while the pool is open.'],
        ['NWR-HOU-002', 289_000, 'SQ_FT', null],
        ['NWR-SAT-001', 233_000, 'SQ_FT', 'Ground-floor retail café: monthly interior service before 7:00 a.m.'],
        ['NWR-FTW-001', 198_000, 'SQ_FT', null],
      ],
    },
    {
      key: 'hospitalityPorter',
      client: 'hospitality',
      service: 'Day porter',
      name: 'Public-area day porter — Florida hotels',
      status: 'DRAFT',
      source: 'LIBRARY',
      createdAt: daysAgo(3),
      season: null,
      sites: [
        ['HBV-MIA-01', 18_500, 'SQ_FT', 'Lobby, pool-deck restrooms and ballroom pre-function. Two shifts: 7:00 a.m. – 3:00 p.m. and 3:00 – 11:00 p.m.'],
        ['HBV-ORL-01', 12_000, 'SQ_FT', 'Lobby and conference level; one porter 7:00 a.m. – 3:00 p.m.'],
        ['HBV-TPA-01', 10_500, 'SQ_FT', 'Lobby, restaurant restrooms and the parking garage elevator lobbies.'],
      ],
    },
    {
      key: 'residentialLawnArchived',
      client: 'residential',
      service: 'Lawn mowing',
      name: `Lawn mowing ${lastYear} season — Texas communities`,
      status: 'ARCHIVED',
      source: 'LIBRARY',
      createdAt: new Date(`${lastYear}-02-10T16:00:00Z`),
      archivedAt: new Date(`${lastYear}-12-15T16:00:00Z`),
      season: () => ({ seasonStart: `${lastYear}-03-01`, seasonEnd: `${lastYear}-11-30` }),
      sites: [
        ['NWR-AUS-001', 4.2, 'ACRES', 'St. Augustine turf: mow at 3.5–4 in.'],
        ['NWR-DAL-001', 2.8, 'ACRES', null],
        ['NWR-SAT-001', 1.9, 'ACRES', 'Riverwalk frontage is the city’s: do not mow.'],
      ],
    },
  ];
}

/** The audit entity of a client scope (features/scope-of-work/sow-history.ts; a seed does not import features). */
const CLIENT_SOW_AUDIT_ENTITY = 'client_scope_of_work';

interface TAuditEvent {
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
}

/** What the scope's history would hold had it been made through the API: created, properties applied, activated, revised, archived. */
function historyOf(scope: TDemoScope, versions: readonly { version: number; note: string; at: Date }[]): TAuditEvent[] {
  const later = (from: Date, minutes: number) => new Date(from.getTime() + minutes * 60_000);
  const audited = (status: TClientSowStatus, version: number) => ({ name: scope.name, status, serviceName: scope.service, version, source: scope.source });
  const events: TAuditEvent[] = [
    { action: 'create', before: null, after: { ...audited('DRAFT', 1), propertyCount: 0 }, at: scope.createdAt },
    { action: 'properties_add', before: null, after: { propertiesAdded: scope.sites.length }, at: later(scope.createdAt, 6) },
  ];
  if (scope.status !== 'DRAFT') {
    events.push({
      action: 'status',
      before: { status: 'DRAFT' },
      after: { status: 'ACTIVE' },
      at: later(scope.createdAt, (scope.archivedAt ? 7 : 2) * 24 * 60),
    });
  }
  for (const v of versions.slice(1)) {
    events.push({ action: 'update', before: audited('ACTIVE', v.version - 1), after: { ...audited('ACTIVE', v.version), changeNote: v.note }, at: v.at });
  }
  if (scope.archivedAt) events.push({ action: 'status', before: { status: 'ACTIVE' }, after: { status: 'ARCHIVED' }, at: scope.archivedAt });
  return events;
}

/**
 * The demo clients' scopes of work, each from its service's library text (call seedSowLibrary
 * first), owned by the client's tenant, with versions and per-property variables.
 */
export async function seedDemoScopes(db: TExecutor, input: TDemoScopeInput, now = new Date()): Promise<TDemoScopeIds> {
  const scopes = demoScopes(now);
  const library = await queryRows<{ id: string; service: string; content: TSowDoc }>(
    db,
    sql`select distinct on (lower(s.name)) e.id, lower(s.name) as service, e.content
        from sow_library_entries e join services s on s.id = e.service_id
        where lower(s.name) = any(${sql.param(scopes.map((s) => s.service.toLowerCase()))}::text[]) and e.status = 'ACTIVE'
        order by lower(s.name), e.created_at`,
  );
  const serviceRows = await queryRows<{ id: string; name: string }>(db, sql`select id, lower(name) as name from services`);
  const serviceIdOf = new Map(serviceRows.map((s) => [s.name, s.id]));
  // A driver may hand jsonb back as text.
  const libraryOf = new Map(library.map((l) => [l.service, { ...l, content: (typeof l.content === 'string' ? JSON.parse(l.content) : l.content) as TSowDoc }]));
  const propertyIdOf = (client: TDemoClientKey, code: string) => {
    const index = DEMO_PORTFOLIO[client].findIndex((row) => row[1] === code);
    const id = input.propertyIds[client][index];
    if (!id) throw new Error(`The demo portfolio has no property ${code}.`);
    return id;
  };

  const planned = scopes.map((scope) => {
    const entry = libraryOf.get(scope.service.toLowerCase());
    const serviceId = serviceIdOf.get(scope.service.toLowerCase());
    if (!serviceId) throw new Error(`The catalogue has no service ${scope.service}.`);
    const first = entry?.content ?? sowBaseDocument(SOW_BASE_TEXTS.find((t) => t.service === scope.service) as TSowBaseText);
    const versions = [{ version: 1, doc: first, note: 'Created from the library text.', at: scope.createdAt }];
    if (scope.revision) {
      const { heading, add, note, at } = scope.revision;
      const current = sowSections(first).find((s) => s.heading === heading)?.text ?? '';
      versions.push({ version: 2, doc: replaceSowSection(first, heading, [current, ...add].join('\n')), note, at });
    }
    const latest = versions[versions.length - 1];
    const events = historyOf(scope, versions);
    const updatedAt = new Date(Math.max(latest.at.getTime(), ...events.map((e) => e.at.getTime())));
    return { scope, serviceId, libraryEntryId: entry?.id ?? null, versions, latest, events, updatedAt };
  });

  const inserted = await db
    .insert(clientScopesOfWork)
    .values(
      planned.map(({ scope, serviceId, libraryEntryId, latest, versions, updatedAt }) => ({
        tenantId: input.clients[scope.client].tenantId,
        clientId: input.clients[scope.client].clientId,
        serviceId,
        libraryEntryId,
        name: scope.name,
        ...storedForms(latest.doc),
        version: latest.version,
        status: scope.status,
        source: scope.source,
        createdBy: input.createdBy,
        updatedBy: input.createdBy,
        createdAt: versions[0].at,
        updatedAt,
      })),
    )
    .returning({ id: clientScopesOfWork.id });
  const ids = inserted.map((r) => r.id);

  await db.insert(clientSowVersions).values(
    planned.flatMap(({ scope, versions }, i) =>
      versions.map((v) => ({
        tenantId: input.clients[scope.client].tenantId,
        sowId: ids[i],
        version: v.version,
        name: scope.name,
        ...storedForms(v.doc),
        changeNote: v.note,
        createdBy: input.createdBy,
        createdAt: v.at,
      })),
    ),
  );

  await db.insert(clientSowProperties).values(
    planned.flatMap(({ scope, versions }, i) =>
      scope.sites.map(([code, sizeValue, sizeUnit, siteNotes]) => ({
        tenantId: input.clients[scope.client].tenantId,
        sowId: ids[i],
        propertyId: propertyIdOf(scope.client, code),
        sizeValue,
        sizeUnit,
        siteNotes,
        ...(scope.season ? scope.season(code) : { seasonStart: null, seasonEnd: null }),
        createdAt: versions[0].at,
        updatedAt: versions[0].at,
      })),
    ),
  );

  // The History tab tells the same story as the versions and statuses.
  await db.insert(auditLog).values(
    planned.flatMap(({ scope, events }, i) =>
      events.map((e) => ({
        tenantId: input.clients[scope.client].tenantId,
        actorUserId: input.createdBy,
        entity: CLIENT_SOW_AUDIT_ENTITY,
        entityId: ids[i],
        action: e.action,
        before: e.before,
        after: e.after,
        createdAt: e.at,
      })),
    ),
  );

  return Object.fromEntries(planned.map(({ scope }, i) => [scope.key, ids[i]])) as unknown as TDemoScopeIds;
}
