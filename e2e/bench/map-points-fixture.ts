import { PROPERTY_COVERAGE_STATES, type TPropertyMapPoints } from '@procura/shared';

/** A small deterministic PRNG, so every run draws the same map. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Metro areas of the contiguous US: where a portfolio's properties bunch up. */
const METROS: readonly [number, number][] = [
  [40.71, -74.0],
  [34.05, -118.24],
  [41.88, -87.63],
  [29.76, -95.37],
  [33.45, -112.07],
  [39.95, -75.17],
  [29.42, -98.49],
  [32.72, -117.16],
  [32.78, -96.8],
  [37.34, -121.89],
  [30.27, -97.74],
  [30.33, -81.66],
  [39.96, -83.0],
  [35.23, -80.84],
  [37.77, -122.42],
  [39.77, -86.16],
  [47.61, -122.33],
  [39.74, -104.99],
  [38.91, -77.04],
  [42.36, -71.06],
  [36.16, -86.78],
  [35.47, -97.52],
  [36.17, -115.14],
  [45.52, -122.68],
  [35.15, -90.05],
  [38.25, -85.76],
  [43.04, -87.91],
  [35.08, -106.65],
  [32.22, -110.97],
  [36.74, -119.79],
  [38.58, -121.49],
  [39.1, -94.58],
  [33.75, -84.39],
  [25.76, -80.19],
  [44.98, -93.27],
  [27.95, -82.46],
  [29.95, -90.07],
  [41.5, -81.69],
  [40.44, -79.99],
  [39.29, -76.61],
  [42.33, -83.05],
  [40.76, -111.89],
];

const hex = (random: () => number, length: number) => Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');

/** `count` properties in the shape of GET /v1/properties/map-points, spread around the metros. */
export function syntheticMapPoints(count: number, seed = 8): TPropertyMapPoints {
  const random = mulberry32(seed);
  const gaussian = () => Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random());
  const points: TPropertyMapPoints['points'] = [];
  for (let i = 0; i < count; i += 1) {
    const [latitude, longitude] = METROS[Math.floor(random() * METROS.length)];
    const spread = random() < 0.15 ? 2.5 : 0.35;
    const id = `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-a${hex(random, 3)}-${hex(random, 12)}`;
    // Every coverage colour in turn, drawn from no random number so the points stay where they were.
    const coverage = PROPERTY_COVERAGE_STATES[i % PROPERTY_COVERAGE_STATES.length];
    points.push([id, Number((latitude + gaussian() * spread).toFixed(6)), Number((longitude + gaussian() * spread * 1.2).toFixed(6)), coverage]);
  }
  return { total: count, points };
}
