/** The settings module's public surface: what other modules and the app may import (issue 40). */
export { securitySettingsRoutes } from './security-settings.routes.js';
export {
  claimSetting,
  readSetting,
  readStoredSetting,
  type StoredSetting,
  writeSetting,
  writeSettingAt,
} from './settings.repo.js';
export { settingsRoutes } from './settings.routes.js';
