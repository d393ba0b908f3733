import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH, AUTH_LABELS, FORM_TEXTS } from '@smms/shared';
import { calledUrls, json, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

const anonymous = (login?: () => Response) =>
  mockFetch((url) => {
    if (url.endsWith('/auth/login') && login) return login();
    if (url.endsWith('/auth/me')) return json(401, { success: false, message: AUTH.notLoggedIn });
    // The dashboard's own calls: a 401 here would (rightly) sign the new session out again.
    return json(404, { success: false, message: 'Not found' });
  });

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: AUTH.welcomeBack });
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: AUTH.signIn }));
}

describe('login page', () => {
  it('shows the heading, the subtitle and both labelled fields', async () => {
    anonymous();
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: AUTH.welcomeBack })).toBeInTheDocument();
    expect(screen.getByText(AUTH.signInSubtitle)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('asks for both fields and makes no call when one is empty', async () => {
    const spy = anonymous();
    renderApp('/');
    await signIn('aeadmin', '');
    expect(await screen.findByText(AUTH.fillAllFields)).toBeInTheDocument();
    // The empty field says its rule and takes the focus.
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(FORM_TEXTS.required('Password'));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(calledUrls(spy).some((url) => url.includes('/auth/login'))).toBe(false);
  });

  it('shows and hides the password', async () => {
    anonymous();
    renderApp('/');
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('says the credentials are wrong on a 401', async () => {
    anonymous(() => json(401, { success: false, message: AUTH.invalidUsernameOrPassword }));
    renderApp('/');
    await signIn('aeadmin', 'wrong-password');
    // Said once, at the form (not a toast): the password is marked by it, focused and selected to retype.
    const problem = await screen.findByRole('alert', { name: FORM_TEXTS.summaryLabel });
    expect(problem).toHaveTextContent(`${AUTH.loginFailedTitle} — ${AUTH.invalidCredentials}`);
    expect(screen.getAllByText(AUTH.invalidCredentials)).toHaveLength(1);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(`${AUTH.loginFailedTitle} — ${AUTH.invalidCredentials}`);
    expect((password as HTMLInputElement).selectionEnd).toBe('wrong-password'.length);
  });

  it('opens the password reset from "Forgot password?", asking for the username', async () => {
    anonymous();
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: AUTH_LABELS.forgotPassword }));
    const dialog = await screen.findByRole('dialog', { name: AUTH_LABELS.resetTitle });
    expect(within(dialog).getByText(AUTH_LABELS.forgotIntro)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: AUTH_LABELS.username })).toHaveFocus(),
    );
    // Closed, the focus goes back to the link that opened it (never to <body>).
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: AUTH_LABELS.forgotPassword })).toHaveFocus(),
    );
  });

  it('says how long to wait when sign-ins from here are being slowed down (429)', async () => {
    const message = AUTH.tooManyAttempts(8);
    anonymous(() => json(429, { success: false, message }, { 'Retry-After': '8' }));
    renderApp('/');
    await signIn('aeadmin', 'wrong-password');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(message).toContain('try again in 8 seconds');
    expect(screen.getByRole('button', { name: AUTH.signIn })).toBeEnabled();
  });

  it("opens the role's dashboard after signing in", async () => {
    const user = makeUser();
    anonymous(() => json(200, { success: true, user, token: 't', message: AUTH.loggedIn }));
    const { router } = renderApp('/');
    await signIn('aeadmin', 'Demo@12345');
    expect(await screen.findByRole('heading', { name: 'Dashboard - Meters' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    // The toast comes with sonner, loaded on the first toast: wait for it.
    expect(await screen.findByText(AUTH.loginSuccess)).toBeInTheDocument();
  });

  it('tells a field officer the console is not for them', async () => {
    const user = makeUser({ role: 'FIELD_OFFICER' });
    anonymous(() => json(200, { success: true, user, token: 't', message: AUTH.loggedIn }));
    renderApp('/');
    await signIn('9876543210', 'Demo@12345');
    expect(await screen.findByText(AUTH.noConsoleAccess)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
