/** A distribution company's network as the demo shows it: circles, divisions, sub divisions, sections. */
export const ORGANIZATION = 'DVVNL';
export const REGION = 'Agra Zone';

export const CIRCLES = [
  { circle: 'Agra', code: 'AGR', divisions: ['Agra Urban I', 'Agra Urban II', 'Agra Rural'] },
  { circle: 'Mathura', code: 'MTR', divisions: ['Mathura City', 'Vrindavan', 'Kosi Kalan'] },
  { circle: 'Aligarh', code: 'ALG', divisions: ['Aligarh Urban', 'Khair', 'Atrauli'] },
  { circle: 'Etawah', code: 'ETW', divisions: ['Etawah City', 'Bharthana'] },
  { circle: 'Jhansi', code: 'JHS', divisions: ['Jhansi Urban', 'Mauranipur', 'Babina'] },
] as const;

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
export const DEMO_AREAS = CIRCLES.map(({ circle, divisions }) => ({
  name: circle,
  divisions: divisions.map((division) => ({
    name: division,
    subDivisions: Array.from({ length: SUB_DIVISIONS_PER_DIVISION }, (_, i) => ({
      name: subDivisionName(division, i),
      sections: [...SECTIONS],
    })),
  })),
}));
