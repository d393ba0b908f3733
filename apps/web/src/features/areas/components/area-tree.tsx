import { useState } from 'react';
import { ChevronRight, Map as MapIcon, Pencil, Plus, Trash2 } from 'lucide-react';
import { areaChildren, AREAS_SCREEN as T, hasOutlineLevel, type Area } from '@smms/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface AreaActions {
  onAdd: (parent: Area) => void;
  onRename: (area: Area) => void;
  onRemove: (area: Area) => void;
  /** A circle's or division's outline (issue 42). */
  onOutline: (area: Area) => void;
}

interface AreaNodeProps extends AreaActions {
  area: Area;
  areas: readonly Area[];
}

/** One area: its name and level, what it holds (shown on request), and its buttons. */
function AreaNode({ area, areas, ...actions }: AreaNodeProps) {
  const [open, setOpen] = useState(false);
  const children = areaChildren(areas, area.id);
  const childKind = area.kind === 'section' ? null : T.childKindLabels[area.kind];
  const listId = `area-${area.id}-children`;
  return (
    <li data-area={area.name} data-kind={area.kind}>
      <div className="flex items-center gap-2 rounded-md px-1 py-1.5 hover:bg-muted/50">
        {children.length > 0 ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={open ? T.collapse(area.name) : T.expand(area.name)}
            onClick={() => setOpen((o) => !o)}
          >
            <ChevronRight
              className={cn('size-4 transition-transform', open && 'rotate-90')}
              aria-hidden="true"
            />
          </Button>
        ) : (
          <span className="size-7" aria-hidden="true" />
        )}
        {/* The name and its details wrap among themselves, so every row keeps its actions on its right. */}
        <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium break-words text-foreground">{area.name}</span>
          <Badge variant="outline">{T.kindLabels[area.kind]}</Badge>
          {children.length > 0 && (
            <span className="text-xs text-muted-foreground">{T.count(children.length)}</span>
          )}
          {area.outlinePoints !== null && (
            <span className="text-xs text-muted-foreground">{T.outlined(area.outlinePoints)}</span>
          )}
        </span>
        <span className="flex shrink-0 items-center gap-1">
          {childKind && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={T.addChild(childKind, area.name)}
              title={T.addChild(childKind, area.name)}
              onClick={() => actions.onAdd(area)}
            >
              <Plus aria-hidden="true" />
              <span className="hidden sm:inline">{childKind}</span>
            </Button>
          )}
          {hasOutlineLevel(area.kind) && (
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={T.outline(area.name)}
              title={T.outline(area.name)}
              onClick={() => actions.onOutline(area)}
            >
              <MapIcon aria-hidden="true" />
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={T.rename(area.name)}
            title={T.rename(area.name)}
            onClick={() => actions.onRename(area)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-destructive"
            aria-label={T.remove(area.name)}
            title={T.remove(area.name)}
            onClick={() => actions.onRemove(area)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </span>
      </div>
      {open && children.length > 0 && (
        <ul id={listId} className="ml-4 border-l border-border pl-3">
          {children.map((child) => (
            <AreaNode key={child.id} area={child} areas={areas} {...actions} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The hierarchy as nested lists, circles at the top; each level opens with its disclosure button. */
export function AreaTree({ areas, ...actions }: { areas: readonly Area[] } & AreaActions) {
  return (
    <ul aria-label={T.treeLabel} className="flex flex-col">
      {areaChildren(areas, null).map((circle) => (
        <AreaNode key={circle.id} area={circle} areas={areas} {...actions} />
      ))}
    </ul>
  );
}
