import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { fullName, MODEM_DETAIL_LABELS, PAGE_DESCRIPTIONS, type FieldOfficer } from '@smms/shared';
import { readOfficerState, type OfficerNavState } from '@/app/officer-nav-state';
import { OfficerMetersList } from '@/features/meters';
import { ModemDetailsDialog } from '@/features/modems';
import { OfficerModemsView } from '@/features/officer-modems';
import { FieldOfficersList, type OfficerScreenId } from '@/features/people';

type Back = { to: string; label: string };

const navState = (officer: FieldOfficer): OfficerNavState => ({
  id: officer.id,
  name: fullName(officer),
  phone: officer.phone,
});

interface OfficerListRouteProps {
  screen: OfficerScreenId;
  title: string;
  /** The page a row opens: that officer's meters or modems. Rows are not clickable without it. */
  opens?: (officer: FieldOfficer) => string;
}

/** An officer list; a row click passes the officer's id, full name and phone as state (SPEC §2.6). */
export function OfficerListRoute({ screen, title, opens }: OfficerListRouteProps) {
  const navigate = useNavigate();
  const open = useCallback(
    (officer: FieldOfficer) => {
      if (opens) navigate(opens(officer), { state: navState(officer) });
    },
    [navigate, opens],
  );
  const countsLink = useCallback(
    (officer: FieldOfficer) => ({ pathname: opens?.(officer) ?? '', state: navState(officer) }),
    [opens],
  );
  return (
    <FieldOfficersList
      screen={screen}
      title={title}
      description={PAGE_DESCRIPTIONS.fieldOfficers}
      onOpen={opens && open}
      countsLink={opens && countsLink}
    />
  );
}

/** One officer's meters, by the id in the URL: the meters feature's list of that officer. */
export function OfficerMetersRoute({ back }: { back: Back }) {
  const { officerId } = useParams();
  const officer = readOfficerState(useLocation().state);
  return <OfficerMetersList officerId={Number(officerId)} officerName={officer.name} back={back} />;
}

/** One officer's modems, by the phone in the URL. */
export function OfficerModemsRoute({ back }: { back: Back }) {
  const { phone } = useParams();
  const officer = readOfficerState(useLocation().state);
  return (
    <OfficerModemsView
      phone={phone}
      officerName={officer.name}
      back={back}
      details={({ modem, cursor, onClose }) => (
        <ModemDetailsDialog
          modem={modem}
          cursor={cursor}
          onClose={onClose}
          commentsLabel={MODEM_DETAIL_LABELS.comments}
        />
      )}
    />
  );
}
