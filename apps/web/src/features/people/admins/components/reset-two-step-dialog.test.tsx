import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { TWO_STEP } from '@smms/shared';
import { createQueryClient } from '@/lib/query-client';
import { json, mockFetch } from '@/test/fetch-mock';
import { ResetTwoStepDialog } from './reset-two-step-dialog';

function renderDialog(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ResetTwoStepDialog person={{ id: 42, name: 'Asha Verma' }} onClose={onClose} />
      <Toaster />
    </QueryClientProvider>,
  );
  return onClose;
}

describe('ResetTwoStepDialog', () => {
  it('asks for a reason first, then posts it and closes with the server message', async () => {
    const spy = mockFetch(() => json(200, { success: true, message: TWO_STEP.resetDone('Asha Verma') }));
    const user = userEvent.setup();
    const onClose = renderDialog();
    const dialog = screen.getByRole('dialog', { name: TWO_STEP.resetTitle('Asha Verma') });
    expect(dialog).toHaveTextContent(TWO_STEP.resetConfirm('Asha Verma'));

    await user.click(screen.getByRole('button', { name: TWO_STEP.resetSubmit }));
    const reason = screen.getByLabelText(TWO_STEP.resetReasonLabel);
    expect(reason).toHaveAccessibleDescription(TWO_STEP.resetReasonNeeded);
    expect(reason).toHaveFocus();
    expect(spy).not.toHaveBeenCalled();

    await user.type(reason, '  Phone lost, confirmed by a call ');
    await user.click(screen.getByRole('button', { name: TWO_STEP.resetSubmit }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const [url, init] = spy.mock.calls[0]!;
    expect(String(url)).toMatch(/\/users\/42\/two-step\/reset$/);
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Phone lost, confirmed by a call' });
    expect(await screen.findByText(TWO_STEP.resetDone('Asha Verma'))).toBeInTheDocument();
  });

  it("shows the server's refusal under the reason and stays open", async () => {
    mockFetch(() => json(409, { success: false, message: TWO_STEP.resetNotOn }));
    const user = userEvent.setup();
    const onClose = renderDialog();
    await user.type(screen.getByLabelText(TWO_STEP.resetReasonLabel), 'Phone lost');
    await user.click(screen.getByRole('button', { name: TWO_STEP.resetSubmit }));
    await waitFor(() =>
      expect(screen.getByLabelText(TWO_STEP.resetReasonLabel)).toHaveAccessibleDescription(
        TWO_STEP.resetNotOn,
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
