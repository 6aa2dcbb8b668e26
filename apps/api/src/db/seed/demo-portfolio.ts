import type { TPropertyType, TServiceFrequency, TServiceSeason } from '@procura/shared';

/*
 * The demo portfolio (issue #8 item 8): three clients' properties in real cities. Coordinates
 * come from the reference cities (looked up by name and state); the figures here are the
 * fallback when the geography is not loaded, and the addresses and ZIP codes are real streets
 * of each city.
 */

export type TDemoClientKey = 'residential' | 'commercial' | 'hospitality';

/** [name, code, type, street, city, state, ZIP, size, unit] */
export type TDemoProperty = readonly [string, string, TPropertyType, string, string, string, string, number, 'SQ_FT' | 'ACRES'];

/** City centres (WGS84), the fallback for the reference cities. */
export const DEMO_CITIES: Record<string, readonly [number, number]> = {
  'Austin|TX': [30.2672, -97.7431],
  'Dallas|TX': [32.7767, -96.797],
  'Houston|TX': [29.7604, -95.3698],
  'San Antonio|TX': [29.4241, -98.4936],
  'Fort Worth|TX': [32.7555, -97.3308],
  'Galveston|TX': [29.3013, -94.7977],
  'Denver|CO': [39.7392, -104.9903],
  'Aurora|CO': [39.7294, -104.8319],
  'Colorado Springs|CO': [38.8339, -104.8214],
  'Boulder|CO': [40.015, -105.2705],
  'Phoenix|AZ': [33.4484, -112.074],
  'Tempe|AZ': [33.4255, -111.94],
  'Scottsdale|AZ': [33.4942, -111.9261],
  'Tucson|AZ': [32.2226, -110.9747],
  'Atlanta|GA': [33.749, -84.388],
  'Savannah|GA': [32.0809, -81.0912],
  'Marietta|GA': [33.9526, -84.5499],
  'Charlotte|NC': [35.2271, -80.8431],
  'Raleigh|NC': [35.7796, -78.6382],
  'Durham|NC': [35.994, -78.8986],
  'Wilmington|NC': [34.2257, -77.9447],
  'Tampa|FL': [27.9506, -82.4572],
  'Orlando|FL': [28.5383, -81.3792],
  'Miami|FL': [25.7617, -80.1918],
  'Miami Beach|FL': [25.7907, -80.13],
  'Jacksonville|FL': [30.3322, -81.6557],
  'Chicago|IL': [41.8781, -87.6298],
  'Naperville|IL': [41.7508, -88.1535],
  'Schaumburg|IL': [42.0334, -88.0834],
};

