import { dayNumber } from './dates';
import {
  factsHoldingWork,
  type FactHoldingWork,
  type FactWorth,
  type ImprovementEffect,
  type ImprovementKind,
  type ValuationImprovement,
} from './types';

/**
 * What an owner's improvements add to the value (issue 25, "Improvements and home facts move
 * the value"): each improvement completed after the home's last sale adds its cost times the
 * share a buyer pays back for that kind of work, depreciated over the work's useful life; the
 * total is capped at a quarter of the value before improvements. Work completed on or before
 * the last sale is already in that sale's price and adds nothing again. Work the owner also gives
 * as a fact (`inFacts`: a bathroom added and the bathrooms given) counts once, at the larger of
 * the fact's worth and the work's share: it adds what its share exceeds the fact's worth by.
 *
 * Recoup shares: Remodeling magazine's *Cost vs. Value Report 2024* (Zonda; US national
 * averages of midrange projects: value at resale over job cost), with the Appraisal Institute of
 * Canada's renovation-return ranges where that report has no line:
 *
 * | kind | share | from |
 * |---|---|---|
 * | kitchen | 0.70 | minor kitchen remodel 96%, major kitchen remodel 50%: an owner's "kitchen" is either; their middle |
 * | bathroom | 0.74 | bath remodel 74% |
 * | basement | 0.60 | no 2024 line; the Appraisal Institute of Canada's 50–75% for a finished basement, low middle |
 * | roof | 0.57 | roofing replacement (asphalt shingles) 57% |
 * | windows | 0.67 | window replacement (vinyl) 67% |
 * | addition | 0.45 | bath and primary-suite additions 30–60%; where the owner also gives the larger size or the rooms, they hold it (`inFacts`) |
 * | other | 0.50 | a cautious middle of the report's remaining projects (decks, siding, doors: 50–190%) |
 *
 * Useful lives (the work's value falls linearly to nothing over them): the NAHB / Bank of
 * America *Study of Life Expectancy of Home Components* (2007): kitchen and bath remodels
 * 20 years (cabinets and fixtures outlast them, finishes date), a finished basement 30, an
 * asphalt roof 25, vinyl windows 30, an addition 50 (the structure's), other work 20.
 */
export const recoupShares: Record<ImprovementKind, number> = {
  kitchen: 0.7,
  bathroom: 0.74,
  basement: 0.6,
  roof: 0.57,
  windows: 0.67,
  addition: 0.45,
  other: 0.5,
};

export const usefulLifeYears: Record<ImprovementKind, number> = {
  kitchen: 20,
  bathroom: 20,
  basement: 30,
  roof: 25,
  windows: 30,
  addition: 50,
  other: 20,
};

/**
 * Work a condo owner may list that is on the building, not the unit: in Ontario a condominium's
 * roof, an apartment building's or a condo townhouse's, is a common element, kept and replaced by
 * the corporation from the common expenses, so the unit gains nothing from it (QA 35: "Roof
 * $15,000" had added $8,356 to a unit; review 35, the townhouses). Windows are left as the owner
 * gives them: some corporations make them the owner's.
 */
export const commonElementKinds: ReadonlySet<ImprovementKind> = new Set(['roof']);

/** The improvements together add at most this share of the value before them. */
export const improvementCap = 0.25;

/** Words that name bathroom work (`Ensuite`, `2-piece in the basement`, `half bath`). */
const bathroomWord = String.raw`(bath(room)?s?|washrooms?|ensuites?|en[- ]suites?|powder r(oo)?ms?|showers?|toilets?|vanity|[2-5] ?-?(pieces?(?!\s+of\b)|pc|pcs(?=\.?\s+([\w-]+\s+){0,2}(bath|wash|ensuite|powder)))|(two|three|four)-pieces?)`;
const bathroomWords = new RegExp(String.raw`\b${bathroomWord}\b`, 'i');

/** Words of the owner's free-text "area" (document 3's improvement: {area, cost, completionDate}) and the kind they name. */
const kindWords: [ImprovementKind, RegExp][] = [
  ['addition', /\b(addition|extension|add-on|second stor(e)?y|new stor(e)?y|sunroom|garage (build|addition))\b/i],
  ['kitchen', /\b(kitchen|cabinet(s|ry)?|counter ?tops?|pantry)\b/i],
  // A basement finished with a bathroom is basement work: its bathroom is a part of it.
  ['basement', /\b(basement|lower level|rec(reation)? room|cellar|in-law suite|secondary suite)\b/i],
  ['bathroom', bathroomWords],
  // A roof deck or terrace is built on a roof, not a roof (review 35: a penthouse's is the owner's).
  ['roof', /\b(roof(ing)?(?!\s+(top\s+)?(deck|terrace|patio|garden))|shingles?|eavestroughs?|gutters?)\b/i],
  ['windows', /\b(windows?|glazing|skylights?|patio doors?)\b/i],
];

