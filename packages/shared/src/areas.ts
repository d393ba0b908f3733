import { z } from 'zod';
import { PERSON_FIELDS } from './users-messages.js';

/**
 * The utility's area hierarchy (issue 11): circles hold divisions, divisions sub divisions, sub divisions
 * sections. People's Circle / Division / Sub Division / Section are chosen from it, so a typo can no
 * longer split a division filter.
 */
export const AREA_KINDS = ['circle', 'division', 'sub_division', 'section'] as const;
export const AreaKind = z.enum(AREA_KINDS);
export type AreaKind = z.infer<typeof AreaKind>;

/** The person field each level fills, in the hierarchy's order. */
export const AREA_FIELDS = ['circle', 'division', 'subDivision', 'section'] as const;
export type AreaField = (typeof AREA_FIELDS)[number];

export const AREA_FIELD_OF: Record<AreaKind, AreaField> = {
  circle: 'circle',
  division: 'division',
  sub_division: 'subDivision',
  section: 'section',
};

/** The level above a kind (a circle has none). */
export const parentKindOf = (kind: AreaKind): AreaKind | null => {
  const at = AREA_KINDS.indexOf(kind);
  return at > 0 ? (AREA_KINDS[at - 1] as AreaKind) : null;
};

export const AREA_NAME_MAX = 100;

export const AREA_MESSAGES = {
  created: (name: string) => `${name} added`,
  renamed: (name: string) => `Renamed to ${name}`,
  deleted: (name: string) => `${name} removed`,
  notFound: 'Area not found',
  nameRequired: 'Enter a name',
  duplicate: (name: string) => `${name} already exists here. Choose another name.`,
  circleHasNoParent: 'A circle is the top level: it has no parent.',
  wrongParent: (kind: string, parentKind: string) => `A ${kind} belongs to a ${parentKind}. Choose one.`,
  hasChildren: (name: string, count: number) =>
    `${name} still holds ${count} area${count === 1 ? '' : 's'}. Remove ${count === 1 ? 'it' : 'them'} first.`,
  inUse: (name: string, count: number) =>
    `${name} is the area of ${count} ${count === 1 ? 'person' : 'people'}. Move them to another area first.`,
  /** A person's area that is not a path of the tree. */
  notInTree: 'The area is not in the area list. Choose it from the lists.',
  unknownCircle: 'Choose a circle from the list',
  unknownChild: (label: string, parent: string) => `Choose a ${label} of ${parent}`,
  unknownAny: (label: string) => `Choose a ${label} from the list`,
} as const;

export const Area = z.object({
  id: z.number().int(),
  kind: AreaKind,
  name: z.string(),
  parentId: z.number().int().nullable(),
  /** The corners of its outline (area-outlines.ts), or null: none drawn. */
  outlinePoints: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Area = z.infer<typeof Area>;

export const AreaList = z.object({ success: z.literal(true), data: z.array(Area) });
export type AreaList = z.infer<typeof AreaList>;

const areaName = z
  .string({ error: AREA_MESSAGES.nameRequired })
  .trim()
  .min(1, AREA_MESSAGES.nameRequired)
  .max(AREA_NAME_MAX);

/** A new area: a circle at the top (no parent), anything else under an area of the level above. */
export const CreateArea = z.object({
  kind: AreaKind,
  name: areaName,
  parentId: z.number().int().positive().nullish(),
});
export type CreateArea = z.infer<typeof CreateArea>;

export const RenameArea = z.object({ name: areaName });
export type RenameArea = z.infer<typeof RenameArea>;

export const AreaResponse = z.object({ success: z.literal(true), message: z.string(), data: Area });
export type AreaResponse = z.infer<typeof AreaResponse>;

/** A person's four area fields, any of them absent or empty. */
export type AreaPath = Partial<Record<AreaField, string | null | undefined>>;

/** Values that name no area: blank, and the division every admin gets by default. */
export const isNoArea = (value: string | null | undefined): boolean =>
  !value || !value.trim() || value.trim() === 'Unassigned';

/**
 * Checks a person's area fields against the tree: each given value must be an area of its level under the
 * given value above it (a level left empty matches any). Answers the first field that does not fit with
 * its message, or null. The server and the forms ask the same rule.
 */
export function areaPathProblem(
  areas: readonly Pick<Area, 'id' | 'kind' | 'name' | 'parentId'>[],
  path: AreaPath,
): { field: AreaField; message: string } | null {
  let parents: Set<number> | null = null; // null: any parent
  let above: string | null = null;
  for (const [level, kind] of AREA_KINDS.entries()) {
    const field = AREA_FIELDS[level] as AreaField;
    const value = path[field];
    const ofLevel = areas.filter(
      (a) => a.kind === kind && (parents === null || (a.parentId !== null && parents.has(a.parentId))),
    );
    if (isNoArea(value)) {
      parents = parents === null ? null : new Set(ofLevel.map((a) => a.id));
      continue;
    }
    const name = (value as string).trim();
    const matches = ofLevel.filter((a) => a.name === name);
    if (matches.length === 0) {
      const label = PERSON_FIELDS[field].toLowerCase();
      const message =
        kind === 'circle'
          ? AREA_MESSAGES.unknownCircle
          : above
            ? AREA_MESSAGES.unknownChild(label, above)
            : AREA_MESSAGES.unknownAny(label);
      return { field, message };
    }
    parents = new Set(matches.map((a) => a.id));
    above = name;
  }
  return null;
}

/** The children of an area (or the circles, for null), by name. */
export const areaChildren = <A extends Pick<Area, 'parentId' | 'name'>>(
  areas: readonly A[],
  parentId: number | null,
) => areas.filter((a) => a.parentId === parentId).sort((x, y) => x.name.localeCompare(y.name));
