import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AUTO_COMMISSION_MESSAGES as M,
  AUTO_COMMISSION_TEXTS as T,
  COMPARISON_FIELD_LABELS as L,
  ruleSummary,
  type AutoCommissionSetting,
} from '@smms/shared';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { AutoCommissionRuleSection } from './auto-commission-rule';

const NEVER_SET: AutoCommissionSetting = {
  enabled: false,
  fields: ['dtrNo', 'substation', 'district', 'edc', 'capacity'],
  version: 0,
  updatedAt: null,
  updatedBy: null,
};

/** Serves the rule; a PUT is answered by `onPut` (the rule as saved unless it says otherwise). */
function serve(onPut?: (body: Record<string, unknown>) => Response) {
  let rule = NEVER_SET;
  const sent: Record<string, unknown>[] = [];
  mockFetch((url, init) => {
    if (!url.endsWith('/settings/auto-commission')) return json(404, { success: false, message: 'no' });
    if (init.method !== 'PUT') return json(200, { success: true, data: rule });
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push(body);
    if (onPut) {
      rule = { ...rule, enabled: true, fields: ['dtrNo'], version: 1, updatedBy: 'Bi Lead' };
      return onPut(body);
    }
    rule = {
      ...(body as Pick<AutoCommissionSetting, 'enabled' | 'fields'>),
      version: rule.version + 1,
      updatedAt: new Date().toISOString(),
      updatedBy: 'Super Admin',
    };
    return json(200, { success: true, message: M.saved(rule.enabled), data: rule });
  });
  return sent;
}

const section = () => screen.findByRole('region', { name: T.heading });

describe('the auto-commissioning rule section', () => {
  it('shows a new database’s rule: off, every field, the DTR number always; nothing to save yet', async () => {
    serve();
    renderRoute(<AutoCommissionRuleSection />);
    const region = await section();
    expect(await within(region).findByText(T.current(ruleSummary(NEVER_SET)))).toBeVisible();
    expect(within(region).getByRole('checkbox', { name: T.enabled })).not.toBeChecked();
    const dtrNo = within(region).getByRole('checkbox', { name: L.dtrNo });
    expect([dtrNo.matches(':checked'), dtrNo.matches(':disabled')]).toEqual([true, true]);
    expect(within(region).getByRole('button', { name: T.save })).toBeDisabled();
    expect(within(region).getByText(T.neverChanged)).toBeVisible();
  });

  it('turns it on with fewer fields, sending the version shown, and shows what was saved and by whom', async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderRoute(<AutoCommissionRuleSection />);
    const region = await section();
    await user.click(await within(region).findByRole('checkbox', { name: T.enabled }));
    await user.click(within(region).getByRole('checkbox', { name: L.capacity }));
    await user.click(within(region).getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.savedToast)).toBeInTheDocument();
    expect(sent).toEqual([{ version: 0, enabled: true, fields: ['dtrNo', 'substation', 'district', 'edc'] }]);
    const saved = { enabled: true, fields: ['dtrNo', 'substation', 'district', 'edc'] as const };
    expect(await within(region).findByText(T.current(ruleSummary(saved)))).toBeVisible();
    expect(within(region).getByText(T.lastChanged('Super Admin'), { exact: false })).toBeVisible();
  });

  it('says so when someone saved first (409), and shows their rule', async () => {
    const user = userEvent.setup();
    serve(() => json(409, { success: false, message: 'stale' }));
    renderRoute(<AutoCommissionRuleSection />);
    const region = await section();
    await user.click(await within(region).findByRole('checkbox', { name: T.enabled }));
    await user.click(within(region).getByRole('button', { name: T.save }));
    expect(await within(region).findByText(T.stale)).toBeVisible();
    expect(
      await within(region).findByText(T.current(ruleSummary({ enabled: true, fields: ['dtrNo'] }))),
    ).toBeVisible();
    expect(within(region).getByText(T.lastChanged('Bi Lead'), { exact: false })).toBeVisible();
  });
});