/** The kind of an improvement from the owner's words (`Kitchen reno`, `new roof`, `Finished the basement`); else `other`. */
export function improvementKindOf(area: string): ImprovementKind {
  for (const [kind, words] of kindWords) if (words.test(area)) return kind;
  return 'other';
}

/** Whether the owner's words name bathroom work, whatever else they name (`Basement with a 3-piece bath`). */
export const namesBathroom = (area: string) => bathroomWords.test(area);

/**
 * Whether the owner's words name a bedroom made, whatever the kind (`Attic converted to bedroom`,
 * `Garage conversion to a bedroom`, `Den converted to bedroom`): such work is held by the bedrooms
 * given above the record, as an addition or a finished basement is (QA 28: it had counted twice).
 */
export const namesBedroom = (area: string) => /\b(bed ?rooms?|bdrms?)\b/i.test(area);

/** A whole bathroom, in the owner's words (`Ensuite`, `Powder room`, `3-piece`, `half bath`). */
const wholeBathroom = String.raw`(bathrooms?|washrooms?|ensuites?|en[- ]suites?|powder r(oo)?ms?|(half|full)[ -]baths?|[2-5] ?-?(pieces?(?!\s+of\b)|pc|pcs(?=\.?\s+([\w-]+\s+){0,2}(bath|wash|ensuite|powder)))|(two|three|four)-pieces?|(?<=\b(two|three|four|[2-4])\s+)baths)`;
const wholeBathroomWords = new RegExp(String.raw`\b${wholeBathroom}\b`, 'i');

/**
 * Whether the owner's words name a whole bathroom (`Ensuite`, `Powder room`, `3-piece bath`,
 * `Basement bathroom`), not a fixture of one (`New vanity`, `Shower`, `Bath fan`): what may have
 * made a bathroom a home was bought with (review 30b: a $3,000 vanity had counted as one).
 */
export const namesWholeBathroom = (area: string) => wholeBathroomWords.test(area);

/** Words that redo a room rather than make one. */
const remodel = String.raw`(remodel(l?ed|l?ing)?|reno(s|vat(e|ed|ion|ions))?|redo(ne)?|redid|refresh(ed)?|update[sd]?|upgrade[sd]?|replace[sd]?|refinish(ed)?|refurbish(ed)?|makeover)`;
const remodelWords = new RegExp(String.raw`\b${remodel}\b`, 'i');
/** Words that redo a room (`Modernized ensuite`, `Full gut of 4pc bath`); which room, `redoesBathroom` reads. */
const redoWords =
  /\b(moderni[sz](e|ed|ing|ation)|gut(s|ted|ting)?|overhaul(s|ed|ing)?|revamp(s|ed|ing)?|face[- ]?lift(ed)?)\b/i;

/**
 * The parts of a job's words a redo word speaks for: all of a list (`Modernized kitchen and
 * bathrooms`, `Bathroom: full gut`), but not what a room was finished or made with (`Basement
 * gutted and finished with 3pc bath`, `Basement gutted, now has 3pc bath`: review 33b).
 */
const redoneParts = (area: string) =>
  area.split(/\b(?:with\b|w\/|now ha(?:s|ve)\b|to (?:make|create|build)\b|incl(?:uding\b|\.|\b))/i);

/**
 * Whether a redo word redoes a bathroom: said of a list naming one (`Modernized kitchen and
 * bathrooms`, `Bathroom: full gut`), but not of a basement or a floor finished or made with one
 * (`Basement gutted & finished: rec room, 3pc bath`, `Modernized 2nd floor w/ ensuite`: review
 * 33c), which is the basement's or the floor's work.
 */
const redoesBathroom = (area: string) =>
  improvementKindOf(area) !== 'basement' &&
  !/\bfinish(ed|ing)?\b/i.test(area) &&
  redoneParts(area).some((part) => redoWords.test(part) && bathroomWords.test(part));

/** Words that make something. */
const adding = String.raw`(new|add(s|ed|ing|itional)?|addition of|extra|another|built|installed|put in|created)`;

