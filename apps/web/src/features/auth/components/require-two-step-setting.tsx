import { useQuery } from '@tanstack/react-query';
import { TWO_STEP } from '@smms/shared';
import { notify } from '@/lib/notify';
import { securitySettingsOptions, useSaveSecuritySettings } from '../api/security-settings';

/** The super admin's switch: every admin must use two-step sign-in (set up at their next sign-in). */
export function RequireTwoStepSetting() {
  const settings = useQuery(securitySettingsOptions());
  const save = useSaveSecuritySettings();
  const checked = save.isPending ? save.variables.requireTwoStep : (settings.data?.requireTwoStep ?? false);
  return (
    <div className="flex items-start gap-3 border-t pt-4">
      <input
        id="require-two-step"
        type="checkbox"
        className="mt-1 size-4 accent-primary"
        checked={checked}
        disabled={!settings.data || save.isPending}
        aria-describedby="require-two-step-hint"
        onChange={(e) =>
          save.mutate(
            { requireTwoStep: e.target.checked },
            { onSuccess: () => notify.success(TWO_STEP.settingSaved) },
          )
        }
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="require-two-step" className="text-sm font-medium">
          {TWO_STEP.requireLabel}
        </label>
        <p id="require-two-step-hint" className="text-sm text-muted-foreground">
          {TWO_STEP.requireHint}
        </p>
      </div>
    </div>
  );
}
