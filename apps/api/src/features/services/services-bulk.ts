import { ZServiceBulkRowSchema, type TServiceBulkResult, type TServiceBulkRowInput, type TServiceUnit } from '@procura/shared';

/** A row that passed its own rules, waiting for its category and its name to be checked. */
export interface TCheckedRow {
  row: number;
  categoryId?: string;
  categoryName?: string;
  name: string;
  description: string | null;
  unit: TServiceUnit;
}

/** Each row against the single-service rules: field → first message, as the report shows it. */
export function checkRows(rows: readonly TServiceBulkRowInput[]): { valid: TCheckedRow[]; failed: TServiceBulkResult[] } {
  const valid: TCheckedRow[] = [];
  const failed: TServiceBulkResult[] = [];
  rows.forEach((input, index) => {
    const row = index + 1;
    // Blank cells of a pasted sheet mean "not given", not "an empty id".
    const blankless = Object.fromEntries(Object.entries(input).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));
    const parsed = ZServiceBulkRowSchema.safeParse(blankless);
    if (parsed.success) {
      const { categoryId, categoryName, name, description, unit } = parsed.data;
      valid.push({ row, categoryId, categoryName: categoryName || undefined, name, description: description ?? null, unit });
      return;
    }
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'name');
      errors[field] ??= issue.message;
    }
    failed.push({ row, status: 'error', errors });
  });
  return { valid, failed };
}

/**
 * The rows whose category is known and whose name is new, in the category and in the payload
 * (names compare without case, as the unique index does); the others with their reason.
 */
export function resolveRows(
  rows: readonly TCheckedRow[],
  categories: readonly { id: string; name: string }[],
  takenNames: ReadonlySet<string>,
): { ready: (TCheckedRow & { categoryId: string })[]; failed: TServiceBulkResult[] } {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const byName = new Map(categories.map((c) => [c.name.toLowerCase(), c]));
  const seen = new Map<string, number>();
  const ready: (TCheckedRow & { categoryId: string })[] = [];
  const failed: TServiceBulkResult[] = [];
  for (const row of rows) {
    const category = row.categoryId ? byId.get(row.categoryId) : byName.get((row.categoryName ?? '').toLowerCase());
    if (!category) {
      const field = row.categoryId ? 'categoryId' : 'categoryName';
      failed.push({
        row: row.row,
        status: 'error',
        errors: { [field]: `No category "${row.categoryId ?? row.categoryName}". Create it first or check the spelling.` },
      });
      continue;
    }
    const key = `${category.id}|${row.name.toLowerCase()}`;
    if (takenNames.has(key)) {
      failed.push({ row: row.row, status: 'error', errors: { name: `${category.name} already has a service named "${row.name}".` } });
      continue;
    }
    const first = seen.get(key);
    if (first !== undefined) {
      failed.push({ row: row.row, status: 'error', errors: { name: `"${row.name}" is also on row ${first} for ${category.name}.` } });
      continue;
    }
    seen.set(key, row.row);
    ready.push({ ...row, categoryId: category.id });
  }
  return { ready, failed };
}