/** Words that say where, not what (`bathroom on the main floor`, `ensuite for the primary bedroom`). */
const preposition = String.raw`(on|in|into|by|near|at|of|off|for|under|to|from|with|w|during|as|beside|next)`;

/** Fittings a bathroom may hold, and other rooms as often (`built-in shelving`); never a storage room. */
const fittings = String.raw`shel(f|ves|ving)|storage(?!\s+(room|space|area|locker))|niches?|built-ins?`;

/** A part of a bathroom, not the room (`new shower in the ensuite`, `new bathroom exhaust fan`). */
const bathroomPart = String.raw`(tiles?|tiling|fixtures?|floor(s|ing)?|vanit(y|ies)|fans?|exhaust|faucets?|taps?|light(s|ing)?|cabinets?|counter(s|tops?)?|sinks?|(bath)?tubs?|showers?|toilets?|doors?|mirrors?|windows?|heat(ed|ing)|plumbing|glass|hardware|paint(ed|ing)?|bidets?|vents?|closets?|grab|towel|backsplash|wainscoting|skylights?|jacuzzi|look|${fittings})`;

/** A fitting beside the bathroom (`ensuite built-in shelving`, `shelves in the bathroom`), not a room turned into one (`basement storage converted to a 3pc bath`: review 32d). */
const fittingBeside = new RegExp(
  String.raw`${bathroomWords.source}\s+((?!${preposition}\b)[\w-]+\s+)?(${fittings})\b` +
    String.raw`|\b(${fittings})\s+(in|to|for|of)\s+(the\s+)?([\w-]+\s+)?${bathroomWords.source}`,
  'i',
);

/** A part of a bathroom, but not a storey (`main floor`, `lower level`): where the bathroom is. */
const partNamed = String.raw`(?<!\b(main|upper|lower|ground|first|second|third|top|1st|2nd|3rd)\s+)${bathroomPart}`;
/** Parts read over all of a job's words: fittings only in a clause that names a bathroom (review 32c). */
const partWordsAnywhere = new RegExp(String.raw`\b${partNamed.replace(`|${fittings}`, '')}\b`, 'i');
const namesBathroomPart = (area: string) =>
  partWordsAnywhere.test(area) ||
  clausesOf(area).some((clause) => fittingBeside.test(clause) && !conversion.test(clause));
/** A room turned into a bathroom (`Storage to bathroom conversion`): its fittings are the room's. */
const conversion = /\b(convert(ed|ing)?|conversion|turned|into)\b/i;

/** No part or remodel within three words after the bathroom, unless a word saying where comes first. */
const partsAfter = String.raw`(?!(\s+(?!${preposition}\b(?!-))[\w-]+){0,2}\s+(${partNamed}|${remodel})\b)`;

/** The bathroom, in one or more words (`3 piece washroom`, `2pc powder room`, `ensuite bath`). */
const bathroomNoun = String.raw`${wholeBathroom}(\s+${wholeBathroom})*(\s+bath(room)?s?)?`;

/**
 * A room turned into a bathroom (`Converted closet to 2pc powder room`, `Under-stair storage
 * converted to powder room`, `Storage to bathroom conversion`); not one bathroom made into another
 * (`Converted the 3pc to a 4pc bath`). Review 32: the closet, a part of a bathroom, had read as
 * the work's subject, so a bathroom made read as a remodel.
 */
const convertsToBathroom =
  String.raw`(?<!(?<!\brough[- ]?in\s+)\b${bathroomWord}\s+([\w-]+\s+){0,2})\b(convert(ed|ing)?|turned|gut(ted)?)\s+((?!${bathroomWord}\b)[\w-]+\s+){0,4}?(to|into)\s+((an?|the)\s+)?((?!${partNamed}\b|${remodel}\b)[\w-]+\s+){0,2}?${bathroomNoun}\b` +
  String.raw`(?!\s+(${partNamed}|${remodel})\b)` +
  String.raw`|(?<!\b${bathroomWord}\s+([\w-]+\s+){0,2})\bto\s+(an?\s+)?${bathroomNoun}\s+conversion\b`;

/** Rooms and spaces a bathroom is made from (`closet space`, `the side porch`, `part of garage`, `a dormer`). */
const sourceRoom = String.raw`(closets?|walk-in|laundry|porch|carport|garage|attic|basement|bed ?rooms?|bdrms?|nursery|storage|space|area|landing|stairs|under-stairs?|den|office|study|pantry|nook|hall(way)?|sunroom|mudroom|(back|family|sitting|spare|utility|furnace|cold|rec|play|sewing|storage)[- ]?room|utility|crawl ?space|loft|alcove|dormer|addition|extension)`;

