import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import type * as TopojsonClient from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/*
 * The reference geography, prepared in memory as column arrays ready for `unnest`. Parsing
 * the packages (≈ 15 MB of JSON and JS) and placing ~60,000 points in county shapes is the
 * expensive part, so it runs once per process and its result is cached on disk keyed by the
 * package versions: every test file boots a fresh database and loads these rows again.
 */

const require = createRequire(import.meta.url);

/** Bump when the preparation below changes what it produces: the databases load it again. */
const PREPARATION_VERSION = 1;
/** Cities: United States only (the product serves US facility portfolios; see geography.ts). */
export const CITY_COUNTRIES: readonly string[] = ['US'];

interface TCscCountry {
  name: string;
  isoCode: string;
  phonecode: string;
  latitude: string;
  longitude: string;
}
interface TCscState {
  name: string;
  isoCode: string;
  countryCode: string;
  latitude: string | null;
  longitude: string | null;
}
/** [name, countryCode, stateCode, latitude, longitude] */
type TCscCity = [string, string, string, string, string];
interface TZipCode {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}
type TCountyProperties = { name: string };

export interface TGeographyColumns {
  version: string;
  countries: { iso2: string[]; name: string[]; phoneCode: (string | null)[]; latitude: (number | null)[]; longitude: (number | null)[] };
  states: {
    country: string[];
    code: string[];
    name: string[];
    fips: (string | null)[];
    latitude: (number | null)[];
    longitude: (number | null)[];
  };
  counties: { fips: string[]; stateFips: string[]; name: string[]; latitude: number[]; longitude: number[] };
  cities: { country: string[]; state: string[]; county: (string | null)[]; name: string[]; latitude: (number | null)[]; longitude: (number | null)[] };
  zipCodes: { zip: string[]; state: string[]; county: (string | null)[]; cityName: string[]; city: (string | null)[]; latitude: number[]; longitude: number[] };
}

function packageVersion(name: string): string {
  const manifest = JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string };
  return manifest.version;
}

/** One string naming exactly what is loaded: the packages and the preparation. */
export function geographyVersion(): string {
  return [
    `country-state-city@${packageVersion('country-state-city')}`,
    `us-atlas@${packageVersion('us-atlas')}`,
    `zipcodes@${packageVersion('zipcodes')}`,
    `cities:${CITY_COUNTRIES.join('+')}`,
    `prep@${PREPARATION_VERSION}`,
  ].join(' ');
}

let prepared: Promise<TGeographyColumns> | null = null;

