import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AUTH, FORM_TEXTS, isConsoleRole, TOAST_TITLES, type SecondFactorNeededResponse } from '@smms/shared';
import { controlProps, Field } from '@/components/form/field';
import type { FormProblem } from '@/components/form/form-problem';
import { FormSummary } from '@/components/form/form-summary';
import { useFocusFirstInvalid } from '@/components/form/use-flagged-fields';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAuth } from '../auth-context';
import { AUTH_UI } from '../messages';
import { landingPath } from '../return-path';
import { LazyPasswordResetDialog } from './lazy-password-reset-dialog';

const USERNAME_ID = 'login-username';
const PASSWORD_ID = 'login-password';
const SUMMARY_ID = 'login-problem';

/**
 * SPEC §2.2 and §8's words for each way a sign-in can fail, said once at the top of the form (issue 38:
 * not a toast that goes away). The server's answer names no field; the password is what is typed again,
 * so it is marked (described by that line), takes the focus and is selected.
 */
export function loginFailure(error: unknown): FormProblem {
  const retype = { password: '' };
  if (isApiError(error) && error.status === 401)
    return { title: AUTH.loginFailedTitle, description: AUTH.invalidCredentials, errors: retype };
  if (isApiError(error) && (error.status === 403 || error.status === 429))
    return { title: TOAST_TITLES.error, description: error.message, errors: retype };
  return { title: TOAST_TITLES.error, description: AUTH.loginError, errors: retype };
}

/** An empty field: the form's line says so as a whole, each empty field its own rule beneath it. */
function emptyFields(username: string, password: string): FormProblem | null {
  const errors = {
    ...(username.trim() ? {} : { username: FORM_TEXTS.required(AUTH_UI.username) }),
    ...(password ? {} : { password: FORM_TEXTS.required(AUTH_UI.password) }),
  };
  if (Object.keys(errors).length === 0) return null;
  return { title: TOAST_TITLES.error, description: AUTH.fillAllFields, errors };
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
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { formRef, request: focusFirstInvalid } = useFocusFirstInvalid();

  function fail(found: FormProblem) {
    setProblem(found);
    focusFirstInvalid();
  }
  // A refused password is typed again: selected once focused (after the focus move above), so the next
  // keys replace it.
  useLayoutEffect(() => {
    if (problem?.errors.password === '') passwordRef.current?.select();
  }, [problem]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const empty = emptyFields(username, password);
    if (empty) return fail(empty);
    setBusy(true);
    try {
      const user = await login({ username: username.trim(), password });
      setProblem(null);
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
      setBusy(false);
      fail(loginFailure(error));
      return;
    }
    setBusy(false);
  }

  // A field at fault: its own rule beneath it, or (a refusal) the form's line as its description.
  const fieldError = (name: 'username' | 'password') => problem?.errors[name];
  const fieldProps = (id: string, name: 'username' | 'password') => {
    const error = fieldError(name);
    const props = controlProps(id, { required: true, error });
    return error === '' ? { ...props, 'aria-invalid': true as const, 'aria-describedby': SUMMARY_ID } : props;
  };

  return (
    <>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <FormSummary problem={problem} id={SUMMARY_ID} />
        <Field id={USERNAME_ID} label={AUTH_UI.username} error={fieldError('username') || null}>
          <Input
            {...fieldProps(USERNAME_ID, 'username')}
            name="username"
            autoComplete="username"
            placeholder={AUTH_UI.usernamePlaceholder}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            disabled={busy}
            autoFocus
          />
        </Field>
        <Field id={PASSWORD_ID} label={AUTH_UI.password} error={fieldError('password') || null}>
          <PasswordInput
            {...fieldProps(PASSWORD_ID, 'password')}
            ref={passwordRef}
            name="password"
            autoComplete="current-password"
            placeholder={AUTH_UI.passwordPlaceholder}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={busy}
            showLabel={AUTH_UI.showPassword}
            hideLabel={AUTH_UI.hidePassword}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? AUTH.signingIn : AUTH.signIn}
        </Button>
        <Button type="button" variant="link" className="self-center" onClick={() => setForgotOpen(true)}>
          {AUTH_UI.forgotPassword}
        </Button>
      </form>
      <LazyPasswordResetDialog
        open={forgotOpen}
        onOpenChange={setForgotOpen}
        onPasswordSet={(account) => {
          // Back at the form with the account filled in: the new password is what is typed next.
          setUsername(account);
          setPassword('');
          setProblem(null);
          passwordRef.current?.focus();
        }}
      />
    </>
  );
}
