/** The super admin's Areas screen and the area selects of the people forms (issue 11). */
export const AREAS_SCREEN = {
  title: 'Areas',
  subtitle: "The utility's circles, divisions, sub divisions and sections that people are assigned to",
  treeLabel: 'Area hierarchy',
  loading: 'Loading areas...',
  loadError: 'The areas could not be loaded.',
  retry: 'Retry',
  empty: 'No areas yet. Add the first circle.',
  addCircle: 'Add Circle',
  kindLabels: { circle: 'Circle', division: 'Division', sub_division: 'Sub Division', section: 'Section' },
  childKindLabels: { circle: 'Division', division: 'Sub Division', sub_division: 'Section' },
  addChild: (kind: string, parent: string) => `Add ${kind} to ${parent}`,
  addTitle: (kind: string) => `Add ${kind}`,
  addUnder: (parent: string) => `It will belong to ${parent}.`,
  addTop: 'A circle is the top level of the hierarchy.',
  rename: (name: string) => `Rename ${name}`,
  renameTitle: (kind: string) => `Rename ${kind}`,
  renameDescription: 'People assigned to it keep it under its new name.',
  remove: (name: string) => `Remove ${name}`,
  removeTitle: (kind: string, name: string) => `Remove ${kind} ${name}?`,
  removeDescription: (name: string) =>
    `${name} will no longer be offered in the forms. An area that holds others or is assigned to people cannot be removed.`,
  expand: (name: string) => `Show the areas of ${name}`,
  collapse: (name: string) => `Hide the areas of ${name}`,
  nameLabel: 'Name',
  save: 'Save',
  saving: 'Saving...',
  add: 'Add',
  adding: 'Adding...',
  removeConfirm: 'Remove',
  removing: 'Removing...',
  cancel: 'Cancel',
  count: (n: number) => `${n} area${n === 1 ? '' : 's'}`,
  failed: 'The change was not saved',
  /** Issue 42: a circle's or division's outline, which its installations are checked against. */
  outline: (name: string) => `Outline of ${name}`,
  outlined: (corners: number) => `Outline: ${corners} corners`,
  outlineTitle: (kind: string, name: string) => `Outline of ${kind} ${name}`,
  outlineDescription: (kind: string) =>
    `Installations of this ${kind} whose coordinates lie outside its outline are flagged for the reviewers. Choose the GeoJSON file your GIS exports: a Polygon, or a Feature holding one, in longitude and latitude.`,
  outlineNow: (corners: number) => `Drawn now with ${corners} corners. A new file replaces it.`,
  outlineNone: 'No outline yet: its installations are not checked against one.',
  outlineFile: 'GeoJSON file',
  outlineNotJson: 'The file is not GeoJSON text. Export the outline from your GIS as GeoJSON.',
  outlinePreview: (corners: number) => `The file's outline: ${corners} corners`,
  outlineExtent: (south: string, north: string, west: string, east: string) =>
    `From latitude ${south} to ${north}, longitude ${west} to ${east}`,
  outlineChooseFile: 'Choose a GeoJSON file first',
  outlineSave: 'Save outline',
  outlineRemove: 'Remove outline',
  outlineRemoving: 'Removing...',
} as const;

/** The area selects of the officer and admin forms. */
export const AREA_SELECT = {
  choose: (label: string) => `Select ${label}`,
  chooseParentFirst: (parent: string) => `Select a ${parent} first`,
  /** A stored value the area list no longer holds: kept and shown so editing other fields keeps it. */
  notInList: (value: string) => `${value} (not in the area list)`,
  loading: 'Loading areas...',
} as const;
