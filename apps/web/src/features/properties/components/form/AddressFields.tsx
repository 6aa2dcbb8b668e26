import { ActionIcon, Grid, Loader, TextInput, Tooltip } from '@mantine/core';
import { ZZipSchema, type ZCreatePropertySchema } from '@procura/shared';
import { IconMapPinSearch } from '@tabler/icons-react';
import type { useSchemaForm } from '../../../../lib/forms/schema-form';
import { GeoPicker, type TGeoOption } from '../../../pickers';
import { useZipLookup } from '../../queries';
import { numberOrNull, type TGeoChoice } from './form-values';

interface TAddressFieldsProps {
  form: ReturnType<typeof useSchemaForm<typeof ZCreatePropertySchema>>;
  geo: TGeoChoice;
  onGeoChange: (geo: TGeoChoice) => void;
}

const idOf = (option: TGeoOption | null) => option?.id ?? null;

/** Country → state → county → city, each narrowed by the one above, and a ZIP that fills them all. */
export function AddressFields({ form, geo, onGeoChange }: TAddressFieldsProps) {
  const zipLookup = useZipLookup();
  const values = form.values;
  const countryId = numberOrNull(values.countryId);
  const stateId = numberOrNull(values.stateId);

  const setGeo = (next: TGeoChoice) => {
    onGeoChange(next);
    form.setValues({ countryId: idOf(next.country), stateId: idOf(next.state), countyId: idOf(next.county), cityId: idOf(next.city) });
  };

  const fillFromZip = () => {
    const zip = ZZipSchema.safeParse(values.zip);
    if (!zip.success) {
      form.setFieldError('zip', zip.error.issues[0]?.message ?? 'Enter a 5-digit ZIP code.');
      return;
    }
    zipLookup.mutate(zip.data, {
      onSuccess: (found) => {
        setGeo({ country: found.country, state: found.state, county: found.county, city: found.city });
        form.setValues({ latitude: found.latitude, longitude: found.longitude });
      },
    });
  };

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput label="Address line 1" autoComplete="off" {...form.getInputProps('addressLine1')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label="Address line 2" autoComplete="off" placeholder="Suite, building" {...form.getInputProps('addressLine2')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label="ZIP code"
          autoComplete="off"
          inputMode="numeric"
          description="Fills state, county, city and the pin"
          {...form.getInputProps('zip')}
          onBlur={() => {
            if (ZZipSchema.safeParse(values.zip).success && values.zip !== '' && stateId === null) fillFromZip();
          }}
          rightSection={
            zipLookup.isPending ? (
              <Loader size="xs" />
            ) : (
              <Tooltip label="Fill the address from the ZIP code" withArrow>
                <ActionIcon variant="subtle" aria-label="Fill the address from the ZIP code" onClick={fillFromZip}>
                  <IconMapPinSearch aria-hidden size={18} />
                </ActionIcon>
              </Tooltip>
            )
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <GeoPicker
          level="countries"
          label="Country"
          value={geo.country}
          onChange={(country) => setGeo({ country, state: null, county: null, city: null })}
          error={form.errors.countryId as string | undefined}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <GeoPicker
          level="states"
          label="State"
          value={geo.state}
          parent={{ countryId: countryId ?? undefined }}
          disabled={countryId === null}
          disabledHint="Choose a country first"
          onChange={(state) => setGeo({ ...geo, state, county: null, city: null })}
          error={form.errors.stateId as string | undefined}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <GeoPicker
          level="counties"
          label="County"
          value={geo.county}
          parent={{ stateId: stateId ?? undefined }}
          disabled={stateId === null}
          disabledHint="Choose a state first"
          onChange={(county) => setGeo({ ...geo, county })}
          error={form.errors.countyId as string | undefined}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <GeoPicker
          level="cities"
          label="City"
          value={geo.city}
          parent={{ stateId: stateId ?? undefined }}
          disabled={stateId === null}
          disabledHint="Choose a state first"
          onChange={(city) => setGeo({ ...geo, city })}
          error={form.errors.cityId as string | undefined}
        />
      </Grid.Col>
    </Grid>
  );
}
