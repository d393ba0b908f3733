import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { AUTH, TWO_STEP } from '@smms/shared';
import { createQueryClient } from '@/lib/query-client';
import { json, mockFetch } from '@/test/fetch-mock';
import { TwoStepOnPanel } from './two-step-on-panel';

function renderPanel(required = false) {
  const onNewCodes = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TwoStepOnPanel required={required} onNewCodes={onNewCodes} />
    </QueryClientProvider>,
  );
  return onNewCodes;
}
const bodyOf = (spy: ReturnType<typeof mockFetch>, path: string) => {
  const call = spy.mock.calls.find(([url]) => String(url).endsWith(path));
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
};

describe('TwoStepOnPanel', () => {
  it('asks for the current password before a code makes new recovery codes, and sends both', async () => {
    const spy = mockFetch(() => json(200, { success: true, message: 'ok', recoveryCodes: ['aaaaa-bbbbb'] }));
    const user = userEvent.setup();
    const onNewCodes = renderPanel();
    const code = screen.getByLabelText(TWO_STEP.currentCodeOrRecoveryLabel);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: TWO_STEP.renewCodes }));
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH.currentPasswordNeeded);
    expect(spy).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(TWO_STEP.passwordLabel), 'Fixture#Pass-2026');
    await user.click(screen.getByRole('button', { name: TWO_STEP.renewCodes }));
    await waitFor(() => expect(onNewCodes).toHaveBeenCalledWith(['aaaaa-bbbbb']));
    expect(bodyOf(spy, '/auth/two-step/recovery-codes')).toEqual({
      code: '123456',
      currentPassword: 'Fixture#Pass-2026',
    });
  });

  it('turns it off with the password and a recovery code; the password alone is not enough', async () => {
    const spy = mockFetch(() => json(200, { success: true, message: TWO_STEP.disabled }));
    const user = userEvent.setup();
    renderPanel();
    await user.type(screen.getByLabelText(TWO_STEP.passwordLabel), 'Fixture#Pass-2026');
    await user.click(screen.getByRole('button', { name: TWO_STEP.turnOff }));
    expect(screen.getByRole('alert')).toHaveTextContent(TWO_STEP.invalidCode);
    expect(spy).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(TWO_STEP.currentCodeOrRecoveryLabel), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: TWO_STEP.turnOff }));
    await waitFor(() =>
      expect(bodyOf(spy, '/auth/two-step/disable')).toEqual({
        code: 'abcde-fghij',
        currentPassword: 'Fixture#Pass-2026',
      }),
    );
  });

  it("shows the server's answer to a wrong current password, and offers no turning off while required", async () => {
    mockFetch(() => json(400, { success: false, message: AUTH.invalidCurrentPassword }));
    const user = userEvent.setup();
    renderPanel(true);
    expect(screen.queryByRole('button', { name: TWO_STEP.turnOff })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(TWO_STEP.passwordLabel), 'wrong');
    await user.type(screen.getByLabelText(TWO_STEP.currentCodeLabel), '123456');
    await user.click(screen.getByRole('button', { name: TWO_STEP.renewCodes }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH.invalidCurrentPassword);
  });
});
