import { useState } from 'react';
import { Plus } from 'lucide-react';
import { AREAS_SCREEN as T, PAGE_TITLES, TOAST_TITLES, type Area, type AreaKind } from '@smms/shared';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAreas } from '@/lib/api/get-areas';
import { notify } from '@/lib/notify';
import {
  useCreateArea,
  useRemoveArea,
  useRemoveOutline,
  useRenameArea,
  useSetOutline,
} from '../api/change-areas';
import { AreaNameDialog } from './area-name-dialog';
import { AreaTree } from './area-tree';
import { OutlineDialog } from './outline-dialog';
import { RemoveAreaDialog } from './remove-area-dialog';

type Open =
  | { type: 'add'; kind: AreaKind; parent: Area | null }
  | { type: 'rename'; area: Area }
  | { type: 'remove'; area: Area }
  | { type: 'outline'; area: Area }
  | null;

const CHILD_KIND: Record<AreaKind, AreaKind | null> = {
  circle: 'division',
  division: 'sub_division',
  sub_division: 'section',
  section: null,
};

/**
 * The super admin's Areas screen (issue 11): the hierarchy the people forms choose from, to add to,
 * rename and remove from, and the circles' and divisions' outlines installations are checked against (issue 42). Each change is confirmed in a dialog that shows the server's refusal.
 */
export function AreasPage() {
  const areas = useAreas();
  const create = useCreateArea();
  const rename = useRenameArea();
  const remove = useRemoveArea();
  const setOutline = useSetOutline();
  const removeOutline = useRemoveOutline();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const saved = (message: string) => {
    notify.success(TOAST_TITLES.success, message);
    close();
  };

  return (
    <>
      <PageHeader
        title={PAGE_TITLES.areas}
        description={T.subtitle}
        actions={
          <Button onClick={() => setOpen({ type: 'add', kind: 'circle', parent: null })}>
            <Plus aria-hidden="true" />
            {T.addCircle}
          </Button>
        }
      />
      <Card>
        <CardContent className="p-3 sm:p-4" aria-busy={areas.isPending}>
          {areas.isPending ? (
            <Spinner label={T.loading} showLabel />
          ) : areas.isError ? (
            <div role="alert" className="flex flex-col items-start gap-3 text-sm">
              <p>{T.loadError}</p>
              <Button variant="outline" onClick={() => void areas.refetch()}>
                {T.retry}
              </Button>
            </div>
          ) : areas.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{T.empty}</p>
          ) : (
            <AreaTree
              areas={areas.data}
              onAdd={(parent) => {
                const kind = CHILD_KIND[parent.kind];
                if (kind) setOpen({ type: 'add', kind, parent });
              }}
              onRename={(area) => setOpen({ type: 'rename', area })}
              onRemove={(area) => setOpen({ type: 'remove', area })}
              onOutline={(area) => setOpen({ type: 'outline', area })}
            />
          )}
        </CardContent>
      </Card>
      {open?.type === 'add' && (
        <AreaNameDialog
          title={T.addTitle(T.kindLabels[open.kind])}
          description={open.parent ? T.addUnder(open.parent.name) : T.addTop}
          submitLabel={T.add}
          busyLabel={T.adding}
          busy={create.isPending}
          onSave={async (name) => {
            const answer = await create.mutateAsync({
              kind: open.kind,
              name,
              parentId: open.parent?.id ?? null,
            });
            saved(answer.message);
          }}
          onClose={close}
        />
      )}
      {open?.type === 'rename' && (
        <AreaNameDialog
          title={T.renameTitle(T.kindLabels[open.area.kind])}
          description={T.renameDescription}
          initialName={open.area.name}
          submitLabel={T.save}
          busyLabel={T.saving}
          busy={rename.isPending}
          onSave={async (name) => {
            const answer = await rename.mutateAsync({ id: open.area.id, name });
            saved(answer.message);
          }}
          onClose={close}
        />
      )}
      {open?.type === 'remove' && (
        <RemoveAreaDialog
          area={open.area}
          busy={remove.isPending}
          onRemove={async () => {
            const answer = await remove.mutateAsync(open.area.id);
            saved(answer.message);
          }}
          onClose={close}
        />
      )}
      {open?.type === 'outline' && (
        <OutlineDialog
          area={open.area}
          busy={setOutline.isPending ? 'save' : removeOutline.isPending ? 'remove' : null}
          onSave={async (geoJson) => {
            const answer = await setOutline.mutateAsync({ id: open.area.id, geoJson });
            saved(answer.message);
          }}
          onRemove={async () => {
            const answer = await removeOutline.mutateAsync(open.area.id);
            saved(answer.message);
          }}
          onClose={close}
        />
      )}
    </>
  );
}
