import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  AccessLevel,
  AreaKind,
  CommissionStatus,
  CommunicationStatus,
  InstallationKind,
  ReviewEventKind,
  Role,
} from '@smms/shared';

/** Timestamps read as ISO strings on both drivers; written as Date or string. */
type Timestamp = ColumnType<string, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/**
 * The photo slots an installation holds (bit n-1: slot n), kept by triggers on its photos table (migration
 * 0012): read only, never written by the app.
 */
type PhotoMask = ColumnType<number, never, never>;
/** Whether an installation holds any flag, kept by triggers on installation_flags (migration 0035): never written by the app. */
type Flagged = ColumnType<boolean, never, never>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  passwordHash: string | null;
  role: Role;
  accessLevel: Defaulted<AccessLevel>;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  alternatePhone: string | null;
  circle: string | null;
  division: Defaulted<string>;
  subDivision: string | null;
  section: string | null;
  createdBy: number | null;
  isActive: Defaulted<boolean>;
  lastLoginAt: NullableTimestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  version: Defaulted<number>;
  /**
   * The user as the API's User writes it, the object's members without braces, kept by a trigger (migration
   * 0014): read only, never written by the app.
   */
  jsonFields: ColumnType<string, never, never>;
}

export interface SessionsTable {
  id: Generated<number>;
  tokenHash: string;
  userId: number;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: NullableTimestamp;
  ip: string | null;
  userAgent: string | null;
}

export interface OtpsTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  attempts: Defaulted<number>;
  usedAt: NullableTimestamp;
  resetTokenHash: string | null;
  resetTokenExpiresAt: NullableTimestamp;
  resetUsedAt: NullableTimestamp;
}

export interface AuthThrottleTable {
  key: string;
  failures: Defaulted<number>;
  windowStartedAt: Timestamp;
  lockedUntil: NullableTimestamp;
}

export interface DtrReferenceTable {
  dtrNo: string;
  substation: string | null;
  district: string | null;
  edc: string | null;
  capacity: string | null;
  region: string | null;
  status: string | null;
  circle: string | null;
  feeder: string | null;
  updatedAt: Timestamp;
}

export interface MetersTable {
  id: Generated<number>;
  meterSno: string;
  dtrSno: string | null;
  communicationStatus: Defaulted<CommunicationStatus>;
  lastCommunicatedAt: NullableTimestamp;
  installedOn: Timestamp;
  feederName: string | null;
  feederNumber: string | null;
  substationName: string | null;
  substationNumber: string | null;
  section: string | null;
  subDivision: string | null;
  division: string | null;
  circle: string | null;
  organization: string | null;
  commissionStatus: Defaulted<CommissionStatus>;
  /** A BI_ADMIN's verdict (APPROVED, REJECTED) since the last reopen, or none (migration 0016). */
  techSupportStatus: string | null;
  /** The super admin's working word (pending, in progress, resolved…): no queue reads it. */
  techSupportProgress: string | null;
  comments: string | null;
  rejectionCategory: string | null;
  dtrCapacity: string | null;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  autoCommissioned: Defaulted<boolean>;
  fieldOfficerId: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  version: Defaulted<number>;
  photoMask: PhotoMask;
  flagged: Flagged;
  /** When it entered its review step (migration 0022's trigger). */
  stepSince: Timestamp;
  /** When the step before began (the trigger keeps it): what undoing a decision puts back. */
  previousStepSince: NullableTimestamp;
}

export interface MeterPhotosTable {
  id: Generated<number>;
  meterId: number;
  slot: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Timestamp;
  /** The stored JPEG's SHA-256 and its 64-bit difference hash (lib/photo-fingerprint.ts); null until fingerprinted. */
  sha256: string | null;
  dhash: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ModemsTable {
  id: Generated<number>;
  modemSno: string;
  meterSno: string | null;
  serviceNo: string | null;
  phone: string | null;
  section: string | null;
  division: string | null;
  subDivision: string | null;
  circle: string | null;
  consumerName: string | null;
  commissionStatus: Defaulted<CommissionStatus>;
  communicationStatus: Defaulted<CommunicationStatus>;
  /** A BI_ADMIN's verdict (APPROVED, REJECTED) since the last reopen, or none (migration 0016). */
  techSupportStatus: string | null;
  /** The super admin's working word (pending, in progress, resolved…): no queue reads it. */
  techSupportProgress: string | null;
  installedOn: Timestamp;
  lastCommunicatedAt: NullableTimestamp;
  /** First seen communicating (LIVE): the Commission Date. */
  commissionedAt: NullableTimestamp;
  latitude: number | null;
  longitude: number | null;
  comments: string | null;
  rejectionReason: string | null;
  rejectionCategory: string | null;
  simNumber: string | null;
  imeiNumber: string | null;
  firmwareVersion: string | null;
  signalStrength: number | null;
  fieldOfficerId: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  version: Defaulted<number>;
  photoMask: PhotoMask;
  flagged: Flagged;
  /** When it entered its review step (migration 0022's trigger). */
  stepSince: Timestamp;
  /** When the step before began (the trigger keeps it): what undoing a decision puts back. */
  previousStepSince: NullableTimestamp;
}

export interface ModemPhotosTable {
  id: Generated<number>;
  modemId: number;
  slot: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Timestamp;
  /** The stored JPEG's SHA-256 and its 64-bit difference hash (lib/photo-fingerprint.ts); null until fingerprinted. */
  sha256: string | null;
  dhash: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A check's finding on an installation (issue 42, migration 0029), often about another it matches. */
export interface InstallationFlagsTable {
  kind: 'meter' | 'modem';
  installationId: number;
  code: string;
  /** The other installation ('' and 0: none). */
  relatedKind: Defaulted<'' | 'meter' | 'modem'>;
  relatedId: Defaulted<number>;
  detail: Defaulted<unknown>;
  foundAt: Timestamp;
}

export interface ActivitiesTable {
  id: Generated<number>;
  at: Timestamp;
  actorId: number | null;
  /** Who acted, by name as it was then (a trigger fills it: migration 0018). */
  actorName: Generated<string | null>;
  action: string;
  entityType: string | null;
  entityId: number | null;
  location: string | null;
  details: ColumnType<unknown, string | null | undefined, string | null>;
  ip: string | null;
}

export interface TechSupportTicketsTable {
  id: Generated<number>;
  title: string;
  description: Defaulted<string>;
  status: Defaulted<string>;
  priority: Defaulted<string>;
  category: string;
  reportedBy: number | null;
  assignedTo: number | null;
  modemId: number | null;
  location: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  version: Defaulted<number>;
}

/** The area hierarchy people's areas are chosen from (migration 0005). */
export interface AreasTable {
  id: Generated<number>;
  kind: AreaKind;
  name: string;
  parentId: number | null;
  /** A circle's or division's outline, PostgreSQL's polygon as text: '((lng,lat),...)' (migration 0033). */
  outline: string | null;
  createdAt: Timestamp;
}

export interface UserTotpTable {
  userId: number;
  secretEnc: string;
  enabledAt: NullableTimestamp;
  /** Read as a string on PostgreSQL (bigint); compare with Number(). */
  lastStep: ColumnType<string | number | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
}

export interface TotpRecoveryCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  usedAt: NullableTimestamp;
}

export interface SignInChallengesTable {
  id: Generated<number>;
  tokenHash: string;
  userId: number;
  kind: 'code' | 'enrol';
  attempts: Defaulted<number>;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
}

export interface SettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  /** How many times the key was set (migration 0017): a change names the version it read. */
  version: Defaulted<number>;
  updatedAt: Timestamp;
  updatedBy: number | null;
}

