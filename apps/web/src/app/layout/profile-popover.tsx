import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { fullName, initials, ROLE_TITLE, type User } from '@smms/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { PasswordResetDialog } from '@/features/auth';

export const PROFILE = {
  label: 'Profile',
  email: 'Email',
  phone: 'Phone',
  role: 'Role',
  status: 'Status',
  active: 'Active',
  inactive: 'Inactive',
  resetPassword: 'Reset Password',
  none: 'N/A',
} as const;

function Avatar({ user, large = false }: { user: User; large?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`flex items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground ${large ? 'size-12 text-lg' : 'size-8 text-sm'}`}
    >
      {initials(user) || '?'}
    </span>
  );
}

/** SPEC §2.3: initials, name, role, email, phone, status and the password reset. */
export function ProfilePopover({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  return (
    <>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={PROFILE.label} className="rounded-full">
            <Avatar user={user} />
          </Button>
        </PopoverTrigger>
        <PopoverContent aria-label={PROFILE.label} className="w-80">
          <div className="flex items-center gap-3">
            <Avatar user={user} large />
            <div className="min-w-0">
              <p className="truncate font-semibold">{fullName(user)}</p>
              <p className="text-sm text-muted-foreground">{ROLE_TITLE[user.role]}</p>
            </div>
          </div>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{PROFILE.email}</dt>
            <dd className="truncate">{user.email || PROFILE.none}</dd>
            <dt className="text-muted-foreground">{PROFILE.phone}</dt>
            <dd>{user.phone || PROFILE.none}</dd>
            <dt className="text-muted-foreground">{PROFILE.status}</dt>
            <dd>
              <Badge variant={user.isActive ? 'success' : 'destructive'}>
                {user.isActive ? PROFILE.active : PROFILE.inactive}
              </Badge>
            </dd>
          </dl>
          <Button
            variant="outline"
            className="mt-4 w-full"
            onClick={() => {
              setOpen(false);
              setResetOpen(true);
            }}
          >
            <KeyRound aria-hidden="true" />
            {PROFILE.resetPassword}
          </Button>
        </PopoverContent>
      </Popover>
      <PasswordResetDialog open={resetOpen} onOpenChange={setResetOpen} user={user} />
    </>
  );
}
