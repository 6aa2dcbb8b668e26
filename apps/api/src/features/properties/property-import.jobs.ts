import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import {
  can,
  PROPERTY_SIZE_UNIT_LABELS,
  PROPERTY_SIZE_UNITS,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  ZCreatePropertySchema,
  type TCreateProperty,
  type TCreatePropertyInput,
} from '@procura/shared';
import { backgroundJobs } from '../../db/schema/index.js';
import type { TActor } from '../../platform/actor.js';
import { toCsv } from '../../platform/csv.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { datedFileName } from '../../platform/downloads.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import type { TRunIsolated } from '../../platform/isolated.js';
import type { TJobContext, TJobQueue } from '../../platform/jobs.js';
import { withActor } from '../../platform/scope.js';
import { readPropertyRows, type TPropertyImportColumn, type TPropertyImportRow } from './property-import.parse.js';
import {
  emptyInsertColumns,
  propertyImportRepo as repo,
  type TImportClient,
  type TImportPlace,
  type TImportState,
  type TImportZip,
  type TPropertyInsertColumns,
} from './property-import.repo.js';

export interface TPropertyImportPayload extends Record<string, unknown> {
  fileKey: string;
  fileName: string;
  /** The client every row goes to; without it, each row's Client column names it. */
  clientId: string | null;
  workspaceId: string;
}

/** Rows per insert statement: a few array parameters each, all in one transaction. */
const INSERT_BATCH = 5000;

/** The report's columns: one line per row of the file. */
export const PROPERTY_IMPORT_REPORT_COLUMNS = ['Row', 'Status', 'Errors'] as const;
export const IMPORTED = 'Imported';
export const NOT_IMPORTED = 'Not imported';

/** Which column of the file a field of ZCreatePropertySchema came from, to name it in the report. */
const COLUMN_OF_FIELD: Record<string, TPropertyImportColumn> = {
  clientId: 'Client',
  name: 'Property Name',
  code: 'Property Code',
  propertyType: 'Property Type',
  sizeValue: 'Size',
  sizeUnit: 'Size Unit',
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2',
  countryId: 'Country',
  stateId: 'State',
  countyId: 'County',
  cityId: 'City',
  zip: 'ZIP',
  latitude: 'Latitude',
  longitude: 'Longitude',
  status: 'Status',
  notes: 'Notes',
};

const lower = (s: string) => s.trim().toLowerCase();
/** How spreadsheets mangle ZIPs: 2108 for 02108, 60601.0 for 60601. */
const normalizeZip = (raw: string) => {
  const s = raw.trim().replace(/\.0+$/, '');
  return /^\d{3,4}$/.test(s) ? s.padStart(5, '0') : s;
};
/** "Cook County" and "Cook" are the same county; so are "Orleans Parish" and "Orleans". */
const countyKey = (name: string) => lower(name).replace(/\s+(county|parish|borough|census area|municipality|city and borough)$/, '');
const keyOf = (stateId: number, name: string) => `${stateId}|${name}`;

/** An enum value from its code or its label, any case; blank takes the default. */
function enumValue<T extends string>(raw: string, values: readonly T[], labels: Partial<Record<T, string>>, extra: Record<string, T> = {}): T | null | undefined {
  const key = lower(raw);
  if (key === '') return undefined;
  const found = values.find((v) => v.toLowerCase() === key || labels[v]?.toLowerCase() === key || v.toLowerCase().replaceAll('_', ' ') === key);
  return found ?? extra[key] ?? null;
}
const SIZE_UNIT_ALIASES: Record<string, (typeof PROPERTY_SIZE_UNITS)[number]> = { sqft: 'SQ_FT', 'sq. ft.': 'SQ_FT', 'square feet': 'SQ_FT', acre: 'ACRES', ac: 'ACRES' };
const STATUS_LABELS = { ACTIVE: 'Active', INACTIVE: 'Inactive' };

