import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { AUTH, FORM_TEXTS } from '@smms/shared';
import { createQueryClient } from '@/lib/query-client';
import { json, mockFetch } from '@/test/fetch-mock';
import { AUTH_UI, PASSWORD_RESET_CLOSE_MS } from '../messages';
import { PasswordResetDialog } from './password-reset-dialog';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <QueryClientProvider client={createQueryClient()}>
      <button onClick={() => setOpen(true)}>Reopen</button>
      <PasswordResetDialog
        open={open}
        onOpenChange={setOpen}
        user={{ username: 'aeadmin', phone: '9876543210' }}
      />
      <Toaster />
    </QueryClientProvider>
  );
}

/** The server side of the three steps; OTP 123456 is the right one. */
function resetServer() {
  return mockFetch((_url, init) => {
    const body = JSON.parse(String(init.body)) as { action: string; otp?: string; currentPassword?: string };
    if (body.action === 'send-otp') return json(200, { success: true, message: 'sent', phone: '••••••3210' });
    if (body.action === 'validate-otp')
      return body.otp === '123456'
        ? json(200, { success: true, message: 'ok', resetToken: 'r'.repeat(32) })
        : json(400, { success: false, message: AUTH.invalidOtp });
    return body.currentPassword === 'Current#Pass-1'
      ? json(200, { success: true, message: AUTH.passwordUpdated })
      : json(400, { success: false, message: AUTH.invalidCurrentPassword });
  });
}

