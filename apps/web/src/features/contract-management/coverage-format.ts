import { COVERAGE_CELL_STATE_LABELS, type TCoverageCellState } from '@procura/shared';
import { IconAlertTriangle, IconCircleCheck, IconCircleDashed, IconClockHour4, IconCopy, type TablerIcon } from '@tabler/icons-react';

/**
 * How each cell state looks: a colour, an icon and a word, so the state never rests on colour
 * alone (docs/contracts.md "Coverage"). Colours are Mantine's, dark enough for their text.
 */
export const CELL_LOOK: Record<TCoverageCellState, { color: string; icon: TablerIcon; label: string }> = {
  CONTRACTED: { color: 'teal', icon: IconCircleCheck, label: COVERAGE_CELL_STATE_LABELS.CONTRACTED },
  EXPIRING: { color: 'yellow', icon: IconClockHour4, label: COVERAGE_CELL_STATE_LABELS.EXPIRING },
  MISSING: { color: 'red', icon: IconAlertTriangle, label: COVERAGE_CELL_STATE_LABELS.MISSING },
  DUPLICATED: { color: 'grape', icon: IconCopy, label: COVERAGE_CELL_STATE_LABELS.DUPLICATED },
  NOT_REQUIRED: { color: 'gray', icon: IconCircleDashed, label: COVERAGE_CELL_STATE_LABELS.NOT_REQUIRED },
};

/** A selected gap: the property × service an RFP would ask prices for. */
export const gapKey = (propertyId: string, serviceId: string) => `${propertyId}|${serviceId}`;
export const gapOf = (key: string) => {
  const [propertyId, serviceId] = key.split('|');
  return { propertyId, serviceId };
};
