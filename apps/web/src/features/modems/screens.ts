import {
  CLAIM_FILTER,
  MODEM_LIST_PAGES,
  modemScreen,
  type ConsoleRole,
  type ModemList,
  type ModemScreen,
} from '@smms/shared';

export type ModemListPage = (typeof MODEM_LIST_PAGES)[keyof typeof MODEM_LIST_PAGES];

export interface ModemListConfig extends ModemScreen {
  /** BI_SUPER_ADMIN decides a Pending modem from its dialog (DESIGN §7): Approve/Reject, A/R. */
  review: boolean;
  /**
   * The super admin's Modems Commissioned is its modem decision queue (issue 41): Start reviewing, the claim
   * filter, and who is reviewing each row under its wait, which the list then shows by default.
   */
  claims: boolean;
}

/** How one role's modem list page behaves (SPEC §2.9): the shared screen plus who may decide. */
export function modemListConfig(role: ConsoleRole, list: ModemList): ModemListConfig {
  const screen = modemScreen(role, list);
  const claims = role === 'BI_SUPER_ADMIN' && list === 'commissioned';
  return {
    ...screen,
    filters: claims ? [...screen.filters, CLAIM_FILTER] : screen.filters,
    review: role === 'BI_SUPER_ADMIN',
    claims,
  };
}
