/** The lifecycle module's public surface: what other modules and the app may import (issue 40). */
export { assertRejectionComplete } from './commission-decision.js';
export { type CommissionKind, createCommission } from './commission.js';
export { countersOf, counterTotal, counterTotalSql, officersHolding } from './counters.sql.js';
export { evidenceChange } from './evidence.js';
export { installationHistory } from './history.js';
export { install, installedBy, preparedPhoto } from './install.js';
export { installationStore, type InstallationStore } from './installation-store.js';
export { lastDecisionSql, rejectionReasonSql, stateLabelSql } from './labels.sql.js';
export { divisionsInScope, insertInstallation, updateInstallation } from './installation-rows.sql.js';
export { counterRuleSql, countWhere, ruleSql, rulesSql, sumWhere } from './lifecycle.sql.js';
export { assignPhotoSlots, type PhotoStore, preparePhoto, type SlottedUpload } from './photo-storage.js';
export { recordReviewStep, reviewRecordOf } from './review-record.js';
export { faultsNow, parsedFaults, photoFiles, reworkDone } from './photo-faults.js';
export { queueSlaTotal, slaSql, slaWithin, type SlaFilter } from './sla.sql.js';
export { claimWithin, liveClaimSql, type ClaimListFilter } from './claims.sql.js';
export { mapCells } from './map-cells.sql.js';
