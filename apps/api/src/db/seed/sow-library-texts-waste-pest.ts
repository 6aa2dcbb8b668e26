import type { TSowBaseText } from './sow-library-texts-common.js';

const HAULER_SAFETY = [
  '- Drivers hold a CDL with a current DOT medical card; trucks inspected daily (FMCSA pre-trip) with backup alarms and cameras.',
  '- No backing without a spotter in pedestrian areas; hauls avoid school and resident move-in hours where the property manager says so.',
];

const PEST_SAFETY = [
  '- Applicators hold the state structural pest control license in the category of the work; products EPA-registered and used strictly per the label.',
  '- Integrated pest management (IPM): inspection and exclusion first, baits and targeted treatments before sprays; no broadcast spraying indoors.',
  '- SDS and product labels on file with the property manager; notice to residents or guests before interior treatments where state law requires.',
];

const PEST_INSURANCE = { extra: ['Pollution liability of at least $1,000,000 each claim, covering pesticide application.'] } as const;

/** Waste and Pest Control: hauling and integrated pest management. */
export const WASTE_PEST_TEXTS: readonly TSowBaseText[] = [
  {
    service: 'Waste hauling',
    title: 'Municipal Solid Waste Collection',
    scope: [
      'Contractor provides containers and collects municipal solid waste on the agreed schedule.',
      '- Front-load dumpsters (2–8 cu yd) or roll-offs as listed per property; containers clean, painted, with lids and locks where required.',
      '- Collect on schedule, return containers to the enclosure and close gates and lids.',
      '- Pick up spillage around containers caused by the collection.',
      '- Annual review of container sizes and pick-up frequency against use, with a right-sizing proposal.',
    ],
    schedule: [
      '- Per the container list (typically 2–6 collections a week); extra pick-ups within 24 hours of request.',
      '- No collection before 7:00 a.m. at residential and hotel properties.',
    ],
    season: ['Year-round, including holidays per the hauler’s published calendar (missed holiday pick-ups made up within 1 day).'],
    materials: [
      '- Containers, lids, casters and locks; replacement of damaged containers within 5 business days.',
      '- Containers steam-cleaned twice a year (quarterly at hotel and restaurant enclosures).',
    ],
    exclusions: ['- Hazardous, medical and universal waste (batteries, lamps, electronics), tires and liquids.', '- Bulk items (the bulk removal service).'],
    standards: [
      '- No missed collections; a missed pick-up collected within 24 hours at no charge.',
      '- Overflowing containers reported with photos and right-sized within 2 weeks.',
      '- Enclosure gates and pads undamaged by trucks; damage repaired at the Contractor’s cost.',
    ],
    safety: HAULER_SAFETY,
    insurance: { auto: 5_000_000, extra: ['Pollution liability of at least $1,000,000 covering spills during collection and transport.'] },
    reporting: [
      '- Monthly service verification by container and date (from the truck’s onboard system).',
      '- Tonnage estimates per property for sustainability reporting.',
      '- Photos of overflowing, contaminated or blocked containers on the day found.',
    ],
  },
  {
    service: 'Recycling',
    title: 'Single-Stream Recycling Collection',
    scope: [
      'Contractor collects single-stream recyclables (paper, cardboard, metal cans, plastics #1–#2, glass where accepted) and takes them to a licensed recovery facility.',
      '- Supply labeled recycling containers and signage showing accepted materials.',
      '- Report contamination with photos before rejecting a load.',
      '- Cardboard balers serviced and bales collected where installed.',
    ],
    schedule: [
      '- Weekly or as the container list states; cardboard-heavy retail sites twice weekly.',
      '- Extra collections within 24 hours of request (move-in weeks, holiday retail peaks).',
    ],
    season: ['Year-round; collections follow the waste schedule, with an extra collection in the week after major holidays.'],
    materials: [
      '- Blue containers with recycling decals in English and Spanish.',
      '- Tenant and resident education flyers once a year and at each new lease-up.',
    ],
    exclusions: ['- Shredding of confidential documents and e-waste.', '- Organics and food waste collection (quoted where the city requires it).'],
    standards: [
      '- No missed collections; contamination under 10% by annual audit.',
      '- Material goes to a licensed materials recovery facility (never landfilled) with tickets on request.',
    ],
    safety: HAULER_SAFETY,
    insurance: { auto: 5_000_000 },
    reporting: [
      '- Monthly tonnage or volume per property and the diversion rate, in a format ENERGY STAR Portfolio Manager and ESG reports accept.',
      '- Contamination photos and notices to the property manager within 24 hours.',
    ],
  },
  {
    service: 'Bulk item removal',
    title: 'Bulk Item Removal',
    scope: [
      'Contractor removes furniture, appliances, mattresses and other bulky items left at the property.',
      '- Load items from the curb, enclosure or the unit as the work order says; sweep the area.',
      '- Appliances with refrigerants recovered by EPA 608-certified technicians before disposal; mattresses recycled where a program exists.',
      '- Donate usable furniture where a partner charity accepts it; receipts to the property manager.',
    ],
    schedule: ['- On request, within 2 business days.', '- Scheduled move-out sweeps at student housing in May and August, daily for the move-out week.'],
    season: ['Year-round; peak at lease ends (May – August).'],
    materials: ['- Box trucks or dump trailers, dollies, moving blankets and straps.', '- Mattress bags for bed-bug suspect items.'],
    exclusions: [
      '- Hazardous waste (paint, chemicals, fuel), tires and construction debris over 2 cu yd unless quoted.',
      '- Items inside occupied units without the resident’s written consent.',
    ],
    standards: ['- Area clear and swept within the visit.', '- Items disposed of at licensed facilities with tickets kept for 3 years; nothing dumped.'],
    safety: [...HAULER_SAFETY, '- Two-person lifts for items over 50 lb; gloves and steel-toe boots.'],
    insurance: {},
    reporting: ['- Before and after photos per pick-up.', '- Item counts, disposal and donation receipts with the invoice.'],
  },
  {
    service: 'Compactor service',
    title: 'Trash Compactor Hauling and Maintenance',
    scope: [
      'Contractor hauls, maintains and repairs stationary or self-contained compactors.',
      '- Haul and return the container when full or on schedule; clean the charge box area.',
      '- Quarterly preventive maintenance: hydraulics, rams, seals, electrical, safety interlocks and signage.',
      '- Repairs within 24 hours; a spare container or extra hauls while a compactor is down.',
    ],
    schedule: ['- Hauls on call or when the fullness monitor reaches 85%.', '- Quarterly maintenance on weekdays 7:00 a.m. – 3:00 p.m.'],
    season: ['Year-round. Hauls between 7:00 a.m. and 6:00 p.m.; none during move-in weekends at residential properties.'],
    materials: [
      '- Hydraulic fluid, seals and wear parts included in maintenance; major parts quoted.',
      '- Deodorizer and degreaser for the charge box and pad.',
    ],
    exclusions: ['- Damage from misuse (reported with photos) and electrical supply faults.', '- Compactor replacement (quoted).'],
    standards: ['- Compactor available at least 98% of the time.', '- Hauls within 24 hours of the call; no container left over 100% full.'],
    safety: [...HAULER_SAFETY, '- Compactors meet ANSI Z245.2; lockout/tagout during maintenance; key switches and interlocks working.'],
    insurance: { auto: 5_000_000 },
    reporting: ['- Haul tickets with weights per property.', '- Maintenance reports with photos; repair quotes within 2 business days.'],
  },
  {
    service: 'General pest control',
    title: 'General Pest Control (Integrated Pest Management)',
    scope: [
      'Contractor inspects and treats for common crawling and flying insects using integrated pest management.',
      '- Interior service of common areas, kitchens, trash rooms, mechanical rooms and units on request; exterior perimeter treatment.',
      '- Seal small gaps and recommend exclusion repairs; monitoring glue boards in kitchens and storage.',
      '- Treat for ants, cockroaches, spiders, silverfish and stinging insects; fire-ant mound treatment in the South.',
    ],
    schedule: [
      '- Monthly scheduled service on the same week each month.',
      '- Call-backs within 24 hours (same day for hotels and food areas) at no extra charge.',
    ],
    season: ['Year-round; exterior treatments increase April – October.'],
    materials: [
      '- Gel baits, insect growth regulators and targeted residuals; all EPA-registered and labeled for the site.',
      '- Monitoring devices numbered and mapped.',
    ],
    exclusions: ['- Termites, bed bugs, rodents and wildlife (separate services).', '- Fumigation.'],
    standards: ['- Monitoring counts trending down; no live roach activity in common kitchens at inspection.', '- Call-backs resolved within 2 visits.'],
    safety: PEST_SAFETY,
    insurance: PEST_INSURANCE,
    reporting: [
      '- A service report each visit: areas serviced, pests found, products with EPA registration numbers, quantities and the applicator’s license number.',
      '- Sanitation and exclusion recommendations with photos.',
      '- A trend report each quarter.',
    ],
  },
  {
    service: 'Termite control',
    title: 'Termite Inspection, Baiting and Treatment',
    scope: [
      'Contractor inspects for subterranean and drywood termites and protects the buildings with baiting or liquid treatment.',
      '- Annual wood-destroying insect inspection of each building.',
      '- Install and monitor in-ground bait stations around the perimeter at 10–20 ft spacing.',
      '- Treat active infestations with a liquid termiticide or localized treatment; a renewable warranty on the structures.',
    ],
    schedule: ['- Bait stations monitored quarterly.', '- Annual inspection and warranty renewal in the same month each year.'],
    season: ['Year-round; swarm season in spring (February – May) is watched with extra calls at no charge.'],
    materials: ['- Bait stations and EPA-registered termiticides; station locks.', '- Moisture meter for suspect areas.'],
    exclusions: ['- Repair of termite damage; fumigation (quoted).', '- Moisture problems that invite termites (reported for the property to fix).'],
    standards: [
      '- Every station checked and logged each quarter.',
      '- Warranty covers re-treatment (and repair where stated) of new infestations; swarm calls answered within 48 hours.',
    ],
    safety: PEST_SAFETY,
    insurance: PEST_INSURANCE,
    reporting: ['- A station map and monitoring log.', '- The annual inspection report and the state-required wood-destroying insect forms.'],
  },
  {
    service: 'Rodent control',
    title: 'Rodent Control and Exclusion',
    scope: [
      'Contractor controls rats and mice with exterior bait stations, interior traps and exclusion.',
      '- Tamper-resistant exterior bait stations at 50–100 ft intervals around buildings and dumpster enclosures, anchored and labeled.',
      '- Interior snap traps or multi-catch traps (no rodenticide indoors); remove dead rodents.',
      '- Exclusion: seal openings over 1/4 in with steel wool, hardware cloth or sealant; door sweeps where gaps exist.',
    ],
    schedule: ['- Monthly service (twice monthly at food and hotel sites).', '- Urgent calls (rodent seen in guest or food areas) within 24 hours.'],
    season: ['Year-round; exclusion inspection in autumn before rodents move indoors.'],
    materials: ['- EPA-registered rodenticides in locked stations only; traps, sealants and exclusion materials.', '- Stations numbered to the map.'],
    exclusions: ['- Wildlife (raccoons, bats, birds, snakes).', '- Structural repairs beyond minor exclusion.'],
    standards: ['- Station map current; bait consumption and captures trending down.', '- No activity at food areas 60 days after the program starts.'],
    safety: PEST_SAFETY,
    insurance: PEST_INSURANCE,
    reporting: ['- A station-by-station log each visit and a map.', '- Exclusion recommendations with photos and locations.'],
  },
];
