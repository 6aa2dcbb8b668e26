/**
 * The map page is lazy-loaded by app/router. What other features use of the map is exported
 * here (docs/architecture.md "Web app"): the RFP wizard chooses properties on it.
 */
export { MapError, MapLoading } from './components/MapOverlays';
export { PropertyMapCanvas } from './components/PropertyMapCanvas';
export { idsInView } from './map/points-in-view';
export { usePropertyMapPoints } from './queries';
