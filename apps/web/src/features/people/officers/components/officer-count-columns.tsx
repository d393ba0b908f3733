import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { formatCount, OFFICER_COLUMNS as C, type FieldOfficer } from '@smms/shared';

const column = createColumnHelper<FieldOfficer>();
type Counts = FieldOfficer['counts'];

/** Where an officer's page is (their meters or modems) and what it is told of the officer. */
export type OfficerPageLink = (officer: FieldOfficer) => { pathname: string; state: unknown };

/** The officer page's filter a count opens (its total is the count, DESIGN §7), or none for the whole list. */
type Opens = { param: string; value: string } | null;

// A count is a link for the mouse; the keyboard opens the row, whose tiles are the same filters — 250 more Tab
// stops on a page of 50 officers would bury the rows. The row's own click must not follow as well.
const stop = (event: MouseEvent) => event.stopPropagation();

/** `onCard`: one of the two counts an officer's phone card shows beside the phone (installed, accepted). */
const count =
  (id: string, header: string, value: (counts: Counts) => number, opens: Opens, onCard = false) =>
  (link?: OfficerPageLink) =>
    column.accessor((o) => value(o.counts), {
      id,
      header,
      enableSorting: false,
      cell: (info) => {
        const text = formatCount(info.getValue());
        if (!link) return text;
        const { pathname, state } = link(info.row.original);
        const search = opens ? `?${opens.param}=${encodeURIComponent(opens.value)}` : '';
        return (
          <Link
            to={{ pathname, search }}
            state={state}
            onClick={stop}
            tabIndex={-1}
            className="underline-offset-2 hover:underline"
          >
            {text}
          </Link>
        );
      },
      meta: { numeric: true, ...(onCard ? { card: 'figure' as const } : {}) },
    });

const meterStatus = (value: string): Opens => ({ param: 'officerStatus', value });
const modemStage = (value: string): Opens => ({ param: 'stage', value });

/**
 * Server-computed counts of each officer (one aggregate query for the page, never a call per officer); with
 * `link`, each count opens the officer's page filtered to the list it counts (issue 38).
 */
export const meterCounts = (link?: OfficerPageLink) =>
  [
    count('metersAssigned', C.metersAssigned, (c) => c.meters.total, null),
    count('installed', C.installed, (c) => c.meters.installed, null, true),
    count('commissioned', C.commissioned, (c) => c.meters.commissioned, meterStatus('Commissioned')),
    count('approved', C.approved, (c) => c.meters.approved, meterStatus('Approved'), true),
    count('rejected', C.rejected, (c) => c.meters.rejected, meterStatus('Rejected')),
  ].map((make) => make(link));

export const modemCounts = (link?: OfficerPageLink) =>
  [
    count('installed', C.installed, (c) => c.modems.installed, null, true),
    count('commissioned', C.commissioned, (c) => c.modems.commissioned, modemStage('Commissioned')),
    count('accepted', C.accepted, (c) => c.modems.accepted, modemStage('Accepted'), true),
    count('rejected', C.rejected, (c) => c.modems.rejected, modemStage('Rejected')),
  ].map((make) => make(link));
