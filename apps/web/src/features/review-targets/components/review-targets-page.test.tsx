import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CLAIM_MESSAGES,
  CLAIM_TEXTS,
  REVIEW_TARGET_MESSAGES as M,
  REVIEW_TARGET_TEXTS as T,
  REVIEW_TARGETS_DEFAULT,
  STEP_WORDS,
  type ReviewTargetsSetting,
} from '@smms/shared';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { ReviewTargetsPage } from './review-targets-page';

const NEVER_SET: ReviewTargetsSetting = {
  ...REVIEW_TARGETS_DEFAULT,
  version: 0,
  updatedAt: null,
  updatedBy: null,
};
const AREAS = [
  {
    id: 1,
    kind: 'circle',
    name: 'Agra',
    parentId: null,
    outlinePoints: null,
    createdAt: '2026-01-01T00:00:00Z',
  },
  {
    id: 2,
    kind: 'circle',
    name: 'Mathura',
    parentId: null,
    outlinePoints: null,
    createdAt: '2026-01-01T00:00:00Z',
  },
  {
    id: 3,
    kind: 'division',
    name: 'Agra Urban I',
    parentId: 1,
    outlinePoints: null,
    createdAt: '2026-01-01T00:00:00Z',
  },
];

const CLAIMS = [
  {
    userId: 7,
    reviewer: 'Asha Verma',
    role: 'BI_ADMIN',
    meters: 10,
    modems: 0,
    claimedAt: '2026-12-01T09:00:00Z',
    expiresAt: '2026-12-01T09:30:00Z',
  },
];

/**
 * Serves the targets, the area tree and the reviewers' claims; a PUT is answered by `onPut`, else saved as sent;
 * a release of claims is recorded in `released`.
 */
function serve(onPut?: () => Response, released: string[] = []) {
  let targets = NEVER_SET;
  let claims = CLAIMS;
  const sent: Record<string, unknown>[] = [];
  mockFetch((url, init) => {
    if (url.endsWith('/areas')) return json(200, { success: true, data: AREAS });
    if (url.endsWith('/review-claims')) return json(200, { success: true, data: claims });
    if (url.includes('/review-claims/') && init.method === 'DELETE') {
      released.push(url.slice(url.lastIndexOf('/') + 1));
      claims = [];
      return json(200, { success: true, message: CLAIM_MESSAGES.released(10), data: { released: 10 } });
    }
    if (!url.endsWith('/settings/review-targets')) return json(404, { success: false, message: 'no' });
    if (init.method !== 'PUT') return json(200, { success: true, data: targets });
    const { version: _version, ...body } = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    if (onPut) {
      targets = { ...targets, dueSoonPercent: 50, version: 1, updatedBy: 'Other Admin' };
      return onPut();
    }
    targets = {
      ...(body as ReviewTargetsSetting),
      version: targets.version + 1,
      updatedAt: new Date().toISOString(),
      updatedBy: 'Super Admin',
    };
    return json(200, { success: true, message: M.saved, data: targets });
  });
  return sent;
}

const everywhere = () => screen.findByRole('region', { name: T.everywhere });

describe('the Review Targets page', () => {
  it('shows the targets in force, with nothing to save yet', async () => {
    serve();
    renderRoute(<ReviewTargetsPage />);
    const region = await everywhere();
    expect(within(region).getByRole('spinbutton', { name: STEP_WORDS.live })).toHaveValue(2);
    expect(within(region).getByRole('checkbox', { name: 'Sun' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: T.save })).toBeDisabled();
    expect(screen.getByText(T.neverChanged)).toBeVisible();
  });

  it('gives a circle its own target and saves the whole with the version shown', async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderRoute(<ReviewTargetsPage />);
    const region = await everywhere();
    const recommended = within(region).getByRole('spinbutton', { name: STEP_WORDS.recommended });
    await user.clear(recommended);
    await user.type(recommended, '1.5');
    await user.selectOptions(await screen.findByRole('combobox', { name: T.addCircle }), 'Mathura');
    await user.click(screen.getByRole('button', { name: T.addCircle }));
    await user.type(
      screen.getByRole('spinbutton', { name: T.stepInCircle(STEP_WORDS.rejected, 'Mathura') }),
      '3',
    );
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.savedToast)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        version: 0,
        ...REVIEW_TARGETS_DEFAULT,
        steps: { ...REVIEW_TARGETS_DEFAULT.steps, recommended: 1.5 },
        circles: { Mathura: { rejected: 3 } },
      },
    ]);
    expect(await screen.findByText(T.lastChanged('Super Admin'), { exact: false })).toBeVisible();
  });

  it('says what is wrong with a target and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderRoute(<ReviewTargetsPage />);
    const live = within(await everywhere()).getByRole('spinbutton', { name: STEP_WORDS.live });
    await user.clear(live);
    await user.type(live, '0.3');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(M.days)).toHaveAttribute('role', 'alert');
    expect(live).toHaveAttribute('aria-invalid', 'true');
    expect(live).toHaveAccessibleDescription(M.days);
    expect(sent).toEqual([]);
  });

  it('says so when someone saved first (409), and shows their targets', async () => {
    const user = userEvent.setup();
    serve(() => json(409, { success: false, message: 'stale' }));
    renderRoute(<ReviewTargetsPage />);
    await user.click(within(await everywhere()).getByRole('checkbox', { name: 'Sun' }));
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.stale)).toBeVisible();
    expect(await screen.findByRole('spinbutton', { name: T.dueSoon })).toHaveValue(50);
    expect(screen.getByText(T.lastChanged('Other Admin'), { exact: false })).toBeVisible();
  });

  it('sets how long a claim lasts, and shows who is reviewing now with a Release for each', async () => {
    const user = userEvent.setup();
    const released: string[] = [];
    const sent = serve(undefined, released);
    renderRoute(<ReviewTargetsPage />);
    const minutes = await screen.findByRole('spinbutton', { name: T.claimMinutes });
    expect(minutes).toHaveValue(REVIEW_TARGETS_DEFAULT.claimMinutes);
    await user.clear(minutes);
    await user.type(minutes, '45');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.lastChanged('Super Admin'), { exact: false })).toBeVisible();
    expect(sent).toEqual([{ version: 0, ...REVIEW_TARGETS_DEFAULT, claimMinutes: 45 }]);

    const panel = screen.getByRole('region', { name: CLAIM_TEXTS.panelTitle });
    expect(await within(panel).findByRole('rowheader', { name: 'Asha Verma' })).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: CLAIM_TEXTS.releaseLabel('Asha Verma') }));
    expect(await within(panel).findByText(CLAIM_TEXTS.panelEmpty)).toBeVisible();
    expect(released).toEqual(['7']);
  });
});
