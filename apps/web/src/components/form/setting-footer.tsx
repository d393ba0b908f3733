import { RelativeTime } from '@/components/time/relative-time';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';

/** What the foot of a versioned setting's form says, from that setting's screen texts. */
export interface SettingFooterTexts {
  save: string;
  saving: string;
  unchanged: string;
  stale: string;
  lastChanged: (name: string) => string;
  neverChanged: string;
  /** A setting a migration may have written (version above 0, nobody named). */
  lastChangedBySystem?: string;
}

interface SettingFooterProps {
  texts: SettingFooterTexts;
  setting: { version: number; updatedBy: string | null; updatedAt: string | null };
  changed: boolean;
  pending: boolean;
  /** The last save was refused because someone else saved first (the setting shown is theirs). */
  stale: boolean;
  problem?: string | null;
  /** The problem's id, for the fields it names (aria-describedby). */
  problemId?: string;
}

/**
 * The foot of a versioned setting's form (the auto-commissioning rule, the review targets): someone saved first,
 * the save's problem, Save or why there is nothing to save, and who changed the setting last.
 */
export function SettingFooter({
  texts: T,
  setting,
  changed,
  pending,
  stale,
  problem,
  problemId,
}: SettingFooterProps) {
  return (
    <>
      {stale && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {T.stale}
        </p>
      )}
      <FormError id={problemId} message={problem} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!changed || pending}>
          {pending ? T.saving : T.save}
        </Button>
        {!changed && <span className="text-sm text-muted-foreground">{T.unchanged}</span>}
      </div>
      <p className="text-sm text-muted-foreground">
        {setting.updatedBy ? (
          <>
            {T.lastChanged(setting.updatedBy)} <RelativeTime value={setting.updatedAt ?? ''} />
          </>
        ) : setting.version > 0 && T.lastChangedBySystem ? (
          T.lastChangedBySystem
        ) : (
          T.neverChanged
        )}
      </p>
    </>
  );
}
