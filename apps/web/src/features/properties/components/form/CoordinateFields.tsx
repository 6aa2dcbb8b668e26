import { Grid, NumberInput } from '@mantine/core';
import type { ZCreatePropertySchema } from '@procura/shared';
import { useState } from 'react';
import type { useSchemaForm } from '../../../../lib/forms/schema-form';
import { coordinateOf, COORDINATE_LIMITS, type TCoordinate } from './coordinates';

interface TCoordinateFieldsProps {
  form: ReturnType<typeof useSchemaForm<typeof ZCreatePropertySchema>>;
}

const LABELS: Record<TCoordinate, string> = { latitude: 'Latitude', longitude: 'Longitude' };

/**
 * Latitude and longitude as typed: a value out of range is a field error at once, one that is
 * not a number yet ("-", "4-") once the field is left. Neither reaches the map, and nothing is
 * clamped behind the person's back.
 */
export function CoordinateFields({ form }: TCoordinateFieldsProps) {
  const [left, setLeft] = useState<ReadonlySet<TCoordinate>>(new Set());
  const field = (name: TCoordinate) => {
    const checked = coordinateOf(form.values[name], name);
    const props = form.getInputProps(name);
    const liveError = checked.problem === 'range' || (checked.problem === 'not-a-number' && left.has(name)) ? checked.message : null;
    return (
      <NumberInput
        label={LABELS[name]}
        decimalScale={6}
        min={-COORDINATE_LIMITS[name]}
        max={COORDINATE_LIMITS[name]}
        hideControls
        {...props}
        error={liveError ?? props.error}
        onBlur={(event) => {
          setLeft((current) => new Set(current).add(name));
          props.onBlur?.(event);
        }}
      />
    );
  };
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 6, sm: 3 }}>{field('latitude')}</Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>{field('longitude')}</Grid.Col>
    </Grid>
  );
}