export const DEMO_PORTFOLIO: Record<TDemoClientKey, readonly TDemoProperty[]> = {
  residential: [
    ['The Residences at Mueller', 'NWR-AUS-001', 'MULTI_FAMILY', '1900 Aldrich St', 'Austin', 'TX', '78723', 312_000, 'SQ_FT'],
    ['Barton Creek Flats', 'NWR-AUS-002', 'MULTI_FAMILY', '2800 S Lamar Blvd', 'Austin', 'TX', '78704', 245_000, 'SQ_FT'],
    ['Uptown Oaks Apartments', 'NWR-DAL-001', 'MULTI_FAMILY', '2525 McKinnon St', 'Dallas', 'TX', '75201', 410_000, 'SQ_FT'],
    ['Bishop Arts Lofts', 'NWR-DAL-002', 'MULTI_FAMILY', '408 N Bishop Ave', 'Dallas', 'TX', '75208', 168_000, 'SQ_FT'],
    ['Montrose Park Residences', 'NWR-HOU-001', 'MULTI_FAMILY', '1601 Westheimer Rd', 'Houston', 'TX', '77006', 356_000, 'SQ_FT'],
    ['Heights Commons', 'NWR-HOU-002', 'MULTI_FAMILY', '1111 Studewood St', 'Houston', 'TX', '77008', 289_000, 'SQ_FT'],
    ['Pearl District Apartments', 'NWR-SAT-001', 'MULTI_FAMILY', '303 Pearl Pkwy', 'San Antonio', 'TX', '78215', 233_000, 'SQ_FT'],
    ['Sundance Square Residences', 'NWR-FTW-001', 'MULTI_FAMILY', '420 Main St', 'Fort Worth', 'TX', '76102', 198_000, 'SQ_FT'],
    ['LoHi Terrace', 'NWR-DEN-001', 'MULTI_FAMILY', '2600 15th St', 'Denver', 'CO', '80211', 276_000, 'SQ_FT'],
    ['Cherry Creek Commons', 'NWR-DEN-002', 'MULTI_FAMILY', '300 Josephine St', 'Denver', 'CO', '80206', 322_000, 'SQ_FT'],
    ['Stapleton Park Townhomes', 'NWR-AUR-001', 'HOA_COMMUNITY', '2100 N Havana St', 'Aurora', 'CO', '80010', 38, 'ACRES'],
    ['Pikes Peak Village', 'NWR-COS-001', 'MULTI_FAMILY', '3550 N Academy Blvd', 'Colorado Springs', 'CO', '80917', 215_000, 'SQ_FT'],
    ['Roosevelt Row Flats', 'NWR-PHX-001', 'MULTI_FAMILY', '801 N 2nd St', 'Phoenix', 'AZ', '85004', 264_000, 'SQ_FT'],
    ['Camelback Vista', 'NWR-PHX-002', 'MULTI_FAMILY', '4500 N 16th St', 'Phoenix', 'AZ', '85016', 298_000, 'SQ_FT'],
    ['Mill Avenue Student Lofts', 'NWR-TMP-001', 'STUDENT_HOUSING', '710 S College Ave', 'Tempe', 'AZ', '85281', 187_000, 'SQ_FT'],
    ['Sam Hughes Place', 'NWR-TUS-001', 'MULTI_FAMILY', '1920 E 5th St', 'Tucson', 'AZ', '85719', 142_000, 'SQ_FT'],
    ['Inman Park Residences', 'NWR-ATL-001', 'MULTI_FAMILY', '299 N Highland Ave NE', 'Atlanta', 'GA', '30307', 305_000, 'SQ_FT'],
    ['Midtown Peachtree Tower', 'NWR-ATL-002', 'MULTI_FAMILY', '1080 Peachtree St NE', 'Atlanta', 'GA', '30309', 460_000, 'SQ_FT'],
    ['South End Station', 'NWR-CLT-001', 'MULTI_FAMILY', '1700 Camden Rd', 'Charlotte', 'NC', '28203', 251_000, 'SQ_FT'],
    ['Glenwood South Lofts', 'NWR-RAL-001', 'MULTI_FAMILY', '510 Glenwood Ave', 'Raleigh', 'NC', '27603', 176_000, 'SQ_FT'],
    ['Hyde Park Bayshore', 'NWR-TPA-001', 'MULTI_FAMILY', '2109 Bayshore Blvd', 'Tampa', 'FL', '33606', 338_000, 'SQ_FT'],
    ['Thornton Park Commons', 'NWR-ORL-001', 'MULTI_FAMILY', '25 S Summerlin Ave', 'Orlando', 'FL', '32801', 204_000, 'SQ_FT'],
    ['Riverside Avondale Flats', 'NWR-JAX-001', 'MULTI_FAMILY', '2665 Park St', 'Jacksonville', 'FL', '32204', 166_000, 'SQ_FT'],
    ['Wicker Park Lofts', 'NWR-CHI-001', 'MULTI_FAMILY', '1550 N Milwaukee Ave', 'Chicago', 'IL', '60622', 219_000, 'SQ_FT'],
  ],
  commercial: [
    ['Congress Avenue Tower', 'NWC-AUS-101', 'OFFICE', '100 Congress Ave', 'Austin', 'TX', '78701', 515_000, 'SQ_FT'],
    ['Domain Gateway Center', 'NWC-AUS-102', 'RETAIL', '11601 Century Oaks Ter', 'Austin', 'TX', '78758', 142_000, 'SQ_FT'],
    ['Harwood Plaza', 'NWC-DAL-101', 'OFFICE', '2100 Ross Ave', 'Dallas', 'TX', '75201', 620_000, 'SQ_FT'],
    ['Stemmons Logistics Park', 'NWC-DAL-102', 'INDUSTRIAL', '8700 N Stemmons Fwy', 'Dallas', 'TX', '75247', 48, 'ACRES'],
    ['Galleria West Offices', 'NWC-HOU-101', 'OFFICE', '5151 San Felipe St', 'Houston', 'TX', '77056', 398_000, 'SQ_FT'],
    ['Port Houston Distribution Center', 'NWC-HOU-102', 'INDUSTRIAL', '1515 Federal Rd', 'Houston', 'TX', '77015', 62, 'ACRES'],
    ['Alamo Quarry Market', 'NWC-SAT-101', 'RETAIL', '255 E Basse Rd', 'San Antonio', 'TX', '78209', 188_000, 'SQ_FT'],
    ['Seventeenth Street Plaza', 'NWC-DEN-101', 'OFFICE', '1225 17th St', 'Denver', 'CO', '80202', 455_000, 'SQ_FT'],
    ['Flatirons Research Park', 'NWC-BOU-101', 'MIXED_USE', '3400 Industrial Ln', 'Boulder', 'CO', '80301', 96_000, 'SQ_FT'],
    ['Camelback Corporate Center', 'NWC-PHX-101', 'OFFICE', '2425 E Camelback Rd', 'Phoenix', 'AZ', '85016', 306_000, 'SQ_FT'],
    ['Sky Harbor Commerce Park', 'NWC-PHX-102', 'INDUSTRIAL', '4001 E Broadway Rd', 'Phoenix', 'AZ', '85040', 35, 'ACRES'],
    ['Scottsdale Quarter Shops', 'NWC-SCO-101', 'RETAIL', '15279 N Scottsdale Rd', 'Scottsdale', 'AZ', '85254', 174_000, 'SQ_FT'],
    ['Peachtree Center South', 'NWC-ATL-101', 'OFFICE', '225 Peachtree St NE', 'Atlanta', 'GA', '30303', 540_000, 'SQ_FT'],
    ['Marietta Square Market', 'NWC-MAR-101', 'RETAIL', '65 Church St', 'Marietta', 'GA', '30060', 58_000, 'SQ_FT'],
    ['Tryon Street Center', 'NWC-CLT-101', 'OFFICE', '301 S Tryon St', 'Charlotte', 'NC', '28202', 489_000, 'SQ_FT'],
    ['American Tobacco Campus', 'NWC-DUR-101', 'MIXED_USE', '318 Blackwell St', 'Durham', 'NC', '27701', 233_000, 'SQ_FT'],
    ['Brickell Financial Center', 'NWC-MIA-101', 'OFFICE', '1101 Brickell Ave', 'Miami', 'FL', '33131', 412_000, 'SQ_FT'],
    ['Westshore Business Center', 'NWC-TPA-101', 'OFFICE', '4830 W Kennedy Blvd', 'Tampa', 'FL', '33609', 221_000, 'SQ_FT'],
    ['Wacker Drive Tower', 'NWC-CHI-101', 'OFFICE', '311 S Wacker Dr', 'Chicago', 'IL', '60606', 780_000, 'SQ_FT'],
    ['Fulton Market Exchange', 'NWC-CHI-102', 'MIXED_USE', '1000 W Fulton Market', 'Chicago', 'IL', '60607', 264_000, 'SQ_FT'],
    ['Woodfield Corporate Center', 'NWC-SCH-101', 'OFFICE', '1600 E Golf Rd', 'Schaumburg', 'IL', '60173', 337_000, 'SQ_FT'],
    ['Naperville Crossings', 'NWC-NAP-101', 'RETAIL', '2855 Showplace Dr', 'Naperville', 'IL', '60564', 131_000, 'SQ_FT'],
  ],
  hospitality: [
    ['Harborview Miami Beach', 'HBV-MIA-01', 'HOTEL', '1601 Collins Ave', 'Miami Beach', 'FL', '33139', 285_000, 'SQ_FT'],
    ['Harborview Lake Eola', 'HBV-ORL-01', 'HOTEL', '151 E Washington St', 'Orlando', 'FL', '32801', 198_000, 'SQ_FT'],
    ['Harborview Channelside', 'HBV-TPA-01', 'HOTEL', '700 S Florida Ave', 'Tampa', 'FL', '33602', 176_000, 'SQ_FT'],
    ['Harborview River Street', 'HBV-SAV-01', 'HOTEL', '102 W Bay St', 'Savannah', 'GA', '31401', 121_000, 'SQ_FT'],
    ['Harborview Riverwalk Wilmington', 'HBV-ILM-01', 'HOTEL', '301 N Water St', 'Wilmington', 'NC', '28401', 104_000, 'SQ_FT'],
    ['Harborview Seawall', 'HBV-GLS-01', 'HOTEL', '5222 Seawall Blvd', 'Galveston', 'TX', '77551', 143_000, 'SQ_FT'],
    ['Harborview Riverwalk', 'HBV-SAT-01', 'HOTEL', '123 Losoya St', 'San Antonio', 'TX', '78205', 232_000, 'SQ_FT'],
    ['Harborview Magnificent Mile', 'HBV-CHI-01', 'HOTEL', '540 N Michigan Ave', 'Chicago', 'IL', '60611', 356_000, 'SQ_FT'],
    ['Harborview Old Town Scottsdale', 'HBV-SCO-01', 'HOTEL', '7353 E Indian School Rd', 'Scottsdale', 'AZ', '85251', 167_000, 'SQ_FT'],
    ['Harborview LoDo', 'HBV-DEN-01', 'HOTEL', '1750 Wazee St', 'Denver', 'CO', '80202', 189_000, 'SQ_FT'],
    ['Harborview Uptown Charlotte', 'HBV-CLT-01', 'HOTEL', '555 S McDowell St', 'Charlotte', 'NC', '28204', 158_000, 'SQ_FT'],
    ['Harborview Buckhead', 'HBV-ATL-01', 'HOTEL', '3405 Lenox Rd NE', 'Atlanta', 'GA', '30326', 247_000, 'SQ_FT'],
    ['Harborview Riverside Jacksonville', 'HBV-JAX-01', 'HOTEL', '1515 Prudential Dr', 'Jacksonville', 'FL', '32207', 139_000, 'SQ_FT'],
    ['Harborview South Congress', 'HBV-AUS-01', 'HOTEL', '1603 S Congress Ave', 'Austin', 'TX', '78704', 112_000, 'SQ_FT'],
  ],
};

