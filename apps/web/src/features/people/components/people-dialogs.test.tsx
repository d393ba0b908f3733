import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PEOPLE_DIALOGS } from '@smms/shared';
import { ConfirmStatusDialog } from './confirm-status-dialog';
import { UserExistsDialog } from './user-exists-dialog';

const owner = {
  id: 7,
  firstName: 'Ravi',
  lastName: 'Kumar',
  role: 'FIELD_OFFICER',
  accessLevel: 'Meters',
} as const;

describe('UserExistsDialog', () => {
  it('shows who owns the phone, their access now and after the grant', async () => {
    const onConfirm = vi.fn();
    render(
      <UserExistsDialog
        owner={owner}
        view="Modems"
        pending={false}
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'User Already Exists' })).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByText('Current Access').nextElementSibling).toHaveTextContent(/^Meters$/);
    expect(screen.getByText('New Access').nextElementSibling).toHaveTextContent(/^Meters,Modems$/);
    await userEvent.click(screen.getByRole('button', { name: 'Add Modems Access' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('grants Meters alone to someone with neither view, and says so while updating', () => {
    render(
      <UserExistsDialog
        owner={{ ...owner, accessLevel: 'Modems' }}
        view="Meters"
        pending
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByText('New Access').nextElementSibling).toHaveTextContent('Meters,Modems');
    expect(screen.getByRole('button', { name: PEOPLE_DIALOGS.updatingAccess })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});

describe('ConfirmStatusDialog', () => {
  it('asks before deactivating a field officer and says what it does', async () => {
    const onCancel = vi.fn();
    render(
      <ConfirmStatusDialog
        kind="field officer"
        name="Ravi Verma"
        isActive
        pending={false}
        onConfirm={vi.fn()}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Deactivate Ravi Verma?' })).toHaveAccessibleDescription(
      'Are you sure you want to deactivate this field officer?',
    );
    expect(
      screen.getByText('This will prevent the field officer from accessing the system.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('asks before activating a BI_ADMIN', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmStatusDialog
        kind="BI_ADMIN"
        name="Isha Rao"
        isActive={false}
        pending={false}
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByText('Are you sure you want to activate this BI_ADMIN?')).toBeInTheDocument();
    expect(screen.getByText('This will allow the BI_ADMIN to access the system.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Activate Isha Rao?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
