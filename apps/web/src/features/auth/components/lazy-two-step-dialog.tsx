import { lazy, Suspense, useState, type ComponentProps } from 'react';

// Loads when first opened, like the password reset dialog (issue 12: initial JavaScript budget).
const TwoStepDialog = lazy(() =>
  import('./two-step-dialog').then((module) => ({ default: module.TwoStepDialog })),
);

type Props = ComponentProps<typeof TwoStepDialog>;

/** The profile's two-step sign-in dialog, fetched the first time it opens and kept mounted after that. */
export function LazyTwoStepDialog(props: Props) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <TwoStepDialog {...props} />
    </Suspense>
  );
}
