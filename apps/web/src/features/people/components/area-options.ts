import { AREA_FIELDS, AREA_KINDS, type Area, type AreaField } from '@smms/shared';

export type AreaValues = Record<AreaField, string>;

const uniqueSorted = (names: string[]) => [...new Set(names)].sort((a, b) => a.localeCompare(b));

/**
 * The names each area select offers, given what is chosen above it: the circles, then the divisions of
 * the chosen circle, and so on (a name may repeat under other parents, so parents are matched by path).
 * A level whose parent is not chosen offers nothing.
 */
export function areaOptions(areas: readonly Area[], values: AreaValues): Record<AreaField, string[]> {
  const options = {} as Record<AreaField, string[]>;
  let parents: Area[] | null = null; // null: the top level
  for (const [level, kind] of AREA_KINDS.entries()) {
    const field = AREA_FIELDS[level] as AreaField;
    const ofLevel: Area[] = areas.filter(
      (a) =>
        a.kind === kind &&
        (parents === null ? a.parentId === null : parents.some((p) => p.id === a.parentId)),
    );
    options[field] = parents !== null && parents.length === 0 ? [] : uniqueSorted(ofLevel.map((a) => a.name));
    parents = ofLevel.filter((a) => a.name === values[field]);
  }
  return options;
}

/** Every division name, for a form that has a division and nothing above it (the admins'). */
export const allDivisions = (areas: readonly Area[]) =>
  uniqueSorted(areas.filter((a) => a.kind === 'division').map((a) => a.name));

/** Choosing an area empties the levels below it: they belonged to the old choice. */
export function withArea(values: AreaValues, field: AreaField, value: string): AreaValues {
  const at = AREA_FIELDS.indexOf(field);
  const next = { ...values, [field]: value };
  for (const below of AREA_FIELDS.slice(at + 1)) next[below] = '';
  return next;
}