/** The stored answer of an `Idempotency-Key` (migration 0008); status and body are set on commit. */
export interface IdempotencyKeysTable {
  userId: number;
  route: string;
  key: string;
  requestHash: string;
  status: number | null;
  body: unknown;
  createdAt: Timestamp;
}

/** The review record (migration 0015): append-only, a trigger refuses UPDATE, DELETE and TRUNCATE. */
export interface ReviewEventsTable {
  id: Generated<number>;
  installation: InstallationKind;
  installationId: number;
  kind: ReviewEventKind;
  at: Timestamp;
  actorId: number | null;
  actorRole: string | null;
  actorName: string;
  fromStatus: string | null;
  toStatus: string;
  category: string | null;
  comment: string | null;
  rule: ColumnType<unknown, string | null | undefined, never>;
  /** A rejection's photos at fault (migration 0031): [{ slot, fault, sha256 }] as JSON text when written. */
  photoFaults: ColumnType<unknown, string | null | undefined, never>;
}

/** A person's console preferences by name (migration 0019): columns, page size. */
export interface UserPreferencesTable {
  userId: number;
  name: string;
  value: string;
  updatedAt: Timestamp;
}

/** Machine callers with a token of their own (migration 0021): only its hash is kept. */
export interface ServiceAccountsTable {
  id: Generated<number>;
  name: string;
  scopes: string[];
  tokenHash: string;
  tokenHint: string;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: Timestamp;
  lastUsedAt: NullableTimestamp;
  revokedAt: NullableTimestamp;
  revokedBy: number | null;
  revokedByName: string | null;
}

/** A reviewer's claim on one installation of its queue (issue 41, migration 0024). */
export interface ReviewClaimsTable {
  id: Generated<number>;
  meterId: number | null;
  modemId: number | null;
  userId: number;
  sessionId: number | null;
  claimedAt: Timestamp;
  expiresAt: Timestamp;
}

/** The ae_id of a day's totals over everyone (the rows of AE_ADMINs' officers, and of officers no AE_ADMIN created). */
export const OVERDUE_EVERYONE = -1;

/**
 * What waited in a review step on a day, and how much of it was overdue, per AE_ADMIN whose officers installed it
 * (0: none) and in all (OVERDUE_EVERYONE); issue 41, migration 0025.
 */
export interface OverdueDaysTable {
  day: string;
  view: 'Meters' | 'Modems';
  step: 'installed' | 'live' | 'recommended' | 'rejected';
  aeId: number;
  waiting: number;
  overdue: number;
  takenAt: Generated<Timestamp>;
}

export interface Database {
  areas: AreasTable;
  users: UsersTable;
  sessions: SessionsTable;
  otps: OtpsTable;
  authThrottle: AuthThrottleTable;
  dtrReference: DtrReferenceTable;
  meters: MetersTable;
  meterPhotos: MeterPhotosTable;
  modems: ModemsTable;
  modemPhotos: ModemPhotosTable;
  installationFlags: InstallationFlagsTable;
  activities: ActivitiesTable;
  techSupportTickets: TechSupportTicketsTable;
  userTotp: UserTotpTable;
  totpRecoveryCodes: TotpRecoveryCodesTable;
  signInChallenges: SignInChallengesTable;
  settings: SettingsTable;
  idempotencyKeys: IdempotencyKeysTable;
  reviewEvents: ReviewEventsTable;
  userPreferences: UserPreferencesTable;
  serviceAccounts: ServiceAccountsTable;
  reviewClaims: ReviewClaimsTable;
  overdueDays: OverdueDaysTable;
}

export type UserRow = Selectable<UsersTable>;

export type AreaRow = Selectable<AreasTable>;
