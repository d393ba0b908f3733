import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_LABELS as L, type UserSession } from '@smms/shared';
import { ConfirmEndSessionsDialog } from './confirm-end-sessions-dialog';

const session = (current: boolean): UserSession => ({
  id: 4,
  createdAt: '2026-11-23T10:00:00.000Z',
  lastSeenAt: '2026-11-23T10:05:00.000Z',
  expiresAt: '2026-11-23T22:00:00.000Z',
  ip: '10.0.0.4',
  device: 'Chrome on Windows',
  current,
});

describe('ConfirmEndSessionsDialog', () => {
  it('names the device of one session and ends it only on End', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmEndSessionsDialog
        target={session(false)}
        name="Sana Iyer"
        self={false}
        pending={false}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: L.confirmTitle });
    expect(dialog).toHaveTextContent(L.confirmOne('Chrome on Windows'));
    expect(dialog).not.toHaveTextContent(L.confirmOwn);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: L.confirm }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("warns that ending one's own session signs one out", () => {
    render(
      <ConfirmEndSessionsDialog
        target={session(true)}
        name="Me"
        self
        pending={false}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent(L.confirmOwn);
  });

  it('asks about every session of the person, says one’s own stays, and waits while ending', () => {
    render(
      <ConfirmEndSessionsDialog target="all" name="Me" self pending onConfirm={vi.fn()} onCancel={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: L.confirmAllTitle });
    expect(dialog).toHaveTextContent(L.confirmAll('Me'));
    expect(dialog).toHaveTextContent(L.confirmAllOwn);
    expect(screen.getByRole('button', { name: L.endAll })).toBeDisabled();
    expect(screen.getByRole('button', { name: L.cancel })).toBeDisabled();
  });
});