/** The prepared columns: from this process's memory, the disk cache, or computed. */
export function geographyColumns(): Promise<TGeographyColumns> {
  prepared ??= Promise.resolve().then(() => {
    const version = geographyVersion();
    // Keyed by this file's own text too: a changed preparation never reads an old cache.
    const key = crypto
      .createHash('sha256')
      .update(version)
      .update(fs.readFileSync(import.meta.filename))
      .digest('hex')
      .slice(0, 16);
    const cacheFile = path.join(os.tmpdir(), `procura-geography-${key}.json`);
    try {
      const cached = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as TGeographyColumns;
      if (cached.version === version) return cached;
    } catch {
      // No cache yet (or a torn one): compute it.
    }
    const columns = prepareGeography(version);
    try {
      // Write then rename: a concurrent reader sees the old file or the whole new one.
      const partial = `${cacheFile}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
      fs.writeFileSync(partial, JSON.stringify(columns));
      fs.renameSync(partial, cacheFile);
    } catch {
      // A read-only temp directory only costs the next process the computation.
    }
    return columns;
  });
  return prepared;
}

const readJson = <T>(specifier: string): T => JSON.parse(fs.readFileSync(require.resolve(specifier), 'utf8')) as T;
const coordinate = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** us-atlas names that country-state-city spells differently. */
const ATLAS_STATE_ALIASES: Record<string, string> = { 'Commonwealth of the Northern Mariana Islands': 'Northern Mariana Islands' };

export function prepareGeography(version: string): TGeographyColumns {
  const cscCountries = readJson<TCscCountry[]>('country-state-city/lib/assets/country.json');
  const cscStates = readJson<TCscState[]>('country-state-city/lib/assets/state.json');
  const cscCities = readJson<TCscCity[]>('country-state-city/lib/assets/city.json');
  const atlas =
    readJson<Topology<{ counties: GeometryCollection<TCountyProperties>; states: GeometryCollection<TCountyProperties> }>>('us-atlas/counties-10m.json');
  const zipModule = require('zipcodes/lib/codes.js') as { codes: Record<string, TZipCode> };

  const countries: TGeographyColumns['countries'] = { iso2: [], name: [], phoneCode: [], latitude: [], longitude: [] };
  for (const c of cscCountries) {
    countries.iso2.push(c.isoCode);
    countries.name.push(c.name);
    countries.phoneCode.push(c.phonecode || null);
    countries.latitude.push(coordinate(c.latitude));
    countries.longitude.push(coordinate(c.longitude));
  }

  const fipsByStateName = new Map<string, string>();
  for (const g of atlas.objects.states.geometries) {
    const name = (g.properties as TCountyProperties | undefined)?.name ?? '';
    fipsByStateName.set(ATLAS_STATE_ALIASES[name] ?? name, String(g.id));
  }
  const states: TGeographyColumns['states'] = { country: [], code: [], name: [], fips: [], latitude: [], longitude: [] };
  const usStateFips = new Map<string, string>(); // 'TX' → '48'
  const seenStates = new Set<string>();
  for (const s of cscStates) {
    const key = `${s.countryCode}|${s.isoCode}`;
    if (seenStates.has(key)) continue;
    seenStates.add(key);
    const fips = s.countryCode === 'US' ? (fipsByStateName.get(s.name) ?? null) : null;
    if (fips) usStateFips.set(s.isoCode, fips);
    states.country.push(s.countryCode);
    states.code.push(s.isoCode);
    states.name.push(s.name);
    states.fips.push(fips);
    states.latitude.push(coordinate(s.latitude));
    states.longitude.push(coordinate(s.longitude));
  }

  const shapes = countyShapes(atlas);
  const counties: TGeographyColumns['counties'] = { fips: [], stateFips: [], name: [], latitude: [], longitude: [] };
  for (const shape of shapes.list) {
    counties.fips.push(shape.fips);
    counties.stateFips.push(shape.fips.slice(0, 2));
    counties.name.push(shape.name);
    counties.latitude.push(shape.centroid[1]);
    counties.longitude.push(shape.centroid[0]);
  }

  // Cities: one per (state, name). The package repeats a few names within a state (neighbourhoods
  // sharing a town's name); a picker offering two identical "Springfield, IL" helps nobody.
  const cities: TGeographyColumns['cities'] = { country: [], state: [], county: [], name: [], latitude: [], longitude: [] };
  const cityByStateName = new Map<string, { name: string; lat: number | null; lng: number | null }>();
  const countriesWithCities = new Set(CITY_COUNTRIES);
  for (const [name, country, state, lat, lng] of cscCities) {
    if (!countriesWithCities.has(country)) continue;
    const key = `${country}|${state}|${name.toLowerCase()}`;
    if (cityByStateName.has(key)) continue;
    const latitude = coordinate(lat);
    const longitude = coordinate(lng);
    cityByStateName.set(key, { name, lat: latitude, lng: longitude });
    cities.country.push(country);
    cities.state.push(state);
    cities.name.push(name);
    cities.latitude.push(latitude);
    cities.longitude.push(longitude);
    const stateFips = country === 'US' ? usStateFips.get(state) : undefined;
    cities.county.push(latitude !== null && longitude !== null && stateFips ? shapes.locate(longitude, latitude, stateFips) : null);
  }

  const usStates = new Set(states.code.filter((_, i) => states.country[i] === 'US'));
  const zipCodes: TGeographyColumns['zipCodes'] = { zip: [], state: [], county: [], cityName: [], city: [], latitude: [], longitude: [] };
  for (const z of Object.values(zipModule.codes)) {
    // Military post offices (AA, AE, AP) and the freely associated states have no US state row.
    if (z.country !== 'US' || !usStates.has(z.state)) continue;
    const stateFips = usStateFips.get(z.state);
    const cityName = titleCase(z.city);
    zipCodes.zip.push(z.zip);
    zipCodes.state.push(z.state);
    zipCodes.cityName.push(cityName);
    zipCodes.city.push(cityByStateName.get(`US|${z.state}|${z.city.toLowerCase()}`)?.name ?? null);
    zipCodes.latitude.push(z.latitude);
    zipCodes.longitude.push(z.longitude);
    zipCodes.county.push(stateFips ? shapes.locate(z.longitude, z.latitude, stateFips) : null);
  }

  return { version, countries, states, counties, cities, zipCodes };
}

/** The package mostly title-cases already; a few entries are upper case ("NEW YORK"). */
function titleCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name.toLowerCase().replace(/(^|[\s\-'.])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
}

interface TCountyShape {
  fips: string;
  name: string;
  polygons: Position[][][];
  bbox: [number, number, number, number];
  centroid: Position;
}

/** County shapes with a bounding-box grid per state, for point-in-polygon lookups. */
function countyShapes(atlas: Topology<{ counties: GeometryCollection<TCountyProperties> }>): {
  list: TCountyShape[];
  locate(lng: number, lat: number, stateFips: string): string | null;
} {
  // Required here, as the data packages are, not at the top: every start imports this file for
  // geographyVersion(), and only a preparation needs the shapes (docs/contributing.md "Tests").
  const { feature } = require('topojson-client') as typeof TopojsonClient;
  const collection = feature(atlas, atlas.objects.counties);
  const list: TCountyShape[] = [];
  for (const f of collection.features) {
    const geometry = f.geometry as Polygon | MultiPolygon | null;
    if (!geometry || f.id === undefined) continue;
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    const bbox: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const polygon of polygons)
      for (const [x, y] of polygon[0]) {
        if (x < bbox[0]) bbox[0] = x;
        if (y < bbox[1]) bbox[1] = y;
        if (x > bbox[2]) bbox[2] = x;
        if (y > bbox[3]) bbox[3] = y;
      }
    list.push({ fips: String(f.id), name: f.properties?.name ?? String(f.id), polygons, bbox, centroid: centroidOf(polygons) });
  }
  const byState = new Map<string, TCountyShape[]>();
  for (const shape of list) {
    const key = shape.fips.slice(0, 2);
    const bucket = byState.get(key);
    if (bucket) bucket.push(shape);
    else byState.set(key, [shape]);
  }
  return {
    list,
    locate(lng, lat, stateFips) {
      // A state holds at most ~250 counties: a bbox scan over them is cheaper than a grid.
      for (const shape of byState.get(stateFips) ?? []) {
        const [x0, y0, x1, y1] = shape.bbox;
        if (lng < x0 || lng > x1 || lat < y0 || lat > y1) continue;
        if (shape.polygons.some((polygon) => inPolygon(lng, lat, polygon))) return shape.fips;
      }
      // The 1:10m shapes cut corners off coasts and lakes: a beach town's point lands just
      // outside. The nearest county of its state within ~10 km is where it is.
      let nearest: { fips: string; distance: number } | null = null;
      for (const shape of byState.get(stateFips) ?? []) {
        const [x0, y0, x1, y1] = shape.bbox;
        if (lng < x0 - COAST_SLACK || lng > x1 + COAST_SLACK || lat < y0 - COAST_SLACK || lat > y1 + COAST_SLACK) continue;
        for (const polygon of shape.polygons) {
          const distance = distanceToRing(lng, lat, polygon[0]);
          if (distance <= COAST_SLACK && (!nearest || distance < nearest.distance)) nearest = { fips: shape.fips, distance };
        }
      }
      return nearest?.fips ?? null;
    },
  };
}

/** Degrees (~10 km of latitude) a point may lie outside its county's simplified shape. */
const COAST_SLACK = 0.1;

function distanceToRing(x: number, y: number, ring: Position[]): number {
  let best = Infinity;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [ax, ay] = ring[j];
    const [bx, by] = ring[i];
    const dx = bx - ax;
    const dy = by - ay;
    const t = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
    const d = Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
    if (d < best) best = d;
  }
  return best;
}

/** Even-odd rule over the outer ring and its holes. */
function inPolygon(x: number, y: number, rings: Position[][]): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** Area-weighted centroid of the largest polygon's outer ring (islands do not pull it to sea). */
function centroidOf(polygons: Position[][][]): Position {
  let best: { area: number; x: number; y: number } | null = null;
  for (const polygon of polygons) {
    const ring = polygon[0];
    let a = 0;
    let cx = 0;
    let cy = 0;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const cross = ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
      a += cross;
      cx += (ring[j][0] + ring[i][0]) * cross;
      cy += (ring[j][1] + ring[i][1]) * cross;
    }
    const area = Math.abs(a / 2);
    if (area > 0 && (!best || area > best.area)) best = { area, x: cx / (3 * a), y: cy / (3 * a) };
  }
  if (best) return [round6(best.x), round6(best.y)];
  const [x, y] = polygons[0][0][0];
  return [round6(x), round6(y)];
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
