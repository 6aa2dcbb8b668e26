/** Property enumerations (issue #8); the database checks the same lists. */
export const PROPERTY_TYPES = ['OFFICE', 'RETAIL', 'INDUSTRIAL', 'MULTI_FAMILY', 'HOTEL', 'HOA_COMMUNITY', 'STUDENT_HOUSING', 'MIXED_USE', 'OTHER'] as const;
export type TPropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_LABELS: Record<TPropertyType, string> = {
  OFFICE: 'Office',
  RETAIL: 'Retail',
  INDUSTRIAL: 'Industrial',
  MULTI_FAMILY: 'Multi-family',
  HOTEL: 'Hotel',
  HOA_COMMUNITY: 'HOA community',
  STUDENT_HOUSING: 'Student housing',
  MIXED_USE: 'Mixed use',
  OTHER: 'Other',
};

export const PROPERTY_SIZE_UNITS = ['SQ_FT', 'ACRES'] as const;
export type TPropertySizeUnit = (typeof PROPERTY_SIZE_UNITS)[number];
export const PROPERTY_SIZE_UNIT_LABELS: Record<TPropertySizeUnit, string> = { SQ_FT: 'sq ft', ACRES: 'acres' };

export const PROPERTY_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type TPropertyStatus = (typeof PROPERTY_STATUSES)[number];

/** ALL: every property of the workspace; ASSIGNED: only those granted to the person. */
export const PROPERTY_ACCESS_MODES = ['ALL', 'ASSIGNED'] as const;
export type TPropertyAccessMode = (typeof PROPERTY_ACCESS_MODES)[number];

export const SERVICE_FREQUENCIES = ['DAILY', 'WEEKLY', 'BIWEEKLY', 'MONTHLY', 'QUARTERLY', 'SEMI_ANNUAL', 'ANNUAL', 'ON_DEMAND', 'PER_EVENT'] as const;
export type TServiceFrequency = (typeof SERVICE_FREQUENCIES)[number];
export const SERVICE_FREQUENCY_LABELS: Record<TServiceFrequency, string> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  BIWEEKLY: 'Every two weeks',
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  SEMI_ANNUAL: 'Twice a year',
  ANNUAL: 'Yearly',
  ON_DEMAND: 'On demand',
  PER_EVENT: 'Per event (e.g. per snowfall)',
};

export const SERVICE_SEASONS = ['YEAR_ROUND', 'SPRING', 'SUMMER', 'FALL', 'WINTER', 'CUSTOM'] as const;
export type TServiceSeason = (typeof SERVICE_SEASONS)[number];
export const SERVICE_SEASON_LABELS: Record<TServiceSeason, string> = {
  YEAR_ROUND: 'Year-round',
  SPRING: 'Spring',
  SUMMER: 'Summer',
  FALL: 'Fall',
  WINTER: 'Winter',
  CUSTOM: 'Custom dates',
};