interface TLookups {
  chosen: TImportClient | null;
  clientsById: Map<string, TImportClient>;
  clientsByName: Map<string, TImportClient>;
  countryByKey: Map<string, { id: number; name: string }>;
  statesById: Map<number, TImportState>;
  stateByKey: Map<string, TImportState>;
  zips: Map<string, TImportZip>;
  cityByKey: Map<string, TImportPlace>;
  cityById: Map<number, TImportPlace>;
  countyByKey: Map<string, TImportPlace>;
}

interface TResolved {
  tenantId: string;
  cityName: string | null;
  input: TCreatePropertyInput;
}

type TDeps = { db: TRequestDb; isolate: TRunIsolated };

/**
 * Property import: the file's rows are read (streamed, to the row limit), their names
 * resolved against the reference data and the actor's clients in a handful of set-based
 * reads, each checked with the shared schema, and every good row inserted in one transaction:
 * a failure there imports nothing. The report says, row by row, what became of it.
 */
export function registerPropertyImportJob(jobs: Pick<TJobQueue, 'register'>, deps: TDeps): void {
  jobs.register('property_import', async (ctx) => {
    await runPropertyImport(deps, ctx);
  });
}

export async function runPropertyImport({ db, isolate }: TDeps, ctx: TJobContext): Promise<{ imported: number; failed: number }> {
  const payload = ctx.job.payload as TPropertyImportPayload;
  const { actor } = ctx;
  // The job runs as its requester loaded afresh: one who lost the right since asking gets nothing.
  if (!can(actor.permissions, 'property_management', 'Create')) throw forbidden();
  const started = performance.now();
  const phases: Record<string, number> = {};
  const phase = (name: string) => (phases[name] = Math.round(performance.now() - started - Object.values(phases).reduce((a, b) => a + b, 0)));
  const content = await readAll(await ctx.files.open(payload.fileKey));
  const rows = await readPropertyRows(isolate, payload.fileName, content);
  if (rows.length === 0) throw badRequest(`"${payload.fileName}" has no properties under its header row.`);
  phase('readMs');
  await ctx.progress(30);

  const lookups = await withActor(db, actor, (tx) => loadLookups(tx, rows, payload.clientId));
  if (payload.clientId && !lookups.chosen) throw notFound('Client');
  phase('lookupsMs');
  await ctx.progress(50);

  const errors = new Map<number, string[]>();
  const good: { row: TPropertyImportRow; resolved: TResolved; data: TCreateProperty }[] = [];
  for (const row of rows) {
    const problems: string[] = [];
    const resolved = resolveRow(row, lookups, problems);
    if (problems.length === 0 && resolved) {
      const parsed = ZCreatePropertySchema.safeParse(resolved.input);
      if (parsed.success) good.push({ row, resolved, data: parsed.data });
      else {
        // One message per column: the first thing wrong with it is what to fix.
        const columns = new Set<string>();
        for (const issue of parsed.error.issues) {
          const column = COLUMN_OF_FIELD[String(issue.path[0])] ?? String(issue.path[0]);
          if (!columns.has(column)) problems.push(`${column}: ${issue.message}`);
          columns.add(column);
        }
      }
    }
    if (problems.length) errors.set(row.line, problems);
  }

  phase('validateMs');
  // A code twice in the file, or already a property of that client: the later rows are the errors.
  const firstLineOfCode = new Map<string, number>();
  for (const { row, resolved } of good) {
    const key = `${resolved.input.clientId}|${lower(resolved.input.code)}`;
    const first = firstLineOfCode.get(key);
    if (first === undefined) firstLineOfCode.set(key, row.line);
    else errors.set(row.line, [`Property Code ‘${resolved.input.code}’ is already used by row ${first} of this file.`]);
  }
  const candidates = good.filter(({ row }) => !errors.has(row.line));
  phase('checkMs');
  await ctx.progress(60);

  // One transaction: the good rows go in together. A code the client already uses is skipped by
  // the unique index (and reported below); any other failure rolls back every row of the file.
  const inserted = new Set<string>();
  await withActor(db, actor, async (tx) => {
    for (let start = 0; start < candidates.length; start += INSERT_BATCH) {
      const columns = emptyInsertColumns();
      for (const { resolved, data } of candidates.slice(start, start + INSERT_BATCH)) pushRow(columns, resolved, data);
      for (const key of await repo.insert(tx, columns, actor.userId)) inserted.add(key);
    }
    for (const { row, resolved } of candidates) {
      if (inserted.has(`${resolved.input.clientId}|${lower(resolved.input.code)}`)) continue;
      const clientName = lookups.clientsById.get(resolved.input.clientId)?.name ?? 'this client';
      errors.set(row.line, [`Property Code ‘${resolved.input.code}’ already belongs to a property of ${clientName}.`]);
    }
    // The summary is committed with the rows it counts.
    await renameJob(tx, ctx.job.id, `Property import: ${payload.fileName} (${inserted.size} imported, ${rows.length - inserted.size} with errors)`);
  });
  const imported = inserted.size;
  const failed = rows.length - imported;
  phase('insertMs');
  await ctx.progress(95);

  const report: string[][] = rows.map((row) => {
    const problems = errors.get(row.line);
    return [String(row.line), problems ? NOT_IMPORTED : IMPORTED, problems?.join(' ') ?? ''];
  });
  // CSV whatever the upload was: every spreadsheet opens it, and writing 20,000 lines takes milliseconds.
  await ctx.saveResult(datedFileName('Property_import_report', 'csv'), Buffer.from(toCsv([[...PROPERTY_IMPORT_REPORT_COLUMNS], ...report])));
  phase('reportMs');
  ctx.log.info({ imported, failed, ...phases }, 'property import finished');
  return { imported, failed };
}

