import { describe, expect, it } from 'vitest';
import { COMMISSION_STATUSES, COMMUNICATION_STATUSES, ROLES, TECH_SUPPORT_STATUSES } from './enum-values.js';
import {
  awaitsDecision,
  offersMove,
  REVIEW_MOVES,
  type ReviewMove,
  recommendationRefusal,
  isVerdict,
  ACCEPTANCE_RULES,
  allOf,
  INSTALLATION_STATES,
  installationState,
  labelRule,
  matches,
  REASON_RULES,
  rejectionReason,
  REVIEW_RULES,
  STAGE_RULES,
  STATE_LABELS,
  STATE_RULES,
  stateLabel,
  stateWord,
  STATE_WORDS,
  STATE_TONES,
  COMMISSION_TONES,
  STAGE_WORDS,
  OFFICER_FILTER_RULES,
  RECOMMENDATION_RULES,
  RECOMMENDATION_VALUES,
  recommendationOf,
  recommendationWord,
  transitionRefusal,
  TRANSITIONS,
  type LabelSet,
  type LifecycleFields,
} from './lifecycle.js';
import { METER_STATUSES, OFFICER_METER_FILTERS } from './meter-values.js';
import { MODEM_STAGES, MODEM_TILE_STAGES } from './modem-values.js';

/** Every combination of the fields the lifecycle reads: 3 × 3 × 11 × 2 = 198 installations. */
const ALL: LifecycleFields[] = COMMISSION_STATUSES.flatMap((commissionStatus) =>
  COMMUNICATION_STATUSES.flatMap((communicationStatus) =>
    [null, ...TECH_SUPPORT_STATUSES, 'Approved', 'Rejected'].flatMap((techSupportStatus) =>
      [false, true].map((autoCommissioned) => ({
        commissionStatus,
        communicationStatus,
        techSupportStatus,
        autoCommissioned,
      })),
    ),
  ),
);

const live = (i: LifecycleFields) => i.communicationStatus === 'LIVE';

/** The spec's own words for each combination (SPEC §2.5, §2.6, §4), written out independently of the rules. */
function expected(i: LifecycleFields) {
  if (i.commissionStatus === 'Approved')
    return { state: 'accepted', meterList: 'COMMISSIONED', word: 'Accepted', modem: 'Accepted' };
  if (i.commissionStatus === 'Rejected')
    return { state: 'rejected', meterList: 'INACTIVE', word: 'Rejected', modem: 'Rejected' };
  return live(i)
    ? { state: 'commissioned', meterList: 'ACTIVE', word: 'Live, awaiting review', modem: 'Commissioned' }
    : { state: 'installed', meterList: 'PENDING', word: 'Installed', modem: 'Installed' };
}

