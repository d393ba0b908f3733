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
  user: { username: string; phone: string };
}

/** SPEC §2.3: send OTP, enter OTP, set a new password. Closing unmounts the steps, so it reopens at step 1. */
export function PasswordResetDialog({ open, onOpenChange, user }: PasswordResetDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{AUTH_UI.resetTitle}</DialogTitle>
        </DialogHeader>
        <PasswordResetSteps user={user} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type Step = 'send' | 'verify' | 'password' | 'done';

function PasswordResetSteps({
  user,
  onClose,
}: {
  user: PasswordResetDialogProps['user'];
  onClose: () => void;
}) {
  const [step, setStep] = useState<Step>('send');
  const [sentTo, setSentTo] = useState('');
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
          username={user.username}
          phone={user.phone}
          alreadySentTo={sentTo || null}
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
          username={user.username}
          sentTo={sentTo}
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
          onBack={() => setStep('verify')}
          onUpdated={() => {
            notify.success(AUTH.passwordUpdated);
            setStep('done');
          }}
        />
      );
    case 'done':
      return (
        <DialogDescription asChild>
          <p role="status" className="flex items-center gap-2 font-medium text-success">
            <CircleCheck className="size-5" aria-hidden="true" />
            {AUTH.passwordUpdated}
          </p>
        </DialogDescription>
      );
  }
}
