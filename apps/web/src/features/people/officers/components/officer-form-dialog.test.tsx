import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import {
  AREA_MESSAGES,
  AREA_SELECT,
  CONFLICT,
  CREATE_OFFICER_ERRORS,
  FORM_TEXTS,
  USERS,
  type Area,
  type View,
} from '@smms/shared';
import { createQueryClient } from '@/lib/query-client';
import { json, mockFetch } from '@/test/fetch-mock';
import { makeUser } from '@/test/users';
import { OFFICERS_UI } from '../texts';
import { OfficerFormDialog } from './officer-form-dialog';

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

let nextId = 0;
const node = (kind: Area['kind'], name: string, parentId: number | null): Area => ({
  id: ++nextId,
  kind,
  name,
  parentId,
  outlinePoints: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const agra = node('circle', 'Agra', null);
const mathura = node('circle', 'Mathura', null);
const urban = node('division', 'Agra Urban I', agra.id);
const rural = node('division', 'Agra Rural', agra.id);
const city = node('division', 'Mathura City', mathura.id);
const sd = node('sub_division', 'Agra Urban I SD-1', urban.id);
const section = node('section', 'Section A', sd.id);
const AREAS = [agra, mathura, urban, rural, city, sd, section];
const areasAnswer = () => json(200, { success: true, data: AREAS });

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
  await screen.findByRole('option', { name: 'Agra' });
  await user.selectOptions(screen.getByLabelText('Circle'), 'Agra');
  await user.selectOptions(screen.getByLabelText('Division'), 'Agra Urban I');
  await user.selectOptions(screen.getByLabelText('Sub Division'), 'Agra Urban I SD-1');
  await user.selectOptions(screen.getByLabelText('Section'), 'Section A');
}

/**
 * The element focused when the form's summary first shows: watched as the DOM changes, so a focus that
 * follows the summary a task later (as a passive effect's would) is caught, whatever the machine's pace.
 */
function focusWhenSummaryShows() {
  return new Promise<Element | null>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!screen.queryByRole('alert', { name: FORM_TEXTS.summaryLabel })) return;
      observer.disconnect();
      resolve(document.activeElement);
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  });
}

const optionsOf = (label: string) =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options)
    .map((o) => o.value)
    .filter(Boolean);

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

  it("puts each required field's message under it, sums up at the top and focuses the first", async () => {
    const spy = mockFetch((url) => (url.includes('/areas') ? areasAnswer() : json(500, {})));
    const user = userEvent.setup();
    render(<Harness />);
    const focused = focusWhenSummaryShows();
    await user.click(screen.getByRole('button', { name: 'Create Officer' }));
    const summary = await screen.findByRole('alert', { name: FORM_TEXTS.summaryLabel });
    expect(summary).toHaveTextContent(USERS.fillRequired);
    const first = screen.getByLabelText('First Name');
    expect(await focused).toBe(first);
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('First Name is required');
    expect(screen.getByLabelText('Section')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Section')).toHaveAccessibleDescription('Section is required');
    expect(screen.getByLabelText('Alternate Phone')).not.toHaveAttribute('aria-invalid');
    // Typing fixes the field: its message goes, the others stay.
    await user.type(first, 'Meera');
    expect(first).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Last Name is required');
    expect(spy.mock.calls.some(([url]) => String(url).includes('/users'))).toBe(false);
  });

  it('offers the areas of the chosen level only, and clearing a level clears the ones below', async () => {
    mockFetch(() => areasAnswer());
    const user = userEvent.setup();
    render(<Harness />);
    await screen.findByRole('option', { name: 'Agra' });
    await user.selectOptions(screen.getByLabelText('Circle'), 'Agra');
    expect(optionsOf('Circle')).toEqual(['Agra', 'Mathura']);
    expect(optionsOf('Division')).toEqual(['Agra Rural', 'Agra Urban I']);
    expect(screen.getByLabelText('Sub Division')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Division'), 'Agra Urban I');
    await user.selectOptions(screen.getByLabelText('Sub Division'), 'Agra Urban I SD-1');
    await user.selectOptions(screen.getByLabelText('Section'), 'Section A');
    await user.selectOptions(screen.getByLabelText('Circle'), 'Mathura');
    expect(optionsOf('Division')).toEqual(['Mathura City']);
    expect(screen.getByLabelText('Division')).toHaveValue('');
    expect(screen.getByLabelText('Section')).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('Circle'), '');
    expect(screen.getByLabelText('Division')).toBeDisabled();
  });

  it("keeps an edited officer's area that the list no longer holds, shown as such", async () => {
    const spy = mockFetch((url) =>
      url.includes('/areas')
        ? areasAnswer()
        : json(200, { success: true, message: USERS.officerUpdated, user: officer }),
    );
    const user = userEvent.setup();
    const legacy = {
      ...officer,
      circle: 'Agra',
      division: 'Old Division',
      subDivision: 'Old SD',
      section: 'Old S',
      counts: {},
    };
    render(
      <QueryClientProvider client={createQueryClient()}>
        <OfficerFormDialog
          officer={legacy as never}
          view="Meters"
          listRequiredFields={false}
          onClose={() => {}}
        />
      </QueryClientProvider>,
    );
    await screen.findByRole('option', { name: AREA_SELECT.notInList('Old Division') });
    expect(screen.getByLabelText('Division')).toHaveValue('Old Division');
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Ravindra');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(spy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = spy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ firstName: 'Ravindra' });
  });

  it('puts a 400 of the server on the field it names', async () => {
    const message = AREA_MESSAGES.unknownChild('division', 'Agra');
    mockFetch((url, init) => {
      if (url.includes('/areas')) return areasAnswer();
      if (url.includes('/lookup')) return json(200, { success: true, exists: false, user: null });
      if (init.method === 'POST')
        return json(400, { success: false, message, errors: { division: message } });
      return json(500, {});
    });
    const user = userEvent.setup();
    render(<Harness />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Officer' }));
    const division = screen.getByLabelText('Division');
    await waitFor(() => expect(division).toHaveAccessibleDescription(message));
    expect(division).toHaveFocus();
    expect(screen.getByRole('alert', { name: FORM_TEXTS.summaryLabel })).toHaveTextContent(message);
  });

  it('creates the officer with the view as access level, toasts and closes', async () => {
    const spy = mockFetch((url) =>
      url.includes('/areas')
        ? areasAnswer()
        : url.includes('/lookup')
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
      circle: 'Agra',
      division: 'Agra Urban I',
      subDivision: 'Agra Urban I SD-1',
      section: 'Section A',
    });
  });

  it('maps a duplicate phone to the spec toast', async () => {
    mockFetch((url) =>
      url.includes('/areas')
        ? areasAnswer()
        : url.includes('/lookup')
          ? json(200, { success: true, exists: false, user: null })
          : json(409, { success: false, message: CONFLICT.phone }),
    );
    const user = userEvent.setup();
    render(<Harness />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Officer' }));
    expect(await screen.findByText(CREATE_OFFICER_ERRORS.duplicatePhoneTitle)).toBeInTheDocument();
    expect(screen.getByText(CREATE_OFFICER_ERRORS.duplicatePhone)).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Add New Field Officer' });
    // A new officer has no password: the dialog says how the first sign-in goes.
    expect(dialog).toHaveAccessibleDescription(OFFICERS_UI.newOfficerDescription);
  });

  it('offers the access grant when the phone belongs to an officer of the other view', async () => {
    const spy = mockFetch((url, init) => {
      if (url.includes('/areas')) return areasAnswer();
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
