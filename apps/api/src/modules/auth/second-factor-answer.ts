import { TWO_STEP } from '@smms/shared';

/** POST /auth/login's answer when the password was right and a second step is due (no session yet). */
export const secondFactorNeeded = ({
  kind,
  pendingToken,
}: {
  kind: 'code' | 'enrol';
  pendingToken: string;
}) => ({
  success: true as const,
  secondFactor: kind,
  pendingToken,
  message: kind === 'code' ? TWO_STEP.codeNeeded : TWO_STEP.enrolNeeded,
});
