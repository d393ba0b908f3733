/** The auth module's public surface: what other modules and the app may import (issue 40). */
export { authRoutes } from './auth.routes.js';
export { createAuthService } from './auth.service.js';
export { type SmsProvider, smsProviderFor } from './sms.js';
export { checkTotpKey } from './totp-key-check.js';
export { twoStepRoutes } from './totp.routes.js';
export { createTwoStepService } from './totp.service.js';
