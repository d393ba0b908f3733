import {
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
}

/** How one role's modem list page behaves (SPEC §2.9): the shared screen plus who may decide. */
export const modemListConfig = (role: ConsoleRole, list: ModemList): ModemListConfig => ({
  ...modemScreen(role, list),
  review: role === 'BI_SUPER_ADMIN',
});
