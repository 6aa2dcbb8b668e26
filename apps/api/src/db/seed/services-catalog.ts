import { sql } from 'drizzle-orm';
import type { TServiceUnit } from '@procura/shared';
import type { TExecutor } from '../../platform/database.js';
import { serviceCategories, services } from '../schema/index.js';

type TSeedService = [name: string, unit: TServiceUnit, description: string];

/** The demo catalogue: services a facility-services provider actually buys for its clients' properties. */
export const SERVICE_CATALOG: readonly { name: string; description: string; services: readonly TSeedService[] }[] = [
  {
    name: 'Landscaping & Grounds',
    description: 'Turf, beds, trees and irrigation.',
    services: [
      ['Lawn mowing', 'PER_VISIT', 'Mow, edge and blow turf areas; clippings mulched or removed.'],
      ['Mulching', 'SEASONAL', 'Spread fresh hardwood mulch in beds and tree rings each spring.'],
      ['Irrigation maintenance', 'MONTHLY', 'Inspect zones, adjust heads and repair leaks in the sprinkler system.'],
      ['Irrigation start-up & winterization', 'SEASONAL', 'Spring start-up and autumn blow-out of irrigation lines.'],
      ['Tree trimming', 'PER_HOUR', 'Prune trees for clearance, health and storm safety by certified arborists.'],
      ['Seasonal color', 'SEASONAL', 'Install and maintain annual flowers in entrance and feature beds.'],
      ['Fertilization & weed control', 'PER_VISIT', 'Turf fertilizer and pre- and post-emergent weed treatments.'],
      ['Leaf removal', 'SEASONAL', 'Autumn leaf clean-up from turf, beds and hard surfaces.'],
    ],
  },
  {
    name: 'Snow & Ice',
    description: 'Winter readiness and storm response.',
    services: [
      ['Snow plowing', 'PER_VISIT', 'Plow drives and parking lots once accumulation reaches the trigger depth.'],
      ['Sidewalk shoveling', 'PER_VISIT', 'Clear walkways, entrances and ramps by hand or with small equipment.'],
      ['De-icing & salting', 'PER_VISIT', 'Apply rock salt or liquid de-icer to lots and walkways.'],
      ['Snow hauling', 'PER_HOUR', 'Load and haul piled snow off site when storage space runs out.'],
      ['Snow & ice seasonal contract', 'SEASONAL', 'All plowing, shoveling and salting for the season at a fixed price.'],
    ],
  },
  {
    name: 'Janitorial',
    description: 'Interior cleaning, day and night.',
    services: [
      ['Nightly office cleaning', 'MONTHLY', 'Empty trash, vacuum, dust and clean restrooms and kitchens five nights a week.'],
      ['Day porter', 'PER_HOUR', 'On-site attendant for lobbies, restrooms and spills during business hours.'],
      ['Carpet cleaning', 'PER_SQ_FT', 'Hot-water extraction of carpeted areas.'],
      ['Floor strip & wax', 'PER_SQ_FT', 'Strip old finish and apply new coats to VCT and resilient floors.'],
      ['Window cleaning', 'PER_VISIT', 'Interior and exterior glass, frames and sills; high-rise by rope access.'],
      ['Restroom sanitation', 'MONTHLY', 'Deep cleaning and restocking of restroom fixtures and dispensers.'],
    ],
  },
  {
    name: 'Mechanical',
    description: 'Building systems upkeep.',
    services: [
      ['HVAC preventive maintenance', 'MONTHLY', 'Filter changes, coil cleaning, belt and refrigerant checks on rooftop and split units.'],
      ['Boiler service', 'SEASONAL', 'Annual boiler inspection, combustion test and cleaning before heating season.'],
      ['Plumbing', 'PER_HOUR', 'Repairs to fixtures, valves, water heaters and drain lines.'],
      ['Elevator maintenance', 'MONTHLY', 'Monthly elevator and escalator maintenance with code-required tests.'],
      ['Generator maintenance', 'SEASONAL', 'Load-bank testing and service of standby generators.'],
    ],
  },
  {
    name: 'Life Safety',
    description: 'Inspections and tests the code requires.',
    services: [
      ['Fire-safety inspection', 'LUMP_SUM', 'Annual inspection of fire alarm and life-safety systems with the required report.'],
      ['Fire extinguisher service', 'PER_VISIT', 'Annual extinguisher inspection, tagging and recharge.'],
      ['Sprinkler testing', 'LUMP_SUM', 'Quarterly and annual wet and dry sprinkler system tests (NFPA 25).'],
      ['Backflow testing', 'LUMP_SUM', 'Annual backflow preventer test and certification filed with the water utility.'],
      ['Emergency lighting test', 'PER_VISIT', 'Monthly and annual tests of exit signs and emergency lights.'],
    ],
  },
  {
    name: 'Exterior',
    description: 'Paved areas, facades and roofs.',
    services: [
      ['Parking-lot sweeping', 'PER_VISIT', 'Mechanical sweeping of lots and drive lanes, litter picked by hand.'],
      ['Pressure washing', 'PER_SQ_FT', 'Pressure wash sidewalks, entries and dumpster pads.'],
      ['Power washing', 'PER_SQ_FT', 'Hot-water power washing of building facades and parking structures.'],
      ['Gutter cleaning', 'PER_VISIT', 'Clear gutters and downspouts and check that they drain.'],
      ['Parking-lot striping', 'LUMP_SUM', 'Re-stripe stalls, arrows, fire lanes and ADA spaces.'],
      ['Roof inspection', 'PER_VISIT', 'Inspect roof membrane, flashing and drains; report repairs needed.'],
    ],
  },
  {
    name: 'Waste',
    description: 'Trash, recycling and removals.',
    services: [
      ['Waste hauling', 'MONTHLY', 'Scheduled dumpster pick-up of municipal solid waste.'],
      ['Recycling', 'MONTHLY', 'Single-stream recycling collection.'],
      ['Bulk item removal', 'PER_VISIT', 'Haul away furniture, appliances and other bulky items.'],
      ['Compactor service', 'MONTHLY', 'Compactor hauls, maintenance and repairs.'],
    ],
  },
  {
    name: 'Pest Control',
    description: 'Prevention and treatment.',
    services: [
      ['General pest control', 'MONTHLY', 'Monthly inspection and treatment for common insects.'],
      ['Termite control', 'LUMP_SUM', 'Termite inspection, baiting stations and treatment.'],
      ['Rodent control', 'MONTHLY', 'Exterior bait stations, interior traps and exclusion work.'],
    ],
  },
  {
    name: 'Security',
    description: 'People and systems that protect the site.',
    services: [
      ['Guard services', 'PER_HOUR', 'Uniformed security officers, stationed or on patrol.'],
      ['Alarm monitoring', 'MONTHLY', 'Around-the-clock monitoring of intrusion and fire alarm panels.'],
      ['Access control maintenance', 'PER_HOUR', 'Service card readers, door hardware and access software.'],
      ['Mobile patrol', 'MONTHLY', 'Scheduled drive-by and foot patrols at night and on weekends.'],
    ],
  },
];

/**
 * Idempotent: a category or service already there (by name, any case) is left as it is, so the
 * demo seed, tests and e2e may call it again without duplicating or overwriting anything.
 */
export async function seedServiceCatalog(db: TExecutor): Promise<void> {
  await db
    .insert(serviceCategories)
    .values(SERVICE_CATALOG.map((c, index) => ({ name: c.name, description: c.description, sortOrder: (index + 1) * 10 })))
    .onConflictDoNothing();
  const all = await db.select({ id: serviceCategories.id, name: sql<string>`lower(${serviceCategories.name})` }).from(serviceCategories);
  const idOf = new Map(all.map((c) => [c.name, c.id]));
  const rows = SERVICE_CATALOG.flatMap((c) => {
    const categoryId = idOf.get(c.name.toLowerCase());
    return categoryId ? c.services.map(([name, unit, description]) => ({ categoryId, name, unit, description })) : [];
  });
  if (rows.length) await db.insert(services).values(rows).onConflictDoNothing();
}