describe('the lifecycle of an installation (DESIGN §5)', () => {
  it('puts every combination of statuses in exactly one state, with its API value and its one word', () => {
    for (const i of ALL) {
      const holding = INSTALLATION_STATES.filter((s) => matches(STATE_RULES[s], i));
      expect(holding, JSON.stringify(i)).toHaveLength(1);
      const want = expected(i);
      expect(installationState(i)).toBe(want.state);
      expect(stateLabel('meterList', i)).toBe(want.meterList);
      expect(stateWord(i)).toBe(want.word);
      expect(stateLabel('modems', i)).toBe(want.modem);
    }
  });

  it('gives a rejected installation exactly one reason, and any other none', () => {
    for (const i of ALL) {
      const reasons = Object.entries(REASON_RULES).filter(([, rule]) => matches(rule, i));
      if (i.commissionStatus !== 'Rejected') {
        expect(reasons).toHaveLength(0);
        expect(rejectionReason(i)).toBeNull();
        continue;
      }
      expect(reasons, JSON.stringify(i)).toHaveLength(1);
      const want =
        i.techSupportStatus === 'REJECTED'
          ? 'Technical Issues'
          : live(i)
            ? 'Commission Rejected'
            : 'Inactive';
      expect(rejectionReason(i)).toBe(want);
    }
  });

  it('fills each list (stage) with what its name says, cumulatively', () => {
    for (const i of ALL) {
      expect(matches(STAGE_RULES.installed, i)).toBe(true);
      expect(matches(STAGE_RULES.commissioned, i)).toBe(live(i));
      expect(matches(STAGE_RULES['pending-review'], i)).toBe(i.commissionStatus === 'Pending');
      expect(matches(STAGE_RULES.accepted, i)).toBe(i.commissionStatus === 'Approved');
      expect(matches(STAGE_RULES.rejected, i)).toBe(i.commissionStatus === 'Rejected');
      // An accepted meter that communicates is in the Commissioned list too: stages are not states.
      if (i.commissionStatus === 'Approved' && live(i))
        expect([STAGE_RULES.commissioned, STAGE_RULES.accepted].every((r) => matches(r, i))).toBe(true);
    }
  });

  it('filters by a Status word exactly the rows that show that word, on every screen', () => {
    for (const set of Object.keys(STATE_LABELS) as LabelSet[])
      for (const state of INSTALLATION_STATES) {
        const label = STATE_LABELS[set][state];
        for (const i of ALL) expect(matches(labelRule(set, label), i)).toBe(stateLabel(set, i) === label);
      }
  });

  it("filters one officer's meters by the very lists the officer's count columns count", () => {
    // officer_counts (migration 0011): commissioned = LIVE, approved = Approved, rejected = Rejected.
    for (const i of ALL) {
      expect(matches(OFFICER_FILTER_RULES.Commissioned, i)).toBe(live(i));
      expect(matches(OFFICER_FILTER_RULES.Approved, i)).toBe(i.commissionStatus === 'Approved');
      expect(matches(OFFICER_FILTER_RULES.Rejected, i)).toBe(i.commissionStatus === 'Rejected');
      expect(matches(OFFICER_FILTER_RULES.Pending, i)).toBe(i.commissionStatus === 'Pending');
    }
  });

  it('splits the recommendation filter into approve, reject and none, each the word shown', () => {
    for (const i of ALL) {
      const holding = RECOMMENDATION_VALUES.filter((v) => matches(RECOMMENDATION_RULES[v], i));
      expect(holding, JSON.stringify(i)).toEqual([recommendationOf(i.techSupportStatus)]);
    }
    expect(recommendationWord('APPROVED')).toBe('Approve');
    expect(recommendationWord('REJECTED')).toBe('Reject');
    expect(recommendationWord(null)).toBe('None');
  });

  it('shows each state by one word, and no word for two states', () => {
    expect(new Set(Object.values(STATE_WORDS)).size).toBe(INSTALLATION_STATES.length);
    expect(STATE_TONES.rejected).toBe('red');
    expect(COMMISSION_TONES.Rejected).toBe('red');
    // "Commissioned" names the list of LIVE installations, never a state.
    expect(Object.values(STATE_WORDS)).not.toContain(STAGE_WORDS.commissioned);
    // "Installed" is the state; the list of every installation is Total Installed.
    expect(Object.values(STATE_WORDS)).not.toContain(STAGE_WORDS.installed);
  });

  it('splits the review and acceptance filters without overlap or gap', () => {
    for (const i of ALL) {
      expect(Object.values(REVIEW_RULES).filter((r) => matches(r, i))).toHaveLength(1);
      expect(Object.values(ACCEPTANCE_RULES).filter((r) => matches(r, i))).toHaveLength(1);
      expect(matches(REVIEW_RULES['No Status'], i)).toBe(i.techSupportStatus === null);
      expect(matches(ACCEPTANCE_RULES['Auto-Commissioned'], i)).toBe(i.autoCommissioned === true);
    }
  });

  it("offers each screen's filter options as that screen's words, each once", () => {
    expect([...METER_STATUSES].sort()).toEqual(Object.values(STATE_LABELS.meterList).sort());
    expect([...OFFICER_METER_FILTERS].sort()).toEqual(Object.keys(OFFICER_FILTER_RULES).sort());
    expect([...MODEM_STAGES].sort()).toEqual(Object.values(STATE_LABELS.modems).sort());
    expect(Object.keys(MODEM_TILE_STAGES).sort()).toEqual([...MODEM_STAGES].sort());
  });
});

