import { sql, type SQL } from 'drizzle-orm';
import { coverageCells } from './coverage.repo.js';

/** A contract line in force on the day (aliases `l` and `c`), as the grid counts it: the dashboard's spend reads the same lines. */
export { lineInForce } from './coverage.repo.js';

/*
 * A property's coverage as Property Maps colours it (docs/contracts.md "Coverage on the map"),
 * derived from the grid's own cells so the map and the grid never disagree: GAPS when a required
 * service is MISSING, else EXPIRING when a required service's only line ends within the expiring
 * window, else COVERED. A property with no required service has no row here (the map says NONE).
 * The cells' line lists are not read, so the database does not build them.
 */
export function propertyCoverageStates(input: { props: SQL; today: string }): SQL {
  return sql`select property_id,
      case when bool_or(state = 'MISSING') then 'GAPS' when bool_or(state = 'EXPIRING') then 'EXPIRING' else 'COVERED' end as state
    from (${coverageCells({ props: input.props, today: input.today })}) cells
    where required
    group by property_id`;
}

/** Each required cell (property × service) of the properties `props` selects, with its state: the dashboard's coverage counts. */
export function requiredCoverageCells(input: { props: SQL; today: string }): SQL {
  return sql`select property_id, service_id, state from (${coverageCells({ props: input.props, today: input.today })}) cells where required`;
}