/** A bathroom made out of the old one (`a new 4pc bath from the old 3pc`, `a new ensuite out of the old main bath`: review 34). */
const fromOldBathroom = String.raw`(from|out of)\s+(the\s+)?(old|existing|original|former)\s+([\w-]+\s+)?${bathroomWord}\b(?!('s)?(\s+[\w-]+)?\s+${sourceRoom}\b)`;
const outOfOldBathroom = String.raw`(?!(\s+[\w-]+){0,2}?\s+${fromOldBathroom})`;
const fromOldBathroomWords = new RegExp(String.raw`\b${fromOldBathroom}`, 'i');

/** Words that say the bathroom was there before, even when a room is named it was made from (`Removed closet to build a larger bathroom`). */
const comparedWords = String.raw`(the|it|bigger|larger|brighter|better|private|proper|future|nicer|more|spacious)`;
/** Those, and words that say how a bathroom is made, not that one is (`to create a more spacious ensuite`, `a luxury washroom`). */
const betterWords = String.raw`(${comparedWords}|modern|luxury|luxurious|spa|spa-like|open-concept|accessible|wheelchair-accessible|barrier-free|family|updated|functional|dream|beautiful|bright)`;

/** No bathroom named before: the job's subject is then that bathroom (`Remodelled ensuite to make a 5pc bath`). */
const noBathroomBefore = String.raw`(?<!\b${bathroomWord}\b.*)`;

/**
 * The bathroom a job makes, after its verb and `article`: up to two words that name no part, no
 * remodel and no betterment, the bathroom, then no part or remodel within two words (`a new
 * ensuite bathroom vanity area` is a vanity: review 34), and not made out of the old one (`a new
 * 4pc bath from the old 3pc`).
 */
const madeObject = (article: string, excluded = betterWords) =>
  String.raw`${article}((?!${partNamed}\b|${remodel}\b|${excluded}\b)[\w-]+\s+){0,2}?${bathroomNoun}\b${partsAfter}` +
  String.raw`(?!\s+(bigger|larger|brighter|feel|more|accessible)\b)${outOfOldBathroom}`;

/** The article of a bathroom made: one, or one more (`a`, `another`, `a second`). */
const oneMade = String.raw`(an?|one|another|new|second|2nd|third|3rd|extra|additional|a\s+new)\s+`;

/** A rough-in, and the words that finish one into a bathroom (`Basement bath rough-in converted to 2pc`). */
const roughInWord = String.raw`rough(ed)?[- ]?in`;
const finishing = String.raw`(convert(ed|ing)?|finish(ed|ing)?|complet(ed|ing)?)`;
const intoBathroom = String.raw`(to|into|as)\s+(an?\s+)?((?!${partNamed}\b|${remodel}\b)[\w-]+\s+){0,2}?${bathroomNoun}\b`;

/** Not a bathroom the words say was there already (`Reno to create an ensuite (bathroom was already there…)`). */
const notThereAlready = String.raw`(?!.*\b(already|existing)\b)`;

/** Where the words name, after the bathroom, the room it was (`… (was a closet)`). */
const wasRoom = String.raw`(?=.*\b(was|formerly|previously)\s+(an?\s+|the\s+)?([\w-]+\s+)?${sourceRoom}\b)`;

/**
 * A bathroom made, said over all of a job's words: one installed, added, built, made or created
 * (`Reworked plumbing to install a 2pc powder room`, `Reno to make a second washroom`, `Reno to
 * create a powder room on main floor`), unless a bathroom is named before it (`Remodelled ensuite
 * to make a 5pc bath`, `Merged powder room and laundry to make a 3pc bath`: reviews 33b, 33c), the
 * words say how it is better (`New tiles to make a luxury washroom`, `…a more spacious ensuite`:
 * review 34), that it was there already, or that it was made from the old one. Made from a room
 * or space the words name, only a comparison says it was there before (`Office reno to create a
 * modern ensuite` makes one, `Removed closet to build a larger bathroom` none: review 34b). Also a
 * room made or transformed into one (`Made the 3rd bedroom into an ensuite`), a bathroom split in
 * two, `Closet -> powder room`, a rough-in converted or finished (review 33c).
 */
