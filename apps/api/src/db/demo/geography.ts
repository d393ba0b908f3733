/** A distribution company's network as the demo shows it: circles, divisions, sub divisions, sections. */
export const ORGANIZATION = 'DVVNL';
export const REGION = 'Agra Zone';

/** Each circle with the middle of its town (latitude, longitude), round which its installations stand. */
export const CIRCLES = [
  {
    circle: 'Agra',
    code: 'AGR',
    centre: [27.18, 78.01],
    divisions: ['Agra Urban I', 'Agra Urban II', 'Agra Rural'],
  },
  {
    circle: 'Mathura',
    code: 'MTR',
    centre: [27.49, 77.67],
    divisions: ['Mathura City', 'Vrindavan', 'Kosi Kalan'],
  },
  {
    circle: 'Aligarh',
    code: 'ALG',
    centre: [27.88, 78.08],
    divisions: ['Aligarh Urban', 'Khair', 'Atrauli'],
  },
  { circle: 'Etawah', code: 'ETW', centre: [26.78, 79.02], divisions: ['Etawah City', 'Bharthana'] },
  {
    circle: 'Jhansi',
    code: 'JHS',
    centre: [25.45, 78.57],
    divisions: ['Jhansi Urban', 'Mauranipur', 'Babina'],
  },
] as const;
export type Centre = (typeof CIRCLES)[number]['centre'];

/** Installations stand within this many degrees (about 11 km) of their circle's middle, north-south and east-west. */
export const SPREAD_DEGREES = 0.1;

/**
 * A circle's outline as the demo draws it: twelve corners round its middle, 0.17° to 0.2° (about 20 km) out, so no
 * two circles' meet and the square its installations stand in lies inside, as a GIS boundary would wander.
 * GeoJSON's order: longitude, latitude.
 */
export function circleOutline([lat, lng]: Centre): [number, number][] {
  return Array.from({ length: 12 }, (_, i) => {
    const angle = (i * Math.PI) / 6;
    const reach = 0.17 + (i % 3) * 0.015;
    return [
      Number((lng + (reach * Math.cos(angle)) / Math.cos((lat * Math.PI) / 180)).toFixed(4)),
      Number((lat + reach * Math.sin(angle)).toFixed(4)),
    ];
  });
}

export const SUBSTATION_WORDS = [
  'Kamla Nagar',
  'Sikandra',
  'Shahganj',
  'Dayalbagh',
  'Bodla',
  'Khandari',
  'Lohamandi',
  'Tajganj',
  'Raja Mandi',
  'Sadar Bazar',
  'Civil Lines',
  'Gandhi Nagar',
  'Krishna Nagar',
  'Govind Nagar',
  'Ram Bagh',
  'Nehru Nagar',
  'Station Road',
  'Industrial Area',
  'Sipri Bazar',
  'Prem Nagar',
];

export const FEEDER_WORDS = [
  'Town',
  'Mandi',
  'Hospital',
  'Colony',
  'Industrial',
  'Rural',
  'Bazar',
  'Water Works',
  'Cantt',
  'College',
];

export const FIRST_NAMES = [
  'Amit',
  'Rahul',
  'Suresh',
  'Ramesh',
  'Vikas',
  'Sanjay',
  'Anil',
  'Deepak',
  'Manoj',
  'Rakesh',
  'Pooja',
  'Neha',
  'Priya',
  'Sunita',
  'Kavita',
  'Rajesh',
  'Arun',
  'Vinod',
  'Ashok',
  'Mukesh',
  'Pankaj',
  'Nitin',
  'Gaurav',
  'Ankit',
  'Saurabh',
  'Ritu',
  'Anjali',
  'Meena',
  'Harish',
  'Dinesh',
];
export const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Singh',
  'Yadav',
  'Gupta',
  'Kumar',
  'Chauhan',
  'Mishra',
  'Pandey',
  'Tiwari',
  'Agarwal',
  'Saxena',
  'Srivastava',
  'Jain',
  'Rathore',
  'Tomar',
  'Kushwaha',
  'Baghel',
];

export const CAPACITIES = ['25 KVA', '63 KVA', '100 KVA', '160 KVA', '250 KVA', '400 KVA'];
export const CONSUMER_PREFIXES = ['M/s', 'Shri', 'Smt.'];

/** Each division's sub divisions are numbered, and each sub division has the same five sections. */
export const SUB_DIVISIONS_PER_DIVISION = 3;
export const subDivisionName = (division: string, index: number) =>
  `${division} SD-${(index % SUB_DIVISIONS_PER_DIVISION) + 1}`;
export const SECTIONS = ['Section A', 'Section B', 'Section C', 'Section D', 'Section E'] as const;

/** The demo's area hierarchy (issue 11): every circle, division, sub division and section above. */
export const DEMO_AREAS = CIRCLES.map(({ circle, centre, divisions }) => ({
  name: circle,
  outline: circleOutline(centre),
  divisions: divisions.map((division) => ({
    name: division,
    subDivisions: Array.from({ length: SUB_DIVISIONS_PER_DIVISION }, (_, i) => ({
      name: subDivisionName(division, i),
      sections: [...SECTIONS],
    })),
  })),
}));
