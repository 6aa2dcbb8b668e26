/** Names, places and services the corpus draws from (invented; any likeness is chance). */

export const CLIENTS = [
  'Riverside Property Management, LLC',
  'Harbor Point Condominium Association',
  'Summit Ridge Apartments LP',
  'Maple Grove Homeowners Association, Inc.',
  'Crescent Retail Holdings, LLC',
  'Northgate Office Partners, L.P.',
  'Lakeview Senior Living Corporation',
  'Cedar Hills School District',
  'Bluewater Realty Trust',
  'Granite Peak Hospitality Group, Inc.',
  'Westfield Industrial Parks LLC',
  'Oakmont Medical Properties, Inc.',
];
export const VENDORS = [
  'Green Leaf Landscaping, Inc.',
  'Apex Snow Services LLC',
  'BrightStar Janitorial Co.',
  'Polar Plow & Salt, LLC',
  'Evergreen Grounds Management Corp.',
  'Metro Mechanical Services, Inc.',
  'ShieldGuard Security Solutions LLC',
  'ClearView Window Cleaning, Inc.',
  'Precision Pest Control LLC',
  'TrueNorth Facility Services, Inc.',
  'Summit HVAC Contractors, LLC',
  'Frontier Waste Solutions, Inc.',
];
export const CLIENT_ROLES = ['Owner', 'Client', 'Customer', 'Manager', 'Association', 'Property Owner'];
export const VENDOR_ROLES = ['Contractor', 'Vendor', 'Service Provider', 'Supplier', 'Provider'];
export const SERVICES = [
  'Snow Removal',
  'Landscaping',
  'Janitorial',
  'Pest Control',
  'Window Cleaning',
  'HVAC Maintenance',
  'Parking Lot Sweeping',
  'Security',
  'Trash Removal',
  'Elevator Maintenance',
  'Irrigation',
  'Tree Trimming',
];
export const STREETS = [
  'Main Street',
  'Elm Avenue',
  'Commerce Drive',
  'Lakeshore Boulevard',
  'Oak Lane',
  'Market Street',
  'Industrial Way',
  'Park Road',
  'Sunset Parkway',
  'Cedar Court',
];
export const CITIES: [city: string, state: string, abbr: string, zip: string][] = [
  ['Dallas', 'Texas', 'TX', '75201'],
  ['Plano', 'Texas', 'TX', '75074'],
  ['Denver', 'Colorado', 'CO', '80202'],
  ['Columbus', 'Ohio', 'OH', '43215'],
  ['Erie', 'Pennsylvania', 'PA', '16501'],
  ['Atlanta', 'Georgia', 'GA', '30303'],
  ['Phoenix', 'Arizona', 'AZ', '85004'],
  ['Charlotte', 'North Carolina', 'NC', '28202'],
  ['Minneapolis', 'Minnesota', 'MN', '55401'],
  ['Boston', 'Massachusetts', 'MA', '02108'],
  ['Chicago', 'Illinois', 'IL', '60601'],
  ['Richmond', 'Virginia', 'VA', '23219'],
];
export const PROPERTY_NAMES = [
  'Oak Plaza',
  'Harbor Point',
  'Summit Ridge',
  'Maple Grove Commons',
  'Crescent Center',
  'Northgate Tower',
  'Lakeview Village',
  'Cedar Hills Campus',
];
export const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
export const TENS: Record<number, string> = {
  15: 'fifteen',
  30: 'thirty',
  45: 'forty-five',
  60: 'sixty',
  90: 'ninety',
  120: 'one hundred twenty',
  24: 'twenty-four',
  36: 'thirty-six',
  18: 'eighteen',
};
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