function renameJob(tx: TScopedTx, jobId: string, title: string) {
  return tx.update(backgroundJobs).set({ title: title.slice(0, 300), updatedAt: new Date() }).where(eq(backgroundJobs.id, jobId));
}

async function loadLookups(tx: TScopedTx, rows: readonly TPropertyImportRow[], clientId: string | null): Promise<TLookups> {
  const clientNames = new Set<string>();
  const zipCodes = new Set<string>();
  for (const { values } of rows) {
    if (values.Client) clientNames.add(lower(values.Client));
    if (values.ZIP) zipCodes.add(normalizeZip(values.ZIP).slice(0, 5));
  }
  const clients = await repo.clients(tx, clientId ? [clientId] : [], clientId ? [] : [...clientNames]);
  const clientsById = new Map(clients.map((c) => [c.id, c]));
  const clientsByName = new Map(clients.map((c) => [lower(c.name), c]));

  const countries = await repo.countries(tx);
  const countryByKey = new Map<string, { id: number; name: string }>();
  for (const c of countries) {
    countryByKey.set(lower(c.iso2), c);
    countryByKey.set(lower(c.name), c);
  }
  countryByKey.set('usa', countryByKey.get('us') ?? { id: -1, name: 'United States' });
  countryByKey.set('united states of america', countryByKey.get('us') ?? { id: -1, name: 'United States' });
  const countryIds = new Set<number>([countryByKey.get('us')?.id ?? -1]);
  for (const { values } of rows) {
    const country = values.Country ? countryByKey.get(lower(values.Country)) : undefined;
    if (country) countryIds.add(country.id);
  }
  const states = await repo.states(tx, [...countryIds]);
  const statesById = new Map(states.map((s) => [s.id, s]));
  const stateByKey = new Map<string, TImportState>();
  for (const s of states) {
    stateByKey.set(`${s.countryId}|${lower(s.code)}`, s);
    stateByKey.set(`${s.countryId}|${lower(s.name)}`, s);
  }
  const zips = new Map((await repo.zips(tx, [...zipCodes])).map((z) => [z.zip, z]));

  // The states the rows name (or their ZIPs imply) bound the cities and counties read.
  const stateIds = new Set<number>();
  const cityNames = new Set<string>();
  for (const { values } of rows) {
    const country = countryByKey.get(lower(values.Country || 'US'));
    const state = country && values.State ? stateByKey.get(`${country.id}|${lower(values.State)}`) : undefined;
    if (state) stateIds.add(state.id);
    const zip = values.ZIP ? zips.get(normalizeZip(values.ZIP).slice(0, 5)) : undefined;
    if (zip) stateIds.add(zip.stateId);
    if (values.City) cityNames.add(lower(values.City));
  }
  const cities = stateIds.size && cityNames.size ? await repo.cities(tx, [...stateIds], [...cityNames]) : [];
  const cityByKey = new Map(cities.map((c) => [keyOf(c.stateId, lower(c.name)), c]));
  const cityById = new Map(cities.map((c) => [c.id, c]));
  const counties = stateIds.size ? await repo.counties(tx, [...stateIds]) : [];
  const countyByKey = new Map(counties.map((c) => [keyOf(c.stateId, countyKey(c.name)), c]));
  return {
    chosen: clientId ? (clientsById.get(clientId) ?? null) : null,
    clientsById,
    clientsByName,
    countryByKey,
    statesById,
    stateByKey,
    zips,
    cityByKey,
    cityById,
    countyByKey,
  };
}

