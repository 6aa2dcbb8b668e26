/** The service pickers group the catalogue the way the vendor form does. */
export { groupedServiceData } from './components/service-options';
