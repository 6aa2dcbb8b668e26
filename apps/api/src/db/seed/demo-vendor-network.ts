import type { BUSINESS_STRUCTURES, LEAD_SOURCES, OWNERSHIP_TAGS } from '@procura/shared';

/** The demo's vendor network as data: who they are, what they do and where (seeded by demo-vendors.ts). */
type TStructure = (typeof BUSINESS_STRUCTURES)[number];
type TTag = (typeof OWNERSHIP_TAGS)[number];
type TLead = (typeof LEAD_SOURCES)[number];
type TApproval = 'DRAFT' | 'PENDING_FOR_APPROVAL' | 'APPROVED' | 'NOT_APPROVED';

export interface TDemoVendor {
  name: string;
  dba?: string;
  structure: TStructure;
  tags?: TTag[];
  lead: TLead;
  /** "City|ST" of its office. */
  office: string;
  address: string;
  zip: string;
  phone: string;
  years: number;
  employees: number;
  services: string[];
  /** Whole states by code. */
  states?: string[];
  /** Counties, named by a city in them ("City|ST"). */
  counties?: string[];
  approval?: TApproval;
  reason?: string;
  notes?: string;
  /** Branches and franchises with their own office and areas. */
  outlets?: { kind: 'VENDOR_BRANCH' | 'VENDOR_FRANCHISE'; suffix: string; office: string; address: string; zip: string; counties: string[] }[];
}

const LAWN = ['Lawn mowing', 'Mulching', 'Fertilization & weed control', 'Leaf removal'];
const IRRIGATION = ['Irrigation maintenance', 'Irrigation start-up & winterization'];
const SNOW = ['Snow plowing', 'Sidewalk shoveling', 'De-icing & salting', 'Snow & ice seasonal contract'];
const JANITORIAL = ['Nightly office cleaning', 'Day porter', 'Restroom sanitation', 'Carpet cleaning'];
const FLOORS = ['Carpet cleaning', 'Floor strip & wax'];
const MECHANICAL = ['HVAC preventive maintenance', 'Boiler service', 'Plumbing'];
const LIFE_SAFETY = ['Fire-safety inspection', 'Fire extinguisher service', 'Sprinkler testing', 'Backflow testing', 'Emergency lighting test'];
const EXTERIOR = ['Parking-lot sweeping', 'Pressure washing', 'Gutter cleaning', 'Parking-lot striping'];
const WASTE = ['Waste hauling', 'Recycling', 'Bulk item removal', 'Compactor service'];
const PEST = ['General pest control', 'Termite control', 'Rodent control'];
const SECURITY = ['Guard services', 'Alarm monitoring', 'Mobile patrol'];

