import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SERVICE_ACCOUNT_MESSAGES as M,
  SERVICE_ACCOUNTS_SCREEN as T,
  type ServiceAccount,
} from '@smms/shared';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { ServiceAccountsPage } from './service-accounts-page';

const TOKEN = 'smms_sa_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
const account = (over: Partial<ServiceAccount> = {}): ServiceAccount => ({
  id: 1,
  name: 'Head-end AMI',
  scopes: ['headend-communication'],
  tokenHint: TOKEN.slice(0, 12),
  createdAt: '2026-11-20T10:00:00.000Z',
  createdByName: 'Sunil Mehta',
  lastUsedAt: null,
  revokedAt: null,
  revokedByName: null,
  ...over,
});

/** The server: the accounts it holds, and the calls the page makes. */
function serve(held: ServiceAccount[]) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, url, body });
    if (method === 'GET') return json(200, { success: true, data: held });
    if (url.endsWith('/service-accounts')) {
      const { name } = body as { name: string };
      if (held.some((a) => a.name.toLowerCase() === name.toLowerCase() && !a.revokedAt))
        return json(409, { success: false, message: M.nameTaken });
      const made = account({ id: held.length + 1, name });
      held.unshift(made);
      return json(201, { success: true, message: M.created(name), data: { account: made, token: TOKEN } });
    }
    const id = Number(/service-accounts\/(\d+)\/revoke/.exec(url)?.[1]);
    const index = held.findIndex((a) => a.id === id);
    held[index] = { ...held[index]!, revokedAt: '2026-11-28T10:00:00.000Z', revokedByName: 'Sunil Mehta' };
    return json(200, { success: true, message: M.revoked(held[index].name), data: held[index] });
  });
  return calls;
}

describe('ServiceAccountsPage', () => {
  it('creates an account, shows its token once, and lists it by its hint alone', async () => {
    const user = userEvent.setup();
    const calls = serve([]);
    renderRoute(<ServiceAccountsPage />);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.add }));
    const add = await screen.findByRole('dialog', { name: T.addTitle });
    await user.click(within(add).getByRole('button', { name: T.create }));
    expect(within(add).getByText(M.nameRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.type(within(add).getByLabelText(T.nameLabel), 'Head-end AMI');
    await user.click(within(add).getByRole('button', { name: T.create }));

    const shown = await screen.findByRole('dialog', { name: T.tokenTitle('Head-end AMI') });
    expect(within(shown).getByLabelText(T.tokenLabel)).toHaveValue(TOKEN);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Head-end AMI',
      scopes: ['headend-communication'],
    });
    await user.click(within(shown).getByRole('button', { name: T.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const list = await screen.findByRole('list', { name: T.tableLabel });
    expect(await within(list).findByText('Head-end AMI')).toBeInTheDocument();
    expect(within(list).getByText(`${TOKEN.slice(0, 12)}…`)).toBeInTheDocument();
    expect(list).not.toHaveTextContent(TOKEN);
  });

  it('says at the name when an active account has it', async () => {
    const user = userEvent.setup();
    serve([account()]);
    renderRoute(<ServiceAccountsPage />);
    await user.click(await screen.findByRole('button', { name: T.add }));
    const add = await screen.findByRole('dialog', { name: T.addTitle });
    await user.type(within(add).getByLabelText(T.nameLabel), 'head-end ami');
    await user.click(within(add).getByRole('button', { name: T.create }));
    expect(await within(add).findByText(M.nameTaken)).toBeInTheDocument();
    expect(within(add).getByLabelText(T.nameLabel)).toHaveFocus();
  });

  it('revokes an account after asking, and shows it revoked', async () => {
    const user = userEvent.setup();
    const calls = serve([account()]);
    renderRoute(<ServiceAccountsPage />);
    await user.click(await screen.findByRole('button', { name: T.revoke('Head-end AMI') }));
    const ask = await screen.findByRole('dialog', { name: T.revokeTitle('Head-end AMI') });
    await user.click(within(ask).getByRole('button', { name: T.revokeConfirm }));
    expect(await screen.findByText(M.revoked('Head-end AMI'))).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      expect.stringContaining('/service-accounts/1/revoke') as string,
    ]);
    const list = screen.getByRole('list', { name: T.tableLabel });
    await waitFor(() => expect(within(list).getByText(T.revoked, { selector: 'span' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: T.revoke('Head-end AMI') })).not.toBeInTheDocument();
  });
});
