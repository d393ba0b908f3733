import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface OtpSent {
  success: true;
  message: string;
  /** Masked, e.g. "••••••3210". */
  phone?: string;
}

export const sendOtp = (username: string) =>
  api.post<OtpSent>('/auth/password-reset', { action: 'send-otp', username });

export const useSendOtpMutation = () => useMutation({ mutationFn: sendOtp, meta: { toastError: false } });