/** ~25 vendors across the demo's services and states (issue #9 item 8). */
export const DEMO_VENDORS: readonly TDemoVendor[] = [
  { name: 'Lone Star Landscape Partners', dba: 'Lone Star Landscapes', structure: 'LIMITED_LIABILITY_COMPANY', tags: ['VETERAN_OWNED'], lead: 'REFERRAL', office: 'Austin|TX', address: '4301 Freidrich Ln, Suite 120', zip: '78744', phone: '5125550131', years: 14, employees: 85, services: [...LAWN, ...IRRIGATION, 'Tree trimming'], counties: ['Austin|TX', 'San Antonio|TX'] },
  { name: 'Gulf Coast Grounds Co.', structure: 'S_CORPORATIONS', tags: ['FAMILY_OWNED'], lead: 'EVENT', office: 'Houston|TX', address: '8802 Kempwood Dr', zip: '77080', phone: '7135550177', years: 22, employees: 140, services: [...LAWN, 'Seasonal color', 'Tree trimming'], counties: ['Houston|TX', 'Galveston|TX'] },
  { name: 'Metroplex Janitorial Group', dba: 'MJG Clean', structure: 'CORPORATIONS', lead: 'INTERNET_SEARCH', office: 'Dallas|TX', address: '1717 Main St, Floor 9', zip: '75201', phone: '2145550118', years: 9, employees: 310, services: [...JANITORIAL, 'Window cleaning'], counties: ['Dallas|TX', 'Fort Worth|TX'] },
  { name: 'Texan Fire & Life Safety', structure: 'LIMITED_LIABILITY_COMPANY', tags: ['MINORITY_OWNED'], lead: 'LINKEDIN', office: 'San Antonio|TX', address: '950 E Basse Rd', zip: '78209', phone: '2105550164', years: 11, employees: 46, services: LIFE_SAFETY, states: ['TX'] },
  { name: 'Front Range Snow Services', dba: 'Front Range Snow', structure: 'LIMITED_LIABILITY_COMPANY', tags: ['FAMILY_OWNED'], lead: 'PHONECALL_OUTREACH', office: 'Denver|CO', address: '5600 N Washington St', zip: '80216', phone: '3035550142', years: 18, employees: 60, services: [...SNOW, 'Snow hauling'], counties: ['Denver|CO', 'Aurora|CO', 'Boulder|CO'], outlets: [{ kind: 'VENDOR_BRANCH', suffix: 'Colorado Springs', office: 'Colorado Springs|CO', address: '2150 Garden of the Gods Rd', zip: '80907', counties: ['Colorado Springs|CO'] }] },
  { name: 'Rocky Mountain Mechanical', structure: 'CORPORATIONS', lead: 'REFERRAL', office: 'Aurora|CO', address: '15400 E Fitzsimons Pkwy', zip: '80011', phone: '7205550190', years: 27, employees: 120, services: [...MECHANICAL, 'Generator maintenance'], states: ['CO'] },
  { name: 'Peak Pest Solutions', structure: 'SOLE_PROPRIETORSHIPS', tags: ['WOMAN_OWNED'], lead: 'INSTAGRAM', office: 'Boulder|CO', address: '2525 Arapahoe Ave', zip: '80302', phone: '3035550107', years: 6, employees: 12, services: PEST, counties: ['Boulder|CO', 'Denver|CO'], approval: 'PENDING_FOR_APPROVAL' },
  { name: 'Sonoran Desert Landscaping', dba: 'Sonoran Landscapes', structure: 'LIMITED_LIABILITY_COMPANY', tags: ['MINORITY_OWNED', 'FAMILY_OWNED'], lead: 'WEBSITE', office: 'Phoenix|AZ', address: '3800 N Central Ave', zip: '85012', phone: '6025550155', years: 16, employees: 95, services: [...LAWN, ...IRRIGATION], counties: ['Phoenix|AZ', 'Tucson|AZ'] },
  { name: 'Valley Sweep & Stripe', structure: 'PARTNERSHIPS', lead: 'EMAIL_OUTREACH', office: 'Tempe|AZ', address: '1255 W Rio Salado Pkwy', zip: '85281', phone: '4805550126', years: 8, employees: 30, services: EXTERIOR, states: ['AZ'] },
  { name: 'Saguaro Security Services', structure: 'CORPORATIONS', tags: ['VETERAN_OWNED'], lead: 'EVENT', office: 'Scottsdale|AZ', address: '7150 E Camelback Rd', zip: '85251', phone: '4805550199', years: 12, employees: 220, services: SECURITY, states: ['AZ'], approval: 'NOT_APPROVED', reason: 'The guard licence and the certificate of insurance on file have both expired. Upload current ones and submit again.' },
  { name: 'Peachtree Facility Services', dba: 'Peachtree FS', structure: 'S_CORPORATIONS', tags: ['WOMAN_OWNED'], lead: 'REFERRAL', office: 'Atlanta|GA', address: '191 Peachtree St NE, Suite 3300', zip: '30303', phone: '4045550133', years: 19, employees: 260, services: [...JANITORIAL, ...FLOORS], counties: ['Atlanta|GA', 'Marietta|GA'], outlets: [{ kind: 'VENDOR_FRANCHISE', suffix: 'Savannah', office: 'Savannah|GA', address: '7 E Congress St', zip: '31401', counties: ['Savannah|GA'] }] },
  { name: 'Coastal Empire Waste', structure: 'LIMITED_LIABILITY_COMPANY', lead: 'PHONECALL_OUTREACH', office: 'Savannah|GA', address: '2 W Bay St', zip: '31401', phone: '9125550171', years: 10, employees: 55, services: WASTE, states: ['GA'] },
  { name: 'Queen City Mechanical', structure: 'CORPORATIONS', tags: ['FAMILY_OWNED'], lead: 'LINKEDIN', office: 'Charlotte|NC', address: '301 S Tryon St', zip: '28202', phone: '7045550112', years: 31, employees: 175, services: [...MECHANICAL, 'Elevator maintenance'], states: ['NC'] },
  { name: 'Triangle Green Care', structure: 'LIMITED_LIABILITY_COMPANY', tags: ['MINORITY_OWNED'], lead: 'INTERNET_SEARCH', office: 'Raleigh|NC', address: '421 Fayetteville St', zip: '27601', phone: '9195550140', years: 7, employees: 38, services: [...LAWN, 'Seasonal color'], counties: ['Raleigh|NC', 'Durham|NC'], approval: 'PENDING_FOR_APPROVAL' },
  { name: 'Cape Fear Pressure Washing', structure: 'SOLE_PROPRIETORSHIPS', tags: ['VETERAN_OWNED'], lead: 'INSTAGRAM', office: 'Wilmington|NC', address: '101 N 3rd St', zip: '28401', phone: '9105550183', years: 4, employees: 8, services: ['Pressure washing', 'Power washing', 'Gutter cleaning'], counties: ['Wilmington|NC'], approval: 'DRAFT' },
  { name: 'Sunshine State Janitorial', dba: 'SunState Clean', structure: 'CORPORATIONS', lead: 'EMAIL_OUTREACH', office: 'Tampa|FL', address: '100 N Tampa St, Suite 2700', zip: '33602', phone: '8135550146', years: 13, employees: 290, services: [...JANITORIAL, 'Window cleaning'], counties: ['Tampa|FL', 'Orlando|FL'] },
  { name: 'Biscayne Pest & Termite', structure: 'LIMITED_LIABILITY_COMPANY', tags: ['MINORITY_OWNED', 'FAMILY_OWNED'], lead: 'REFERRAL', office: 'Miami|FL', address: '1450 Brickell Ave', zip: '33131', phone: '3055550165', years: 20, employees: 64, services: PEST, counties: ['Miami|FL', 'Miami Beach|FL'] },
  { name: 'First Coast Fire Protection', structure: 'S_CORPORATIONS', lead: 'WEBSITE', office: 'Jacksonville|FL', address: '50 N Laura St', zip: '32202', phone: '9045550121', years: 15, employees: 72, services: LIFE_SAFETY, states: ['FL', 'GA'], approval: 'PENDING_FOR_APPROVAL' },
  { name: 'Orlando Guard & Patrol', structure: 'CORPORATIONS', tags: ['VETERAN_OWNED'], lead: 'EVENT', office: 'Orlando|FL', address: '20 N Orange Ave', zip: '32801', phone: '4075550158', years: 9, employees: 410, services: SECURITY, states: ['FL'] },
  { name: 'Windy City Facility Maintenance', dba: 'WCFM', structure: 'CORPORATIONS', lead: 'LINKEDIN', office: 'Chicago|IL', address: '222 W Adams St, Suite 1800', zip: '60606', phone: '3125550174', years: 24, employees: 380, services: [...MECHANICAL, ...JANITORIAL], counties: ['Chicago|IL', 'Schaumburg|IL'] },
  { name: 'Prairie Snow & Ice', structure: 'PARTNERSHIPS', tags: ['FAMILY_OWNED'], lead: 'PHONECALL_OUTREACH', office: 'Naperville|IL', address: '55 S Main St', zip: '60540', phone: '6305550139', years: 17, employees: 48, services: SNOW, counties: ['Naperville|IL', 'Chicago|IL', 'Schaumburg|IL'] },
  { name: 'Lakeshore Waste & Recycling', structure: 'LIMITED_LIABILITY_COMPANY', tags: ['WOMAN_OWNED'], lead: 'OTHER', office: 'Schaumburg|IL', address: '1901 N Roselle Rd', zip: '60195', phone: '8475550117', years: 11, employees: 90, services: WASTE, states: ['IL'] },
  { name: 'Habitat for Grounds Foundation', structure: 'NON_PROFIT', lead: 'REFERRAL', office: 'Durham|NC', address: '400 W Main St', zip: '27701', phone: '9195550102', years: 5, employees: 20, services: ['Lawn mowing', 'Leaf removal', 'Bulk item removal'], counties: ['Durham|NC'], approval: 'DRAFT', notes: 'Workforce-development non-profit: crews are trainees with supervisors.' },
];