const madeIntoBathroom = new RegExp(
  [
    String.raw`${noBathroomBefore}\bto\s+(build|install|add|put\s+in)\s+${madeObject(oneMade, comparedWords)}${notThereAlready}`,
    String.raw`${noBathroomBefore}\bto\s+(make|create)\s+${madeObject(oneMade)}${notThereAlready}`,
    String.raw`(?<=\b${sourceRoom}\b.*)${noBathroomBefore}\bto\s+(make|create|build|install|put\s+in)\s+${madeObject(String.raw`((an?|one)\s+)?`, comparedWords)}`,
    String.raw`${noBathroomBefore}\bto\s+(make|create)\s+${madeObject(String.raw`((an?|one)\s+)?`)}${wasRoom}`,
    String.raw`${noBathroomBefore}\b(made|transformed|changed)\s+((?!${bathroomWord}\b|${partNamed}\b|it\b)[\w-]+\s+){1,4}?into\s+${madeObject(String.raw`((an?|the)\s+)?`)}`,
    String.raw`\bsplit\b.*\bto\s+(make|create)\s+${madeObject(String.raw`(an?\s+)?(second|2nd|separate|extra|another|new)\s+`)}`,
    String.raw`\b${sourceRoom}\s*(->|→|=>)\s*(an?\s+)?${bathroomNoun}\b`,
    String.raw`\b${roughInWord}\b.*\b(${finishing}|turned)\b.*\b${intoBathroom}`,
    String.raw`\b${finishing}\s+(the\s+)?([\w-]+\s+){0,2}?${roughInWord}\s+${intoBathroom}`,
  ].join('|'),
  'i',
);

/**
 * A bathroom for later, in a clause: `a future bathroom`, or in a job with a rough-in, a clause
 * saying later, in future or down the road that builds nothing now (`Roughed-in plumbing to add a
 * 3pc bath in future`, `Rough-in only, to install a 2pc later`): none made yet (review 34). Not
 * `Went back to install a 2pc powder room a year later` (no rough-in) nor `New ensuite; roughed-in
 * plumbing for a wet bar in the future` (the later clause names no bathroom: review 34c).
 */
const futureBathroom = (clause: string, area: string) =>
  futureBathroomWords.test(clause) ||
  (!builtWords.test(clause) && roughIn.test(area) && (laterWords.test(clause) || roughInOnly.test(clause)));
/** Whether a clause naming a bathroom says it is for later (`futureBathroom`). */
const forLater = (area: string) =>
  clausesOf(area).some((clause) => bathroomWords.test(clause) && futureBathroom(clause, area));
const futureBathroomWords = new RegExp(String.raw`\bfuture\s+([\w-]+\s+){0,2}?${bathroomWord}`, 'i');
const roughIn = new RegExp(String.raw`\b${roughInWord}s?\b`, 'i');
const roughInOnly = new RegExp(String.raw`\b${roughInWord}s?\s+only\b`, 'i');
const laterWords = /\b(later|in (the )?future|down the road|eventually|some ?day)\b/i;
/** A bathroom made, said as done (`Rough-in for future bathroom, added 2pc upstairs`). */
const builtWords = /\b(added|built|installed|created|finished|completed)\b/i;

/** Bathrooms combined or merged (`Combined two bathrooms to create one large ensuite`): one fewer, never one more (review 33c). */
const combinesBathrooms = new RegExp(
  String.raw`\b(combin|merg)(e|ed|es|ing)\s+((?!to\b)[\w-]+\s+){0,3}?${bathroomWord}\b`,
  'i',
);

/**
 * A bathroom made, in a phrase: a word that makes one, up to three words that name no part of a
 * bathroom, no remodel and no place (`added storage to the ensuite` makes none), the bathroom, and
 * within the next three words no part or remodel unless a word saying where comes first (`added a
 * second bathroom on the main floor`, `added main floor 2 pc bath`, not `new bathroom exhaust
 * fan`, `new ensuite walk-in shower`, `new bathroom reno`, `new shower in the ensuite`); or the
 * bathroom then `added`, `addition`, `put in`, `installed` or `built` (`bathroom added`, `3 pc
 * bath put in`). Review 32: a part two words on, or a bathroom of two words, had been missed.
 */
const makesBathroom = new RegExp(
  String.raw`\b${adding}\s+((?!${partNamed}\b|${remodel}\b|${preposition}\b(?!-))[\w-]+\s+){0,3}?${bathroomNoun}\b` +
    partsAfter +
    outOfOldBathroom +
    String.raw`|\b${bathroomNoun}\s+(added|addition|put in|installed|built(?!-))\b` +
    String.raw`(?!(\s+(?!(${preposition}|where|old|former)\b(?!-))[\w-]+){0,2}\s+${partNamed.replace('|closets?', '')}\b)` +
    `|${convertsToBathroom}`,
  'i',
);

