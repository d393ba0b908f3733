import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface OtpValidated {
  success: true;
  message: string;
  resetToken: string;
}

export const validateOtp = ({ username, otp }: { username: string; otp: string }) =>
  api.post<OtpValidated>('/auth/password-reset', { action: 'validate-otp', username, otp });

export const useValidateOtpMutation = () =>
  useMutation({ mutationFn: validateOtp, meta: { toastError: false } });
