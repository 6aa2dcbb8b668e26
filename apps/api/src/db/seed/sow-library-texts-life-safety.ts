import type { TSowBaseText } from './sow-library-texts-common.js';

const LIFE_SAFETY_SAFETY = [
  '- Notify the alarm monitoring company and the building before any test; put systems back in service and confirm with the monitoring company before leaving.',
  '- An impairment (any system out of service) follows NFPA 25/72 impairment procedures: the owner and fire department told, a fire watch arranged when required.',
  '- Ladders and lifts used per OSHA 1910.23 and 1910.67; lockout/tagout on fire pumps and electrical equipment.',
];

/** Life Safety: code-required inspections and tests. */
export const LIFE_SAFETY_TEXTS: readonly TSowBaseText[] = [
  {
    service: 'Fire-safety inspection',
    title: 'Fire Alarm and Life-Safety System Inspection (NFPA 72)',
    scope: [
      'Contractor inspects and tests the fire alarm and related life-safety systems to NFPA 72 and the local fire code, and files the required report.',
      '- Test the fire alarm control panel, power supplies and batteries (load test), and communicators to the monitoring center.',
      '- Test 100% of initiating devices annually: smoke and heat detectors, pull stations, duct detectors, waterflow and tamper switches.',
      '- Test notification appliances (horns, strobes, speakers) for audibility and synchronization.',
      '- Verify elevator recall, door holders, HVAC shutdown and other fire safety functions.',
    ],
    schedule: [
      '- Annual inspection and test; semi-annual visual inspections where the code requires.',
      '- Deficiencies quoted within 5 business days; trouble calls on site within 4 hours, 24/7.',
    ],
    season: ['Year-round; the annual test scheduled in the month the jurisdiction expects it.'],
    materials: [
      '- Listed smoke detector test aerosol, heat tester, sound-level meter and battery load tester.',
      '- Replacement panel batteries included when they fail the load test.',
    ],
    exclusions: ['- Device replacement and panel upgrades (quoted).', '- Sprinkler, extinguisher and kitchen hood systems (separate services).'],
    standards: [
      '- Every device tested and recorded by address and location; NFPA 72 Inspection and Testing Form completed.',
      '- Reports filed with the authority having jurisdiction (AHJ) or its portal (e.g. The Compliance Engine) within 10 days of the test.',
      '- Critical deficiencies reported the same day; no system left impaired without notice.',
    ],
    safety: [...LIFE_SAFETY_SAFETY, '- Technicians hold NICET Fire Alarm Level II or higher and the state or local fire alarm license.'],
    insurance: { umbrella: 2_000_000, extra: ['Professional (errors and omissions) liability of at least $1,000,000 for inspection and certification work.'] },
    reporting: [
      '- The NFPA 72 report with a device-by-device record.',
      '- A deficiency list by priority (impairment, critical, non-critical) with photos and quotes.',
      '- The AHJ filing receipt.',
    ],
  },
  {
    service: 'Fire extinguisher service',
    title: 'Portable Fire Extinguisher Inspection and Maintenance (NFPA 10)',
    scope: [
      'Contractor inspects, maintains, tags and recharges portable extinguishers to NFPA 10.',
      '- Annual maintenance of every extinguisher: inspect, weigh, check pressure and hose, new tag and collar.',
      '- Six-year maintenance and 12-year hydrostatic tests on stored-pressure dry-chemical units as due.',
      '- Recharge or replace used and failed units; provide loaners while units are off site.',
      '- Verify type, size and mounting: within 75 ft travel distance for Class A, top no higher than 5 ft, signs where views are blocked.',
    ],
    schedule: [
      '- Annual service visit covering every unit.',
      '- Monthly visual checks by the property staff (the Contractor supplies the checklist and trains the staff once a year).',
      '- Used or discharged units replaced within 1 business day of the call.',
    ],
    season: ['Year-round. Annual service in the month agreed with the property manager; work in occupied areas between 8:00 a.m. and 5:00 p.m. on weekdays.'],
    materials: [
      '- UL-listed extinguishers and agents matching the existing units; Class K at commercial kitchens.',
      '- Loaner units of the same rating while any unit is in the shop.',
      '- Tamper seals, inspection tags and collars.',
    ],
    exclusions: ['- Kitchen hood suppression systems (quoted).', '- New extinguishers beyond replacements of failed units (quoted).'],
    standards: [
      '- 100% of units tagged with the month and year and the technician’s license number.',
      '- Any unit failing replaced or recharged the same visit or within 3 business days with a loaner in place.',
    ],
    safety: [...LIFE_SAFETY_SAFETY, '- Technicians hold the state fire extinguisher license or permit and NFPA 10 training.'],
    insurance: {},
    reporting: [
      '- An inventory of every unit: location, type, size, manufacture date, service done, next six-year and hydrostatic dates.',
      '- Missing, blocked or wrong-type units listed with photos and a quote.',
    ],
  },
  {
    service: 'Sprinkler testing',
    title: 'Sprinkler System Inspection, Testing and Maintenance (NFPA 25)',
    scope: [
      'Contractor inspects and tests wet, dry, pre-action and standpipe systems and fire pumps to NFPA 25.',
      '- Quarterly: main drain tests, waterflow alarm and tamper switch tests, gauges, control valves, fire department connections.',
      '- Annual: trip test of dry-pipe valves (full trip every 3 years), inspection of sprinkler heads, pipe and hangers from the floor; antifreeze solution tests.',
      '- Weekly or monthly fire pump churn tests (where a pump is installed) and annual flow test.',
      '- Five-year internal pipe inspection and gauge replacement when due.',
    ],
    schedule: [
      '- Quarterly visits; the annual test in the agreed month.',
      '- Impairment and leak calls: on site within 4 hours, 24/7.',
      '- Tests that sound the alarm scheduled with the building 2 business days ahead.',
    ],
    season: ['Year-round; dry-pipe trip tests in warm months (above 40 °F) so the system can be drained and restored.'],
    materials: [
      '- Calibrated test gauges and flow-test equipment.',
      '- The spare sprinkler cabinet restocked with the required number and types of spare heads and the head wrench.',
    ],
    exclusions: ['- Repairs and head replacement beyond spares (quoted).', '- Obstruction investigations and pipe replacement.'],
    standards: [
      '- NFPA 25 forms completed for every test; main drain results compared with the previous year (a drop of more than 10% investigated).',
      '- Reports filed with the AHJ within 10 days; critical deficiencies reported the same day.',
    ],
    safety: [
      ...LIFE_SAFETY_SAFETY,
      '- Technicians hold NICET Water-Based Systems Inspection Level II or higher and the state sprinkler license.',
      '- Water discharged to drains, never onto walks where it could freeze.',
    ],
    insurance: { umbrella: 2_000_000, extra: ['Professional (errors and omissions) liability of at least $1,000,000 for inspection and certification work.'] },
    reporting: [
      '- NFPA 25 inspection reports per system per visit.',
      '- Deficiencies by priority (impairment, critical, non-critical) with photos and quotes.',
      '- AHJ filing receipts; impairment notices copied to the insurer when the policy requires.',
    ],
  },
  {
    service: 'Backflow testing',
    title: 'Backflow Preventer Testing and Certification',
    scope: [
      'A certified tester tests every backflow prevention assembly (domestic, irrigation and fire lines) and files the results with the water utility.',
      '- Test reduced-pressure (RPZ), double-check and pressure vacuum breaker assemblies to the manufacturer’s and the utility’s procedure.',
      '- Repair or rebuild failed assemblies on approval, then retest.',
      '- Coordinate any water shut-off with the property manager; fire-line tests coordinated with the alarm company.',
    ],
    schedule: [
      '- Annual test in the month the utility requires (new installations tested within 10 days of installation).',
      '- Retest within 10 days of a repair.',
    ],
    season: ['Year-round (irrigation assemblies tested at spring start-up).'],
    materials: [
      '- A differential-pressure test kit calibrated within the last 12 months (certificate on file).',
      '- Rebuild kits for the installed models quoted before use.',
    ],
    exclusions: [
      '- Assembly replacement and enclosure or insulation work (quoted).',
      '- Cross-connection surveys of the building (quoted where the utility requires them).',
    ],
    standards: [
      '- Test reports filed with the utility before its deadline (no late notices to the property).',
      '- Every assembly tagged with the test date and tester’s certification number.',
      '- Water service restored the same visit; occupants told of shut-offs 48 hours ahead.',
    ],
    safety: [
      '- Testers hold the state or utility backflow tester certification (e.g. ASSE 5110).',
      '- Fire-line shut-offs follow impairment procedures with notice to the fire department and monitoring company.',
    ],
    insurance: {},
    reporting: [
      '- The utility’s test form per assembly (location, make, model, size, serial, readings).',
      '- The filing confirmation, and a list of failed assemblies with repair quotes.',
    ],
  },
  {
    service: 'Emergency lighting test',
    title: 'Emergency and Exit Lighting Testing (NFPA 101)',
    scope: [
      'Contractor tests exit signs and emergency lighting to NFPA 101 §7.9 and repairs failures.',
      '- Monthly 30-second functional test of every unit.',
      '- Annual 90-minute full-duration test on battery.',
      '- Replace failed lamps and batteries; re-aim heads so egress paths are lit.',
    ],
    schedule: ['- Monthly 30-second functional tests of every unit.', '- The annual 90-minute test scheduled after hours with the building engineer.'],
    season: ['Year-round. Monthly tests on weekdays during business hours; the 90-minute test after hours, with the building told 2 business days ahead.'],
    materials: [
      '- Replacement batteries and LED lamps included for up to 10% of units a year.',
      '- Units beyond repair quoted, with a like-for-like listed replacement.',
    ],
    exclusions: ['- Generator-backed emergency circuits (the generator service).', '- New fixtures and wiring.'],
    standards: [
      '- 100% of units tested and labeled with the date; illumination at least 1 ft-candle average along egress paths during the 90-minute test.',
      '- Failed units fixed within 5 business days.',
    ],
    safety: [...LIFE_SAFETY_SAFETY, '- Electrical work by licensed electricians under NFPA 70E.'],
    insurance: {},
    reporting: ['- A test log per unit, monthly and annual, kept on site for the fire marshal.', '- Failed units and their repairs listed with locations.'],
  },
];
