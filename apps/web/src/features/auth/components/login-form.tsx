import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AUTH, isConsoleRole, type SecondFactorNeededResponse } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAuth } from '../auth-context';
import { AUTH_UI } from '../messages';
import { landingPath } from '../return-path';

/** SPEC §2.2 and §8: the toast for each way a sign-in can fail. */
export function reportLoginFailure(error: unknown): void {
  if (isApiError(error) && error.status === 401) notify.error(AUTH.loginFailedTitle, AUTH.invalidCredentials);
  else if (isApiError(error) && (error.status === 403 || error.status === 429))
    notify.error('Error', error.message);
  else notify.error('Error', AUTH.loginError);
}

/**
 * `from`: the console link opened while signed out, followed after sign-in if the role may open it.
 * `onSecondFactor`: the password was right and two-step sign-in asks for a code (or for setting it up).
 */
export function LoginForm({
  from,
  onSecondFactor,
}: {
  from?: string;
  onSecondFactor: (step: SecondFactorNeededResponse) => void;
}) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!username.trim() || !password) {
      notify.error('Error', AUTH.fillAllFields);
      return;
    }
    setBusy(true);
    try {
      const user = await login({ username: username.trim(), password });
      if ('secondFactor' in user) {
        onSecondFactor(user);
        return;
      }
      // A field officer stays here and is told the console is not for them.
      if (isConsoleRole(user.role)) {
        notify.success(AUTH.loginSuccessTitle, AUTH.loginSuccess);
        navigate(landingPath(user.role, from), { replace: true });
      }
    } catch (error) {
      reportLoginFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="login-username">{AUTH_UI.username}</Label>
        <Input
          id="login-username"
          name="username"
          autoComplete="username"
          placeholder={AUTH_UI.usernamePlaceholder}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          disabled={busy}
          autoFocus
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="login-password">{AUTH_UI.password}</Label>
        <PasswordInput
          id="login-password"
          name="password"
          autoComplete="current-password"
          placeholder={AUTH_UI.passwordPlaceholder}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={busy}
          showLabel={AUTH_UI.showPassword}
          hideLabel={AUTH_UI.hidePassword}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? AUTH.signingIn : AUTH.signIn}
      </Button>
    </form>
  );
}
