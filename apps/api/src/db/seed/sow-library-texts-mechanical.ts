import type { TSowBaseText } from './sow-library-texts-common.js';

const TRADE_SAFETY = [
  '- Lockout/tagout (OSHA 1910.147) before any work on powered equipment; the building engineer informed before shutting anything down.',
  '- Roof work: fall protection per OSHA 1910.28 within 15 ft of an unguarded roof edge; roof hatches kept closed or guarded.',
  '- Hot work only with a permit from the property manager and a fire watch for 60 minutes after.',
];

/** Mechanical: building systems (HVAC, boilers, plumbing, elevators, generators). */
export const MECHANICAL_TEXTS: readonly TSowBaseText[] = [
  {
    service: 'HVAC preventive maintenance',
    title: 'HVAC Preventive Maintenance',
    scope: [
      'Contractor maintains rooftop units, split systems, air handlers, exhaust fans and controls listed in the equipment schedule to ASHRAE/ACCA 180.',
      '- Replace filters (MERV 13 unless the unit cannot take it); clean condensate pans and drains; add pan tablets.',
      '- Inspect and adjust or replace belts; lubricate bearings and motors; check sheaves and alignment.',
      '- Clean condenser coils (spring) and evaporator coils (annually); straighten fins.',
      '- Check refrigerant pressures, superheat and subcooling; find and report leaks.',
      '- Test economizers, dampers, thermostats and safeties; verify heat exchangers and burners before heating season.',
      '- Measure amperage and voltage on compressors and motors and compare to nameplate.',
    ],
    schedule: [
      '- Quarterly visits (monthly filter changes where ordered): spring cooling start-up, summer, autumn heating start-up, winter.',
      '- Emergency service 24/7: on site within 4 hours for no cooling or no heat, 2 hours at hotels and data rooms.',
    ],
    season: ['Year-round, with cooling start-up by April 15 and heating start-up by October 15.'],
    materials: [
      '- Filters, belts, lubricants, coil cleaner and pan tablets included; repair parts quoted.',
      '- Refrigerant recovered and charged only by EPA Section 608-certified technicians; refrigerant billed by the pound at the agreed rate.',
    ],
    exclusions: [
      '- Compressor, coil and heat-exchanger replacement, ductwork and controls upgrades (quoted).',
      '- Tenant-owned supplemental units unless listed.',
    ],
    standards: [
      '- Every unit on the schedule serviced each quarter; checklist completed per unit.',
      '- Unit tags dated and initialed; filters never more than 1 quarter old.',
      '- Repairs under $1,000 done on approval within 2 business days; no repeat failure of the same component within 30 days.',
    ],
    safety: [
      ...TRADE_SAFETY,
      '- EPA Section 608 certification for every technician handling refrigerant; leaks over the EPA trigger rate repaired within 30 days.',
    ],
    insurance: { umbrella: 2_000_000 },
    reporting: [
      '- A service report per unit per visit: readings, work done, deficiencies with priority and a quote.',
      '- Refrigerant use log per unit (EPA 608 record keeping).',
      '- An annual equipment condition report with remaining-life estimates for budget planning.',
    ],
  },
  {
    service: 'Boiler service',
    title: 'Boiler Inspection, Combustion Testing and Cleaning',
    scope: [
      'Contractor services hot-water and steam boilers before each heating season.',
      '- Shut down, open and clean fire-side surfaces, burners and flue passages; inspect refractory and gaskets.',
      '- Combustion analysis and burner tuning (O2, CO, CO2, stack temperature, efficiency) before and after cleaning.',
      '- Test low-water cut-offs, pressure and temperature relief valves, flame safeguards and operating and high-limit controls.',
      '- Check circulating pumps, expansion tanks, water treatment and chemical levels.',
    ],
    schedule: [
      '- Annual pre-season service, scheduled with the building engineer 10 business days ahead.',
      '- A mid-season operating check in January: combustion readings, controls, water treatment.',
      '- Emergency response within 4 hours, 24/7 during the heating season (2 hours at hotels).',
    ],
    season: ['Pre-season service between August 15 and October 1; heating season October 15 – April 15.'],
    materials: [
      '- Gaskets, nozzles, igniters, sight glasses and cleaning supplies included.',
      '- Refractory, tubes, burners and controls quoted before replacement.',
      '- A calibrated combustion analyzer (calibration certificate within the last 12 months).',
    ],
    exclusions: ['- Boiler replacement, retubing and water-treatment chemicals (unless priced).', '- The jurisdictional boiler inspection fee.'],
    standards: [
      '- CO under 100 ppm air-free in flue gas; combustion efficiency within 2 points of the manufacturer’s rating.',
      '- Every safety device proven to trip; results recorded.',
      '- The boiler ready for the state or insurer’s certificate inspection; deficiencies cleared before it.',
    ],
    safety: [
      ...TRADE_SAFETY,
      '- Confined-space entry permits (OSHA 1910.146) for entering a boiler; CO monitors worn in boiler rooms.',
      '- Technicians hold the state boiler or gas-fitter license where required.',
    ],
    insurance: { umbrella: 2_000_000 },
    reporting: [
      '- Combustion test printouts before and after tuning.',
      '- A safety-device test record signed by the technician.',
      '- A list of deficiencies with quotes, and photos of the fire side after cleaning.',
    ],
  },
  {
    service: 'Plumbing',
    title: 'Plumbing Repairs and Service Calls',
    scope: [
      'Licensed plumbers repair fixtures, valves, water heaters, domestic water piping and drain lines on call.',
      '- Repair or replace faucets, flush valves, toilets, urinals, sinks, and shut-off valves.',
      '- Clear drain stoppages by cable or jetter; camera-inspect repeat stoppages.',
      '- Repair water heaters and recirculation pumps; replace when approved.',
      '- Locate and repair leaks; coordinate shut-offs with the property manager.',
    ],
    schedule: [
      '- Routine calls within 1 business day; emergencies (active leak, sewer backup, no water) on site within 2 hours, 24/7.',
      '- Planned shut-offs scheduled with 48 hours’ notice to occupants.',
    ],
    season: ['Year-round. Routine calls 7:00 a.m. – 5:00 p.m. on weekdays; emergencies 24/7 including holidays.'],
    materials: [
      '- Commercial-grade parts matching the building standard (low-flow fixtures: 1.28 gpf toilets, 0.5 gpm lavatory faucets).',
      '- Parts marked up no more than 15% over cost with receipts on request.',
    ],
    exclusions: ['- Fire sprinkler piping, backflow testing, gas piping (separate services or licenses).', '- Sewer main replacement and excavation (quoted).'],
    standards: [
      '- Emergency response within 2 hours; the cause of every stoppage recorded.',
      '- Repairs warranted for 90 days parts and labor; repeat calls within 90 days at no charge.',
      '- Work areas cleaned and any water damage reported before leaving.',
    ],
    safety: [
      '- Work by state-licensed plumbers (journeyman supervised by a master plumber); permits pulled where the code requires.',
      '- Confined-space and trench rules for lift stations and excavations; sewer work with gloves, eye protection and hepatitis-aware hygiene.',
    ],
    insurance: {},
    reporting: ['- A work order per call: arrival and departure times, cause, work done, parts and photos.', '- Invoices per work order, per property.'],
  },
  {
    service: 'Elevator maintenance',
    title: 'Elevator and Escalator Maintenance',
    scope: [
      'Full maintenance of the listed elevators and escalators under the ASME A17.1 maintenance control program (MCP).',
      '- Monthly examination, cleaning and lubrication of machines, controllers, hoistway, pits and car tops.',
      '- Adjust and replace parts as wear requires (covered parts listed in the contract).',
      '- Code-required tests: annual no-load safety tests (Category 1) and five-year full-load tests (Category 5) witnessed by the jurisdiction’s inspector.',
      '- Test emergency phones, fire service recall (Phase I and II), emergency lighting and alarms monthly.',
    ],
    schedule: [
      '- Monthly preventive visits; callbacks 24/7.',
      '- Entrapments: a technician on site within 1 hour; other shutdowns within 4 hours during business hours.',
    ],
    season: [
      'Year-round. Monthly visits on weekdays 7:00 a.m. – 3:30 p.m.; units taken out of service for maintenance one at a time, never during the morning and evening peaks.',
    ],
    materials: [
      '- OEM or equivalent parts for covered components, stocked so that common failures are fixed on the first call.',
      '- The maintenance control program (MCP) record, wiring diagrams and test tags kept in the machine room.',
      '- Diagnostic tools for the controller installed; the Contractor hands them over if the contract ends.',
    ],
    exclusions: ['- Cab interiors, hoistway doors damaged by misuse, modernization and code-upgrade work (quoted).', '- The jurisdiction’s inspection fees.'],
    standards: [
      '- Each unit in service at least 98% of the month; no more than 1 callback per unit per month on average.',
      '- Entrapment response under 1 hour; test and inspection certificates current and posted.',
    ],
    safety: [
      '- Mechanics hold the state elevator mechanic license where required (e.g. Illinois, Colorado, Texas) and work for a licensed elevator contractor.',
      '- Car-top and pit work with lockout/tagout and fall protection; barricades at open hoistway doors.',
    ],
    insurance: { umbrella: 5_000_000 },
    reporting: [
      '- Monthly service tickets per unit.',
      '- A callback log with cause and fix; entrapments reported to the property manager at once.',
      '- Annual and five-year test reports and the current certificate of operation per unit.',
    ],
  },
  {
    service: 'Generator maintenance',
    title: 'Standby Generator Maintenance and Load-Bank Testing',
    scope: [
      'Contractor maintains emergency and standby generators and transfer switches to NFPA 110.',
      '- Semi-annual service: oil and filter change, coolant, belts, hoses, battery and charger test, block heater check.',
      '- Annual load-bank test at 30% of nameplate or higher for 2 hours when monthly exercise does not reach the required load.',
      '- Test automatic transfer switches (ATS) under load; fuel sample and fuel polishing for diesel stored more than 12 months.',
    ],
    schedule: [
      '- Semi-annual preventive service and an annual load-bank test.',
      '- Monthly exercise under load by the building engineer (the Contractor supplies the log sheet).',
      '- Emergency response within 4 hours, 24/7; within 2 hours when a hurricane or ice storm is forecast.',
    ],
    season: ['Service before hurricane season (by June 1) in Florida and on the Gulf Coast; before winter elsewhere.'],
    materials: [
      '- Oil, filters, coolant, belts and the portable load bank included.',
      '- Starting batteries replaced every 3 years or on test failure (quoted).',
    ],
    exclusions: ['- Fuel deliveries.', '- Air permits and emissions testing (the client’s, supported by the Contractor’s records).'],
    standards: [
      '- The set reaches rated voltage and frequency within 10 seconds (Level 1 emergency systems).',
      '- No fluid leaks; every alarm and shutdown proven at the semi-annual service.',
      '- Transfer and retransfer times within the ATS settings recorded at the last service.',
    ],
    safety: [...TRADE_SAFETY, '- Hearing protection in generator rooms; exhaust kept clear of air intakes during tests.'],
    insurance: { umbrella: 2_000_000 },
    reporting: ['- NFPA 110 service and load-bank test records per generator.', '- Deficiencies with quotes; run hours and fuel level logged at each visit.'],
  },
];
