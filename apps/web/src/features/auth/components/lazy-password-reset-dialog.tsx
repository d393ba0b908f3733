import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The dialog and its steps (Radix Dialog, the OTP input) load when it first opens, not with the login page
// (issue 12: initial JavaScript budget).
const PasswordResetDialog = lazy(() =>
  import('./password-reset-dialog').then((module) => ({ default: module.PasswordResetDialog })),
);

type Props = ComponentProps<typeof PasswordResetDialog>;

/** SPEC §2.3's password reset, fetched the first time it opens and kept mounted after that (it closes animated). */
export function LazyPasswordResetDialog(props: Props) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <PasswordResetDialog {...props} />
    </Suspense>
  );
}
