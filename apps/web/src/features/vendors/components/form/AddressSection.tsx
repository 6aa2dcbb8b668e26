import { Grid, TextInput, Title, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { GeoPicker, type TGeoOption } from '../../../pickers';

type TTextField = 'addressLine1' | 'addressLine2' | 'zip';

interface TAddressSectionProps {
  /** The form's own input props for the typed fields (value, onChange, error). */
  inputProps: (field: TTextField) => GetInputPropsReturnType;
  errors: Partial<Record<string, ReactNode>>;
  /** The chosen places, kept by the form (a draft put back or a default country changes them). */
  places: TAddressPlaces;
  /** The ids for the form, and the chosen places themselves (their names, for a draft). */
  onGeoChange: (ids: { countryId: number | null; stateId: number | null; cityId: number | null }, places: TAddressPlaces) => void;
}

export interface TAddressPlaces {
  country: TGeoOption | null;
  state: TGeoOption | null;
  city: TGeoOption | null;
}

/** Street, then country → state → city pickers searched on the server, then ZIP. */
export function AddressSection({ inputProps, errors, places, onGeoChange }: TAddressSectionProps) {
  const { country, state, city } = places;
  const errorOf = (field: string) => errors[field] as string | undefined;
  const setGeo = (next: TAddressPlaces) =>
    onGeoChange({ countryId: next.country?.id ?? null, stateId: next.state?.id ?? null, cityId: next.city?.id ?? null }, next);
  return (
    <Stack gap="md">
      <Title order={2} size="h5">
        Address
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput label="Address line 1" autoComplete="address-line1" {...inputProps('addressLine1')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="Address line 2" autoComplete="address-line2" placeholder="Suite, floor" {...inputProps('addressLine2')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <GeoPicker
            level="countries"
            label="Country"
            value={country}
            onChange={(next) => setGeo({ country: next, state: null, city: null })}
            error={errorOf('countryId')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <GeoPicker
            level="states"
            label="State"
            value={state}
            parent={country ? { countryId: country.id } : undefined}
            onChange={(next) => setGeo({ country, state: next, city: null })}
            disabled={!country}
            disabledHint="Choose a country first"
            error={errorOf('stateId')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <GeoPicker
            level="cities"
            label="City"
            value={city}
            parent={state ? { stateId: state.id } : undefined}
            onChange={(next) => setGeo({ country, state, city: next })}
            disabled={!state}
            disabledHint="Choose a state first"
            error={errorOf('cityId')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="ZIP code" autoComplete="postal-code" {...inputProps('zip')} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
