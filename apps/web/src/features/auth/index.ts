export { AuthProvider } from './components/auth-provider';
export { LoginPage } from './components/login-page';
export { PasswordResetDialog } from './components/password-reset-dialog';
export { useAuth, useCurrentUser } from './auth-context';
export { landingPath, type LoginState } from './return-path';
