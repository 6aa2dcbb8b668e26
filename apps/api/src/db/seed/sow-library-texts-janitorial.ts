import type { TSowBaseText } from './sow-library-texts-common.js';

const JANITORIAL_SAFETY = [
  '- OSHA Hazard Communication (1910.1200): SDS for every chemical on site, secondary containers labeled, staff trained.',
  '- OSHA Bloodborne Pathogens (1910.1030) training for anyone cleaning restrooms or bodily fluids; spill kits on each cart.',
  '- “Wet floor” signs at every wet area until dry; cords routed away from walk paths.',
  '- Background checks for every worker with building access; badges worn; keys and access cards signed out and never copied.',
];

const JANITORIAL_BOND = 'Janitorial services bond (employee dishonesty / third-party crime) of at least $100,000 per occurrence.';

/** Janitorial: the interior cleaning texts. */
export const JANITORIAL_TEXTS: readonly TSowBaseText[] = [
  {
    service: 'Nightly office cleaning',
    title: 'Nightly Office Cleaning',
    scope: [
      'Contractor cleans all occupied office areas, common areas, restrooms and break rooms five nights a week to the standards below.',
      '- Empty all trash and recycling, replace liners, take to the designated containers; wipe spills on bins.',
      '- Vacuum carpeted traffic areas nightly and wall-to-wall weekly; dust-mop and damp-mop hard floors nightly.',
      '- Clean and disinfect restrooms: toilets, urinals, sinks, counters, partitions, mirrors, touch points; restock paper and soap.',
      '- Clean break rooms: counters, sinks, table tops, appliance exteriors, microwave interiors.',
      '- Dust horizontal surfaces within reach (to 6 ft) without moving papers; disinfect door handles, push plates, light switches, elevator buttons and railings.',
      '- Spot-clean glass at entrances, interior partitions and door glass.',
      '- Weekly: high dusting (vents, ledges above 6 ft) on a rotation; edge vacuuming; polish stainless steel.',
    ],
    schedule: [
      '- Monday – Friday, starting after 6:00 p.m. and finished by 11:00 p.m. (or as the building’s hours require).',
      '- Holidays per the building calendar; no service on the building’s observed holidays unless ordered.',
      '- Weekly and monthly tasks on a written rotation shared with the property manager.',
    ],
    season: [
      'Year-round. Service window: after the building closes (6:00 p.m. – 11:00 p.m.); access outside it only with the property manager’s written approval.',
    ],
    materials: [
      '- Contractor supplies all cleaning chemicals, equipment and trash liners; Green Seal GS-37 or EPA Safer Choice certified products where available; EPA-registered disinfectants for restrooms and touch points.',
      '- HEPA-filtered vacuums (CRI Seal of Approval), microfiber cloths and mops color-coded by area.',
      '- Paper towels, toilet tissue, hand soap and seat covers supplied by the client unless priced; the Contractor keeps par levels and orders.',
    ],
    exclusions: [
      '- Carpet extraction, floor stripping and refinishing, exterior windows (separate services).',
      '- Cleaning of tenants’ desks covered with papers, computers and personal items; kitchens of tenants with their own caterers.',
      '- Biohazard remediation beyond routine spills.',
    ],
    standards: [
      '- APPA Level 2 (“Ordinary Tidiness”) in offices and common areas; Level 1 in restrooms and lobbies.',
      '- Monthly joint inspection with a scored checklist; average score of at least 90%; any area under 80% re-cleaned within 24 hours.',
      '- Complaints logged and resolved within 24 hours (restrooms within 2 hours during business hours through the day porter or call-back).',
      '- Staffing: a named supervisor on site each night; turnover reported monthly.',
    ],
    safety: JANITORIAL_SAFETY,
    insurance: { auto: 0, extra: [JANITORIAL_BOND] },
    reporting: [
      '- Nightly log of areas cleaned and issues found (leaks, lights out, damage, security concerns).',
      '- Monthly inspection scores and complaint log to the property manager.',
      '- Monthly invoice per property with hours worked and supplies ordered.',
    ],
  },
  {
    service: 'Day porter',
    title: 'Day Porter Services',
    scope: [
      'An on-site attendant keeps lobbies, restrooms and common areas clean and stocked during business hours and answers spills and requests.',
      '- Restroom checks every hour: clean, restock, remove litter, log on the door sheet.',
      '- Lobby and entrance upkeep: glass, floors, mats, furniture, trash; walk-off mats vacuumed.',
      '- Respond to spills and requests from the property manager within 15 minutes.',
      '- Police the exterior entrances, smoking areas and parking garage lobbies twice a day.',
      '- Conference and break room resets after meetings.',
    ],
    schedule: [
      '- Monday – Friday, 8 hours a day between 7:00 a.m. and 5:00 p.m. (hours per property).',
      '- Lunch and breaks staggered so restrooms are covered; hotels and retail centers add weekend shifts as ordered.',
    ],
    season: [
      'Year-round on business days. Service window: the building’s business hours; coverage on weekends and for events when ordered 5 business days ahead.',
    ],
    materials: [
      '- A porter cart with EPA-registered disinfectant, microfiber, wet-floor signs, spill kit and restroom supplies.',
      '- A radio or phone provided by the Contractor for dispatch.',
    ],
    exclusions: ['- Heavy moves and furniture set-ups over 50 lb (quoted).', '- Work for individual tenants not ordered through the property manager.'],
    standards: [
      '- Restroom logs show a check every hour; no restroom out of paper or soap at any inspection.',
      '- Response to a call within 15 minutes; every spill coned immediately.',
      '- Porter in uniform with badge; relief porter when absent (no gap in coverage over 1 hour).',
    ],
    safety: JANITORIAL_SAFETY,
    insurance: { auto: 0, extra: [JANITORIAL_BOND] },
    reporting: [
      '- Daily checklist and restroom logs; incidents and maintenance issues reported to the property manager the same day.',
      '- Monthly invoice with hours worked by date.',
    ],
  },
  {
    service: 'Carpet cleaning',
    title: 'Carpet Hot-Water Extraction',
    scope: [
      'Contractor deep-cleans carpet by hot-water extraction to the carpet manufacturer’s warranty requirements.',
      '- Pre-vacuum with a HEPA upright; pre-spot stains; pre-spray traffic lanes.',
      '- Extract with truck-mounted or high-pressure portable units; rinse with a neutral or acidic rinse so no residue is left.',
      '- Post-groom and speed-dry with air movers; replace furniture with protective tabs under legs.',
    ],
    schedule: [
      '- Traffic areas quarterly, all carpet annually (or as the property requires); hotel corridors and ballrooms monthly when ordered.',
      '- Work after hours or on weekends, so carpet is dry (under 6 hours) before occupants return.',
    ],
    season: ['Year-round; annual full cleaning scheduled in the low season of each property (hotels) or summer (student housing between terms).'],
    materials: [
      '- Cleaning solutions approved by the carpet manufacturer (CRI Seal of Approval where available).',
      '- Truck-mounted extractor where hose runs allow, otherwise high-pressure portables; air movers.',
      '- Furniture tabs and blocks; spotting kit for coffee, ink, rust and grease.',
    ],
    exclusions: [
      '- Moving heavy furniture, files and equipment (quoted).',
      '- Permanent stains (bleach, burns, dye) and carpet repair.',
      '- Water-damage restoration.',
    ],
    standards: [
      '- Work to IICRC S100; technicians IICRC-certified (CCT or equivalent).',
      '- Carpet dry to the touch within 6 hours; no wicking stains or residue after 72 hours (re-cleaned free of charge).',
      '- Square footage cleaned matches the work order ±5%.',
    ],
    safety: [...JANITORIAL_SAFETY, '- Hoses taped or covered at doorways; truck units parked with engines off away from air intakes.'],
    insurance: {},
    reporting: ['- Before and after photos of the worst traffic areas; a list of stains that did not come out.', '- Invoice by square foot per area cleaned.'],
  },
  {
    service: 'Floor strip & wax',
    title: 'Floor Stripping and Refinishing (VCT and Resilient Floors)',
    scope: [
      'Contractor strips the old finish and applies a new floor finish on VCT, LVT and other resilient floors as the manufacturer allows.',
      '- Move light furniture; dust-mop; apply stripper and scrub with a low-speed machine; wet-vacuum and rinse twice with neutral water.',
      '- Apply sealer (1 coat) and finish (4–5 thin coats) with 30 minutes or more between coats.',
      '- Scrub and recoat (2 coats) between full strips on the schedule below.',
      '- Protect baseboards, walls and carpet edges; replace furniture.',
    ],
    schedule: [
      '- Full strip and refinish once a year; scrub and recoat every 6 months; high-traffic entrances quarterly.',
      '- Work on nights and weekends when the floor can stay closed until cured (at least 8 hours).',
    ],
    season: ['Year-round; schedule around the building calendar.'],
    materials: [
      '- Low-odor, zero-VOC stripper and finish compatible with the flooring (LVT per its manufacturer’s care guide).',
      '- Auto-scrubbers, low-speed and high-speed burnishers, wet vacs, wet-floor signs and barricade tape.',
    ],
    exclusions: ['- Stone, terrazzo, wood and sealed concrete care (quoted).', '- Floor tile repair and replacement.'],
    standards: [
      '- Uniform gloss of at least 80 on a 60° gloss meter after burnishing; no streaks, powdering or build-up at edges.',
      '- No finish on baseboards or walls; areas reopened only when dry.',
    ],
    safety: [...JANITORIAL_SAFETY, '- Areas barricaded during work; slip-resistant footwear; ventilation kept running.'],
    insurance: {},
    reporting: [
      '- Square footage and areas completed each night.',
      '- Gloss readings at completion and photos of each area.',
      '- Invoice by square foot per area.',
    ],
  },
  {
    service: 'Window cleaning',
    title: 'Interior and Exterior Window Cleaning',
    scope: [
      'Contractor cleans interior and exterior glass, frames, mullions and sills; mid- and high-rise exteriors by rope access or a suspended platform.',
      '- Exterior glass and frames on the whole building; entrance glass and doors both sides.',
      '- Interior perimeter glass where accessible without moving furniture; lobby and atrium glass.',
      '- Remove water spots, bird droppings and cobwebs; wipe sills and frames dry.',
    ],
    schedule: [
      '- Exterior: quarterly (monthly at hotels and street-level retail); interior: twice a year.',
      '- Ground-floor entrance glass weekly when ordered.',
      '- Work between 7:00 a.m. and 6:00 p.m.; high-rise drops scheduled 10 business days ahead with the building engineer.',
    ],
    season: ['Year-round, weather permitting (no rope access in winds above 25 mph, lightning or temperatures under 35 °F).'],
    materials: [
      '- Squeegees, scrubbers and pure-water-fed poles up to 60 ft.',
      '- Rope access or powered platform equipment certified for the building’s anchors.',
      '- Drop cloths and towels so no water reaches interior finishes.',
    ],
    exclusions: [
      '- Hard-water stain restoration and glass scratch removal.',
      '- Skylights and glass over 4 stories without anchors certified within the last 12 months.',
    ],
    standards: [
      '- Glass streak-free when seen from 3 ft in daylight; no drips on sills or frames.',
      '- Rope access work to IWCA I-14.1 and OSHA 1910.27; anchors certified and inspected by the building before the drop.',
    ],
    safety: [
      '- Fall protection and rope access by IWCA-trained or SPRAT/IRATA-certified technicians; a written rescue plan on site.',
      '- Drop zones barricaded with a ground attendant; no work over open entrances without cover.',
    ],
    insurance: { umbrella: 5_000_000 },
    reporting: [
      '- A schedule of drops by elevation, shared with the building engineer.',
      '- Photos of each elevation on completion; broken seals, cracked glass and failed caulking reported.',
      '- Invoice per visit per property.',
    ],
  },
  {
    service: 'Restroom sanitation',
    title: 'Restroom Deep Cleaning and Sanitation',
    scope: [
      'Contractor deep-cleans and sanitizes every restroom beyond nightly cleaning and keeps dispensers stocked.',
      '- Machine-scrub floors and grout with a neutral cleaner; clean floor drains and pour water in traps.',
      '- Descale toilets and urinals; clean partitions, walls to 8 ft, vents and light lenses.',
      '- Service dispensers: soap, towel, tissue, seat covers, feminine-hygiene units; replace odor control.',
    ],
    schedule: [
      '- Deep clean monthly (weekly at retail and hospitality properties); restocking daily.',
      '- Work after hours; restrooms closed with signs while wet.',
    ],
    season: ['Year-round. Deep cleaning outside business hours (after 7:00 p.m. or before 6:00 a.m.); at hotels between 1:00 a.m. and 5:00 a.m.'],
    materials: [
      '- EPA-registered disinfectant with a kill claim for norovirus; enzyme urinal treatment; color-coded microfiber (red for toilets and urinals only).',
      '- Floor machines with a grout brush or a spray-and-vac system.',
    ],
    exclusions: ['- Plumbing repairs (reported to the property manager).', '- Paper and soap products unless priced.'],
    standards: [
      '- No odor, visible soil, scale or stains on inspection; ATP test readings under 150 RLU on fixtures when tested.',
      '- Dispensers never empty at inspection.',
    ],
    safety: JANITORIAL_SAFETY,
    insurance: { auto: 0, extra: [JANITORIAL_BOND] },
    reporting: ['- A deep-clean checklist per restroom; plumbing problems reported the same day with photos.', '- Monthly supply use per property.'],
  },
];
