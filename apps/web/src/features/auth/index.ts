export { AuthProvider } from './components/auth-provider';
export { LoginPage } from './components/login-page';
export { PasswordResetDialog } from './components/password-reset-dialog';
export { useAuth, useCurrentUser, type AuthContextValue, type AuthState } from './auth-context';
export { ME_QUERY_KEY } from './api/me';
