/** A property's services tab lists the scopes that apply to it. */
export { PropertyScopesSection } from './components/PropertyScopesSection';
