import { quickViewQuerySchema, searchQuerySchema } from '@shared/search/filters-schemas';
import type { QuickViewAnswer } from '@shared/search/types';
import { clock } from '../../lib/clock';
import { ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { searchContext } from '../search-index/context';
import { searchIndex } from '../search-index/loader';
import { searchMarkers } from '../search-index/markers';
import { searchPage } from '../search-index/page';
import { quickView } from '../search-index/quick-view';

/** `GET /properties` (document 3 §7.2): a page of the gallery, with the total capped at 10,000. */
export const getProperties = endpoint({ query: searchQuerySchema }, async ({ query, caller }) => {
  const index = await searchIndex();
  return ok(searchPage(index, query, searchContext(clock.now(), caller !== null)));
});

/** `GET /markers`: the map's price and cluster markers for the view, with the same filters. */
export const getMarkers = endpoint({ query: searchQuerySchema }, async ({ query, caller }) => {
  const index = await searchIndex();
  return ok(searchMarkers(index, query, searchContext(clock.now(), caller !== null)));
});

/** `GET /quickview?ids=`: the cards of single markers. */
export const getQuickView = endpoint({ query: quickViewQuerySchema }, async ({ query, caller }) => {
  const index = await searchIndex();
  const { today } = searchContext(clock.now(), caller !== null);
  const answer: QuickViewAnswer = { hits: quickView(index, query.ids, today, caller !== null) };
  return ok(answer);
});
