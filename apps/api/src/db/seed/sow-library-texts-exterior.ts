import type { TSowBaseText } from './sow-library-texts-common.js';

const WASHING_WATER = [
  '- Wash water recovered and disposed of per the Clean Water Act and local stormwater rules: drains covered with mats or berms, water reclaimed by vacuum, no detergent or oil to storm drains.',
];

/** Exterior: paved areas, facades and roofs. */
export const EXTERIOR_TEXTS: readonly TSowBaseText[] = [
  {
    service: 'Parking-lot sweeping',
    title: 'Parking-Lot and Drive Sweeping',
    scope: [
      'Contractor sweeps parking lots, drive lanes, and parking structures and picks litter by hand.',
      '- Mechanical sweeping of all paved areas with a regenerative-air or vacuum sweeper, including curb lines and islands.',
      '- Hand-pick litter from landscaped islands, planters, and fence lines; blow sidewalks adjacent to the lot.',
      '- Empty exterior trash receptacles and replace liners; remove debris around dumpster enclosures.',
    ],
    schedule: [
      '- Weekly (twice weekly at retail centers) between 10:00 p.m. and 6:00 a.m., or as the property manager sets to avoid customers.',
      '- Extra sweeps after events and storms on request within 24 hours.',
    ],
    season: ['Year-round; suspended during snow events.'],
    materials: [
      '- Regenerative-air sweeper trucks with dust control (water spray) PM10-certified where the local air district requires it (e.g. Maricopa County, Arizona); backpack blowers; litter pickers.',
      '- Debris taken to a licensed landfill or transfer station; sweeper dumping on site is not allowed.',
      '- Sweepers maintained so that no hydraulic fluid or oil drips on the pavement.',
    ],
    exclusions: [
      '- Oil-stain removal and pressure washing (separate service).',
      '- Hazardous materials, needles in quantity and illegal dumping over 1 cu yd (reported, then quoted).',
    ],
    standards: [
      '- No litter or debris larger than 1 in on paved areas or in islands after the visit.',
      '- Sweeper GPS tracks or route logs show every lot section covered.',
    ],
    safety: [
      '- Amber strobes on sweepers; operators in high-visibility vests when on foot.',
      '- Sharps handled with tongs and placed in sharps containers; bodily-fluid clean-up by trained staff.',
    ],
    insurance: {},
    reporting: [
      '- A visit log with start and finish times and the GPS track of the sweeper.',
      '- Photos of problem areas (illegal dumping, damaged curbs, potholes, broken lights, graffiti) to the property manager within 24 hours.',
      '- Monthly invoice per property with the visit dates.',
    ],
  },
  {
    service: 'Pressure washing',
    title: 'Pressure Washing of Sidewalks, Entries and Dumpster Pads',
    scope: [
      'Contractor pressure washes concrete walks, entrances, plazas, stairs, and dumpster pads.',
      '- Pre-treat gum, grease, oil and rust stains; surface-clean flat concrete with a rotary surface cleaner.',
      '- Degrease and sanitize dumpster pads and enclosures; rinse enclosure walls.',
      '- Rinse adjacent walls, doors and glass of splash-back.',
    ],
    schedule: [
      '- Monthly at retail and hotel entrances; twice a year elsewhere (spring and autumn).',
      '- Work at night or early morning, finished before business opening.',
    ],
    season: ['Year-round; no washing when the air temperature is below 40 °F.'],
    materials: [
      '- Hot-water pressure washer (3,000–4,000 psi, 4+ gpm) and a rotary surface cleaner for flat work.',
      '- Biodegradable degreasers and gum remover with SDS on file; no acid on concrete without approval.',
      '- Water recovery vacuum and drain covers; the Contractor brings its own water when no hose bib is provided.',
    ],
    exclusions: ['- Sealing and coating.', '- Stains that need chemical restoration (quoted).'],
    standards: [
      '- Uniform appearance with no cleaner “stripes” or wand marks; at least 90% of gum removed.',
      '- No etching or damage to joints, pavers, sealants or landscaping; doors and glass rinsed of splash-back.',
      '- Entrances open and dry for business opening; deficiencies re-washed within 3 business days.',
    ],
    safety: ['- Eye and face protection; slip-resistant boots; cones and signs around the wet area.', ...WASHING_WATER],
    insurance: {},
    reporting: [
      '- Before and after photos of each area, and of stains that did not come out.',
      '- The square footage per area and the visit date on the invoice.',
    ],
  },
  {
    service: 'Power washing',
    title: 'Facade and Parking-Structure Power Washing',
    scope: [
      'Contractor power washes building facades, canopies and parking structures with hot water, matching method and pressure to each surface.',
      '- Facades: low-pressure soft wash with appropriate cleaners for EIFS, stucco, painted surfaces; higher pressure for concrete and brick as tested.',
      '- Parking structures: sweep, then wash decks, ramps and stairwells; clear deck drains.',
      '- Test patch on each material before full work; protect windows, lights, landscaping and vehicles.',
    ],
    schedule: [
      '- Facades annually; parking structures twice a year (spring, after the de-icing season, and autumn).',
      '- Scheduled 10 business days ahead; the Contractor posts notices for occupants to move vehicles 72 hours before each level is washed.',
      '- Work at night or on weekends in parking structures so levels can be closed.',
    ],
    season: ['April – October (above 40 °F; not in freezing conditions).'],
    materials: [
      '- Hot-water units, a soft-wash system, and boom or scissor lifts as the building needs.',
      '- Surface-safe cleaners with SDS on file; efflorescence and rust removers only after a test patch is approved.',
      '- Drain covers, berms and a recovery vacuum for wash water.',
    ],
    exclusions: ['- Sealants, caulking and coating repairs (reported).', '- Graffiti removal on porous stone (quoted).'],
    standards: [
      '- Clean, uniform surfaces with no streaks; no damage to sealants, finishes, glass or signage.',
      '- Deck drains flowing after the work; no standing wash water left on decks.',
      '- Vehicles or property damaged by overspray cleaned or repaired at the Contractor’s cost.',
    ],
    safety: ['- Aerial lift training (OSHA 1910.67) and harnesses in boom lifts; barricaded work zones.', ...WASHING_WATER],
    insurance: { umbrella: 2_000_000 },
    reporting: [
      '- Photos of each elevation or level before and after.',
      '- A list of building defects seen (cracks, spalling, loose sealant, rust staining, failed expansion joints) with their locations.',
      '- Invoice by square foot per elevation or level.',
    ],
  },
  {
    service: 'Gutter cleaning',
    title: 'Gutter and Downspout Cleaning',
    scope: [
      'Contractor clears gutters, downspouts, scuppers and leaders, and checks that they drain.',
      '- Remove leaves and debris by hand; flush each downspout and confirm free flow at the outlet.',
      '- Re-secure loose hangers and straps; report damaged sections.',
      '- Bag debris and remove it from the site; clean splash on walls and walks.',
    ],
    schedule: [
      '- Twice a year: late spring after seed and pollen drop, and after the leaves are down.',
      '- A third visit at heavily wooded sites when ordered; storm calls within 48 hours.',
      '- Work between 8:00 a.m. and 5:00 p.m. on weekdays; residents told 48 hours ahead at multi-family properties.',
    ],
    season: ['Spring visit April – May; autumn visit November 15 – December 15.'],
    materials: [
      '- Extension ladders with stand-offs so gutters are not crushed; boom lifts above two stories.',
      '- Gutter scoops, hoses, plumber’s snakes for blocked downspouts; debris bags and tarps.',
    ],
    exclusions: [
      '- Gutter replacement, gutter guards and roof repairs (quoted).',
      '- Underground drain lines beyond the downspout boot (reported, then quoted).',
    ],
    standards: [
      '- 100% of gutters clear and each downspout tested with water flowing freely at the outlet.',
      '- No debris left on roofs, lawns, beds or walks; splash on walls and windows rinsed.',
      '- Hangers re-secured where loose; no gutter bent or dented by ladders.',
    ],
    safety: [
      '- Ladder safety per OSHA 1910.23: 3-point contact, 4:1 set-up, footed or tied off.',
      '- Fall protection on roofs within 15 ft of an edge; no work in rain, ice or winds over 25 mph.',
      '- Walkways below the work coned off.',
    ],
    insurance: { umbrella: 2_000_000 },
    reporting: [
      '- A checklist per building: gutters cleaned, downspouts tested, hangers re-secured.',
      '- Photos of gutters after cleaning and of any damage found, with a repair quote within 3 business days.',
    ],
  },
  {
    service: 'Parking-lot striping',
    title: 'Parking-Lot Striping and Pavement Markings',
    scope: [
      'Contractor re-stripes stalls, arrows, crosswalks, fire lanes, curbs and accessible spaces to the existing layout, or a new layout the client approves.',
      '- Sweep and blow the pavement; layout from existing lines or an approved drawing.',
      '- Apply traffic paint at 15 mils wet (two coats on new asphalt after 30 days of cure).',
      '- Accessible spaces, access aisles, signs and symbols to the 2010 ADA Standards and state rules; fire lanes marked as the fire marshal requires.',
    ],
    schedule: [
      '- Annually, or every two years on low-traffic lots; after any sealcoating.',
      '- Work in sections at night or on weekends so the site stays open; a phasing plan agreed with the property manager.',
    ],
    season: ['April – October; surface and air at least 50 °F and rising, no rain for 4 hours after application.'],
    materials: [
      '- Waterborne acrylic traffic paint (white, yellow, blue, red) meeting federal specification TT-P-1952F; low-VOC where the air district requires.',
      '- Reflective glass beads on crosswalks, stop bars and fire lanes.',
      '- Airless line-striping machines, stencils for arrows, the International Symbol of Accessibility and “FIRE LANE” lettering.',
    ],
    exclusions: ['- Asphalt repair, sealcoating and new signs (quoted).', '- Thermoplastic markings unless specified.'],
    standards: [
      '- Straight lines of even width (4 in stall lines, ±1/4 in) and crisp edges; no overspray, drips or tracking.',
      '- Layout matches the approved plan; the number of accessible and van-accessible spaces meets the 2010 ADA Standards table.',
      '- Lines tracked by tires within 24 hours repainted at no charge.',
    ],
    safety: [
      '- Traffic control with cones and barricades; the area closed until paint is dry (30 minutes minimum).',
      '- Crew in high-visibility vests; a flagger at drive entrances during work.',
      '- Paint and solvents stored and disposed of per their SDS; no rinsing equipment into drains.',
    ],
    insurance: {},
    reporting: [
      '- A marked-up site plan of the work done, with the counts of stalls and accessible spaces.',
      '- Photos of accessible spaces, fire lanes and crosswalks on completion.',
    ],
  },
  {
    service: 'Roof inspection',
    title: 'Roof Inspection and Condition Report',
    scope: [
      'A qualified roofing professional inspects the roof and reports its condition and needed repairs.',
      '- Walk the entire roof: membrane or shingles, seams, flashing, penetrations, curbs, parapets, coping and expansion joints.',
      '- Clear drains, scuppers and gutters of debris found during the inspection.',
      '- Check rooftop equipment supports and sealant; find ponding (water standing 48 hours after rain).',
      '- Minor repairs under $500 done on the spot with approval (sealant, pitch pans, small patches).',
    ],
    schedule: [
      '- Twice a year (spring and autumn).',
      '- After storms with wind over 60 mph or hail over 1 in: inspection within 48 hours of the request.',
      '- Leak calls: on site within 24 hours (4 hours for active leaks over occupied or electrical areas).',
    ],
    season: ['Spring inspection March – May; autumn inspection September – November.'],
    materials: [
      '- Repair materials compatible with the roof system (TPO, EPDM, modified bitumen, BUR or shingles) so the manufacturer’s warranty stays valid.',
      '- Moisture meter or infrared scan when wet insulation is suspected (priced per scan).',
    ],
    exclusions: ['- Major repairs and replacement (quoted).', '- Interior leak damage repair; rooftop equipment repair (the HVAC contractor).'],
    standards: [
      '- Report within 5 business days of each inspection.',
      '- Active leaks made watertight within 24 hours of the call.',
      '- Roof drains and scuppers clear when the inspector leaves; warranty holders told before any repair on a warranted roof.',
    ],
    safety: [
      '- Fall protection per OSHA 1910.28/1926.501 (warning lines, guardrails or personal fall arrest within 15 ft of edges); no roof work in rain, ice or winds over 25 mph.',
      '- Skylights guarded or covered.',
    ],
    insurance: { umbrella: 2_000_000 },
    reporting: [
      '- A roof report with a roof plan marking each defect, its photo and priority (urgent, within 12 months, monitor).',
      '- Repair quotes with each report; an estimate of the remaining service life for capital planning.',
    ],
  },
];