/** The row's names as ids, or null with the reasons in `problems`. */
function resolveRow({ values: v }: TPropertyImportRow, l: TLookups, problems: string[]): TResolved | null {
  let client: TImportClient | undefined;
  if (l.chosen) {
    client = l.chosen;
    if (v.Client && lower(v.Client) !== lower(client.name) && v.Client !== client.id) problems.push(`Client ‘${v.Client}’ is not ${client.name}, the client this file is imported into.`);
  } else if (!v.Client) problems.push('Client: Enter the client.');
  else {
    client = l.clientsByName.get(lower(v.Client));
    if (!client) problems.push(`Client ‘${v.Client}’ is not a client you may add properties to.`);
  }

  const country = l.countryByKey.get(lower(v.Country || 'US'));
  if (!country) problems.push(`Country ‘${v.Country}’ is not a country.`);

  const zipText = v.ZIP ? normalizeZip(v.ZIP) : '';
  const zip = zipText ? l.zips.get(zipText.slice(0, 5)) : undefined;

  let state: TImportState | undefined;
  if (v.State) {
    state = country ? l.stateByKey.get(`${country.id}|${lower(v.State)}`) : undefined;
    if (country && !state) problems.push(`State ‘${v.State}’ is not a state of ${country.name}.`);
  } else if (zip) state = l.statesById.get(zip.stateId);
  if (state && zip && zip.stateId !== state.id) problems.push(`ZIP ‘${zipText}’ is in ${l.statesById.get(zip.stateId)?.code ?? 'another state'}, not ${state.code}.`);

  let cityId: number | null = null;
  let cityName: string | null = null;
  let city: TImportPlace | undefined;
  if (v.City) {
    if (!state) {
      if (!v.State) problems.push(`City ‘${v.City}’ needs its state: fill in State or ZIP.`);
    } else {
      city = l.cityByKey.get(keyOf(state.id, lower(v.City)));
      if (!city) problems.push(`City ‘${v.City}’ is not a city in ${state.code}.`);
      else {
        cityId = city.id;
        cityName = city.name;
      }
    }
  } else if (zip && (!state || zip.stateId === state.id)) {
    cityId = zip.cityId;
    cityName = zip.cityName;
  }

  let countyId: number | null = null;
  if (v.County) {
    if (!state) {
      if (!v.State) problems.push(`County ‘${v.County}’ needs its state: fill in State or ZIP.`);
    } else {
      const county = l.countyByKey.get(keyOf(state.id, countyKey(v.County)));
      if (!county) problems.push(`County ‘${v.County}’ is not a county in ${state.code}.`);
      else countyId = county.id;
    }
  } else countyId = (zip && zip.stateId === state?.id ? zip.countyId : null) ?? city?.countyId ?? null;

  let latitude: string | number | null = v.Latitude || null;
  let longitude: string | number | null = v.Longitude || null;
  if ((latitude === null) !== (longitude === null)) problems.push('Latitude and Longitude go together: fill in both or neither.');
  else if (latitude === null) {
    // Where the pin goes before anyone drags it: the ZIP's centre, else the city's, else the state's.
    const place = zip && zip.stateId === state?.id ? zip : city?.latitude != null ? city : state;
    latitude = place?.latitude ?? null;
    longitude = place?.longitude ?? null;
  }

  const propertyType = enumValue(v['Property Type'], PROPERTY_TYPES, PROPERTY_TYPE_LABELS);
  if (propertyType === null) problems.push(`Property Type ‘${v['Property Type']}’ is not one of ${Object.values(PROPERTY_TYPE_LABELS).join(', ')}.`);
  const sizeUnit = enumValue(v['Size Unit'], PROPERTY_SIZE_UNITS, PROPERTY_SIZE_UNIT_LABELS, SIZE_UNIT_ALIASES);
  if (sizeUnit === null) problems.push(`Size Unit ‘${v['Size Unit']}’ is not sq ft or acres.`);
  const status = enumValue(v.Status, PROPERTY_STATUSES, STATUS_LABELS);
  if (status === null) problems.push(`Status ‘${v.Status}’ is not Active or Inactive.`);
  const size = v.Size.replaceAll(',', '');
  if (size && !Number.isFinite(Number(size))) problems.push(`Size ‘${v.Size}’ is not a number.`);

  if (!client || !country || problems.length) return null;
  return {
    tenantId: client.tenantId,
    cityName,
    input: {
      clientId: client.id,
      name: v['Property Name'],
      code: v['Property Code'],
      propertyType: propertyType ?? undefined,
      sizeValue: size || null,
      sizeUnit: sizeUnit ?? undefined,
      addressLine1: v['Address Line 1'] || null,
      addressLine2: v['Address Line 2'] || null,
      countryId: country.id,
      stateId: state?.id ?? null,
      countyId,
      cityId,
      zip: zipText || null,
      latitude,
      longitude,
      status: status ?? undefined,
      notes: v.Notes || null,
    },
  };
}

