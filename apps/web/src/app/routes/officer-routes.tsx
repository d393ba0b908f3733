import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { fullName, type FieldOfficer, type Meter } from '@smms/shared';
import { MeterDetailsDialog } from '@/features/meters';
import { OfficerMetersList, OfficerModemsView } from '@/features/users';
import { readOfficerState, type OfficerNavState } from '@/app/officer-nav-state';

type Back = { to: string; label: string };

/** Row click on an officer list: that officer's page, with id, full name and phone as state (SPEC §2.6). */
export function useOpenOfficer(path: (officer: FieldOfficer) => string) {
  const navigate = useNavigate();
  return useCallback(
    (officer: FieldOfficer) => {
      const state: OfficerNavState = { id: officer.id, name: fullName(officer), phone: officer.phone };
      navigate(path(officer), { state });
    },
    [navigate, path],
  );
}

/** One officer's meters with the meters feature's detail dialog for View Details and Edit. */
export function OfficerMetersRoute({ back }: { back: Back }) {
  const { officerId } = useParams();
  const officer = readOfficerState(useLocation().state);
  const [selected, setSelected] = useState<{ meter: Meter; edit: boolean } | null>(null);
  const viewDetails = useCallback((meter: Meter) => setSelected({ meter, edit: false }), []);
  const edit = useCallback((meter: Meter) => setSelected({ meter, edit: true }), []);
  return (
    <>
      <OfficerMetersList
        officerId={Number(officerId)}
        officerName={officer.name}
        back={back}
        onViewDetails={viewDetails}
        onEdit={edit}
      />
      {selected && (
        <MeterDetailsDialog
          meter={selected.meter}
          canEdit
          startEditing={selected.edit}
          onClose={() => setSelected(null)}
        />
      )}
    </>
  );
}

/** One officer's modems, by the phone in the URL. */
export function OfficerModemsRoute({ back }: { back: Back }) {
  const { phone } = useParams();
  const officer = readOfficerState(useLocation().state);
  return <OfficerModemsView phone={phone} officerName={officer.name} back={back} />;
}
