import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH, TWO_STEP } from '@smms/shared';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

const PENDING = { success: true, pendingToken: 'p'.repeat(43) };
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, string>;

/** The server of an admin with two-step sign-in: the password answers `step`, then `routes` answer the rest. */
function server(step: 'code' | 'enrol', routes: Record<string, (init: RequestInit) => Response>) {
  return mockFetch((url, init) => {
    if (url.endsWith('/auth/login'))
      return json(200, {
        ...PENDING,
        secondFactor: step,
        message: step === 'code' ? TWO_STEP.codeNeeded : TWO_STEP.enrolNeeded,
      });
    if (url.endsWith('/auth/me')) return json(401, { success: false, message: AUTH.notLoggedIn });
    for (const [path, answer] of Object.entries(routes)) if (url.endsWith(path)) return answer(init);
    return json(404, { success: false, message: 'Not found' });
  });
}

async function signIn() {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: AUTH.welcomeBack });
  await user.type(screen.getByLabelText('Username'), 'aeadmin');
  await user.type(screen.getByLabelText('Password'), 'Demo@12345');
  await user.click(screen.getByRole('button', { name: AUTH.signIn }));
  return user;
}

describe('the sign-in step of two-step sign-in', () => {
  it('asks for the code after the right password, and opens the dashboard once the code is right', async () => {
    const sent: Record<string, string>[] = [];
    server('code', {
      '/auth/login/second-factor': (init) => {
        sent.push(bodyOf(init));
        return json(200, { success: true, user: makeUser(), message: AUTH.loggedIn });
      },
    });
    const { router } = renderApp('/');
    const user = await signIn();
    expect(await screen.findByRole('heading', { name: TWO_STEP.stepTitle })).toBeInTheDocument();
    expect(screen.getByText(TWO_STEP.codeNeeded)).toBeInTheDocument();
    await user.type(screen.getByLabelText(TWO_STEP.codeLabel), '123 456');
    await user.click(screen.getByRole('button', { name: TWO_STEP.verify }));
    expect(await screen.findByRole('heading', { name: 'Dashboard - Meters' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(sent).toEqual([{ pendingToken: PENDING.pendingToken, code: '123456' }]);
  });

  it('says a wrong code is wrong and stays on the step, without a call for a short code', async () => {
    let calls = 0;
    server('code', {
      '/auth/login/second-factor': () => {
        calls += 1;
        return json(401, { success: false, message: TWO_STEP.invalidCode });
      },
    });
    renderApp('/');
    const user = await signIn();
    const field = await screen.findByLabelText(TWO_STEP.codeLabel);
    await user.type(field, '123');
    await user.click(screen.getByRole('button', { name: TWO_STEP.verify }));
    expect(await screen.findByText(AUTH.invalidOtpFormat)).toBeInTheDocument();
    expect(calls).toBe(0);
    await user.type(field, '456');
    await user.click(screen.getByRole('button', { name: TWO_STEP.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_STEP.invalidCode);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // Typed again from the start, where the focus is (never on <body>).
    expect(field).toHaveValue('');
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByRole('heading', { name: TWO_STEP.stepTitle })).toBeInTheDocument();
  });

  it('takes a recovery code instead, and goes back to the password', async () => {
    const sent: Record<string, string>[] = [];
    server('code', {
      '/auth/login/second-factor': (init) => {
        sent.push(bodyOf(init));
        return json(401, { success: false, message: TWO_STEP.invalidCode });
      },
    });
    renderApp('/');
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: TWO_STEP.useRecovery }));
    await user.type(screen.getByLabelText(TWO_STEP.recoveryCodeLabel), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: TWO_STEP.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_STEP.invalidCode);
    expect(sent).toEqual([{ pendingToken: PENDING.pendingToken, code: 'abcde-fghij' }]);
    await user.click(screen.getByRole('button', { name: TWO_STEP.backToSignIn }));
    expect(await screen.findByRole('heading', { name: AUTH.welcomeBack })).toBeInTheDocument();
  });

  it('sets up two-step sign-in when it is required, shows the recovery codes once, then opens the console', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `aaaa${i}-bbbbb`);
    server('enrol', {
      '/auth/login/enrol': () =>
        json(200, {
          success: true,
          secret: 'ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567',
          otpauthUri: 'otpauth://totp/SMMS:aeadmin?secret=X',
          qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
        }),
      '/auth/login/enrol/confirm': () =>
        json(200, { success: true, user: makeUser(), message: AUTH.loggedIn, recoveryCodes: codes }),
    });
    const { router } = renderApp('/');
    const user = await signIn();
    expect(await screen.findByRole('heading', { name: TWO_STEP.enrolTitle })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: TWO_STEP.qrAlt })).toBeInTheDocument();
    expect(screen.getByText('ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567')).toBeInTheDocument();
    await user.type(screen.getByLabelText(TWO_STEP.codeLabel), '654321');
    await user.click(screen.getByRole('button', { name: TWO_STEP.confirm }));
    const list = await screen.findByRole('list', { name: TWO_STEP.recoveryListLabel });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    // Still on the sign-in screen until the codes are saved.
    expect(router.state.location.pathname).toBe('/');
    await user.click(screen.getByRole('button', { name: TWO_STEP.continueToConsole }));
    expect(await screen.findByRole('heading', { name: 'Dashboard - Meters' })).toBeInTheDocument();
  });
});
