/** What scope of work uses of properties: the list call, the pickers' options, a property's path. */
export { listProperties } from './api';
export { propertyPath } from './property-display';
export { useClientOptions, useServiceOptions } from './queries';
