import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FLAG_CHECK_MESSAGES as M,
  FLAG_CHECK_TEXTS as T,
  FLAG_CHECKS_DEFAULT,
  type FlagChecksSetting,
} from '@smms/shared';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { FlagChecksCard } from './flag-checks-card';

const NEVER_SET: FlagChecksSetting = {
  ...FLAG_CHECKS_DEFAULT,
  version: 0,
  updatedAt: null,
  updatedBy: null,
  recheck: null,
};

/** Serves the photo checks; a PUT saves as sent and starts a re-check when raised, unless `onPut` answers it. */
function serve(start: FlagChecksSetting = NEVER_SET, onPut?: () => Response) {
  let setting = start;
  const sent: unknown[] = [];
  mockFetch((url, init) => {
    if (!url.endsWith('/settings/flag-checks')) return json(404, { success: false, message: 'no' });
    if (init.method !== 'PUT') return json(200, { success: true, data: setting });
    const { version: _version, ...body } = JSON.parse(String(init.body)) as Omit<
      FlagChecksSetting,
      'updatedAt' | 'updatedBy' | 'recheck'
    >;
    sent.push(JSON.parse(String(init.body)));
    if (onPut) {
      setting = { ...setting, photoDistance: 5, version: 1, updatedBy: 'Other Admin' };
      return onPut();
    }
    const raised = body.photoDistance > setting.photoDistance;
    setting = {
      ...body,
      version: setting.version + 1,
      updatedAt: new Date().toISOString(),
      updatedBy: 'Super Admin',
      recheck: raised
        ? { checked: 40, total: 160, startedAt: new Date().toISOString(), finishedAt: null }
        : setting.recheck,
    };
    return json(200, { success: true, message: raised ? M.rechecking : M.saved, data: setting });
  });
  return sent;
}

const distance = () => screen.findByRole('combobox', { name: T.distance });

describe('the photo checks card', () => {
  it('shows the distance in force, 0 to 7 bits, with nothing to save yet', async () => {
    serve();
    renderRoute(<FlagChecksCard />);
    const select = await distance();
    expect(select).toHaveValue('3');
    expect(select).toHaveDisplayValue(T.bits(3));
    expect(screen.getAllByRole('option')).toHaveLength(8);
    expect(select).toHaveAccessibleDescription(expect.stringContaining(T.effect));
    expect(screen.getByRole('button', { name: T.save })).toBeDisabled();
    expect(screen.getByText(T.neverChanged)).toBeVisible();
  });

  it('saves a raised distance with the version shown, and shows the re-check it started', async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderRoute(<FlagChecksCard />);
    await user.selectOptions(await distance(), '5');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(M.rechecking)).toBeInTheDocument();
    expect(sent).toEqual([{ version: 0, ...FLAG_CHECKS_DEFAULT, photoDistance: 5 }]);
    expect(await screen.findByText(T.rechecking(40, 160))).toBeVisible();
    expect(screen.getByRole('progressbar', { name: T.recheckProgress })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByText(T.lastChanged('Super Admin'), { exact: false })).toBeVisible();
  });

  it('sets the DTR distance and the rework limit, saying what is wrong before anything is sent', async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderRoute(<FlagChecksCard />);
    const dtr = await screen.findByRole('spinbutton', { name: T.dtr });
    expect(dtr).toHaveValue(FLAG_CHECKS_DEFAULT.dtrDistanceMeters);
    await user.clear(dtr);
    await user.type(dtr, '50');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(M.dtrDistance)).toHaveAttribute('role', 'alert');
    expect(dtr).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    await user.clear(dtr);
    await user.type(dtr, '1500');
    const rework = screen.getByRole('spinbutton', { name: T.rework });
    await user.clear(rework);
    await user.type(rework, '3');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    expect(sent).toEqual([{ version: 0, photoDistance: 3, dtrDistanceMeters: 1500, reworkLimit: 3 }]);
  });

  it('says when the stored photos were last checked again', async () => {
    serve({
      ...NEVER_SET,
      version: 2,
      updatedBy: 'Super Admin',
      updatedAt: '2026-12-01T09:00:00Z',
      recheck: {
        checked: 160,
        total: 160,
        startedAt: '2026-12-01T09:00:00Z',
        finishedAt: '2026-12-01T09:05:00Z',
      },
    });
    renderRoute(<FlagChecksCard />);
    expect(await screen.findByText(T.rechecked(160), { exact: false })).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says so when someone saved first (409), and shows their distance', async () => {
    const user = userEvent.setup();
    serve(NEVER_SET, () => json(409, { success: false, message: 'stale' }));
    renderRoute(<FlagChecksCard />);
    await user.selectOptions(await distance(), '1');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.stale)).toBeVisible();
    expect(await distance()).toHaveValue('5');
    expect(screen.getByText(T.lastChanged('Other Admin'), { exact: false })).toBeVisible();
  });
});
