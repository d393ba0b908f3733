import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { CONFLICT, CREATE_OFFICER_ERRORS, USERS, type View } from '@smms/shared';
import { createQueryClient } from '@/lib/query-client';
import { json, mockFetch } from '@/test/fetch-mock';
import { makeUser } from '@/test/users';
import { OfficerFormDialog } from './officer-form-dialog';

afterEach(() => vi.unstubAllGlobals());

function Harness({ view = 'Meters' }: { view?: View }) {
  const [open, setOpen] = useState(true);
  return (
    <QueryClientProvider client={createQueryClient()}>
      <button onClick={() => setOpen(true)}>Open</button>
      {open && <OfficerFormDialog view={view} listRequiredFields={false} onClose={() => setOpen(false)} />}
      <Toaster />
    </QueryClientProvider>
  );
}

const officer = makeUser({
  id: 7,
  role: 'FIELD_OFFICER',
  firstName: 'Ravi',
  lastName: 'Kumar',
  phone: '9876500001',
});

async function fill(user: ReturnType<typeof userEvent.setup>, phone = '9876543210') {
  await user.type(screen.getByLabelText('First Name'), 'Meera');
  await user.type(screen.getByLabelText('Last Name'), 'Das');
  await user.type(screen.getByLabelText('Phone'), phone);
  for (const label of ['Circle', 'Division', 'Sub Division', 'Section'])
    await user.type(screen.getByLabelText(label), 'Agra');
}

describe('OfficerFormDialog', () => {
  it('starts empty again after Cancel', async () => {
    mockFetch(() => json(200, { success: true, exists: false, user: null }));
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('First Name'), 'Meera');
    await user.type(screen.getByLabelText('Phone'), '98a76');
    expect(screen.getByLabelText('Phone')).toHaveValue('9876');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('');
    expect(screen.getByLabelText('Phone')).toHaveValue('');
  });

  it('asks for the required fields before calling the server', async () => {
    const spy = mockFetch(() => json(500, {}));
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Create Officer' }));
    expect(await screen.findByText(USERS.fillRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Section')).toHaveAttribute('aria-invalid', 'true');
    expect(spy).not.toHaveBeenCalled();
  });

  it('creates the officer with the view as access level, toasts and closes', async () => {
    const spy = mockFetch((url) =>
      url.includes('/lookup')
        ? json(200, { success: true, exists: false, user: null })
        : json(201, { success: true, message: USERS.officerCreated, user: officer }),
    );
    const user = userEvent.setup();
    render(<Harness view="Modems" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Officer' }));
    expect(await screen.findByText(USERS.officerCreated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = spy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      role: 'FIELD_OFFICER',
      accessLevel: 'Modems',
    });
  });

  it('maps a duplicate phone to the spec toast', async () => {
    mockFetch((url) =>
      url.includes('/lookup')
        ? json(200, { success: true, exists: false, user: null })
        : json(409, { success: false, message: CONFLICT.phone }),
    );
    const user = userEvent.setup();
    render(<Harness />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Officer' }));
    expect(await screen.findByText(CREATE_OFFICER_ERRORS.duplicatePhoneTitle)).toBeInTheDocument();
    expect(screen.getByText(CREATE_OFFICER_ERRORS.duplicatePhone)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New Field Officer' })).toBeInTheDocument();
  });

  it('offers the access grant when the phone belongs to an officer of the other view', async () => {
    const spy = mockFetch((url, init) => {
      if (url.includes('/lookup'))
        return json(200, { success: true, exists: true, user: { ...officer, accessLevel: 'Meters' } });
      if (init.method === 'POST' && url.endsWith('/users/7/access'))
        return json(200, { success: true, message: USERS.accessUpdated('Meters,Modems'), user: officer });
      return json(500, {});
    });
    const user = userEvent.setup();
    render(<Harness view="Modems" />);
    await user.type(screen.getByLabelText('Phone'), '9876500001');
    await user.tab();
    const dialog = await screen.findByRole('dialog', { name: 'User Already Exists' });
    expect(dialog).toHaveTextContent('Ravi Kumar');
    await user.click(screen.getByRole('button', { name: 'Add Modems Access' }));
    expect(await screen.findByText(USERS.accessUpdated('Meters,Modems'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(String(spy.mock.calls.at(-1)?.[1]?.body))).toEqual({ view: 'Modems' });
  });

  it('says the phone is taken when its owner already has this view', async () => {
    mockFetch(() =>
      json(200, { success: true, exists: true, user: { ...officer, accessLevel: 'Meters,Modems' } }),
    );
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Phone'), '9876500001');
    await user.tab();
    expect(await screen.findByText(USERS.phoneExistsInView('Meters'))).toBeInTheDocument();
  });
});
