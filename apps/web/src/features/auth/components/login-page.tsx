import { lazy, Suspense, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AUTH, AUTH_LABELS, isConsoleRole, type SecondFactorNeededResponse } from '@smms/shared';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/document-title';
import { useAuth } from '../auth-context';
import { landingPath, loginStateOf } from '../return-path';
import { LoginForm } from './login-form';
import { NoConsoleAccess } from './no-console-access';
import { AuthScreen } from './auth-screen';

// Only admins with two-step sign-in reach this step: it loads then, not with the login page (issue 12).
const SecondFactorStep = lazy(() =>
  import('./second-factor-step').then((module) => ({ default: module.SecondFactorStep })),
);

/**
 * / and /login: the sign-in card, or for someone signed in the link they had opened (if theirs to open)
 * or their dashboard. Says so when a session has expired.
 */
export function LoginPage() {
  const auth = useAuth();
  const { from } = loginStateOf(useLocation().state);
  // The right password of an admin with two-step sign-in: the card asks for the code (or the setup) next.
  const [step, setStep] = useState<SecondFactorNeededResponse | null>(null);
  useDocumentTitle(AUTH.welcomeBack);
  if (auth.status === 'loading') return <FullPageSpinner />;
  if (auth.status === 'authenticated') {
    if (isConsoleRole(auth.user.role)) return <Navigate to={landingPath(auth.user.role, from)} replace />;
    return <NoConsoleAccess />;
  }
  if (step) {
    return (
      <AuthScreen>
        <Suspense fallback={<FullPageSpinner />}>
          <SecondFactorStep step={step} onBack={() => setStep(null)} />
        </Suspense>
      </AuthScreen>
    );
  }
  return (
    <AuthScreen>
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <h1 className="text-2xl font-bold">{AUTH.welcomeBack}</h1>
          <CardDescription>{AUTH.signInSubtitle}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {auth.expired && (
            <p
              role="status"
              className="rounded-md border border-yellow-200 bg-yellow-50 p-3 text-sm font-medium text-yellow-900"
            >
              {AUTH_LABELS.sessionExpired}
            </p>
          )}
          <LoginForm from={from} onSecondFactor={setStep} />
        </CardContent>
      </Card>
    </AuthScreen>
  );
}
