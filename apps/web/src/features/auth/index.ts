export { AuthProvider } from './components/auth-provider';
export { LoginPage } from './components/login-page';
export { LazyPasswordResetDialog as PasswordResetDialog } from './components/lazy-password-reset-dialog';
export { useAuth, useCurrentUser } from './auth-context';
export { meQueryOptions } from './api/me';
export { landingPath, type LoginState } from './return-path';
export { LazyTwoStepDialog as TwoStepDialog } from './components/lazy-two-step-dialog';
