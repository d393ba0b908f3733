import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AUTH, TWO_STEP, type SecondFactorNeededResponse, type User } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAuth } from '../auth-context';
import { startEnrolAtSignIn, useFinishEnrolMutation, useFinishWithCodeMutation } from '../api/second-factor';
import { isOtp } from '../password-rules';
import { OtpInput } from './otp-input';
import { RecoveryCodes } from './recovery-codes';
import { TotpSetup } from './totp-setup';

interface StepProps {
  step: SecondFactorNeededResponse;
  onBack: () => void;
}

/**
 * The sign-in card's second step (issue 13, item 9): the password was right and no session exists yet.
 * `code`: a code from the authenticator app, or a recovery code. `enrol`: the super admin requires
 * two-step sign-in and this admin has none, so it is set up here before the console opens.
 */
export function SecondFactorStep({ step, onBack }: StepProps) {
  const enrol = step.secondFactor === 'enrol';
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <h1 className="text-2xl font-bold">{enrol ? TWO_STEP.enrolTitle : TWO_STEP.stepTitle}</h1>
        <CardDescription>{step.message}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {enrol ? (
          <EnrolAtSignIn pendingToken={step.pendingToken} />
        ) : (
          <CodeForm pendingToken={step.pendingToken} />
        )}
        <Button variant="link" onClick={onBack}>
          {TWO_STEP.backToSignIn}
        </Button>
      </CardContent>
    </Card>
  );
}

function useWelcome() {
  const { signedIn } = useAuth();
  return (user: User) => {
    notify.success(AUTH.loginSuccessTitle, AUTH.loginSuccess);
    signedIn(user);
  };
}

function CodeForm({ pendingToken }: { pendingToken: string }) {
  const finish = useFinishWithCodeMutation();
  const welcome = useWelcome();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Each refusal puts the focus back on the code field, once it is enabled again (never on <body>).
  const [refusals, setRefusals] = useState(0);
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (refusals > 0 && !finish.isPending) field.current?.focus();
  }, [refusals, finish.isPending]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (finish.isPending) return;
    const value = code.trim();
    if (recovery ? !value : !isOtp(value)) {
      setError(recovery ? AUTH.fillAllFields : AUTH.invalidOtpFormat);
      setRefusals((n) => n + 1);
      return;
    }
    setError(null);
    try {
      welcome((await finish.mutateAsync({ pendingToken, code: value })).user);
    } catch (failure) {
      // A refused code is typed again from the start: cleared, the reason under the field.
      setError(errorMessage(failure, TWO_STEP.invalidCode));
      setCode('');
      setRefusals((n) => n + 1);
    }
  }

  const id = recovery ? 'second-factor-recovery' : 'second-factor-code';
  const errorId = `${id}-error`;
  const described = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {recovery ? TWO_STEP.stepRecoveryHint : TWO_STEP.stepCodeHint}
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>{recovery ? TWO_STEP.recoveryCodeLabel : TWO_STEP.codeLabel}</Label>
        {recovery ? (
          <Input
            ref={field}
            id={id}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            disabled={finish.isPending}
            autoFocus
            {...described}
          />
        ) : (
          <OtpInput
            ref={field}
            id={id}
            value={code}
            onChange={setCode}
            disabled={finish.isPending}
            autoFocus
            {...described}
          />
        )}
        <FormError id={errorId} message={error} />
      </div>
      <Button type="submit" size="lg" disabled={finish.isPending}>
        {finish.isPending ? TWO_STEP.verifying : TWO_STEP.verify}
      </Button>
      <Button
        variant="ghost"
        onClick={() => {
          setRecovery((r) => !r);
          setCode('');
          setError(null);
        }}
      >
        {recovery ? TWO_STEP.useCode : TWO_STEP.useRecovery}
      </Button>
    </form>
  );
}

function EnrolAtSignIn({ pendingToken }: { pendingToken: string }) {
  const setup = useQuery({
    queryKey: ['auth', 'enrol-at-sign-in', pendingToken],
    queryFn: () => startEnrolAtSignIn(pendingToken),
    staleTime: Infinity,
    retry: false,
  });
  const finish = useFinishEnrolMutation();
  const welcome = useWelcome();
  const [done, setDone] = useState<{ user: User; recoveryCodes: string[] } | null>(null);

  if (done) {
    return (
      <RecoveryCodes
        codes={done.recoveryCodes}
        doneLabel={TWO_STEP.continueToConsole}
        onDone={() => welcome(done.user)}
      />
    );
  }
  if (setup.isError) return <FormError message={errorMessage(setup.error, TWO_STEP.signInExpired)} />;
  if (!setup.data) return <Spinner className="mx-auto" />;
  return (
    <TotpSetup
      setup={setup.data}
      busy={finish.isPending}
      error={finish.error ? errorMessage(finish.error, TWO_STEP.invalidCode) : null}
      askPassword={false}
      onSubmit={({ code }) =>
        finish.mutate({ pendingToken, code }, { onSuccess: (answer) => setDone(answer) })
      }
    />
  );
}
