import { PROPERTY_COVERAGE_LABELS, type TPropertyCoverageState } from '@procura/shared';
import { IconAlertTriangle, IconCircleCheck, IconCircleDashed, IconClockHour4, type TablerIcon } from '@tabler/icons-react';

/**
 * How a property's coverage looks on the map (docs/contracts.md "Coverage on the map"): the
 * marker's colour, and for the legend and the popup the same colour with an icon and words, so
 * the state never rests on colour alone. The words and icons are Contract Management's.
 * Marker colours are dark enough (≥ 3:1) against the base map's land and water.
 */
export const COVERAGE_LOOK: Record<TPropertyCoverageState, { marker: string; color: string; icon: TablerIcon; label: string }> = {
  COVERED: { marker: '#087f5b', color: 'teal', icon: IconCircleCheck, label: PROPERTY_COVERAGE_LABELS.COVERED },
  EXPIRING: { marker: '#c25e00', color: 'orange', icon: IconClockHour4, label: PROPERTY_COVERAGE_LABELS.EXPIRING },
  GAPS: { marker: '#cf2e2e', color: 'red', icon: IconAlertTriangle, label: PROPERTY_COVERAGE_LABELS.GAPS },
  NONE: { marker: '#5c6670', color: 'gray', icon: IconCircleDashed, label: PROPERTY_COVERAGE_LABELS.NONE },
};
