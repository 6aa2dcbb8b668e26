import type { TServiceOption } from '@procura/shared';

/** Mantine's grouped select data: services under their category, both alphabetical. */
export function groupedServiceData(services: readonly TServiceOption[] | undefined) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const service of services ?? []) {
    const items = groups.get(service.categoryName) ?? [];
    items.push({ value: service.id, label: service.name });
    groups.set(service.categoryName, items);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, items]) => ({ group, items: items.sort((a, b) => a.label.localeCompare(b.label)) }));
}