describe('PasswordResetDialog', () => {
  it('walks through send OTP, verify OTP and new password, then closes and resets', async () => {
    const spy = resetServer();
    const user = userEvent.setup();
    render(<Harness />);

    expect(
      screen.getByText(/An OTP will be sent to your registered phone number ••••••3210/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    const otp = await screen.findByLabelText('OTP');
    await user.type(otp, '12');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH.invalidOtpFormat);

    await user.type(otp, '9999');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    // Said once, under the field (no toast besides); the code cleared and the focus back on it.
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH.invalidOtp);
    expect(screen.queryByText(AUTH.otpValidationFailed)).not.toBeInTheDocument();
    expect(otp).toHaveValue('');
    expect(otp).toHaveFocus();

    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    // The current password comes first: from a signed-in session the OTP alone changes nothing.
    const current = await screen.findByLabelText(AUTH_UI.currentPassword);
    expect(current).toHaveFocus();
    const password = screen.getByLabelText('New Password');
    const confirm = screen.getByLabelText('Confirm Password');
    // Every rule is listed from the start, none met yet.
    const rules = screen.getByRole('list', { name: FORM_TEXTS.passwordRulesLabel });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.dataset.met),
    ).toEqual(['false', 'false']);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(current).toHaveAccessibleDescription(expect.stringContaining(AUTH.currentPasswordNeeded));
    expect(password).toHaveAccessibleDescription(expect.stringContaining(AUTH.enterNewPassword));
    expect(current).toHaveFocus();
    await user.type(current, 'Current#Pass-1');
    await user.type(password, 'short');
    await user.type(confirm, 'shorter');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    // Both problems at once, each at its field.
    expect(password).toHaveAccessibleDescription(expect.stringContaining(AUTH.passwordTooShort));
    expect(confirm).toHaveAccessibleDescription(expect.stringContaining(AUTH.passwordsDoNotMatch));
    await user.clear(confirm);
    await user.type(confirm, 'short');
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.dataset.met),
    ).toEqual(['false', 'true']);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH.passwordTooShort);

    await user.type(password, '-enough');
    await user.type(confirm, '-enough');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await within(screen.getByRole('dialog')).findByRole('status')).toHaveTextContent(
      AUTH.passwordUpdated,
    );
    const last = JSON.parse(String(spy.mock.calls.at(-1)![1]!.body)) as Record<string, string>;
    expect(last).toEqual({
      action: 'set-password',
      resetToken: 'r'.repeat(32),
      newPassword: 'short-enough',
      currentPassword: 'Current#Pass-1',
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: PASSWORD_RESET_CLOSE_MS + 1000,
    });
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it('shows a wrong current password under its field, and a second try with the right one succeeds', async () => {
    resetServer();
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    const current = await screen.findByLabelText(AUTH_UI.currentPassword);
    await user.type(current, 'not-mine');
    await user.type(screen.getByLabelText('New Password'), 'Brand-New#Pass-42');
    await user.type(screen.getByLabelText('Confirm Password'), 'Brand-New#Pass-42');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription(expect.stringContaining(AUTH.invalidCurrentPassword)),
    );
    expect(current).toHaveFocus();
    await user.clear(current);
    await user.type(current, 'Current#Pass-1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await within(screen.getByRole('dialog')).findByRole('status')).toHaveTextContent(
      AUTH.passwordUpdated,
    );
  });

  it('goes back one step', async () => {
    resetServer();
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByLabelText('OTP');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: AUTH_UI.resendOtp })).toBeInTheDocument();
  });

  it('keeps a verified code usable after Back, without asking the server again or waiting to resend', async () => {
    // As the server behaves: a code is single use, and a new one cannot be sent within a minute.
    let sends = 0;
    let validations = 0;
    const spy = mockFetch((_url, init) => {
      const body = JSON.parse(String(init.body)) as { action: string; otp?: string; resetToken?: string };
      if (body.action === 'send-otp') {
        sends += 1;
        return sends > 1
          ? json(429, { success: false, message: AUTH.otpResendTooSoon })
          : json(200, { success: true, message: 'sent', phone: '••••••3210' });
      }
      if (body.action === 'validate-otp') {
        validations += 1;
        return validations > 1
          ? json(400, { success: false, message: AUTH.otpUsed })
          : json(200, { success: true, message: 'ok', resetToken: 't'.repeat(32) });
      }
      return json(200, { success: true, message: AUTH.passwordUpdated });
    });
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByLabelText('New Password');

    // Back to the code: it is still there and goes on as it is.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('OTP')).toHaveValue('123456');
    expect(screen.getByRole('status')).toHaveTextContent(AUTH_UI.otpAlreadyVerified);
    await user.click(screen.getByRole('button', { name: AUTH_UI.continue }));
    await screen.findByLabelText('New Password');

    // Back twice, to the first step: the sent code can be entered again without a resend.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: AUTH_UI.useSentOtp }));
    await user.click(await screen.findByRole('button', { name: AUTH_UI.continue }));

    await user.type(await screen.findByLabelText(AUTH_UI.currentPassword), 'Current#Pass-1');
    await user.type(screen.getByLabelText('New Password'), 'long-enough-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await within(screen.getByRole('dialog')).findByRole('status')).toHaveTextContent(
      AUTH.passwordUpdated,
    );
    expect([sends, validations]).toEqual([1, 1]);
    const last = JSON.parse(String(spy.mock.calls.at(-1)![1]!.body)) as Record<string, string>;
    expect(last).toMatchObject({ action: 'set-password', resetToken: 't'.repeat(32) });
  });

  it('from the sign-in page: asks for the username, says nothing of the account, and asks no current password', async () => {
    const sent: Record<string, string>[] = [];
    mockFetch((_url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      sent.push(body);
      // As the server answers without a session: the same words whatever the account, no phone.
      if (body.action === 'send-otp') return json(200, { success: true, message: AUTH.otpSent });
      if (body.action === 'validate-otp')
        return json(200, { success: true, message: 'ok', resetToken: 'f'.repeat(32) });
      return json(200, { success: true, message: AUTH.passwordUpdated });
    });
    const passwordSet = vi.fn();
    function Forgot() {
      const [open, setOpen] = useState(true);
      return (
        <QueryClientProvider client={createQueryClient()}>
          <PasswordResetDialog open={open} onOpenChange={setOpen} onPasswordSet={passwordSet} />
        </QueryClientProvider>
      );
    }
    const user = userEvent.setup();
    render(<Forgot />);
    expect(screen.getByText(AUTH_UI.forgotIntro)).toBeInTheDocument();
    const username = screen.getByRole('textbox', { name: AUTH_UI.username });
    expect(username).toHaveFocus();
    // An empty username is refused at its field, with no call.
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(username).toHaveAccessibleDescription(FORM_TEXTS.required(AUTH_UI.username));
    expect(username).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(username, 'aeadmin.etawah');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(AUTH_UI.otpSentToAccount)).toBeInTheDocument();
    await user.type(screen.getByLabelText('OTP'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    const password = await screen.findByLabelText('New Password');
    expect(password).toHaveFocus();
    expect(screen.queryByLabelText(AUTH_UI.currentPassword)).not.toBeInTheDocument();
    await user.type(password, 'Etawah-Meters-1357');
    await user.type(screen.getByLabelText('Confirm Password'), 'Etawah-Meters-1357');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await within(screen.getByRole('dialog')).findByRole('status')).toHaveTextContent(
      AUTH_UI.forgotDone,
    );
    expect(sent).toEqual([
      { action: 'send-otp', username: 'aeadmin.etawah' },
      { action: 'validate-otp', username: 'aeadmin.etawah', otp: '654321' },
      { action: 'set-password', resetToken: 'f'.repeat(32), newPassword: 'Etawah-Meters-1357' },
    ]);
    // Closing hands the account back to the sign-in form, which takes the focus.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(passwordSet).toHaveBeenCalledWith('aeadmin.etawah'));
  });
});
