import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODEM_REVIEW_TEXTS, REVIEW_RECORD_TEXTS, REVIEW_TEXTS, type Modem } from '@smms/shared';
import { json, mockFetch } from '@/test/fetch-mock';
import { makeModem, modemPage } from '@/test/modems';
import { renderRoute } from '@/test/render-route';
import { ModemDetailsDialog } from './modem-details-dialog';
import { ModemsList } from './modems-list';

const serveOne = (modem: Modem) =>
  mockFetch((url) =>
    url.endsWith(`/modem/${modem.id}`)
      ? json(200, { success: true, data: modem })
      : url.endsWith(`/modem/${modem.id}/review-record`)
        ? json(200, { success: true, data: [] })
        : json(404, {}),
  );

const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('ModemDetailsDialog', () => {
  it('shows the four sections of SPEC §2.9 and four photo slots', async () => {
    const modem = makeModem({ photos: [{ slot: 2, url: '/api/v1/modem/7/photos/2?v=1' }] });
    serveOne(modem);
    renderRoute(<ModemDetailsDialog modem={modem} onClose={() => {}} commentsLabel="Comments" />);
    const dialog = await screen.findByRole('dialog', { name: 'Modem Details - MD24000007' });
    for (const title of [
      'Basic Information',
      'Location & Status',
      'Status Information',
      'Technical Details',
      'Modem Photos',
    ])
      expect(within(dialog).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(valueOf('Field Officer')).toHaveTextContent('Amit Gupta (9876500007)');
    expect(valueOf('Coordinates')).toHaveTextContent('27.18, 78.01');
    expect(valueOf('Signal Strength')).toHaveTextContent('72 (Good)');
    // The installer's note (none), then the review record (none yet).
    expect(valueOf('Comments')).toHaveTextContent(REVIEW_RECORD_TEXTS.noNote);
    expect(await within(valueOf('Comments')).findByText(REVIEW_RECORD_TEXTS.empty)).toBeInTheDocument();
    expect(within(dialog).getByText('1 of 4 photos: slots 1, 3 and 4 empty')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Modem photo 2 of MD24000007' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('leaves coordinates out unless both are known, and calls comments Rejection Reason on the rejected view', async () => {
    const modem = makeModem({
      longitude: null,
      commissionStatus: 'Rejected',
      stage: 'Rejected',
      rejectionCategory: 'location',
      rejectionReason: 'Wrong pole',
    });
    serveOne(modem);
    renderRoute(<ModemDetailsDialog modem={modem} onClose={() => {}} commentsLabel="Rejection Reason" />);
    await screen.findByRole('dialog');
    expect(screen.queryByText('Coordinates')).not.toBeInTheDocument();
    expect(valueOf('Rejection Reason')).toHaveTextContent('Wrong pole');
    expect(valueOf('Rejection Category')).toHaveTextContent('Location');
  });
});

describe('reviewing modems from the list (super admin)', () => {
  const ROWS = [
    makeModem({ id: 1, modemSno: 'MD1' }),
    makeModem({ id: 2, modemSno: 'MD2', version: 3 }),
    makeModem({ id: 3, modemSno: 'MD3' }),
  ];

  function serve(put: (body: Record<string, unknown>) => Response, rows = ROWS) {
    const bodies: Record<string, unknown>[] = [];
    mockFetch((url, init) => {
      if (url.endsWith('/flags')) return json(200, { success: true, data: [] });
      if (url.endsWith('/review-record')) return json(200, { success: true, data: [] });
      if (url.endsWith('/modem/2/undo-decision')) {
        bodies.push({ undo: JSON.parse(String(init.body)) });
        return json(200, { success: true, data: { ...ROWS[1], version: 5 } });
      }
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        bodies.push(body);
        return put(body);
      }
      if (url.includes('/modem/divisions')) return json(200, { success: true, data: ['Agra Urban I'] });
      const one = /\/modem\/(\d+)$/.exec(url);
      if (one) return json(200, { success: true, data: rows.find((m) => m.id === Number(one[1])) });
      return json(200, modemPage(rows));
    });
    return bodies;
  }

  it('walks the list with J and K, approves a Pending modem with A at once, the next opens, and U undoes it', async () => {
    const user = userEvent.setup();
    const bodies = serve(() =>
      json(200, {
        success: true,
        data: { ...ROWS[1], commissionStatus: 'Approved', stage: 'Accepted', version: 4 },
      }),
    );
    renderRoute(<ModemsList role="BI_SUPER_ADMIN" list="all" title="Modems Installed" />);
    await user.click(await screen.findByText('MD1'));
    expect(await screen.findByRole('dialog', { name: 'Modem Details - MD1' })).toBeInTheDocument();
    await user.keyboard('j');
    expect(await screen.findByRole('dialog', { name: 'Modem Details - MD2' })).toBeInTheDocument();
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    await user.keyboard('k');
    expect(await screen.findByRole('dialog', { name: 'Modem Details - MD1' })).toBeInTheDocument();
    await user.keyboard('j');
    await screen.findByRole('dialog', { name: 'Modem Details - MD2' });
    await user.keyboard('a');
    // No confirmation: the toast offers Undo instead (issue 38).
    await waitFor(() => expect(bodies).toEqual([{ version: 3, commissionStatus: 'Approved' }]));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Modem MD2 approved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: REVIEW_TEXTS.undo })).toBeInTheDocument();
    // Decided: the review moves on to the list's next modem.
    expect(await screen.findByRole('dialog', { name: 'Modem Details - MD3' })).toBeInTheDocument();
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    // U takes it back with the version the approval answered with, and the review goes back to it.
    await user.keyboard('u');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ undo: { version: 4 } }));
    expect(await screen.findByText(REVIEW_TEXTS.undone('modem MD2'))).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Modem Details - MD2' })).toBeInTheDocument();
    // Once taken back, U has nothing more to undo.
    await user.keyboard('u');
    expect(bodies).toHaveLength(2);
  });

  it('moves on past a decided modem to the next awaiting a decision', async () => {
    const user = userEvent.setup();
    const mixed = [
      makeModem({ id: 1, modemSno: 'MD1' }),
      makeModem({ id: 2, modemSno: 'MD2', commissionStatus: 'Approved', stage: 'Accepted' }),
      makeModem({ id: 3, modemSno: 'MD3' }),
    ];
    const bodies = serve(
      () => json(200, { success: true, data: { ...mixed[0], commissionStatus: 'Approved', version: 2 } }),
      mixed,
    );
    renderRoute(<ModemsList role="BI_SUPER_ADMIN" list="all" title="Modems Installed" />);
    await user.click(await screen.findByText('MD1'));
    await screen.findByRole('dialog', { name: 'Modem Details - MD1' });
    await user.keyboard('a');
    expect(await screen.findByRole('dialog', { name: 'Modem Details - MD3' })).toBeInTheDocument();
    // A pressed again at once is the same key twice, not a decision on the modem that has just opened.
    await user.keyboard('a');
    expect(bodies).toEqual([{ version: 1, commissionStatus: 'Approved' }]);
  });

  it('sends one approval when A is pressed again before the first is answered', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const bodies = serve(() => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response);
    renderRoute(<ModemsList role="BI_SUPER_ADMIN" list="all" title="Modems Installed" />);
    await user.click(await screen.findByText('MD2'));
    await screen.findByRole('dialog', { name: 'Modem Details - MD2' });
    await user.keyboard('a');
    await waitFor(() => expect(bodies).toHaveLength(1));
    await user.keyboard('a');
    answer(
      json(200, {
        success: true,
        data: { ...ROWS[1], commissionStatus: 'Approved', stage: 'Accepted', version: 4 },
      }),
    );
    expect(await screen.findByText('Modem MD2 approved')).toBeInTheDocument();
    expect(bodies).toEqual([{ version: 3, commissionStatus: 'Approved' }]);
  });

  it('needs a category and a comment to reject, and says when someone else changed the modem', async () => {
    const user = userEvent.setup();
    const bodies = serve(() => json(409, { success: false, message: 'stale' }));
    renderRoute(<ModemsList role="BI_SUPER_ADMIN" list="all" title="Modems Installed" />);
    await user.click(await screen.findByText('MD1'));
    await screen.findByRole('dialog', { name: 'Modem Details - MD1' });
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject modem MD1' });
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(bodies).toEqual([]);
    await user.selectOptions(within(reject).getByLabelText(/Rejection category/), 'technical');
    await user.type(within(reject).getByLabelText(/Comment/), 'No signal at the site');
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          version: 1,
          commissionStatus: 'Rejected',
          rejectionCategory: 'technical',
          comment: 'No signal at the site',
        },
      ]),
    );
    expect(await screen.findByText(MODEM_REVIEW_TEXTS.stale)).toBeInTheDocument();
  });

  it('offers no decision to BI_ADMIN', async () => {
    const user = userEvent.setup();
    serve(() => json(500, {}));
    renderRoute(<ModemsList role="BI_ADMIN" list="all" title="Modems Installed" />);
    await user.click(await screen.findByText('MD1'));
    await screen.findByRole('dialog', { name: 'Modem Details - MD1' });
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.keyboard('a');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
