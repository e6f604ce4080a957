// The category tree as the catalogue screens choose from it: rooms, their types, the types' kinds.
export interface CategoryChoice {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
}

/** Every category in tree order, each named with its path ("Living › Sofas › 3 Seater"). */
export function categoryPaths(all: CategoryChoice[]): { id: number; level: number; label: string }[] {
  const out: { id: number; level: number; label: string }[] = [];
  const walk = (parentId: number | null, prefix: string) => {
    for (const c of all.filter((x) => x.parentId === parentId)) {
      const label = prefix ? `${prefix} › ${c.name}` : c.name;
      out.push({ id: c.id, level: c.level, label });
      walk(c.id, label);
    }
  };
  walk(null, '');
  return out;
}
