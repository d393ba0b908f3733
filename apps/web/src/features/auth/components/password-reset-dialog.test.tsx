import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { AUTH } from '@smms/shared';
import { createQueryClient } from '@/lib/query-client';
import { json, mockFetch } from '@/test/fetch-mock';
import { PASSWORD_RESET_CLOSE_MS } from '../messages';
import { PasswordResetDialog } from './password-reset-dialog';

afterEach(() => vi.unstubAllGlobals());

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
    const body = JSON.parse(String(init.body)) as { action: string; otp?: string };
    if (body.action === 'send-otp') return json(200, { success: true, message: 'sent', phone: '••••••3210' });
    if (body.action === 'validate-otp')
      return body.otp === '123456'
        ? json(200, { success: true, message: 'ok', resetToken: 'r'.repeat(32) })
        : json(400, { success: false, message: AUTH.invalidOtp });
    return json(200, { success: true, message: AUTH.passwordUpdated });
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
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH.invalidOtp);
    expect(await screen.findByText(AUTH.otpValidationFailed)).toBeInTheDocument();

    await user.clear(otp);
    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    const password = await screen.findByLabelText('New Password');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH.enterNewPassword);
    await user.type(password, 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH.passwordsDoNotMatch);
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH.passwordTooShort);

    await user.type(password, '-enough');
    await user.type(screen.getByLabelText('Confirm Password'), '-enough');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await within(screen.getByRole('dialog')).findByRole('status')).toHaveTextContent(
      AUTH.passwordUpdated,
    );
    const last = JSON.parse(String(spy.mock.calls.at(-1)![1]!.body)) as Record<string, string>;
    expect(last).toEqual({ action: 'set-password', resetToken: 'r'.repeat(32), newPassword: 'short-enough' });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: PASSWORD_RESET_CLOSE_MS + 1000,
    });
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it('goes back one step', async () => {
    resetServer();
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByLabelText('OTP');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });
});
