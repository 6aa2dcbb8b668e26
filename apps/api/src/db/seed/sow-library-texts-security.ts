import type { TSowBaseText } from './sow-library-texts-common.js';

/** Security: officers, patrols, monitoring and access control. */
export const SECURITY_TEXTS: readonly TSowBaseText[] = [
  {
    service: 'Guard services',
    title: 'Uniformed Security Officer Services',
    scope: [
      'Contractor provides licensed, uniformed security officers, stationed or on patrol, per the post orders agreed with the property manager.',
      '- Access control at lobbies and docks: check credentials, log visitors and contractors, issue badges.',
      '- Interior and exterior patrols on a guard-tour system with checkpoints.',
      '- Respond to alarms, incidents and medical emergencies; call 911; secure the scene.',
      '- Unlock and lock the building on schedule.',
    ],
    schedule: [
      '- Posts and hours per the post orders (e.g. 24/7 lobby post, one patrol officer 6:00 p.m. – 6:00 a.m.).',
      '- Relief officers so no post is left uncovered; overtime at the Contractor’s cost when caused by its staffing.',
    ],
    season: ['Year-round, including holidays.'],
    materials: [
      '- Uniforms, radios, a guard-tour system and flashlights supplied by the Contractor.',
      '- A patrol vehicle with amber lights where mobile patrol is part of the post.',
      '- Post orders kept at each post and reviewed with the property manager every 6 months.',
    ],
    exclusions: ['- Armed officers unless specified.', '- Cash escorts and executive protection.'],
    standards: [
      '- Posts covered 100% of scheduled hours; patrol checkpoints scanned at least 95% of the time.',
      '- Incidents reported within 1 hour by phone and in writing by the end of the shift.',
      '- Officers complete site training (post orders, emergency plan) before their first shift.',
    ],
    safety: [
      '- Officers licensed by the state (e.g. Texas DPS Private Security, Illinois IDFPR, Florida Class D) with the required training; background and drug screening.',
      '- First aid/CPR/AED certified officers on every shift.',
    ],
    insurance: { umbrella: 5_000_000, extra: ['Professional liability (errors and omissions) of at least $1,000,000 including assault and battery coverage.'] },
    reporting: [
      '- Daily activity reports.',
      '- Incident reports with photos within the shift.',
      '- Monthly statistics (incidents, alarms, patrols, trespass warnings) to the property manager.',
    ],
  },
  {
    service: 'Alarm monitoring',
    title: 'Intrusion and Fire Alarm Monitoring',
    scope: [
      'A UL-listed central station monitors intrusion and fire alarm panels 24/7 and dispatches responders.',
      '- Fire alarms dispatched to the fire department immediately (no verification call delays for fire).',
      '- Intrusion alarms verified by call or video where permitted, then police dispatched; keyholders called in order.',
      '- Supervisory and trouble signals reported to the property contact within 15 minutes.',
      '- Open and close schedules watched; late openings and early closings reported.',
    ],
    schedule: ['- Continuous monitoring; a daily timer test of each communicator.', '- Call lists and passcodes updated within 1 business day of a request.'],
    season: ['Year-round, 24 hours a day, 365 days a year, with no gap during communicator changes (the old path stays live until the new one is proven).'],
    materials: [
      '- Cellular or IP communicators (no copper phone lines) with a secondary path.',
      '- Central station software with an online portal for the property manager.',
    ],
    exclusions: ['- False-alarm fines caused by users.', '- Panel repairs and device replacement (quoted).'],
    standards: [
      '- Fire alarm signals handled within 90 seconds; central station UL 827 listed and meeting NFPA 72.',
      '- Missed communicator tests reported the same day.',
    ],
    safety: [
      '- Central station and installers licensed in the state.',
      '- A UL fire alarm certificate issued for each monitored fire system where the AHJ requires it.',
    ],
    insurance: { auto: 0, extra: ['Professional liability (errors and omissions) of at least $1,000,000.'] },
    reporting: ['- Monthly signal history per property.', '- Alarm and dispatch reports within 24 hours of any event.'],
  },
  {
    service: 'Access control maintenance',
    title: 'Access Control System Maintenance',
    scope: [
      'Contractor maintains card readers, electrified locks and door hardware, controllers and the access software.',
      '- Semi-annual preventive maintenance of each door: reader, lock, strike, door contact, request-to-exit, power supply and battery.',
      '- Software and firmware updates and database backups; user and badge administration on request.',
      '- Fire-alarm release of locked egress doors tested with the fire alarm inspection.',
    ],
    schedule: ['- Semi-annual preventive maintenance.', '- Service calls within 4 hours for a door that will not secure, next business day otherwise.'],
    season: ['Year-round. Preventive work on weekdays 8:00 a.m. – 5:00 p.m. with doors kept secure; urgent calls 24/7.'],
    materials: [
      '- Replacement parts matching the installed system; parts over $250 per door quoted.',
      '- Spare readers and lock parts kept for the most common doors.',
    ],
    exclusions: ['- System replacement and new doors (quoted).', '- Damage from forced entry or vandalism (quoted).'],
    standards: [
      '- Every door secures and releases correctly at inspection.',
      '- Egress doors fail safe on fire alarm per NFPA 101; a door left unsecured is made secure or guarded within 4 hours.',
    ],
    safety: [
      '- Low-voltage and locksmith licenses where the state requires them.',
      '- Lockout on door power supplies during work; no door left unsecured unattended.',
    ],
    insurance: { umbrella: 2_000_000 },
    reporting: ['- A door-by-door inspection report.', '- Service tickets with photos; a backup confirmation each quarter.'],
  },
  {
    service: 'Mobile patrol',
    title: 'Mobile Security Patrol',
    scope: [
      'Licensed officers in marked vehicles patrol the property at random times on the agreed nights.',
      '- 3–4 random patrols a night: drive the lot, foot-check doors, amenity areas and dumpster enclosures.',
      '- Enforce parking and trespass rules per the property’s posted policies; tow authorizations by the property manager only.',
      '- Lock-ups of amenity areas at closing.',
    ],
    schedule: ['- Nightly 10:00 p.m. – 5:00 a.m. and weekends as ordered; patrol times randomized.', '- Alarm and call-out response within 30 minutes.'],
    season: ['Year-round. Patrols between 10:00 p.m. and 5:00 a.m. on the agreed nights, and on holidays the property manager lists.'],
    materials: ['- Marked patrol vehicles with amber lights.', '- A guard-tour system with GPS and NFC checkpoints at the property.'],
    exclusions: ['- Stationed posts (guard services).', '- Towing fees (billed to vehicle owners under state towing law).'],
    standards: ['- Patrols verified by GPS and checkpoint scans; at least 95% of scheduled patrols completed.', '- Call-outs answered within 30 minutes.'],
    safety: ['- Officers state-licensed with background checks.', '- Vehicles operated under the company safe-driving policy; no pursuits.'],
    insurance: { umbrella: 2_000_000 },
    reporting: ['- A nightly patrol report with times, findings and photos.', '- Incident reports within 1 hour.'],
  },
];
