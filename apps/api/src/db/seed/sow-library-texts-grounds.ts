import type { TSowBaseText } from './sow-library-texts-common.js';

/** Landscaping & Grounds: the base texts of the catalogue's eight grounds services. */
export const GROUNDS_TEXTS: readonly TSowBaseText[] = [
  {
    service: 'Lawn mowing',
    title: 'Lawn Mowing and Turf Care',
    scope: [
      'Contractor mows, trims, edges and cleans all turf areas shown on the site map, leaving the grounds neat after every visit.',
      '- Pick up litter, branches and debris from turf and beds before mowing.',
      '- Mow all turf at the height for the grass type: 3–3.5 in for tall fescue, 2–2.5 in for bermuda and zoysia, 3.5–4 in for St. Augustine; never remove more than one third of the blade.',
      '- String-trim around buildings, signs, fences, poles, trees and bed edges.',
      '- Hard-edge curbs, sidewalks and drives every visit; bed edges every second visit.',
      '- Blow clippings off walks, drives, parking areas and entrances; clippings are mulched on turf, never blown into beds, storm drains or streets.',
      '- Alternate the mowing pattern each visit to prevent ruts and grain.',
    ],
    schedule: [
      '- Weekly during the growing season (28–32 visits a year, per the property calendar); every two weeks in the shoulder months when growth slows.',
      '- Visits on the agreed service day between 7:00 a.m. and 6:00 p.m. on weekdays; no blowers or mowers before 8:00 a.m. at residential properties or within 50 ft of occupied buildings before 9:00 a.m. on weekends.',
      '- A visit missed for rain is made up within 2 business days.',
    ],
    season: [
      'Growing season as set per property (default April 1 – November 15; year-round in Florida, southern Texas and Arizona for warm-season turf). Season start and end dates per property are recorded in the scope’s property list.',
    ],
    materials: [
      '- Commercial mowers with sharp blades (sharpened at least every 10 operating hours), string trimmers, edgers and backpack blowers.',
      '- Mower decks cleaned between properties to avoid spreading weeds and turf disease.',
      '- Equipment maintained so that no oil, fuel or hydraulic fluid leaks onto turf or pavement.',
    ],
    exclusions: [
      '- Fertilization, weed control, aeration and overseeding (separate services).',
      '- Irrigation repairs, tree work above 10 ft and bed planting.',
      '- Mowing of areas steeper than 3:1 or in standing water, unless priced as extra work.',
    ],
    standards: [
      '- Turf within 0.5 in of the specified height on inspection; uniform, with no scalping, tire ruts or uncut strips.',
      '- No clippings on hard surfaces, in beds or in drains 15 minutes after the crew leaves.',
      '- Edges straight and vertical, no more than 0.5 in of grass over curbs or walks.',
      '- Turf or plant damage from equipment reported the same day and repaired at the Contractor’s cost within 7 days.',
      '- Monthly joint walk-through with the property manager; deficiencies corrected within 48 hours of notice.',
    ],
    safety: [
      '- OSHA-compliant PPE at all times: eye and hearing protection, steel-toe boots, high-visibility vests near traffic.',
      '- Discharge chutes directed away from people, vehicles and windows; operations stop when pedestrians come within 50 ft of a trimmer or blower.',
      '- Cones placed around equipment parked in drive lanes; trailers parked only where the property manager allows.',
    ],
    insurance: {},
    reporting: [
      '- Check in and out with the site contact or the service log; each visit recorded with date, times, crew size and work done.',
      '- Before and after photos of each turf area at the first visit of every month, and of any damage found or caused.',
      '- Invoices monthly, listing each visit’s date and the property code, referencing the purchase order.',
      '- Conditions needing attention (dead turf, standing water, damaged irrigation heads) reported within 24 hours with photos.',
    ],
  },
  {
    service: 'Mulching',
    title: 'Mulch Installation in Beds and Tree Rings',
    scope: [
      'Contractor supplies and installs fresh mulch in all landscape beds and tree rings shown on the site map.',
      '- Remove litter, weeds and leaves from beds before mulching.',
      '- Re-cut bed edges to a clean 3 in deep V-edge.',
      '- Spread shredded hardwood mulch to an even finished depth of 2–3 in; existing mulch loosened first so the total depth stays under 4 in.',
      '- Keep mulch 2–3 in away from plant stems and tree trunks (no “volcano” mulching).',
      '- Sweep and blow mulch from walks, curbs and drives; remove all bags and debris from the site.',
    ],
    schedule: [
      '- One full installation per season, completed within 10 business days of the agreed start date.',
      '- Optional autumn top-dressing at half depth when ordered.',
      '- Work between 7:00 a.m. and 5:00 p.m. on weekdays; entrances and amenity areas done first.',
    ],
    season: ['Spring installation between March 15 and May 15 (the exact week per property), after spring clean-up and before seasonal color goes in.'],
    materials: [
      '- Double-shredded hardwood mulch, natural or dyed brown/black as the client chooses, free of construction debris, dyes that bleed, weeds and pests; pine straw in the Southeast when specified.',
      '- The Contractor states the cubic yards per property in the bid; delivery tickets show the yardage installed.',
      '- Pre-emergent herbicide under mulch only when priced separately and applied by a licensed applicator.',
    ],
    exclusions: [
      '- Rock, rubber or decorative stone ground cover.',
      '- Plant replacement and bed redesign.',
      '- Mulch removal and disposal when the existing depth exceeds 4 in (priced as extra work on request).',
    ],
    standards: [
      '- Depth verified by probe at 5 random points per bed: 2–3 in finished, no bare spots.',
      '- Uniform color across the property; no mulch against stems, trunks, siding or weep holes.',
      '- Hard surfaces clean at the end of each day; stockpiles never left overnight on pavement without cones and the property manager’s approval.',
      '- Punch-list items corrected within 3 business days of the walk-through.',
    ],
    safety: [
      '- OSHA PPE: gloves, eye protection, dust masks when spreading dyed mulch; high-visibility vests near traffic.',
      '- Delivery trucks and loaders staged only where the property manager allows; a spotter when backing.',
      '- Mulch piles at least 20 ft from buildings (fire risk from heat build-up) and never over storm drains.',
    ],
    insurance: {},
    reporting: [
      '- Start and completion dates confirmed by email to the property manager.',
      '- Before and after photos of each bed area.',
      '- Invoice with the cubic yards installed per property and the delivery tickets attached.',
    ],
  },
  {
    service: 'Irrigation maintenance',
    title: 'Irrigation System Inspection and Maintenance',
    scope: [
      'Contractor inspects, adjusts and maintains the automatic irrigation system so that turf and plantings receive even coverage without waste.',
      '- Run each zone monthly and inspect heads, nozzles, drip lines and valves.',
      '- Adjust arcs and heads so no water falls on buildings, walks, streets or parking areas.',
      '- Clean or replace clogged nozzles and filters; straighten and raise sunken heads.',
      '- Adjust controller run times to the season and evapotranspiration; enable rain and freeze sensors.',
      '- Repair leaks, broken heads and lateral lines under 1.5 in; larger repairs quoted first.',
    ],
    schedule: [
      '- One full inspection a month during the irrigation season; controller adjustment at each visit.',
      '- Emergency response (main line break, stuck valve flooding): on site within 4 hours, 24/7.',
      '- Routine repairs completed within 5 business days of approval.',
    ],
    season: [
      'Irrigation season per property (default April 15 – October 15 in freezing climates; year-round in Florida, Texas and Arizona). Start-up and winterization are a separate service.',
    ],
    materials: [
      '- Replacement heads, nozzles and valves of the same brand and model as installed (Rain Bird, Hunter or Toro), or approved equivalents.',
      '- Repair parts up to $75 per visit included; parts above that quoted and approved before installation.',
      '- Zone map and controller keys kept by the property manager; the Contractor updates the map when zones change.',
    ],
    exclusions: [
      '- Backflow preventer testing (a separate, certified service).',
      '- Main line, pump station and controller replacement, and repairs from damage by others (quoted).',
      '- Water charges.',
    ],
    standards: [
      '- Every zone runs and shuts off at each inspection; no visible leaks, geysers or pooling.',
      '- Coverage: no dry spots larger than 3 ft across after adjustment; no overspray onto hard surfaces.',
      '- Emergency calls answered within 30 minutes and on site within 4 hours.',
      '- Water use reviewed with the property manager quarterly against the prior year.',
    ],
    safety: [
      '- Utility locate (811) requested before digging more than 12 in.',
      '- Lockout of the controller and isolation valve before repairs; trenches coned and backfilled the same day.',
      '- Contractor holds the state irrigation license where required (e.g. Texas TCEQ Licensed Irrigator).',
    ],
    insurance: {},
    reporting: [
      '- A monthly inspection report per zone: working, adjusted, repaired, needs quote.',
      '- Photos of every repair before backfilling.',
      '- Controller schedule changes logged; invoices itemize parts and labor hours by property.',
    ],
  },
  {
    service: 'Irrigation start-up & winterization',
    title: 'Irrigation Spring Start-up and Autumn Winterization',
    scope: [
      'Contractor opens the irrigation system each spring and blows it out each autumn so that no pipe, valve or backflow preventer freezes.',
      '1. Spring: open the main valve slowly, pressurize, run and inspect every zone, set the controller schedule, install the backflow assembly if removed.',
      '2. Spring: list every broken head, leak or faulty valve with a repair quote.',
      '3. Autumn: shut off and drain the main supply, blow out every zone with compressed air, open drain valves, insulate or remove the backflow preventer, set the controller to off or rain mode.',
    ],
    schedule: [
      '- Start-up once in spring after the last hard freeze; winterization once in autumn before the first hard freeze.',
      '- Dates confirmed with the property manager at least 5 business days ahead.',
    ],
    season: ['Start-up window April 1 – May 1; winterization window October 1 – November 1 (adjusted per property to local frost dates).'],
    materials: [
      '- Tow-behind compressor sized to the system (at least 185 CFM for commercial systems), regulated to 50–80 psi.',
      '- Insulating covers for backflow assemblies left in place.',
    ],
    exclusions: [
      '- Repairs found at start-up (quoted separately).',
      '- Backflow testing and certification.',
      '- Freeze damage when the client has not scheduled winterization before the first hard freeze.',
    ],
    standards: [
      '- Blow-out continues on each zone until no water mist appears; zones are not run dry for more than 2 minutes.',
      '- Freeze damage to a system the Contractor winterized is repaired at the Contractor’s cost.',
      '- Start-up leaves every zone running with the controller set for the season.',
    ],
    safety: [
      '- Eye and hearing protection when using compressed air; air pressure never above 80 psi.',
      '- Compressors parked with wheel chocks and cones; hoses routed out of walkways.',
    ],
    insurance: {},
    reporting: [
      '- A start-up and a winterization checklist per property, signed by the technician.',
      '- Photos of the backflow assembly and controller setting at completion.',
      '- Repair quotes sent within 2 business days of start-up.',
    ],
  },
  {
    service: 'Tree trimming',
    title: 'Tree Pruning and Clearance Trimming',
    scope: [
      'Certified arborists prune trees on the property for clearance, health, structure and storm safety to ANSI A300 standards.',
      '- Remove dead, diseased, broken and crossing limbs over 1 in diameter.',
      '- Raise canopies to 8 ft over walks and 14 ft over drives, parking and fire lanes.',
      '- Clear branches at least 5 ft from roofs, walls, signs and light poles; keep sight lines at entrances clear.',
      '- Remove suckers and water sprouts; chip and haul away all debris the same day.',
    ],
    schedule: [
      '- Full-property pruning once a year; hazard and storm calls as ordered.',
      '- Storm response: hazardous limbs over walks, drives or buildings made safe within 4 hours of the call, 24/7.',
      '- Work between 7:00 a.m. and 5:00 p.m. on weekdays, scheduled 5 business days ahead.',
    ],
    season: [
      'Routine pruning in the dormant season (November 15 – March 1); oaks in oak-wilt regions (Texas, the Midwest) pruned only December 1 – January 31. Hazard work any time.',
    ],
    materials: [
      '- Aerial lift or bucket truck, chipper, hand and pole saws; no climbing spikes on trees that are being kept.',
      '- Pruning tools disinfected between oak trees in oak-wilt regions; wounds on oaks painted within 30 minutes.',
    ],
    exclusions: [
      '- Tree removal and stump grinding (quoted per tree).',
      '- Work within 10 ft of energized power lines (the utility’s line-clearance crew).',
      '- Treatment for insects or disease unless ordered.',
    ],
    standards: [
      '- Cuts at the branch collar; no flush cuts, stubs, topping or lion-tailing; no more than 25% of the live crown removed in one year.',
      '- Site clean to pre-work condition the same day: no sawdust, chips or limbs on turf or pavement.',
      '- Every crew led by an ISA Certified Arborist on site.',
    ],
    safety: [
      '- Work to ANSI Z133: hard hats, eye and hearing protection, chainsaw chaps, fall protection in lifts.',
      '- Drop zones barricaded and staffed; vehicles moved or protected before work above parking.',
      '- Aerial lift operators trained per OSHA 1910.67; qualified line-clearance distances observed near power lines.',
    ],
    insurance: { umbrella: 2_000_000 },
    reporting: [
      '- A tree list with location, species, work done and condition notes after each visit.',
      '- Photos of any hazardous tree found, with a recommendation within 24 hours.',
      '- Invoices by crew hour and equipment, per property, referencing the work order.',
    ],
  },
  {
    service: 'Seasonal color',
    title: 'Seasonal Color (Annual Flower) Installation and Care',
    scope: [
      'Contractor designs, installs and maintains annual flowers in the entrance and feature beds.',
      '- Submit a planting plan with plant list, colors and quantities 3 weeks before each rotation.',
      '- Remove spent plants, amend soil with 2 in of compost, install plants at the spacing in the plan.',
      '- Water in, apply slow-release fertilizer, and mulch or pine straw to 1 in.',
      '- Deadhead, weed and replace failed plants at each maintenance visit.',
    ],
    schedule: [
      '- Rotations: spring and autumn (two a year), or four a year at hotel and retail entrances when ordered.',
      '- Maintenance every two weeks between rotations.',
    ],
    season: [
      'Spring rotation after the last frost (April 15 – May 15 in the north, March 1 – 31 in the south); autumn rotation September 15 – October 31 (pansies, mums, ornamental kale).',
    ],
    materials: [
      '- 4 in pots or flats from a licensed nursery, healthy, pest-free and in bud or bloom at installation.',
      '- Compost, slow-release fertilizer, mulch; the Contractor states plant counts per bed in the bid.',
    ],
    exclusions: ['- Perennials, shrubs and container planters unless listed.', '- Irrigation repairs; hand watering beyond establishment (first 2 weeks).'],
    standards: [
      '- Beds fully planted at the plan spacing; at least 95% of plants alive and in bloom at any inspection.',
      '- Failed plants replaced within 7 days at no charge during the first 30 days.',
      '- Beds weed-free and deadheaded; no soil on walks after installation.',
    ],
    safety: ['- Gloves and eye protection; fertilizer handled per its SDS.', '- Cones and a spotter when working in entrance beds next to traffic.'],
    insurance: {},
    reporting: ['- Planting plan for approval; photos of each bed after installation.', '- Invoices list plant counts and varieties per bed.'],
  },
  {
    service: 'Fertilization & weed control',
    title: 'Turf Fertilization and Weed Control Program',
    scope: [
      'Licensed applicators fertilize turf and control broadleaf and grassy weeds in turf, beds and pavement cracks.',
      '- Five to seven applications a year per the program below, matched to the grass type.',
      '- Pre-emergent crabgrass control in early spring and, in the South, autumn.',
      '- Post-emergent spot treatment of broadleaf weeds; non-selective spot treatment of weeds in cracks, curbs and gravel.',
      '- Soil test every second year; lime or sulfur when the test calls for it.',
    ],
    schedule: [
      '1. Early spring: pre-emergent with fertilizer.',
      '2. Late spring: fertilizer with broadleaf control.',
      '3. Early summer: slow-release fertilizer, spot weed control.',
      '4. Late summer: spot weed control, grub control where history shows it.',
      '5. Autumn: fertilizer (cool-season turf) and pre-emergent (warm-season turf).',
    ],
    season: ['Program from the first soil temperature above 55 °F in spring through the last autumn application before dormancy; dates per property.'],
    materials: [
      '- EPA-registered products labeled for the site and turf type, applied at label rates; slow-release nitrogen of at least 30%.',
      '- Phosphorus only when a soil test shows a deficiency (state nutrient rules).',
      '- Calibrated spreaders and sprayers; a marker dye in liquid applications.',
    ],
    exclusions: ['- Aeration, overseeding and disease treatment (quoted).', '- Tree and shrub care.'],
    standards: [
      '- Broadleaf weeds under 5% of turf area by mid-summer; crabgrass under 3%.',
      '- No product on hard surfaces, in drains or water features; no application before forecast rain over 0.5 in or in winds above 10 mph.',
      '- Turf burn or damage from an application repaired at the Contractor’s cost.',
    ],
    safety: [
      '- Applicators hold the state commercial pesticide license for turf and ornamentals; EPA label directions followed.',
      '- Posting flags at entrances to treated areas per state law, left for 24 hours; notification registry respected.',
      '- SDS for every product on file with the property manager; spill kit on each truck.',
    ],
    insurance: { extra: ['Pollution liability of at least $1,000,000 each claim covering pesticide and fertilizer application.'] },
    reporting: [
      '- An application record each visit: product, EPA registration number, rate, area, weather, applicator and license number.',
      '- Soil test results and the program for the next year by December 1.',
    ],
  },
  {
    service: 'Leaf removal',
    title: 'Autumn Leaf Clean-up and Removal',
    scope: [
      'Contractor removes fallen leaves from turf, beds, hard surfaces, and drains.',
      '- Blow and vacuum leaves from turf, beds, walks, parking areas and stairwells.',
      '- Clear leaves from storm drain grates, area drains and window wells.',
      '- Haul leaves off site or mulch them into turf where the layer is under 0.5 in.',
      '- Final clean-up after the last leaf drop includes cutting back perennials.',
    ],
    schedule: [
      '- Every two weeks during leaf drop (4–6 visits), plus the final clean-up.',
      '- Storm drain grates cleared within 24 hours of a request before forecast heavy rain.',
    ],
    season: ['October 1 – December 15 (per property; most leaf drop late October to late November).'],
    materials: ['- Backpack and walk-behind blowers, truck-mounted leaf vacuums, tarps.', '- Leaves taken to a composting facility; disposal fees included.'],
    exclusions: ['- Gutter and roof cleaning (a separate service).', '- Leaves from neighboring properties after the final clean-up.'],
    standards: [
      '- After each visit, at least 95% of leaves removed from turf and beds and 100% from walks, drives and drains.',
      '- No leaves blown into streets, neighboring properties or drains.',
      '- Final clean-up complete by the last service date.',
    ],
    safety: [
      '- Hearing and eye protection; blowers not used within 50 ft of people.',
      '- Quiet hours observed at residential properties (no blowers before 8:00 a.m.).',
    ],
    insurance: {},
    reporting: ['- A visit log with photos of drains and entrances after each visit.', '- Invoices per visit and per property.'],
  },
];
