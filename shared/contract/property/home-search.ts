import { bookShowingSchema } from '@shared/search/booking-schemas';
import type { BookShowingAnswer } from '@shared/search/booking';
import {
  addressSearchQuerySchema,
  locationParamsSchema,
  mlsParamsSchema,
  quickViewQuerySchema,
  searchQuerySchema,
} from '@shared/search/filters-schemas';
import type {
  AddressSearchAnswer,
  LocationAnswer,
  MarkersAnswer,
  PropertiesAnswer,
  PropertyDetails,
  QuickViewAnswer,
} from '@shared/search/types';
import { torontoDate, torontoHour } from '@shared/format/dates';
import { created, json, route } from '../route';

/** Home search and property details (document 3 §7.2): visitors get sold and leased listings masked. */
export const homeSearch = {
  properties: route({
    method: 'GET',
    path: '/properties',
    query: searchQuerySchema,
    answer: json<PropertiesAnswer>(),
    access: 'optional',
    owner: 'none',
    spec: '3 §7.2',
    note: "the search index's gallery page; total capped at 10,000; visitors' sold listings masked",
  }),
  markers: route({
    method: 'GET',
    path: '/markers',
    query: searchQuerySchema,
    answer: json<MarkersAnswer>(),
    access: 'optional',
    owner: 'none',
    spec: '3 §7.2',
    note: 'grid clusters by zoom (optional zoom parameter); clusters of 20 or fewer carry their ids',
  }),
  quickView: route({
    method: 'GET',
    path: '/quickview',
    query: quickViewQuerySchema,
    answer: json<QuickViewAnswer>(),
    access: 'optional',
    owner: 'none',
    spec: '3 §7.2',
    note: 'answers {hits}',
  }),
  addressSearch: route({
    method: 'GET',
    path: '/search',
    query: addressSearchQuerySchema,
    answer: json<AddressSearchAnswer>(),
    access: 'optional',
    owner: 'none',
    spec: '3 §7.2',
    note: 'listings, locations (municipality:{slug}, street:{slug}:{slug}) and neighbourhoods, 10 each',
  }),
  location: route({
    method: 'GET',
    path: '/search/location/{id}',
    params: locationParamsSchema,
    answer: json<LocationAnswer>(),
    access: 'optional',
    owner: 'none',
    spec: '3 §7.2',
    note: 'a neighbourhood id or a place id from /search',
  }),
  propertyDetails: route({
    method: 'GET',
    path: '/properties/{mls}',
    params: mlsParamsSchema,
    answer: json<PropertyDetails>(),
    access: 'optional',
    owner: 'none',
    spec: '3 §7.2',
  }),
  bookShowing: route({
    method: 'POST',
    path: '/properties/{mls}/book',
    params: mlsParamsSchema,
    body: (now: Date) => bookShowingSchema(torontoDate(now), torontoHour(now)),
    answer: created<BookShowingAnswer>(),
    access: 'signedIn',
    owner: 'caller',
    spec: '3 §7.2',
    note: "signed-in; body {name, email, phone?, date, time, message?}; mailed to the caller's agent or the brokerage; rate-limited",
    maxBodyBytes: 8 * 1024,
  }),
};
