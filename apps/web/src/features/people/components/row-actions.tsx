import type { ReactNode } from 'react';
import { MonitorSmartphone, Pencil, Power, PowerOff, ShieldOff } from 'lucide-react';
import { SESSION_LABELS, TWO_STEP } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { PEOPLE_UI } from './texts';

interface RowActionsProps {
  name: string;
  isActive: boolean;
  onEdit: () => void;
  onToggle: () => void;
  /** Opens the person's sessions (issue 13); no button without it. */
  onSessions?: () => void;
  /** Opens "Reset two-step sign-in" (the super admin, on admins: issue 37 item 9); no button without it. */
  onResetTwoStep?: () => void;
  /** Extra buttons before Edit, e.g. "view modems". */
  children?: ReactNode;
}

/** One icon button of a row, named (and titled) by what it does to whom. */
function IconAction(props: { label: string; onClick: () => void; className?: string; children: ReactNode }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={props.label}
      title={props.label}
      onClick={props.onClick}
      // 32 px, a little under the usual 36: three or four to a row leave the list's columns their room.
      className={cn('size-8', props.className)}
    >
      {props.children}
    </Button>
  );
}

/** Edit and Activate/Deactivate of one row; clicks stay out of the row's own click. */
export function RowActions({
  name,
  isActive,
  onEdit,
  onToggle,
  onSessions,
  onResetTwoStep,
  children,
}: RowActionsProps) {
  return (
    <div
      className="flex items-center gap-0.5"
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
      role="presentation"
    >
      {children}
      <IconAction label={PEOPLE_UI.edit(name)} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </IconAction>
      {onSessions && (
        <IconAction label={SESSION_LABELS.open(name)} onClick={onSessions}>
          <MonitorSmartphone aria-hidden="true" />
        </IconAction>
      )}
      {onResetTwoStep && (
        <IconAction label={TWO_STEP.resetOpen(name)} onClick={onResetTwoStep}>
          <ShieldOff aria-hidden="true" />
        </IconAction>
      )}
      <IconAction
        label={isActive ? PEOPLE_UI.deactivate(name) : PEOPLE_UI.activate(name)}
        onClick={onToggle}
        className={isActive ? 'text-destructive' : 'text-green-700'}
      >
        {isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
      </IconAction>
    </div>
  );
}