type TRequirement = readonly [service: string, frequency: TServiceFrequency, season: TServiceSeason];

/** What each kind of property usually needs, most important first; 2–5 are taken per property. */
export const DEMO_REQUIREMENTS: Record<TPropertyType, readonly TRequirement[]> = {
  MULTI_FAMILY: [
    ['Lawn mowing', 'WEEKLY', 'SUMMER'],
    ['General pest control', 'MONTHLY', 'YEAR_ROUND'],
    ['Waste hauling', 'WEEKLY', 'YEAR_ROUND'],
    ['Parking-lot sweeping', 'BIWEEKLY', 'YEAR_ROUND'],
    ['Gutter cleaning', 'SEMI_ANNUAL', 'FALL'],
  ],
  HOA_COMMUNITY: [
    ['Lawn mowing', 'WEEKLY', 'SUMMER'],
    ['Irrigation maintenance', 'MONTHLY', 'SUMMER'],
    ['Seasonal color', 'QUARTERLY', 'SPRING'],
    ['Tree trimming', 'ANNUAL', 'WINTER'],
    ['Pressure washing', 'SEMI_ANNUAL', 'SPRING'],
  ],
  STUDENT_HOUSING: [
    ['Nightly office cleaning', 'DAILY', 'YEAR_ROUND'],
    ['General pest control', 'MONTHLY', 'YEAR_ROUND'],
    ['Bulk item removal', 'ON_DEMAND', 'SUMMER'],
    ['Carpet cleaning', 'ANNUAL', 'SUMMER'],
  ],
  OFFICE: [
    ['Nightly office cleaning', 'DAILY', 'YEAR_ROUND'],
    ['HVAC preventive maintenance', 'QUARTERLY', 'YEAR_ROUND'],
    ['Window cleaning', 'QUARTERLY', 'YEAR_ROUND'],
    ['Elevator maintenance', 'MONTHLY', 'YEAR_ROUND'],
    ['Fire-safety inspection', 'ANNUAL', 'YEAR_ROUND'],
  ],
  RETAIL: [
    ['Parking-lot sweeping', 'WEEKLY', 'YEAR_ROUND'],
    ['Pressure washing', 'MONTHLY', 'YEAR_ROUND'],
    ['Waste hauling', 'WEEKLY', 'YEAR_ROUND'],
    ['Restroom sanitation', 'DAILY', 'YEAR_ROUND'],
    ['Parking-lot striping', 'ANNUAL', 'SPRING'],
  ],
  INDUSTRIAL: [
    ['Fire-safety inspection', 'ANNUAL', 'YEAR_ROUND'],
    ['Sprinkler testing', 'QUARTERLY', 'YEAR_ROUND'],
    ['Compactor service', 'MONTHLY', 'YEAR_ROUND'],
    ['Parking-lot striping', 'ANNUAL', 'SPRING'],
    ['Rodent control', 'MONTHLY', 'YEAR_ROUND'],
  ],
  MIXED_USE: [
    ['Day porter', 'DAILY', 'YEAR_ROUND'],
    ['HVAC preventive maintenance', 'QUARTERLY', 'YEAR_ROUND'],
    ['Waste hauling', 'WEEKLY', 'YEAR_ROUND'],
    ['Window cleaning', 'QUARTERLY', 'YEAR_ROUND'],
  ],
  HOTEL: [
    ['Window cleaning', 'MONTHLY', 'YEAR_ROUND'],
    ['Carpet cleaning', 'QUARTERLY', 'YEAR_ROUND'],
    ['Elevator maintenance', 'MONTHLY', 'YEAR_ROUND'],
    ['General pest control', 'MONTHLY', 'YEAR_ROUND'],
    ['Seasonal color', 'QUARTERLY', 'SPRING'],
  ],
  OTHER: [
    ['Waste hauling', 'WEEKLY', 'YEAR_ROUND'],
    ['General pest control', 'QUARTERLY', 'YEAR_ROUND'],
  ],
};

/** States with real winters: their properties need snow removal too. */
export const SNOW_STATES = new Set(['CO', 'IL']);
export const SNOW_REQUIREMENT: TRequirement = ['Snow plowing', 'PER_EVENT', 'WINTER'];