/** The clauses of the owner's words: `Basement renovation, added ensuite` is two, `Renovated and added a second bathroom` two. */
const clausesOf = (area: string) => area.split(/\s*(?:[,;:/&+()]|\s-\s|\b(?:and|with|plus|including|incl\.?)\b)\s*/i);

/**
 * Whether the owner's words add a whole bathroom outright, whatever else the job was (`Basement
 * renovation, added ensuite`, `Added ensuite during renovation`, `Basement reno with additional
 * bathroom`, `Renovated basement, bathroom added`): a clause of them that makes one
 * (`makesBathroom`). Reviews 31 and 31b: read off any adding word near a bathroom, fixtures in a
 * renovation had read as a bathroom added, and so as one a home was bought with; read off a whole
 * clause, a place (`on the main floor`) or a renovation around it had made an addition a remodel.
 */
export const addsWholeBathroom = (area: string) =>
  clausesOf(area).some((clause) => makesBathroomNow(clause, area)) || (madeIntoBathroom.test(area) && !forLater(area));

/** A clause that makes a bathroom, and not for later. */
const makesBathroomNow = (clause: string, area: string) => makesBathroom.test(clause) && !futureBathroom(clause, area);

/** A count before the bathrooms a phrase makes (`added two bathrooms`, `2 new washrooms`); not a `2-piece`, nor a total (`now 3 baths`). */
const bathroomCount = new RegExp(
  String.raw`(?<!\b(?:now|total of|totall?ing|making|to|(?:home|house|property|we|it)\s+(?:now\s+)?(?:has|have))\s+)\b(two|three|four|[2-4])\s+((?!${bathroomPart}\b|${remodel}\b)[\w-]+\s+){0,2}?` +
    String.raw`(bathrooms|baths|washrooms|ensuites|en[- ]suites|powder r(oo)?ms|(half|full)[ -]baths|[2-5] ?-?pieces(?!\s+of\b))\b`,
  'i',
);
const counts: Record<string, number> = { two: 2, three: 3, four: 4 };
/** The count `bathroomCount` finds in a clause, if any. */
const countIn = (clause: string): number | undefined => {
  const count = bathroomCount.exec(clause)?.[1]?.toLowerCase();
  return count === undefined ? undefined : (counts[count] ?? Number(count));
};

/** Where in the home (`in the basement`, `on the main floor`, `upstairs`). */
const place = String.raw`(\s+((in|on|at)\s+(the\s+)?((main|upper|lower|ground|first|second|third|top)\s+)?(floor|level|basement|attic|stor(e)?y)|upstairs|downstairs))?`;

/** A clause that only names one more bathroom, after one that made one (`New ensuite and a powder room`, `and one in the basement`). */
const listedBathroom = new RegExp(
  String.raw`^(((an?|another|one)\s+)?((?!${partNamed}\b|${remodel}\b)[\w-]+\s+){0,2}?${wholeBathroom}|one|another)${place}$`,
  'i',
);
/** A listed bathroom with no article is never the home's own (`main bathroom`: review 32b). */
const withArticle = /^(an?|another|one)\b/i;
/** A clause that gives the home's count, not one more (`now 3 baths`, `3 baths upstairs`). */
const totalWords = /\b(now|total|totall?ing|has|have)\b/i;
const countedBathrooms = /\b([2-9]|two|three|four|five)\s+([\w-]+\s+)?(bath(room)?s|washrooms)\b/i;
/** A remodel at the end of a list, said of all of it (`…, powder room and main bath updated`). */
const remodelAtEnd = new RegExp(String.raw`(\band|,)\s+([\w-]+\s+){0,3}${remodel}\W*$`, 'i');
/** Said of the list: joined by "and", or naming a bathroom (`…, kitchen renovated` is another room: review 32e). */
const endsRedoingList = (area: string) => {
  const end = remodelAtEnd.exec(area);
  return end !== null && (end[1]!.toLowerCase() === 'and' || bathroomWords.test(end[0]));
};
/** Where an addition's words turn to the home's totals (`Second storey addition, now 4 bedrooms and 3 baths`). */
const additionTotal = /\b(now|total|totall?ing|in all)\b|\b(home|house|property|we|it)\s+(now\s+)?(has|have)\b/i;
const ownBathroom = new RegExp(String.raw`\b(main|existing|old|original)\s+(bath\b|${wholeBathroom})`, 'i');

