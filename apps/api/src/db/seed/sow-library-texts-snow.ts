import type { TSowBaseText } from './sow-library-texts-common.js';

const SNOW_SEASON =
  'Snow season per property, by default November 1 – April 15 (October 15 – May 1 at Colorado Front Range properties). Equipment staged on site or within 30 minutes of it by the season start; season dates per property are in the scope’s property list.';

const SNOW_SAFETY = [
  '- Operators trained in winter equipment operation; plows with working lights, strobes and backup alarms.',
  '- High-visibility outerwear (ANSI/ISEA 107 Class 2 or 3) for everyone on foot in lots.',
  '- No plowing or piling that blocks fire hydrants, fire department connections, fire lanes, exits or ADA spaces and routes.',
  '- Crews rested under a written fatigue policy: no operator works more than 16 hours in 24.',
];

/** Snow & Ice: storm response texts (the trigger depths and clearing times are what vendors price). */
export const SNOW_TEXTS: readonly TSowBaseText[] = [
  {
    service: 'Snow plowing',
    title: 'Snow Plowing of Drives and Parking Areas',
    scope: [
      'Contractor plows all drives, parking lots, loading docks and fire lanes shown on the site map during and after every snow event that reaches the trigger depth.',
      '- Plowing begins at 2 inches of accumulation and continues in passes so that no more than 2 inches lie on pavement while snow falls.',
      '- Clear entrances, fire lanes and accessible parking first, then drive aisles, then parking stalls, then loading docks.',
      '- Push snow to the storage areas on the site map, never onto walks, islands with plantings, drains, hydrants or against buildings.',
      '- Clean-up pass after the snowfall ends, plowing to pavement edge to edge, including stalls vacated by cars.',
      '- Windrows left across drive entrances and at the street removed.',
    ],
    schedule: [
      '- Per event: the Contractor monitors the forecast and mobilizes without a call when the trigger is reached.',
      '- Office and retail lots clear by 6:00 a.m. for business opening; multi-family lots cleared in phases with notice to residents to move cars.',
      '- A new event begins after 12 hours without snowfall.',
    ],
    season: [SNOW_SEASON],
    materials: [
      '- Pickup and loader-mounted plows and box pushers sized to the lot; a skid steer for docks and tight areas.',
      '- Rubber cutting edges near pavers, decorative concrete and speed bumps.',
      '- Snow stakes installed along curbs, islands and hydrants before November 15, removed after the season.',
    ],
    exclusions: [
      '- Sidewalk shoveling, de-icing and hauling (separate services unless combined in a seasonal contract).',
      '- Roof snow removal.',
      '- Moving parked vehicles.',
    ],
    standards: [
      '- Plowing begins at 2 inches of accumulation; the Contractor is on site within 1 hour of the trigger.',
      '- Lots fully cleared within 4 hours after snowfall ends (6 hours for lots over 5 acres).',
      '- Fire lanes and building entrances never covered by more than 2 inches during an event.',
      '- Damage to curbs, turf, signs, lights and cars reported within 24 hours; turf damage repaired in spring by May 15 at the Contractor’s cost.',
    ],
    safety: SNOW_SAFETY,
    insurance: { umbrella: 5_000_000 },
    reporting: [
      '- An event log per property: snowfall start and end, accumulation measured on site, arrival and departure times, equipment and operators.',
      '- Time-stamped photos on arrival, mid-event and at completion (GPS-tagged where the app allows).',
      '- Event summary to the property manager within 24 hours; invoices per event referencing the log.',
    ],
  },
  {
    service: 'Sidewalk shoveling',
    title: 'Sidewalk, Entrance and Ramp Snow Clearing',
    scope: [
      'Contractor clears walks, entrances, stairs, ramps and the paths between parking and doors, by hand or with small equipment.',
      '- Clearing begins at 1 inch of accumulation and continues so walks are passable during the event.',
      '- Clear to bare pavement the full walk width, including curb ramps and crosswalks to the lot.',
      '- Clear building entrances, emergency exits to a public way, dumpster enclosure doors and mailbox areas.',
      '- Clear snow around fire hydrants and fire department connections 3 ft all round.',
    ],
    schedule: [
      '- Per event, with the plow crew; walks at office and retail properties clear by 6:00 a.m., at hotels and multi-family properties by 7:00 a.m. and kept passable around the clock.',
      '- Return visits every 4 hours while snow falls and after drifting.',
    ],
    season: [SNOW_SEASON],
    materials: [
      '- Snow shovels and pushers, walk-behind snow blowers, sidewalk tractors with brushes.',
      '- Plastic blades on pavers, stamped concrete and heated walks.',
    ],
    exclusions: ['- De-icing material (the de-icing service).', '- Roofs, balconies and private patios.'],
    standards: [
      '- Clearing begins at 1 inch; crew on site within 1 hour of the trigger.',
      '- Walks and entrances cleared to pavement within 2 hours after snowfall ends.',
      '- Accessible routes and curb ramps passable for wheelchairs (36 in clear width at least) at all times during business hours.',
    ],
    safety: [...SNOW_SAFETY, '- Snow blowers never cleared by hand; engines off and a clearing tool used.'],
    insurance: {},
    reporting: [
      '- An event log of arrival, departure and the areas cleared, with time-stamped photos of entrances and ramps.',
      '- Slip or fall incidents seen by the crew reported to the property manager immediately.',
    ],
  },
  {
    service: 'De-icing & salting',
    title: 'De-icing and Anti-icing of Lots and Walkways',
    scope: [
      'Contractor prevents and removes ice on lots, drives, walks, stairs and ramps.',
      '- Anti-icing: liquid brine applied up to 24 hours before a forecast storm.',
      '- De-icing after each plowing and clearing pass and whenever refreeze is forecast.',
      '- Inspection and spot treatment on mornings when pavement is below 32 °F after melting, including freezing rain and ice events without snow.',
    ],
    schedule: [
      '- Per event and per refreeze call; the Contractor checks pavement temperatures and treats before 6:00 a.m. at office and retail sites.',
      '- Freezing rain: treatment begins at the first ice and continues until the event ends.',
    ],
    season: [SNOW_SEASON],
    materials: [
      '- Rock salt (sodium chloride) at 3–6 lb per 1,000 sq ft as the pavement temperature requires; treated salt or calcium/magnesium chloride below 15 °F.',
      '- Pet- and concrete-safe de-icer (calcium magnesium acetate or equivalent) on new concrete (under 1 year), pavers and hotel entrances.',
      '- Calibrated spreaders; salt stored covered, on an impervious pad, away from drains.',
    ],
    exclusions: ['- Sand clean-up in spring (priced on request).', '- Ice on roofs and gutters.'],
    standards: [
      '- Walks and entrances free of ice within 2 hours after treatment; lots within 4 hours.',
      '- No salt piles left on pavement; rates recorded so overuse can be spotted.',
      '- Salt damage to turf and beds along walks repaired in spring at the Contractor’s cost when the rates were exceeded.',
    ],
    safety: [...SNOW_SAFETY, '- SDS for every de-icer on file; gloves and eye protection when handling chlorides.'],
    insurance: {},
    reporting: [
      '- Each application logged: time, pavement temperature, product, pounds or gallons applied and the areas treated.',
      '- Photos of entrances after treatment; season totals of material per property at season end.',
    ],
  },
  {
    service: 'Snow hauling',
    title: 'Snow Relocation and Off-site Hauling',
    scope: [
      'When on-site storage is full or piles block parking, sight lines or drainage, the Contractor loads and hauls snow to a permitted disposal site.',
      '- Loader and dump trucks sized to the volume; piles removed to the pavement.',
      '- Melt areas relocated away from drains that would refreeze across drives.',
    ],
    schedule: [
      '- On request of the property manager or when piles exceed the limits below; started within 24 hours of approval.',
      '- Overnight work (10:00 p.m. – 6:00 a.m.) at retail and office lots to avoid traffic.',
    ],
    season: [SNOW_SEASON],
    materials: [
      '- Wheel loaders (3 cu yd bucket or larger) and tandem dump trucks.',
      '- A flagger for truck movements on public streets; street permits where the city requires them.',
    ],
    exclusions: ['- Disposal-site fees are passed through at cost with receipts.', '- Hauling on days the disposal site is closed.'],
    standards: [
      '- Piles kept below 8 ft and at least 10 ft from buildings, hydrants and sight triangles at exits.',
      '- Hauling complete within the approved window; the lot left plowed and treated afterwards.',
    ],
    safety: [...SNOW_SAFETY, '- Spotters for every backing truck; CDL drivers with current medical cards.'],
    insurance: { umbrella: 5_000_000 },
    reporting: [
      '- Load tickets with the truck count and disposal site per job.',
      '- Before and after photos of each pile location.',
      '- Invoices by equipment hour referencing the approval.',
    ],
  },
  {
    service: 'Snow & ice seasonal contract',
    title: 'Seasonal Snow and Ice Management (Fixed Price)',
    scope: [
      'One contractor is responsible for all snow and ice management at the property for the season for a fixed seasonal price: plowing, walk clearing, de-icing and anti-icing, and hauling up to the capped amount.',
      '- Plowing begins at 2 inches of accumulation; walks at 1 inch; de-icing at any ice.',
      '- Pre-season site visit with the property manager to agree the site map: priority areas, storage areas, no-push zones, hazards.',
      '- Snow stakes and reflective markers installed before the season.',
    ],
    schedule: [
      '- Unlimited events during the season; the Contractor mobilizes on the trigger without a call.',
      '- Priority order: fire lanes and entrances, accessible spaces and routes, drive aisles, stalls, docks.',
    ],
    season: [SNOW_SEASON],
    materials: [
      '- Equipment and de-icing materials as in the separate plowing, shoveling and de-icing texts, all included in the seasonal price.',
      '- Hauling included up to 20 truck-hours per season; above that at the agreed hourly rate.',
    ],
    exclusions: [
      '- Roof snow removal, gutters and private balconies.',
      '- Events declared a state of emergency with travel bans (handled as agreed extra work).',
    ],
    standards: [
      '- On site within 1 hour of a trigger; lots clear within 4 hours and walks within 2 hours of the end of snowfall.',
      '- Zero uncleared entrances at business opening (6:00 a.m. for offices and retail).',
      '- Response-time misses credited at 10% of the per-event value for each miss.',
    ],
    safety: SNOW_SAFETY,
    insurance: { umbrella: 5_000_000 },
    reporting: [
      '- An event log and time-stamped photos for every event; a season report by April 30: events, accumulation, materials used, incidents.',
      '- Invoices in equal monthly installments November – March.',
    ],
  },
];
