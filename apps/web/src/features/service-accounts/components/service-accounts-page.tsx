import { useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import {
  PAGE_TITLES,
  SERVICE_ACCOUNTS_SCREEN as T,
  SERVICE_SCOPE_LABELS,
  type CreatedServiceAccount,
  type ServiceAccount,
} from '@smms/shared';
import { PageHeader } from '@/components/layout/page-header';
import { RelativeTime } from '@/components/time/relative-time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useServiceAccounts } from '../api/service-accounts';
import { AddServiceAccountDialog } from './add-service-account-dialog';
import { RevokeServiceAccountDialog } from './revoke-service-account-dialog';
import { TokenDialog } from './token-dialog';

type Open =
  | { type: 'add' }
  | { type: 'token'; created: CreatedServiceAccount['data'] }
  | { type: 'revoke'; account: ServiceAccount }
  | null;

const C = T.columns;

/** One account: what it is called and may send, its token's hint, its history, and Revoke while it is live. */
function AccountItem({ account, onRevoke }: { account: ServiceAccount; onRevoke: () => void }) {
  const live = account.revokedAt === null;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{account.name}</span>
          <Badge variant={live ? 'success' : 'muted'}>{live ? T.active : T.revoked}</Badge>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{C.scopes}</dt>
          <dd>{account.scopes.map((scope) => SERVICE_SCOPE_LABELS[scope]).join('; ')}</dd>
          <dt className="text-muted-foreground">{C.token}</dt>
          <dd className="font-mono text-xs leading-5">{account.tokenHint}…</dd>
          <dt className="text-muted-foreground">{C.created}</dt>
          <dd>
            <RelativeTime value={account.createdAt} /> {T.by(account.createdByName)}
          </dd>
          <dt className="text-muted-foreground">{C.lastUsed}</dt>
          <dd>{account.lastUsedAt ? <RelativeTime value={account.lastUsedAt} /> : T.never}</dd>
          {!live && account.revokedAt && (
            <>
              <dt className="text-muted-foreground">{T.revoked}</dt>
              <dd>
                <RelativeTime value={account.revokedAt} /> {T.by(account.revokedByName)}
              </dd>
            </>
          )}
        </dl>
      </div>
      {live && (
        <Button
          variant="outline"
          className="self-start"
          aria-label={T.revoke(account.name)}
          onClick={onRevoke}
        >
          {T.revokeConfirm}
        </Button>
      )}
    </li>
  );
}

/**
 * The super admin's Service Accounts (issue 39): the tokens machines such as the head-end call the API with,
 * each limited to what it may send. A new token is shown once; a revoked one stops on every instance at once.
 */
export function ServiceAccountsPage() {
  const accounts = useServiceAccounts();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <>
      <PageHeader
        title={PAGE_TITLES.serviceAccounts}
        description={T.subtitle}
        actions={
          <Button ref={addButton} onClick={() => setOpen({ type: 'add' })}>
            <Plus aria-hidden="true" />
            {T.add}
          </Button>
        }
      />
      <Card>
        <CardContent className="p-4" aria-busy={accounts.isPending}>
          {accounts.isPending ? (
            <Spinner label={T.loading} showLabel />
          ) : accounts.isError ? (
            <div role="alert" className="flex flex-col items-start gap-3 text-sm">
              <p>{T.loadError}</p>
              <Button variant="outline" onClick={() => void accounts.refetch()}>
                {T.retry}
              </Button>
            </div>
          ) : accounts.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{T.empty}</p>
          ) : (
            <ul aria-label={T.tableLabel} className="flex flex-col divide-y">
              {accounts.data.map((account) => (
                <AccountItem
                  key={account.id}
                  account={account}
                  onRevoke={() => setOpen({ type: 'revoke', account })}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {open?.type === 'add' && (
        <AddServiceAccountDialog
          // The token's dialog is the confirmation: no toast over what it says to do.
          onCreated={(created) => setOpen({ type: 'token', created })}
          onClose={close}
        />
      )}
      {open?.type === 'token' && (
        <TokenDialog
          name={open.created.account.name}
          token={open.created.token}
          onClose={close}
          returnFocus={() => addButton.current}
        />
      )}
      {open?.type === 'revoke' && <RevokeServiceAccountDialog account={open.account} onClose={close} />}
    </>
  );
}
