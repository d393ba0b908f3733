import { ShieldAlert } from 'lucide-react';
import { AUTH } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useAuth } from '../auth-context';
import { AUTH_UI } from '../messages';
import { AuthScreen } from './auth-screen';

/** What a field officer sees after signing in: the console is not for them (DESIGN §4). */
export function NoConsoleAccess() {
  const { logout } = useAuth();
  return (
    <AuthScreen>
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <ShieldAlert className="size-10 text-warning" aria-hidden="true" />
          <h1 className="text-xl font-bold">{AUTH_UI.noConsoleAccessTitle}</h1>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-5 text-center">
          <p role="alert" className="text-sm text-muted-foreground">
            {AUTH.noConsoleAccess}
          </p>
          <Button onClick={() => void logout()}>{AUTH_UI.signOut}</Button>
        </CardContent>
      </Card>
    </AuthScreen>
  );
}
