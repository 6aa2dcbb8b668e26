export type TCoordinate = 'latitude' | 'longitude';

export const COORDINATE_LIMITS: Record<TCoordinate, number> = { latitude: 90, longitude: 180 };

export type TCoordinateCheck = { value: number | null; problem: null; message: null } | { value: null; problem: 'not-a-number' | 'range'; message: string };

/**
 * A coordinate as typed, checked: empty is no coordinate, a finite number within its range is
 * one, anything else (half-typed, out of range) is a problem the field shows and the map ignores.
 */
export function coordinateOf(raw: unknown, which: TCoordinate): TCoordinateCheck {
  if (raw === null || raw === undefined || raw === '') return { value: null, problem: null, message: null };
  const number = typeof raw === 'number' ? raw : Number(raw);
  const limit = COORDINATE_LIMITS[which];
  const label = which === 'latitude' ? 'Latitude' : 'Longitude';
  if (!Number.isFinite(number))
    return { value: null, problem: 'not-a-number', message: `${label} is a number, e.g. ${which === 'latitude' ? '41.88' : '-87.63'}.` };
  if (number < -limit || number > limit) return { value: null, problem: 'range', message: `${label} is between -${limit} and ${limit}.` };
  return { value: number, problem: null, message: null };
}
