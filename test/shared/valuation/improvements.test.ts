import { describe, expect, it } from 'vitest';
import {
  bathroomAddedLikelihood,
  bathroomsMadeBy,
  improvementKindOf,
  improvementsAdded,
  namesBathroom,
  namesWholeBathroom,
  recoupShares,
} from '@shared/valuation/improvements';
import type { FactWorth, ValuationImprovement } from '@shared/valuation/types';

describe('improvements', () => {
  it("reads the kind from the owner's words, else other", () => {
    expect(improvementKindOf('Kitchen renovation')).toBe('kitchen');
    expect(improvementKindOf('new quartz countertops')).toBe('kitchen');
    expect(improvementKindOf('Ensuite')).toBe('bathroom');
    expect(improvementKindOf('Main bathroom')).toBe('bathroom');
    expect(improvementKindOf('Finished basement')).toBe('basement');
    expect(improvementKindOf('New roof')).toBe('roof');
    expect(improvementKindOf('Replaced all windows')).toBe('windows');
    expect(improvementKindOf('Rear addition')).toBe('addition');
    expect(improvementKindOf('Landscaping')).toBe('other');
    expect(improvementKindOf('')).toBe('other');
    // A basement finished with a bathroom is basement work, whose words name a bathroom too.
    expect(improvementKindOf('Finished basement with bathroom')).toBe('basement');
    expect(
      ['New ensuite', 'Added a 2-piece in basement', 'Bathroom addition', 'Kitchen and powder room'].map(namesBathroom),
    ).toEqual([true, true, true, true]);
    expect(namesBathroom('Finished the basement')).toBe(false);
    // Which bathroom job the owner's words say was added rather than redone.
    expect(['Bathroom reno with new fixtures', 'Second floor bathroom remodel'].map(bathroomAddedLikelihood)).toEqual([
      -1, -1,
    ]);
    expect(['New ensuite', 'Added a 2-piece', 'Main bathroom remodel', 'Ensuite'].map(bathroomAddedLikelihood)).toEqual(
      [1, 1, -1, 0],
    );
    // A bathroom added during a renovation was added: the words that add one name it outright
    // (closing 30: "Basement renovation, added ensuite" had read as a remodel, and the ensuite's
    // job added its share beside the bathroom given). New fixtures in a remodel are still a remodel.
    expect(
      [
        'Basement renovation, added ensuite',
        'Renovated and added a second bathroom',
        'Updated main bath, new 2-piece in the basement',
        'Reno incl. new powder room',
      ].map(bathroomAddedLikelihood),
    ).toEqual([1, 1, 1, 1]);
    expect(
      [
        'Reno of the main bath with new vanity',
        'Bathroom remodel, new shower',
        'Upgraded bathroom, added heated floors',
        'Renovation: new bathroom tiles and fixtures',
        'Second floor bathroom remodel',
        // Review 31: a part of a bathroom, or a remodel, in the clause that names the new room.
        'Bathroom reno, new shower in ensuite',
        'Renovated bathroom, new bathroom exhaust fan',
        'Reno: new toilet in 2-piece',
        'Updated ensuite, new ensuite glass door',
        'New bathroom reno',
        'Extra bathroom renovated',
        'New 3 pc bathroom reno',
        'Updated bathroom, new bathroom lighting',
      ].map(bathroomAddedLikelihood),
    ).toEqual(Array(13).fill(-1));
    // Review 32: a bathroom of two words, "addition of", "put in" after it, a storey before it are
    // additions; a part two words after the bathroom, a thing added to it, or new work on a part
    // with no bathroom made, are not.
    expect(
      [
        'Basement reno incl. addition of a 3pc washroom',
        'Basement renovated, 3 pc bath put in',
        'Reno: added one more 3 piece washroom in basement',
        'Kitchen reno, added main floor 2 pc bath',
        'Ensuite bath added during reno',
        'Addition with ensuite and walk-in closet',
        'New main floor powder room',
        'Added 2nd floor bathroom',
        'Added bathroom in basement with shower',
      ].map(bathroomAddedLikelihood),
    ).toEqual(Array(9).fill(1));
    expect(
      [
        'Renovated ensuite, new ensuite walk-in shower',
        'Reno, new bathroom ceiling fan',
        'Bathroom reno, new ensuite soaker tub',
        'Renovated, new bathroom in-floor heating',
        'Updated ensuite, added storage to ensuite',
        'New bathroom exhaust fan',
        'New ensuite shower and vanity',
        'New frameless shower in ensuite',
        'Installed new shower in basement bathroom',
        'Bathroom: new toilet',
        // Review 32b: a fixture after the bathroom "installed", or built-in work.
        'Ensuite installed new vanity',
        'Bathroom put in new tiles',
        'Powder room installed new toilet',
        'Ensuite built-in shelving',
        '2 new bathroom vanities',
      ].map(bathroomAddedLikelihood),
    ).toEqual(Array(15).fill(-1));
    // Review 32c: shelving, storage or a built-in is a bathroom's part only beside a bathroom word in
    // one clause, and a storage room is a room; after "<bathroom> added/put in", a place ends the look
    // for a part; a remodel elsewhere ends no list.
    expect(
      [
        'Converted storage room into a powder room',
        'Finished basement with 3pc bath and storage room',
        'Basement finished with 3 piece washroom and built-in shelving',
        'Built shelving in garage and a 2pc washroom',
        'Bathroom added where the closet was',
        'Powder room put in old closet space',
      ].map((area) => bathroomAddedLikelihood(area) >= 0),
    ).toEqual(Array(6).fill(true));
    expect(
      ['Added ensuite and powder room, renovated kitchen', 'New ensuite and main floor 2pc'].map(bathroomsMadeBy),
    ).toEqual([2, 2]);
    expect(['Replaced 4 pcs windows', '2 pieces of trim'].map(namesBathroom)).toEqual([false, false]);
    // Review 32d: storage turned into a bathroom is no fitting of it; "3 pcs bath" is a bathroom;
    // "the" does not end the look for a part after "installed".
    expect(
      [
        'Converted basement storage into a 3pc bath',
        'Under-stair storage converted to powder room',
        'Added 3 pcs bath in basement',
      ].map((area) => bathroomAddedLikelihood(area) >= 0 && namesWholeBathroom(area)),
    ).toEqual([true, true, true]);
    expect(
      ['Ensuite installed the new vanity', 'Shelves in the bathroom', 'Added storage shelves to main bath'].map(
        bathroomAddedLikelihood,
      ),
    ).toEqual([-1, -1, -1]);
    expect(
      [
        'Rear addition has 2 bathrooms',
        'Added ensuite, powder room and main bath updated',
        'New ensuite - 3 baths upstairs',
        'Second storey addition, now 4 bedrooms and 3 baths',
      ].map(bathroomsMadeBy),
    ).toEqual([2, 1, 1, 0]);
    // Review 32e: a closet is where a bathroom was put in; storage converted to a bathroom holds
    // none of it; "pcs" before a bath word a word or two on; a property's or our "has" is a total;
    // a remodel of another room after a comma ends no list.
    expect(
      [
        'Powder room put in the hall closet',
        'Converted storage to a powder room',
        'Storage to bathroom conversion',
        'Added 2-pcs guest bath',
        '3 pcs. bath',
      ].map((area) => bathroomAddedLikelihood(area) >= 0 && namesWholeBathroom(area)),
    ).toEqual(Array(5).fill(true));
    expect(
      [
        'Rear addition; property has 3 bathrooms',
        'Rear addition, we have 4 bedrooms and 3 bathrooms',
        'Added ensuite and powder room, kitchen renovated',
      ].map(bathroomsMadeBy),
    ).toEqual([0, 0, 2]);
    // Closing 32: a room converted to a bathroom makes one, though the room is a closet (a part
    // of a bathroom elsewhere); a bathroom converted to another makes none; modernizing, gutting
    // or an overhaul redoes one.
    expect(
      [
        'Main floor reno, converted closet to 2pc powder room',
        'Laundry room converted to powder room',
        'Storage to bathroom conversion',
        'Turned the den into an ensuite bathroom',
      ].map((area) => [bathroomAddedLikelihood(area), bathroomsMadeBy(area)]),
    ).toEqual(Array(4).fill([1, 1]));
    // Review 33: a bathroom converted into another, named as owners name it (a bare "bath", "powder
    // rm", words between it and "converted"), makes none; a room gutted to make one makes one; a
    // basement gutted says nothing of its bathroom.
    expect(
      [
        'Converted the 3pc to a 4pc bath',
        '3pc converted to 4pc bath',
        'Converted closet to ensuite shower',
        'Converted bathroom into laundry',
        'Converted main bath to ensuite',
        'Main bath converted to 4pc',
        'Converted main floor bath into a full bath',
        'Powder room has been converted into a 3pc bath',
        'Powder rm converted to full washroom',
        '2pc to 3pc conversion',
        'Powder room to full bath conversion',
        'Main bath 4pc to 3pc conversion',
      ].map(bathroomsMadeBy),
    ).toEqual(Array(12).fill(0));
    expect(
      [
        'Gutted laundry room to make a 2pc powder room',
        'Gutted basement to create 3pc washroom and bedroom',
        'Converted closet to powder rm',
        'Closet to powder room conversion',
      ].map((area) => [bathroomAddedLikelihood(area), bathroomsMadeBy(area)]),
    ).toEqual(Array(4).fill([1, 1]));
    expect(
      ['Basement gutted and finished with 3pc bath', 'Basement overhaul with 3pc washroom'].map(
        bathroomAddedLikelihood,
      ),
    ).toEqual([0, 0]);
    // Review 33b: "to make" is no bathroom made when it remodels one, or says how one feels; a redo
    // word says of a whole list that it redid the bathrooms in it; a rough-in finished is one made.
    expect(
      [
        'Remodelled ensuite to make a 5pc bath',
        'Renovated powder room to make it a full 3pc bath',
        'Added heated floors to make the bathroom cozy',
        'Combined two bathrooms to create one large ensuite',
        'Modernized kitchen and bathrooms',
        'Overhauled kitchen & ensuite',
        'Overhaul of kitchen, ensuite and powder room',
        'Bathroom: full gut',
        'Ensuite (gutted)',
      ].map((area) => [bathroomAddedLikelihood(area) < 1, bathroomsMadeBy(area)]),
    ).toEqual(Array(9).fill([true, 0]));
    expect(
      ['Modernized kitchen and bathrooms', 'Overhauled kitchen & ensuite', 'Bathroom: full gut'].map(
        bathroomAddedLikelihood,
      ),
    ).toEqual([-1, -1, -1]);
    expect(['Rough-in bath converted into full 3pc', 'Basement gutted, now has 3pc bath'].map(bathroomsMadeBy)).toEqual(
      [1, 0],
    );
    // Review 33c: a basement or a floor gutted and finished with a bathroom is the basement's work,
    // in every way an owner lists what it was finished with; a room or space made into a bathroom
    // ("to create a powder room") makes one, a bathroom made bigger, private or of bathrooms none.
    expect(
      [
        'Basement gutted w/ 3pc bath',
        'Basement gutted & finished: rec room, 3pc bath, bedroom',
        'Basement gutted and finished (3pc bath, bedroom)',
        'Gutted and finished basement + 3pc washroom',
        'Modernized 2nd floor w/ ensuite',
      ].map(bathroomAddedLikelihood),
    ).toEqual([0, 0, 0, 0, 0]);
    expect(
      [
        'Reconfigured closet space to create a powder room',
        'Reworked plumbing to install a 2pc powder room',
        'Enclosed the side porch to make a powder room',
        'Gutted the old laundry room to make an ensuite',
      ].map((area) => [bathroomAddedLikelihood(area), bathroomsMadeBy(area)]),
    ).toEqual(Array(4).fill([1, 1]));
    expect(
      [
        'Merged powder room and laundry to make a 3pc bath',
        'Removed closet to build a larger bathroom',
        'Added pocket door to create a private ensuite',
        'Roughed-in plumbing to build a future bathroom',
      ].map(bathroomsMadeBy),
    ).toEqual([0, 0, 0, 0]);
    expect(
      [
        'Modernized ensuite',
        'Full gut of 4pc bath',
        'Gutted main bathroom',
        'Bathroom overhaul',
        'Revamped powder room',
        'Overhauling ensuite',
        'Face-lift of powder room',
        'Revamping the main bath',
        'Main bath gutted to studs',
      ].map(bathroomAddedLikelihood),
    ).toEqual(Array(9).fill(-1));
    // Review 34: "to create/make a … bathroom" makes none when the words say how it is better
    // (spacious, modern, luxury, accessible…), that it was there already, or that it was made from
    // the old one; nor does one for later, or bathrooms combined. A bathroom split in two, a room
    // made or transformed into one, `Closet -> powder room` and a rough-in finished make one.
    expect(
      [
        'Moved walls to create a more spacious ensuite',
        'Gutted and rebuilt to create a modern ensuite',
        'New tiles to make a luxury washroom',
        'Reno to create a family bathroom',
        'Widened doorway to make an accessible bathroom',
        'Reno to create a new ensuite bathroom vanity area',
        'Reno to create an ensuite (bathroom was already there, just added door)',
        'Reconfigured layout to make a new 4pc bath from the old 3pc',
        'Reno to make a new ensuite out of the old main bath',
        'Roughed-in plumbing to add a 3pc bath in future',
        'Rough-in in basement to add a 3pc washroom later',
        'Plumbing rough-in to put in a basement bathroom down the road',
        'Rough-in only, to install a 2pc later',
        'Combined two bathrooms to create one large ensuite',
        'Merged powder room and laundry to make a 3pc bath',
        // Review 34b: a bathroom named before, or a part, made into one is a remodel.
        'Main bathroom: gutted, made it into a 4pc',
        'Main bath reno, made the space into a 4pc',
        'Transformed outdated pink tile into a modern ensuite',
        'Electrician came to install bathroom GFCI outlets',
        'Reno to create a powder room feel with wallpaper',
      ].map((area) => [bathroomAddedLikelihood(area) < 1, bathroomsMadeBy(area)]),
    ).toEqual(Array(20).fill([true, 0]));
    expect(
      [
        'Reconfigured layout to make a new 4pc bath from the old 3pc',
        'Roughed-in plumbing to add a 3pc bath in future',
        'Combined two bathrooms to create one large ensuite',
      ].map(bathroomAddedLikelihood),
    ).toEqual([-1, -1, -1]);
    expect(
      [
        'Split the large main bath to make a 2nd powder room',
        'Made the 3rd bedroom into an ensuite',
        'Transformed spare room into ensuite',
        'Closet -> powder room',
        'Enclosed porch to create 2pc',
        'Reno to create a powder room on main floor',
        'Reno to create a 3pc ensuite for the primary bdrm (was a closet)',
        'Space from the 4th bedroom to create a 2nd ensuite',
        'Rough-in for future bathroom, added 2pc upstairs',
        'Added 2pc in the basement for future tenants',
        'Roughed-in bathroom converted to 3pc washroom',
        'Basement bath rough-in converted to 2pc',
        '3pc rough-in converted to full bath',
        'Rough-in for 3pc bath converted to full bathroom',
        'Finished the basement rough-in as a 3pc bath',
        // Review 34b: built now, whatever later or the future holds; made from a room named after
        // the verb, or in a place.
        'Went back to install a 2pc powder room a year later',
        'Added a 2pc to make resale easier later',
        'Added main-floor 3pc bath for aging in place in the future',
        'Added ensuite to help resale down the road',
        'Reworked upstairs to create a 3pc ensuite',
        'Took over the sitting area to create an ensuite',
        'Reno to create a 4pc ensuite in the attic',
        'Plumbing work to create a basement washroom',
        'Added 2pc powder room across the hall from the existing bathroom',
        'Office reno to create a modern ensuite',
        // Review 34c: a rough-in for something else later; a room taken from the old bathroom; a
        // bathroom built or installed however it is described, from a room named before.
        'New ensuite; roughed-in plumbing for a wet bar in the future',
        'New 3pc bath in basement, rough-in for a kitchenette later',
        'Added a 2pc powder room from the old bathroom closet',
        "Created a 2pc powder room from the existing bathroom's linen closet",
        'Knocked out the closet to build an accessible 3pc bath',
        'Gutted upstairs to install a luxury ensuite',
      ].map((area) => [bathroomAddedLikelihood(area), bathroomsMadeBy(area)]),
    ).toEqual(Array(31).fill([1, 1]));
    // A total is no count of bathrooms made.
    expect(
      [
        'Added powder room, now 3 baths',
        'Added ensuite for a total of 3 baths',
        'Rear addition; home now has 3 bathrooms',
      ].map(bathroomsMadeBy),
    ).toEqual([1, 1, 0]);
    // Plural bathrooms name bathroom work (review 32b: "Two new ensuites" had been of kind other).
    expect(['Two new ensuites', 'Added 2 powder rooms', 'Built 2 ensuites'].map(improvementKindOf)).toEqual(
      Array(3).fill('bathroom'),
    );
    // How many bathrooms the words make: a count before them, or a list of them after one made.
    expect(
      [
        'Renovated and added two bathrooms',
        'Added 2 new washrooms in the basement',
        'New ensuite and a powder room',
        'Added a 2-piece and a 3-piece',
        'Added a bathroom upstairs and one in the basement',
        'New ensuite and powder room on the main floor',
        'Added 2-piece & 3-piece bathrooms',
        'Two new ensuites',
        'Added three bathrooms and a kitchen',
        'Rear addition with two bathrooms',
        'Added two baths',
        'New ensuite and a powder room, kitchen updated',
      ].map(bathroomsMadeBy),
    ).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 3, 2, 2, 2]);
    expect(
      [
        'New ensuite',
        'Added a 2-piece',
        'added 2 piece bathroom',
        'New ensuite and main bathroom reno',
        'New ensuite, main bathroom renovated',
        'New ensuite and new tiles',
        'Added ensuite and walk-in closet',
        'Basement renovation, added ensuite',
        // A bathroom listed bare where the words redo something, or the home's own: not one more
        // (review 32b: set against two bathrooms' worth, the value fell by up to $25,954).
        'New ensuite, main bathroom and kitchen updated',
        'New ensuite and main bathroom',
        // A clause that is no bathroom ends the list.
        'New ensuite, new tiles, powder room',
        'New bathroom with two sinks',
      ].map(bathroomsMadeBy),
    ).toEqual(Array(12).fill(1));
    expect(
      ['Bathroom remodel', 'Ensuite', 'New bathroom reno', 'Kitchen and two bathrooms redone'].map(bathroomsMadeBy),
    ).toEqual([0, 0, 0, 0]);
    // Adding words after the bathroom, or beyond two words before it, and other words that make one.
    expect(
      [
        'Basement reno with additional bathroom',
        'Renovated basement, bathroom added',
        'Basement renovation incl. ensuite addition',
        'Bathroom addition, basement renovated',
        'Renovation; put in a 2-piece',
        'Renovated, installed powder room',
        'Reno - created ensuite',
        'Renovated, added a second full bathroom',
        'Basement renovation, added en suite',
        'Renovated, added a half-bath',
        'Kitchen reno, extra washroom',
        'Renovation and another bathroom',
      ].map(bathroomAddedLikelihood),
    ).toEqual(Array(12).fill(1));
    // Review 31b: a place or a renovation around the bathroom made is no part of it, and a part
    // of one in a renovation is no bathroom made.
    expect(
      [
        'Renovated kitchen, added bathroom on main floor',
        'Kitchen updated, new powder room on main floor',
        'Finished basement reno, new 3-piece bath near back door',
        'Basement reno, new bathroom w shower',
        'Added a bathroom in the renovated basement',
        'Added ensuite during renovation',
        'New bathroom as part of basement reno',
        'Added a new bathroom in renovated attic',
      ].map(bathroomAddedLikelihood),
    ).toEqual(Array(8).fill(1));
    expect(
      [
        'Updated bathroom, added grab bars in bathroom',
        'Bathroom renovation, added linen closet to ensuite',
        'Reno, new towel warmer in bathroom',
        'Kitchen reno, bathroom brand new',
        'Kitchen reno, ensuite got a new look',
        'Bathroom reno, new bathtub in ensuite',
        'Renovation, new floors in bathroom',
      ].map(bathroomAddedLikelihood),
    ).toEqual(Array(7).fill(-1));
    expect(namesBathroom('Added en suite')).toBe(true);
    expect(['Basement renovation, added en suite', 'Added a half-bath'].map(namesWholeBathroom)).toEqual([true, true]);
  });

  it('adds the cost times its recoup share, depreciated over the useful life', () => {
    // A $60,000 kitchen completed a year ago, on a kitchen's 20-year life.
    const { effects, added, capped } = improvementsAdded(
      [{ kind: 'kitchen', cost: 60_000, completedOn: '2025-01-15' }],
      {
        asOf: '2026-01-15',
        valueBefore: 1_000_000,
      },
    );

    const expected = 60_000 * recoupShares.kitchen * (1 - 365 / 365.25 / 20);
    expect(added).toBe(Math.round(expected));
    expect(effects[0]).toMatchObject({
      kind: 'kitchen',
      cost: 60_000,
      added: Math.round(expected),
      beforeLastSale: false,
    });
    expect(capped).toBe(false);
  });

  it('adds nothing for work completed on or before the last sale, or not yet done, or worn out', () => {
    const { effects, added } = improvementsAdded(
      [
        { kind: 'roof', cost: 20_000, completedOn: '2023-06-01' },
        { kind: 'bathroom', cost: 30_000, completedOn: '2024-02-01' },
        { kind: 'windows', cost: 25_000, completedOn: '2026-03-01' },
        { kind: 'basement', cost: 40_000, completedOn: '2024-09-01' },
      ],
      { asOf: '2026-01-15', lastSaleDate: '2024-02-01', valueBefore: 900_000 },
    );

    expect(effects.map((e) => [e.added > 0, e.beforeLastSale])).toEqual([
      [false, true],
      [false, true],
      [false, false],
      [true, false],
    ]);
    expect(added).toBe(effects[3]!.added);
    const wornOut = improvementsAdded([{ kind: 'kitchen', cost: 50_000, completedOn: '1990-05-01' }], {
      asOf: '2026-01-15',
      valueBefore: 900_000,
    });
    expect(wornOut.added).toBe(0);
  });

  it("adds nothing to a condo unit for its building's roof, the corporation's, and says so (QA 35)", () => {
    const work = [
      { kind: 'roof' as const, cost: 15_000, completedOn: '2025-06-01' },
      { kind: 'kitchen' as const, cost: 40_000, completedOn: '2025-06-01' },
    ];
    const unit = improvementsAdded(work, { asOf: '2026-01-15', valueBefore: 700_000, condoUnit: true });
    const house = improvementsAdded(work, { asOf: '2026-01-15', valueBefore: 700_000 });

    expect(unit.effects[0]).toMatchObject({ kind: 'roof', added: 0, commonElement: true });
    expect(unit.effects[1]!.added).toBe(house.effects[1]!.added);
    expect(unit.effects[1]!.commonElement).toBeUndefined();
    expect(unit.added).toBe(house.effects[1]!.added);
    // A house's roof is its owner's.
    expect(house.effects[0]!.added).toBeGreaterThan(7_000);
    expect(house.effects[0]!.commonElement).toBeUndefined();
  });

  it('reads a roof deck or terrace as other work, not a roof (review 35: a penthouse owner’s own)', () => {
    expect(
      ['Roof deck', 'New roof terrace', 'Roof top patio', 'Roofing', 'New roof and gutters'].map(improvementKindOf),
    ).toEqual(['other', 'other', 'other', 'roof', 'roof']);
  });

  it('caps an absurd cost at a quarter of the value before improvements, and names it', () => {
    const { effects, added, capped } = improvementsAdded(
      [
        { kind: 'kitchen', cost: 900_000, completedOn: '2025-06-01' },
        { kind: 'roof', cost: 15_000, completedOn: '2025-06-01' },
      ],
      { asOf: '2026-01-15', valueBefore: 1_000_000 },
    );

    expect(added).toBe(250_000);
    expect(capped).toBe(true);
    expect(effects[0]!.capped).toBe(true);
    expect(effects[1]!.capped).toBeUndefined();
    expect(effects[0]!.added + effects[1]!.added).toBeCloseTo(250_000, -1);
  });

  it('takes what the cap cuts from the largest additions: an absurd cost does not shrink a real kitchen', () => {
    const kitchen = { kind: 'kitchen' as const, cost: 60_000, completedOn: '2025-06-01' };
    const options = { asOf: '2026-01-15', valueBefore: 1_000_000 };
    const alone = improvementsAdded([kitchen], options).effects[0]!.added;

    const { effects, added } = improvementsAdded(
      [kitchen, { kind: 'basement', cost: 5_000_000, completedOn: '2025-06-01' }],
      options,
    );

    expect(added).toBe(250_000);
    expect(effects[0]).toMatchObject({ added: alone });
    expect(effects[0]!.capped).toBeUndefined();
    expect(effects[1]).toMatchObject({ added: 250_000 - alone, capped: true });
  });

  it('shares the cap evenly between additions that each exceed their even share', () => {
    const roofs = [0, 1].map(() => ({ kind: 'addition' as const, cost: 400_000, completedOn: '2025-06-01' }));
    const { effects, added } = improvementsAdded(roofs, { asOf: '2026-01-15', valueBefore: 1_000_000 });

    expect(added).toBe(250_000);
    expect(effects.map((effect) => effect.added)).toEqual([125_000, 125_000]);
    expect(effects.every((effect) => effect.capped)).toBe(true);
  });

  it('reads a cost that is not a positive number, or a date that is not one, as nothing, never an error', () => {
    const { added } = improvementsAdded(
      [
        { kind: 'other', cost: Number.NaN, completedOn: '2025-06-01' },
        { kind: 'other', cost: -5_000, completedOn: '2025-06-01' },
        { kind: 'kitchen', cost: 50_000, completedOn: 'last spring' },
      ],
      { asOf: '2026-01-15', valueBefore: 800_000 },
    );

    expect(added).toBe(0);
  });

  it("counts work a fact also holds once, at the larger of the two: its share beyond the fact's worth", () => {
    // An ensuite the owner also gives as a bathroom added; an addition also given as a larger size.
    const ensuite: ValuationImprovement = {
      kind: 'bathroom',
      cost: 40_000,
      completedOn: '2025-06-01',
      inFacts: ['bathrooms'],
      addedBathroom: 1,
    };
    const share = 40_000 * recoupShares.bathroom * (1 - 365 / 365.25 / 20);
    const added = (factWorth: FactWorth, more: ValuationImprovement[] = []) =>
      improvementsAdded([ensuite, ...more], { asOf: '2026-06-01', valueBefore: 1_000_000, factWorth });

    // The bathroom is worth $10,000 to the market: the ensuite adds what its share exceeds that by.
    expect(added({ bathrooms: [10_000] }).effects[0]).toMatchObject({
      added: Math.round(share - 10_000),
      inFacts: ['bathrooms'],
      factWorth: 10_000,
    });
    // Worth more than the share: the fact holds it all, and its whole worth is this work's.
    expect(added({ bathrooms: [50_000] }).added).toBe(0);
    expect(added({ bathrooms: [50_000] }).effects[0]!.factWorth).toBe(50_000);
    // No worth measured (or another fact's): the share whole.
    expect(added({}).added).toBe(Math.round(share));
    expect(added({ size: 50_000 }).added).toBe(Math.round(share));
    // Two bathrooms added, two jobs: each against its own bathroom, never a pool (review 26b: a
    // second job joining a pool had lowered the value).
    const remodel = { ...ensuite, cost: 20_000, addedBathroom: 2 };
    const both = added({ bathrooms: [35_000, 5_000] }, [remodel]);
    expect(both.effects.map((e) => [e.added, e.factWorth])).toEqual([
      [0, 35_000],
      [Math.round(share / 2 - 5_000), 5_000],
    ]);
    // One job held by two bathrooms ("Added two bathrooms"): against both of theirs, and a third
    // job against the third (closing 31: against the first alone, the second's worth counted twice).
    const twoBathrooms = { ...ensuite, bathroomsHeld: 2 };
    const third = { ...remodel, addedBathroom: 3 };
    const heldBy = (bathrooms: number[], jobs: ValuationImprovement[]) =>
      improvementsAdded(jobs, { asOf: '2026-06-01', valueBefore: 1_000_000, factWorth: { bathrooms } }).effects.map(
        (e) => [e.added, e.factWorth],
      );
    expect(heldBy([12_000, 8_000, 5_000], [twoBathrooms, third])).toEqual([
      [Math.round(share - 20_000), 20_000],
      [Math.round(share / 2 - 5_000), 5_000],
    ]);
    // Fewer bathrooms measured than it holds: the ones there are.
    expect(heldBy([12_000], [twoBathrooms])).toEqual([[Math.round(share - 12_000), 12_000]]);
    // The jobs an addition's size holds share its worth, the dearest first; what is left goes with it.
    const addition: ValuationImprovement = {
      kind: 'addition',
      cost: 900_000,
      completedOn: '2025-06-01',
      inFacts: ['size'],
    };
    const kitchen: ValuationImprovement = { kind: 'kitchen', cost: 60_000, completedOn: '2025-06-01' };
    const capped = improvementsAdded([addition, kitchen], {
      asOf: '2026-06-01',
      valueBefore: 1_000_000,
      factWorth: { size: 900_000 },
    });
    // A held job takes no part in the cap beyond what it adds.
    expect(capped.capped).toBe(false);
    expect(capped.effects[0]).toMatchObject({ added: 0, factWorth: 900_000 });
    expect(capped.added).toBe(capped.effects[1]!.added);
  });
  it("sets a job held by several facts against each: its own bathroom's worth, and its part of the size's and the bedrooms'", () => {
    const at = { asOf: '2026-06-01', valueBefore: 1_500_000 };
    const remaining = 1 - 365 / 365.25 / 50;
    // An addition with an ensuite, given as a larger size, a bedroom and a bathroom more; a basement given as a bedroom too.
    const addition: ValuationImprovement = {
      kind: 'addition',
      cost: 300_000,
      completedOn: '2025-06-01',
      inFacts: ['size', 'bedrooms', 'bathrooms'],
      addedBathroom: 1,
    };
    const basement: ValuationImprovement = {
      kind: 'basement',
      cost: 50_000,
      completedOn: '2025-06-01',
      inFacts: ['bedrooms'],
    };
    const share = 300_000 * recoupShares.addition * remaining;
    const basementShare = 50_000 * recoupShares.basement * (1 - 365 / 365.25 / 30);
    const result = improvementsAdded([addition, basement], {
      ...at,
      factWorth: { size: 60_000, bedrooms: 30_000, bathrooms: [20_000] },
    });
    // The addition, the dearer, takes its bathroom whole, the size whole and the bedrooms' before
    // the basement, which then has no part of any fact: it adds its share and names none (review 28).
    expect(result.effects[0]).toMatchObject({
      added: Math.round(share - 110_000),
      factWorth: 110_000,
      inFacts: ['size', 'bedrooms', 'bathrooms'],
    });
    expect(result.effects[1]!.added).toBe(Math.round(basementShare));
    expect(result.effects[1]).not.toHaveProperty('inFacts');
    expect(result.effects[1]).not.toHaveProperty('factWorth');
    // Facts worth more than the work: they hold it all, and the parts still sum to the facts' worth.
    const small = improvementsAdded([{ ...addition, cost: 100_000 }, basement], {
      ...at,
      factWorth: { size: 60_000, bedrooms: 30_000, bathrooms: [20_000] },
    });
    expect(small.effects[0]!.added).toBe(0);
    expect(small.effects[1]!.added).toBe(0);
    expect(small.effects[0]!.factWorth! + small.effects[1]!.factWorth!).toBe(110_000);
    // The addition's share is spent on its bathroom and the size: the basement takes the bedrooms' worth, to its share.
    expect(small.effects[1]!.factWorth).toBe(Math.round(basementShare));
  });
});
