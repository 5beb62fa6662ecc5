import type { QuickViewAnswer } from '@shared/search/types';
import { clock } from '../../lib/clock';
import { ok } from '../../lib/http/answers';
import { handle } from '../../lib/http/handle';
import { property } from '@shared/contract/property';
import { searchContext } from '../search-index/context';
import { searchIndex } from '../search-index/loader';
import { searchMarkers } from '../search-index/markers';
import { searchPage } from '../search-index/page';
import { quickView } from '../search-index/quick-view';

/** `GET /properties` (document 3 §7.2): a page of the gallery, with the total capped at 10,000. */
export const getProperties = handle(property.properties, async ({ query, caller }) => {
  const index = await searchIndex();
  return ok(searchPage(index, query, searchContext(clock.now(), caller !== null)));
});

/** `GET /markers`: the map's price and cluster markers for the view, with the same filters. */
export const getMarkers = handle(property.markers, async ({ query, caller }) => {
  const index = await searchIndex();
  return ok(searchMarkers(index, query, searchContext(clock.now(), caller !== null)));
});

/** `GET /quickview?ids=`: the cards of single markers. */
export const getQuickView = handle(property.quickView, async ({ query, caller }) => {
  const index = await searchIndex();
  const { today } = searchContext(clock.now(), caller !== null);
  const answer: QuickViewAnswer = { hits: quickView(index, query.ids, today, caller !== null) };
  return ok(answer);
});
