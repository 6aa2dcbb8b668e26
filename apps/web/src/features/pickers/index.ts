export type { TPickerOption } from '../../components/pickers';
export type { TGeoLevel, TGeoOption, TGeoParams } from './api';
export { ClientMultiPicker, ClientPicker, type TClientPickerProps } from './components/ClientPickers';
export { GeoMultiPicker, GeoPicker, type TGeoPickerProps } from './components/GeoPickers';
export { PropertyMultiPicker, PropertyPicker, propertyOptionLabel } from './components/PropertyPickers';
export { groupedServiceData, ServiceMultiPicker, ServicePicker } from './components/ServicePickers';
export {
  optionKeys,
  useClientOptions,
  useGeographyOptions,
  usePropertyNames,
  usePropertyOptions,
  useServiceOptions,
  useUsCountry,
  useUsStates,
} from './queries';
export { useDefaultCountry } from './use-default-country';
