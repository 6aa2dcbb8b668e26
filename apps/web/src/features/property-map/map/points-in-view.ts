import type { LngLatBounds } from 'maplibre-gl';
import type { TMapPoint } from './property-points';

/*
 * Which properties the map shows now. The visible area is west→east and south→north in degrees;
 * the property map counts them, and the RFP wizard adds them to its lines.
 */

type TBox = { south: number; north: number; west: number; east: number };

const boxOf = (bounds: LngLatBounds): TBox => ({ south: bounds.getSouth(), north: bounds.getNorth(), west: bounds.getWest(), east: bounds.getEast() });
const isInside = (point: TMapPoint, box: TBox) => point[1] >= box.south && point[1] <= box.north && point[2] >= box.west && point[2] <= box.east;

export function countInView(points: readonly TMapPoint[] | undefined, bounds: LngLatBounds | null): number {
  if (!points || !bounds) return 0;
  const box = boxOf(bounds);
  let count = 0;
  for (const point of points) if (isInside(point, box)) count += 1;
  return count;
}

export function idsInView(points: readonly TMapPoint[] | undefined, bounds: LngLatBounds | null): string[] {
  if (!points || !bounds) return [];
  const box = boxOf(bounds);
  return points.filter((point) => isInside(point, box)).map((point) => point[0]);
}
