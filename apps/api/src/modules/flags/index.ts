/** The flags module's public surface (issue 42): photo fingerprints and the checks that flag installations. */
export { photoFingerprint, type PhotoFingerprint } from '../../lib/photo-fingerprint.js';
export {
  installationFlags,
  numberPartners,
  refreshIdentityFlags,
  refreshPlace,
  refreshPhotoFlags,
  rematchPartners,
} from './flags.service.js';
export { refreshAreaFlags } from './area-outline.sql.js';
export { refreshDtrFlags } from './dtr-distance.sql.js';
export { PHOTO_TABLES } from './photo-matches.sql.js';
export { refreshReworkFlags } from './rework.sql.js';
export { flaggedSql, flagWordsSql, holdFlags } from './flags.repo.js';
export { fingerprintStoredPhotos } from './fingerprint-backfill.js';
export { checkStoredInstallations } from './stored-checks.js';
export { createFlagChecksService, type FlagChecksService } from './flag-checks.service.js';
export { flagChecksRoutes } from './flag-checks.routes.js';