function pushRow(c: TPropertyInsertColumns, { tenantId, cityName }: TResolved, p: TCreateProperty): void {
  c.tenantId.push(tenantId);
  c.clientId.push(p.clientId);
  c.name.push(p.name);
  c.code.push(p.code);
  c.propertyType.push(p.propertyType);
  c.sizeValue.push(p.sizeValue ?? null);
  c.sizeUnit.push(p.sizeUnit);
  c.addressLine1.push(p.addressLine1 ?? null);
  c.addressLine2.push(p.addressLine2 ?? null);
  c.countryId.push(p.countryId ?? null);
  c.stateId.push(p.stateId ?? null);
  c.countyId.push(p.countyId ?? null);
  c.cityId.push(p.cityId ?? null);
  c.cityName.push(cityName);
  c.zip.push(p.zip ?? null);
  c.latitude.push(p.latitude ?? null);
  c.longitude.push(p.longitude ?? null);
  c.status.push(p.status);
  c.notes.push(p.notes ?? null);
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** For the actor check in the route: the chosen client, if the actor may add properties to it. */
export async function findImportClient(db: TRequestDb, actor: TActor, clientId: string): Promise<TImportClient | null> {
  const [client] = await withActor(db, actor, (tx) => repo.clients(tx, [clientId], []));
  return client ?? null;
}
