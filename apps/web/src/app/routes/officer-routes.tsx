import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { fullName, PAGE_DESCRIPTIONS, type FieldOfficer } from '@smms/shared';
import { readOfficerState, type OfficerNavState } from '@/app/officer-nav-state';
import { OfficerMetersList } from '@/features/meters';
import { OfficerModemsView } from '@/features/officer-modems';
import { FieldOfficersList, type OfficerScreenId } from '@/features/officers';

type Back = { to: string; label: string };

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
      if (!opens) return;
      const state: OfficerNavState = { id: officer.id, name: fullName(officer), phone: officer.phone };
      navigate(opens(officer), { state });
    },
    [navigate, opens],
  );
  return (
    <FieldOfficersList
      screen={screen}
      title={title}
      description={PAGE_DESCRIPTIONS.fieldOfficers}
      onOpen={opens && open}
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
  return <OfficerModemsView phone={phone} officerName={officer.name} back={back} />;
}
