import { useState } from 'react';
import { Keyboard, KeyRound, ShieldCheck } from 'lucide-react';
import {
  fullName,
  HEADER_LABELS,
  initials,
  isConsoleRole,
  ROLE_TITLE,
  SHORTCUTS,
  TWO_STEP,
  type User,
} from '@smms/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { PasswordResetDialog, TwoStepDialog } from '@/features/auth';
import { ThemeChoice } from './theme-choice';

export const PROFILE = {
  label: HEADER_LABELS.profile,
  email: 'Email',
  phone: 'Phone',
  role: 'Role',
  status: 'Status',
  active: 'Active',
  inactive: 'Inactive',
  resetPassword: 'Reset Password',
  none: 'N/A',
} as const;

function Avatar({ user, large = false, spoken = false }: { user: User; large?: boolean; spoken?: boolean }) {
  return (
    <span
      aria-hidden={spoken ? undefined : true}
      className={`flex items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground ${large ? 'size-12 text-lg' : 'size-8 text-sm'}`}
    >
      {initials(user) || '?'}
    </span>
  );
}

/** SPEC §2.3: initials, name, role, email, phone, status and the password reset. */
export function ProfilePopover({ user, onShowShortcuts }: { user: User; onShowShortcuts: () => void }) {
  const [open, setOpen] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const [twoStepOpen, setTwoStepOpen] = useState(false);
  return (
    <>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          {/* Spoken as "Profile" and the initials it shows (WCAG 2.5.3). */}
          <Button variant="ghost" size="icon" className="rounded-full">
            <span className="sr-only">{PROFILE.label}</span>
            <Avatar user={user} spoken />
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
          {isConsoleRole(user.role) && (
            <Button
              variant="outline"
              className="mt-2 w-full"
              onClick={() => {
                setOpen(false);
                setTwoStepOpen(true);
              }}
            >
              <ShieldCheck aria-hidden="true" />
              {TWO_STEP.title}
            </Button>
          )}
          <Button
            variant="ghost"
            className="mt-2 w-full"
            onClick={() => {
              setOpen(false);
              onShowShortcuts();
            }}
          >
            <Keyboard aria-hidden="true" />
            {SHORTCUTS.open}
          </Button>
          <ThemeChoice />
        </PopoverContent>
      </Popover>
      <PasswordResetDialog open={resetOpen} onOpenChange={setResetOpen} user={user} />
      <TwoStepDialog open={twoStepOpen} onOpenChange={setTwoStepOpen} user={user} />
    </>
  );
}
