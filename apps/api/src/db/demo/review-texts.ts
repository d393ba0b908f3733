import type { RejectionCategoryValue } from '@smms/shared';
import type { Random } from './random.js';

/**
 * What the demo's reviewers and installers wrote. A rejection says what is wrong, in the words of its category;
 * a reopen says what was fixed for that category; the installer's note says where the installation is.
 */
const METER_REJECTIONS: Record<RejectionCategoryValue, string[]> = {
  technical: ['Meter display blank at the site visit', 'Terminal cover cracked'],
  documentation: [
    'Meter photo does not show the serial number clearly',
    'Seal not visible in the installation photo',
  ],
  location: ['Installed at the wrong consumer premises', 'GPS location outside the section'],
  communication: ['No communication for 7 days after installation'],
  other: ['DTR number does not match the utility master data'],
};

const MODEM_REJECTIONS: Record<RejectionCategoryValue, string[]> = {
  technical: ['Modem firmware outdated', 'Antenna placement inadequate'],
  documentation: ['Consumer documents incomplete'],
  location: ['GPS location outside the section'],
  communication: ['SIM not registering on the network'],
  other: ['Modem linked to the wrong meter'],
};

const FIXES: Record<RejectionCategoryValue, string[]> = {
  technical: ['Replaced with a working unit and tested on site', 'Terminal cover replaced and sealed'],
  documentation: ['New photos show the serial number and the seal', 'Consumer documents completed'],
  location: ['Moved to the right premises and the location taken again', 'GPS location corrected on site'],
  communication: ['SIM replaced; it now reports to the head-end', 'Antenna moved; signal checked on site'],
  other: ['DTR number corrected to match the master data'],
};

const REVOCATIONS: Record<RejectionCategoryValue, string> = {
  technical: 'Site audit found the meter tampered with after approval',
  documentation: 'Approved on an old photo: the seal is broken',
  location: 'Consumer reports it was installed at the neighbouring premises',
  communication: 'Stopped communicating a week after approval',
  other: 'Approved in error: the consumer disputes the installation',
};

const NOTES = [
  'Pole 14, behind the school',
  'Meter box on the first-floor landing',
  'Consumer asked for a call before visits',
  'Gate locked after 6 pm; key with the neighbour',
  'Old meter handed in at the section office',
  'Next to the transformer yard',
  'Shop front; the shutter opens at 10 am',
  'Dog on the premises',
];

const UNDO_REASONS = [
  'Substation renamed after the approval; checking the meter by hand',
  'Consumer complaint about the installation; needs a site visit',
  'DTR master row under correction by the circle office',
];

const APPROVAL_NOTES = [
  'Photos and DTR data checked',
  'Checked against the DTR master',
  'Seal and serial verified',
];

export const rejectionText = (random: Random, installation: 'meter' | 'modem', c: RejectionCategoryValue) =>
  random.pick((installation === 'meter' ? METER_REJECTIONS : MODEM_REJECTIONS)[c]);
export const fixText = (random: Random, category: RejectionCategoryValue) => random.pick(FIXES[category]);
export const revocationText = (category: RejectionCategoryValue) => REVOCATIONS[category];
export const undoText = (random: Random) => random.pick(UNDO_REASONS);
/** A reviewer's optional word on an approval: none on most. */
export const approvalNote = (random: Random) =>
  random.chance(0.3) ? random.pick(APPROVAL_NOTES) : undefined;
/** The installer's free note (comments), on about a third of the installations. */
export const installerNote = (random: Random) => (random.chance(0.3) ? random.pick(NOTES) : null);
