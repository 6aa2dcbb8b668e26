/** What scope of work uses of properties: a property's path. */
export { propertyPath } from './property-display';
