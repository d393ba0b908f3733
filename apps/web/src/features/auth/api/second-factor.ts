import { useMutation } from '@tanstack/react-query';
import type { EnrolledSignInResponse, LoginResponse, TwoStepSetup } from '@smms/shared';
import { api } from '@/lib/api-client';

// The sign-in's second step: a 401 here is a wrong code or an expired sign-in, never a session that ended.
const STEP = { redirectOn401: false } as const;

export const finishWithCode = ({ pendingToken, code }: { pendingToken: string; code: string }) =>
  api.post<LoginResponse>('/auth/login/second-factor', { pendingToken, code }, STEP);

export const startEnrolAtSignIn = (pendingToken: string) =>
  api.post<TwoStepSetup>('/auth/login/enrol', { pendingToken }, STEP);

export const finishEnrolAtSignIn = ({ pendingToken, code }: { pendingToken: string; code: string }) =>
  api.post<EnrolledSignInResponse>('/auth/login/enrol/confirm', { pendingToken, code }, STEP);

export const useFinishWithCodeMutation = () =>
  useMutation({ mutationFn: finishWithCode, meta: { toastError: false } });
export const useFinishEnrolMutation = () =>
  useMutation({ mutationFn: finishEnrolAtSignIn, meta: { toastError: false } });
