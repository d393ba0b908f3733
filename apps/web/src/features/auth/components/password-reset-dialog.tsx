import { useEffect, useEffectEvent, useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { AUTH } from '@smms/shared';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { notify } from '@/lib/notify';
import { AUTH_UI, PASSWORD_RESET_CLOSE_MS } from '../messages';
import { NewPasswordStep } from './new-password-step';
import { SendOtpStep } from './send-otp-step';
import { VerifyOtpStep, type VerifiedOtp } from './verify-otp-step';

interface PasswordResetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The signed-in person (the profile's reset). Absent on the sign-in page ("Forgot password?"): the first
   * step asks for the username, the server's answers stay the same whether the account exists, and no
   * current password is asked (there is no session to prove the person against).
   */
  user?: { username: string; phone: string };
  /**
   * When the dialog closes after the password was set, with the username it was set for: the caller takes
   * the focus (the sign-in form), instead of the opener.
   */
  onPasswordSet?: (username: string) => void;
}

/** SPEC §2.3: send OTP, enter OTP, set a new password. Closing unmounts the steps, so it reopens at step 1. */
export function PasswordResetDialog({ open, onOpenChange, user, onPasswordSet }: PasswordResetDialogProps) {
  // The account whose password this opening set, if it has.
  const [setFor, setSetFor] = useState<string | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          // Signed out with a new password: the sign-in form takes the focus, not "Forgot password?".
          if (setFor === null || !onPasswordSet) return;
          event.preventDefault();
          onPasswordSet(setFor);
          setSetFor(null);
        }}
      >
        <DialogHeader>
          <DialogTitle>{AUTH_UI.resetTitle}</DialogTitle>
        </DialogHeader>
        <PasswordResetSteps user={user} onClose={() => onOpenChange(false)} onPasswordSet={setSetFor} />
      </DialogContent>
    </Dialog>
  );
}

type Step = 'send' | 'verify' | 'password' | 'done';

function PasswordResetSteps({
  user,
  onClose,
  onPasswordSet,
}: {
  user: PasswordResetDialogProps['user'];
  onClose: () => void;
  onPasswordSet: (username: string) => void;
}) {
  const [step, setStep] = useState<Step>('send');
  // The account's username: the signed-in person's, or the one typed at step 1 of the forgot flow.
  const [username, setUsername] = useState(user?.username ?? '');
  // Where the OTP went (masked) once one is sent: '' when the server does not say (no session).
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A verified code and its reset token outlive Back: the code is single use, so it is never asked again.
  const [verified, setVerified] = useState<VerifiedOtp | null>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (step !== 'done') return;
    const timer = setTimeout(() => close(), PASSWORD_RESET_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [step]);

  switch (step) {
    case 'send':
      return (
        <SendOtpStep
          account={user ? { username: user.username, phone: user.phone } : null}
          username={username}
          onUsernameChange={(typed) => {
            // Another account: what was sent or verified for the last one no longer applies.
            setUsername(typed);
            setSentTo(null);
            setVerified(null);
          }}
          alreadySentTo={sentTo}
          onCancel={onClose}
          onContinue={() => setStep('verify')}
          onSent={(to) => {
            setSentTo(to);
            setVerified(null);
            setStep('verify');
          }}
        />
      );
    case 'verify':
      return (
        <VerifyOtpStep
          username={username}
          description={sentTo ? AUTH_UI.otpSentTo(sentTo) : AUTH_UI.otpSentToAccount}
          verified={verified}
          onBack={() => setStep('send')}
          onVerified={(otp) => {
            setVerified(otp);
            setStep('password');
          }}
        />
      );
    case 'password':
      return (
        <NewPasswordStep
          resetToken={verified?.resetToken ?? ''}
          askCurrent={Boolean(user)}
          onBack={() => setStep('verify')}
          onUpdated={() => {
            notify.success(AUTH.passwordUpdated);
            onPasswordSet(username);
            setStep('done');
          }}
        />
      );
    case 'done':
      return (
        <DialogDescription asChild>
          <p role="status" className="flex items-center gap-2 font-medium text-success">
            <CircleCheck className="size-5" aria-hidden="true" />
            {user ? AUTH.passwordUpdated : AUTH_UI.forgotDone}
          </p>
        </DialogDescription>
      );
  }
}