/** The demo's existing vendors, enriched where they are instead of duplicated. */
export const GREENLEAF: Omit<TDemoVendor, 'name'> = {
  dba: 'GreenLeaf',
  structure: 'LIMITED_LIABILITY_COMPANY',
  tags: ['FAMILY_OWNED'],
  lead: 'REFERRAL',
  office: 'Dallas|TX',
  address: '3200 Commerce St',
  zip: '75226',
  phone: '2145550150',
  years: 21,
  employees: 180,
  services: [...LAWN, ...IRRIGATION, 'Tree trimming', 'Snow plowing'],
  states: ['TX'],
  counties: ['Denver|CO'],
};
export const GREENLEAF_DENVER = { office: 'Denver|CO', address: '2900 Walnut St', zip: '80205', counties: ['Denver|CO', 'Aurora|CO'], services: [...LAWN, ...SNOW] };
export const GREENLEAF_AUSTIN = { office: 'Austin|TX', address: '1100 S Lamar Blvd', zip: '78704', counties: ['Austin|TX'], services: [...LAWN, ...IRRIGATION] };
export const BRIGHTCLEAN: Omit<TDemoVendor, 'name'> = {
  dba: 'BrightClean',
  structure: 'CORPORATIONS',
  tags: ['MINORITY_OWNED'],
  lead: 'WEBSITE',
  office: 'Chicago|IL',
  address: '600 W Chicago Ave',
  zip: '60654',
  phone: '3125550111',
  years: 12,
  employees: 240,
  services: [...JANITORIAL, ...FLOORS, 'Window cleaning'],
  states: ['IL'],
  counties: ['Miami|FL', 'Dallas|TX'],
};
