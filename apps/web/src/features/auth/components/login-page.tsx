import { Navigate } from 'react-router';
import { AUTH, isConsoleRole, roleHome } from '@smms/shared';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useAuth } from '../auth-context';
import { LoginForm } from './login-form';
import { NoConsoleAccess } from './no-console-access';
import { AuthScreen } from './auth-screen';

/** / and /login: the sign-in card, or the dashboard for someone already signed in. */
export function LoginPage() {
  const auth = useAuth();
  if (auth.status === 'loading') return <FullPageSpinner />;
  if (auth.status === 'authenticated') {
    if (isConsoleRole(auth.user.role)) return <Navigate to={roleHome(auth.user.role)} replace />;
    return <NoConsoleAccess />;
  }
  return (
    <AuthScreen>
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <h1 className="text-2xl font-bold">{AUTH.welcomeBack}</h1>
          <CardDescription>{AUTH.signInSubtitle}</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm />
        </CardContent>
      </Card>
    </AuthScreen>
  );
}