/**
 * How many bathrooms the owner's words make (`Renovated and added two bathrooms`: 2; `New ensuite
 * and a powder room`: 2; `Rear addition with two bathrooms`: 2; `Added a 2-piece`: 1; `New
 * ensuite, main bathroom and kitchen updated`: 1); 0 when they make none outright (a remodel, a
 * fixture, or words that only name a bathroom). Such a job is held by as many of the bathrooms
 * given above the record (closing 31: held by one, the second bathroom's worth was counted beside
 * the job's whole share).
 */
export function bathroomsMadeBy(area: string): number {
  let made = 0;
  let listing = false;
  for (const clause of clausesOf(area)) {
    if (clause === '') continue;
    if (makesBathroomNow(clause, area)) {
      made += countIn(clause) ?? 1;
      listing = true;
    } else if (
      listing &&
      listedBathroom.test(clause.trim()) &&
      (withArticle.test(clause.trim()) || !(ownBathroom.test(clause) || endsRedoingList(area))) &&
      !totalWords.test(clause) &&
      !countedBathrooms.test(clause)
    ) {
      made += 1;
    } else {
      listing = false;
    }
  }
  // An addition's bathrooms, counted ("Rear addition with two bathrooms").
  if (improvementKindOf(area) === 'addition') {
    const clauses = clausesOf(area);
    const totalAt = clauses.findIndex((clause) => additionTotal.test(clause));
    const counted = (totalAt < 0 ? clauses : clauses.slice(0, totalAt))
      .map(countIn)
      .find((count) => count !== undefined);
    if (counted !== undefined) made = Math.max(made, counted);
  }
  // A room made into one, read over the whole job (`madeIntoBathroom`).
  if (made === 0 && madeIntoBathroom.test(area) && !forLater(area)) made = 1;
  return Math.min(made, 4);
}

/**
 * How surely the owner's words name a bathroom added rather than one redone: 1 for `New ensuite`,
 * `Added a 2-piece`, `Bathroom addition`, `Basement renovation, added ensuite`; −1 for `Bathroom
 * remodel`, `Reno of the main bath with new vanity`; else 0.
 */
export function bathroomAddedLikelihood(area: string): number {
  // A bathroom the words add outright was added, in a renovation too (closing 30: it had read as
  // a remodel, and its share was added beside the bathroom given).
  if (addsWholeBathroom(area)) return 1;
  if (forLater(area) || combinesBathrooms.test(area) || fromOldBathroomWords.test(area)) return -1;
  // A remodel "with new fixtures" is a remodel: its words are read next; so is new work on a
  // part of a bathroom that makes none, but in an addition ("New bathroom exhaust fan", "New
  // ensuite shower and vanity": review 32, such a job had been held as the bathroom added, or bought).
  if (remodelWords.test(area)) return -1;
  if (redoesBathroom(area)) return -1;
  // An addition's bathroom was made with it ("Addition with ensuite and walk-in closet").
  if (improvementKindOf(area) === 'addition') return 1;
  if (namesBathroomPart(area)) return -1;
  if (/\b(new|add(s|ed|ing|ition(al)?)?|extra|another|second|third|built(?!-))\b/i.test(area)) return 1;
  return 0;
}

const yearDays = 365.25;

export interface ImprovementsAdded {
  effects: ImprovementEffect[];
  /** Dollars added in all, after the cap. */
  added: number;
  /** The total hit the cap (a quarter of the value before improvements). */
  capped: boolean;
}

/**
 * What each improvement adds to a home worth `valueBefore` on `asOf`. Costs are taken as typed:
 * an absurd one is not an error, it meets the cap, and its effect says so (`capped`). Work not
 * yet completed on `asOf`, or with a cost that is not a positive number, adds nothing. Work
 * facts also hold (`inFacts`) adds only what its share exceeds those facts' worth (`factWorth`, in
 * dollars, already in `valueBefore`) by: a bathroom job, its own bathroom's; an addition, the
 * larger size's and the bedrooms added's (shared with other such work, the dearest first), and its
 * own bathroom's where it holds one. So the facts and the work count once, at the larger of the two.
 */