describe('the commission transitions (DESIGN §5)', () => {
  /** The design's table, written out: from → to → the roles that may, and whether a comment is needed. */
  const ALLOWED: Record<string, { roles: string[]; comment?: true }> = {
    'Pending>Approved': { roles: ['BI_SUPER_ADMIN'] },
    'Pending>Rejected': { roles: ['BI_SUPER_ADMIN'], comment: true },
    'Rejected>Pending': { roles: ['BI_SUPER_ADMIN', 'AE_ADMIN', 'FIELD_OFFICER'], comment: true },
    'Approved>Rejected': { roles: ['BI_SUPER_ADMIN'], comment: true },
  };

  it('allows exactly the table, to exactly its roles, and asks for a comment where it says so', () => {
    for (const from of COMMISSION_STATUSES)
      for (const to of COMMISSION_STATUSES)
        for (const role of ROLES)
          for (const comment of [undefined, '  ', 'Seal broken']) {
            const rule = ALLOWED[`${from}>${to}`];
            const want = !rule
              ? 'not-allowed'
              : !rule.roles.includes(role)
                ? 'role'
                : rule.comment && !comment?.trim()
                  ? 'comment'
                  : null;
            expect(transitionRefusal(role, from, to, comment), `${role} ${from}>${to} ${comment}`).toBe(want);
          }
  });
});

describe('allOf: the rules of a list as one', () => {
  const RULES = [
    ...Object.values(STAGE_RULES),
    ...Object.values(STATE_RULES),
    ...Object.values(REASON_RULES),
    ...Object.values(REVIEW_RULES),
    ...Object.values(ACCEPTANCE_RULES),
  ];

  it('matches exactly the installations every rule matches, and is null only when none can', () => {
    for (const a of RULES)
      for (const b of RULES) {
        const both = allOf([a, b]);
        const matching = ALL.filter((i) => matches(a, i) && matches(b, i));
        if (both === null) expect(matching, JSON.stringify([a, b])).toEqual([]);
        else expect(ALL.filter((i) => matches(both, i))).toEqual(matching);
      }
  });

  it('finds the contradiction of the Commissioned list filtered by PENDING', () => {
    expect(allOf([STAGE_RULES.commissioned, labelRule('meterList', 'PENDING')])).toBeNull();
    expect(allOf([STAGE_RULES['pending-review'], labelRule('meterList', 'PENDING')])).toEqual({
      commission: 'Pending',
      live: false,
    });
    expect(allOf([])).toEqual({});
  });
});

describe('recommendationRefusal (DESIGN §7)', () => {
  it('takes a verdict only while Pending, and from a BI_ADMIN nothing but a verdict', () => {
    const cases: [Parameters<typeof recommendationRefusal>, ReturnType<typeof recommendationRefusal>][] = [
      [['BI_ADMIN', 'Approved', 'Pending'], null],
      [['BI_ADMIN', 'rejected', 'Pending'], null],
      [['BI_ADMIN', 'APPROVED', 'Approved'], 'decided'],
      [['BI_ADMIN', 'REJECTED', 'Rejected'], 'decided'],
      [['BI_ADMIN', 'RESOLVED', 'Pending'], 'role'],
      [['BI_ADMIN', 'IN_PROGRESS', 'Approved'], 'role'],
      [['BI_SUPER_ADMIN', 'IN_PROGRESS', 'Approved'], null],
      [['BI_SUPER_ADMIN', 'APPROVED', 'Rejected'], 'decided'],
      [['BI_SUPER_ADMIN', 'REJECTED', 'Pending'], null],
    ];
    for (const [args, expected] of cases)
      expect(recommendationRefusal(...args), args.join(' ')).toBe(expected);
    expect(isVerdict('approved')).toBe(true);
    expect(isVerdict('ESCALATED')).toBe(false);
    expect(isVerdict(null)).toBe(false);
  });
});

describe('the moves the screens offer (REVIEW_MOVES)', () => {
  it('offers each only from its own status, and each is a transition the server allows', () => {
    for (const [move, { from, to }] of Object.entries(REVIEW_MOVES) as [
      ReviewMove,
      { from: string; to: string },
    ][]) {
      expect(TRANSITIONS[`${from}>${to}` as keyof typeof TRANSITIONS], move).toBeDefined();
      for (const status of COMMISSION_STATUSES)
        expect(offersMove(move, status), `${move} ${status}`).toBe(status === from);
    }
    expect(COMMISSION_STATUSES.filter(awaitsDecision)).toEqual(['Pending']);
  });
});
