import type { NewProfile } from '../../../functions/user/accounts/profile-repository';
import { createRandom, type Random } from './random';

/**
 * Generated contacts for the dashboard's user list: names, phones, home ownership, and the
 * activity figures it sorts on (logins, last login, time on site, sold reports opened) and
 * follow-ups, varied the way a real book of contacts is (many quiet, a few very active).
 * Deterministic: the same seed, agents, count and `now` give the same people. The demo seed
 * gives each demo agent some; the users-list bench makes 20,000; the tests a few dozen.
 */

const firstNames = [
  'Aaliyah',
  'Aarav',
  'Abigail',
  'Adam',
  'Aiden',
  'Alexander',
  'Alice',
  'Amara',
  'Amelia',
  'Ana',
  'Andrew',
  'Anika',
  'Aria',
  'Arjun',
  'Ava',
  'Benjamin',
  'Bianca',
  'Caleb',
  'Camila',
  'Carter',
  'Chloé',
  'Daniel',
  'Diego',
  'Elena',
  'Eli',
  'Elijah',
  'Emily',
  'Ethan',
  'Farah',
  'Felix',
  'Gabriel',
  'Grace',
  'Hana',
  'Harper',
  'Hassan',
  'Isaac',
  'Isla',
  'Jack',
  'Jasmine',
  'Jayden',
  'Julia',
  'Kai',
  'Kiran',
  'Layla',
  'Leo',
  'Liam',
  'Lucas',
  'Maya',
  'Mei',
  'Mia',
  'Mohammed',
  'Nadia',
  'Naomi',
  'Nathan',
  'Noah',
  'Nora',
  'Oliver',
  'Omar',
  'Owen',
  'Priya',
  'Rafael',
  'Riya',
  'Rohan',
  'Ryan',
  'Samuel',
  'Sana',
  'Sofia',
  'Stella',
  'Theo',
  'Valentina',
  'Victoria',
  'William',
  'Yasmin',
  'Yusuf',
  'Zara',
  'Zoe',
  'Émile',
  'Jérôme',
  'Mateo',
  'Wei',
];
const lastNames = [
  'Ahmed',
  'Almeida',
  'Anderson',
  'Bélanger',
  'Brown',
  'Campbell',
  'Chan',
  'Chen',
  'Costa',
  'Das',
  'Dubois',
  'Evans',
  'Fernandes',
  'Fraser',
  'Gagnon',
  'Garcia',
  'Gill',
  'Gomez',
  'Grant',
  'Hall',
  'Hassan',
  'Ibrahim',
  'Jones',
  'Kaur',
  'Khan',
  'Kim',
  'Kowalski',
  'Lam',
  'Lee',
  'Li',
  'Lopez',
  'MacDonald',
  'Martin',
  'Mendes',
  'Morrison',
  'Murphy',
  'Nguyen',
  "O'Brien",
  'Okafor',
  'Park',
  'Patel',
  'Pereira',
  'Reid',
  'Roy',
  'Santos',
  'Scott',
  'Shah',
  'Sharma',
  'Silva',
  'Singh',
  'Smith',
  'Stewart',
  'Tam',
  'Taylor',
  'Tremblay',
  'Vasquez',
  'Walker',
  'Wilson',
  'Wong',
  'Zhang',
];
const areaCodes = ['416', '647', '437', '905', '289'];
const followUpNotes = [
  'Call about the spring listing plan',
  'Send the updated sold report for their street',
  'Check in after the open house weekend',
  'Discuss pre-approval and budget for a condo',
  'Ask whether they are ready to list this fall',
];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayMs = 86_400_000;

export interface GeneratedPerson extends NewProfile {
  logins: number;
  totalSessionDuration: number;
  averageSessionDuration: number;
  totalReportOpen: number;
  lastLoginAt?: string;
}

function person(random: Random, index: number, agentId: string | undefined, now: Date, tag: string): GeneratedPerson {
  const firstName = random.pick(firstNames);
  const lastName = random.pick(lastNames);
  // Activity is heavy-tailed: a third never signed in, most a handful of times, a few dozens.
  const active = random.chance(0.7);
  const logins = active ? Math.max(1, Math.round(random.logNormal(1.1) * 6)) : 0;
  const averageSessionDuration = active ? Math.round(random.between(0.5, 24) * 60_000) : 0;
  const lastLoginAt = active
    ? new Date(now.getTime() - Math.floor(random.next() ** 2 * 180 * dayMs) - random.int(0, 86_399) * 1000)
    : undefined;
  const createdAt = new Date(now.getTime() - random.int(200, 900) * dayMs).toISOString();
  const slug = `${firstName}.${lastName}`
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();
  const followUp =
    agentId && random.chance(0.3)
      ? {
          date: new Date(now.getTime() + random.int(-10, 20) * dayMs).toISOString().slice(0, 10),
          note: random.pick(followUpNotes),
        }
      : undefined;
  return {
    id: `${tag}-${pad(index, 6)}-0000-4000-8000-${pad(index, 12)}`,
    email: `${slug}.${index}@example.com`,
    firstName,
    lastName,
    roles: ['client'],
    ...(agentId && { agentId }),
    ...(random.chance(0.8) && {
      phone: `${random.pick(areaCodes)}-555-${pad(random.int(0, 9999), 4)}`,
    }),
    ...(random.chance(0.6) && {
      ownershipStats: random.chance(0.75) ? ('owner' as const) : ('lessee' as const),
      purchaseDate: new Date(now.getTime() - random.int(300, 5000) * dayMs).toISOString().slice(0, 10),
    }),
    preferredContactMethod: 'email',
    receiveEmail: true,
    receiveSoldReport: true,
    createdAt,
    logins,
    totalSessionDuration: logins * averageSessionDuration,
    averageSessionDuration,
    totalReportOpen: active ? random.int(0, logins * 2) : 0,
    ...(lastLoginAt && { lastLoginAt: lastLoginAt.toISOString() }),
    // Their agent's, as the dashboard keeps follow-ups by author (accounts/follow-up-expression.ts).
    ...(agentId && followUp && { followUps: { [agentId]: followUp } }),
  };
}

/**
 * `count` contacts spread over `agentIds` in turn (none when the list is empty). Ids are
 * UUID-shaped and start with `tag`, so two sets never share one.
 */
export function generatePeople(options: {
  seed: string;
  tag: string;
  agentIds: readonly string[];
  count: number;
  now: Date;
}): GeneratedPerson[] {
  const random = createRandom(`people:${options.seed}`);
  return Array.from({ length: options.count }, (_, index) =>
    person(
      random,
      index,
      options.agentIds.length > 0 ? options.agentIds[index % options.agentIds.length] : undefined,
      options.now,
      options.tag,
    ),
  );
}

/** Figures for a demo account that signs in, so the named demo people sort among the rest. */
export function activityFigures(
  seed: string,
  now: Date,
): Required<
  Pick<
    GeneratedPerson,
    'logins' | 'totalSessionDuration' | 'averageSessionDuration' | 'totalReportOpen' | 'lastLoginAt'
  >
> {
  const random = createRandom(`figures:${seed}`);
  const logins = random.int(3, 60);
  const averageSessionDuration = Math.round(random.between(2, 20) * 60_000);
  return {
    logins,
    totalSessionDuration: logins * averageSessionDuration,
    averageSessionDuration,
    totalReportOpen: random.int(1, logins),
    lastLoginAt: new Date(now.getTime() - random.int(1, 20 * 24) * 3_600_000).toISOString(),
  };
}