export function improvementsAdded(
  improvements: readonly ValuationImprovement[],
  options: {
    asOf: string;
    lastSaleDate?: string;
    valueBefore: number;
    factWorth?: FactWorth;
    /** A condo apartment or townhouse: its roof is the corporation's (`commonElementKinds`), and adds nothing to the unit. */
    condoUnit?: boolean;
  },
): ImprovementsAdded {
  const asOfDay = dayNumber(options.asOf);
  const saleDay = options.lastSaleDate === undefined ? -Infinity : dayNumber(options.lastSaleDate);
  const cap = Math.max(0, improvementCap * options.valueBefore);
  const raw = improvements.map((improvement) => {
    const completed = dayNumber(improvement.completedOn);
    const beforeLastSale = completed <= saleDay;
    const commonElement = options.condoUnit === true && commonElementKinds.has(improvement.kind);
    const cost = Number.isFinite(improvement.cost) && improvement.cost > 0 && !commonElement ? improvement.cost : 0;
    const years = (asOfDay - completed) / yearDays;
    const remaining =
      Number.isFinite(years) && years >= 0 ? Math.max(0, 1 - years / usefulLifeYears[improvement.kind]) : 0;
    return {
      improvement,
      beforeLastSale,
      commonElement,
      value: beforeLastSale ? 0 : cost * recoupShares[improvement.kind] * remaining,
    };
  });
  // Each job a bathroom holds is set against that bathroom's worth, whole; the jobs the larger
  // size holds share its worth, the dearest first, and so do those the bedrooms added hold; what
  // is left of a fact's worth goes with its dearest job. A job's part of the facts and what it
  // adds then sum to what the work is worth in the value (the history takes it out of the months
  // before the work).
  type Job = (typeof raw)[number];
  const factPart = new Map<Job, number>();
  // The facts that gave each job a part (the effect names only those: review 28).
  const partOf = new Map<Job, Set<FactHoldingWork>>();
  const give = (r: Job, fact: FactHoldingWork, part: number) => {
    factPart.set(r, (factPart.get(r) ?? 0) + part);
    if (part > 0) partOf.set(r, (partOf.get(r) ?? new Set()).add(fact));
  };
  const held = [...raw].sort((a, b) => b.value - a.value).filter((r) => r.improvement.inFacts && !r.beforeLastSale);
  for (const r of held) {
    const first = (r.improvement.addedBathroom ?? 1) - 1;
    const bathrooms = options.factWorth?.bathrooms?.slice(first, first + (r.improvement.bathroomsHeld ?? 1));
    if (r.improvement.inFacts!.includes('bathrooms') && bathrooms !== undefined && bathrooms.length > 0) {
      // Its own bathrooms' worth, whole: those bathrooms are this work.
      const bathroom = bathrooms.reduce((sum, worth) => sum + Math.max(0, worth), 0);
      give(r, 'bathrooms', bathroom);
      r.value = Math.max(0, r.value - bathroom);
    }
  }
  for (const fact of ['size', 'bedrooms'] as const) {
    const worth = options.factWorth?.[fact];
    if (worth === undefined) continue;
    const holders = held.filter((r) => r.improvement.inFacts!.includes(fact));
    let left = Math.max(0, worth);
    for (const r of holders) {
      const part = Math.min(left, r.value);
      give(r, fact, part);
      r.value -= part;
      left -= part;
    }
    if (holders[0] && left > 0) give(holders[0], fact, left);
  }
  const total = raw.reduce((sum, r) => sum + r.value, 0);
  const capped = total > cap;
  const level = capped
    ? capLevel(
        raw.map((r) => r.value),
        cap,
      )
    : Infinity;
  const effects = raw.map((r): ImprovementEffect => {
    const { inFacts: _held, ...improvement } = r.improvement;
    const facts = factsHoldingWork.filter((fact) => partOf.get(r)?.has(fact));
    return {
      ...improvement,
      added: Math.round(Math.min(r.value, level)),
      beforeLastSale: r.beforeLastSale,
      ...(r.commonElement && !r.beforeLastSale && { commonElement: true }),
      ...(facts.length > 0 && { inFacts: facts, factWorth: Math.round(factPart.get(r)!) }),
      ...(r.value > level && { capped: true }),
    };
  });
  return { effects, added: capped ? Math.round(cap) : effects.reduce((sum, e) => sum + e.added, 0), capped };
}

/**
 * Where the cap cuts (values over the cap's total): each addition keeps up to this level, so
 * the cut falls on the largest ones and an absurd cost leaves a real kitchen whole; additions
 * that all exceed it share the cap evenly. `Σ min(value, level) = cap`.
 */
function capLevel(values: readonly number[], cap: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  let left = cap;
  for (let i = 0; i < sorted.length; i++) {
    const even = left / (sorted.length - i);
    if (sorted[i]! >= even) return even;
    left -= sorted[i]!;
  }
  return Infinity;
}
