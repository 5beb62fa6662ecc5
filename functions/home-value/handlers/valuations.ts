import { torontoDate } from '@shared/format/dates';
import {
  addressCompleteQuerySchema,
  agentValuationsQuerySchema,
  assignParamsSchema,
  chartQuerySchema,
  claimBodySchema,
  confirmBodySchema,
  lastListingQuerySchema,
  receiveUpdatesBodySchema,
  shareParamsSchema,
  valuationBodySchema,
  valuationListQuerySchema,
  valuationParamsSchema,
} from '@shared/home-value/schemas';
import { signedInCaller } from '../../lib/auth/caller';
import { clock } from '../../lib/clock';
import { created, noContent, ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { callerKeyOf } from '../../lib/rate-limit/rate-key';
import { modelAccuracy, sharedValuation, similarSolds, valuationChart } from '../insights';
import { maskLastListing } from '../views';
import {
  agentValuations,
  assignValuation,
  confirmValuation,
  createValuation,
  lastListingFor,
  myValuations,
  readValuation,
  removeValuation,
  requestDiscussion,
  setReceiveUpdates,
  updateValuation,
} from '../valuations';
import { claimValuation } from '../claim';
import { readyEngine } from '../valuing';

const body = () => valuationBodySchema(torontoDate(clock.now()));

/** `GET /addressComplete?q=` (public): listing addresses matching the text. */
export const getAddressComplete = endpoint({ query: addressCompleteQuerySchema }, async ({ query }) =>
  ok({ items: (await readyEngine()).addresses.search(query.q) }),
);

/** `GET /homevalue/lastlisting` (optional sign-in): sold facts for signed-in callers only. */
export const getLastListing = endpoint({ query: lastListingQuerySchema }, async ({ query, caller }) =>
  ok(maskLastListing(await lastListingFor(query.locationId, query.unit), caller !== null)),
);

/** `POST /homevalue` (anyone; a visitor is rate-limited). */
export const postValuation = endpoint(
  { body },
  async ({ body, caller, event }) =>
    created(await createValuation({ body, caller, callerKey: () => callerKeyOf(event), now: clock.now() })),
  { maxBodyBytes: 16 * 1024 },
);

export const getMyValuations = endpoint({ query: valuationListQuerySchema }, async ({ query, caller }) =>
  ok(await myValuations(signedInCaller(caller), query.cursor, clock.now())),
);

export const getValuationById = endpoint({ params: valuationParamsSchema }, async ({ params, caller }) =>
  ok(await readValuation(params.id, signedInCaller(caller), clock.now())),
);

export const putValuation = endpoint(
  { params: valuationParamsSchema, body },
  async ({ params, body, caller }) => ok(await updateValuation(params.id, body, signedInCaller(caller), clock.now())),
  { maxBodyBytes: 16 * 1024 },
);

export const deleteValuationById = endpoint({ params: valuationParamsSchema }, async ({ params, caller }) => {
  await removeValuation(params.id, signedInCaller(caller), clock.now());
  return noContent();
});

export const postDiscussion = endpoint({ params: valuationParamsSchema }, async ({ params, caller }) =>
  ok((await requestDiscussion(params.id, signedInCaller(caller), clock.now())).view),
);

export const getChart = endpoint(
  { params: valuationParamsSchema, query: chartQuerySchema },
  async ({ params, query, caller }) => ok(await valuationChart(params.id, query, signedInCaller(caller), clock.now())),
);

export const getSimilarSolds = endpoint({ params: valuationParamsSchema }, async ({ params, caller }) =>
  ok(await similarSolds(params.id, signedInCaller(caller), clock.now())),
);

export const putReceiveUpdates = endpoint(
  { params: valuationParamsSchema, body: receiveUpdatesBodySchema },
  async ({ params, body, caller }) =>
    ok(await setReceiveUpdates(params.id, body.receiveUpdates, signedInCaller(caller), clock.now())),
);

export const putAssign = endpoint({ params: assignParamsSchema }, async ({ params, caller }) =>
  ok(await assignValuation(params.id, params.contactId, signedInCaller(caller), clock.now())),
);

export const putConfirm = endpoint(
  { params: valuationParamsSchema, body: confirmBodySchema },
  async ({ params, body, caller }) => ok(await confirmValuation(params.id, body, signedInCaller(caller), clock.now())),
);

export const getAgentValuations = endpoint({ query: agentValuationsQuerySchema }, async ({ query, caller }) =>
  ok(await agentValuations(signedInCaller(caller), query.userId, query.cursor, clock.now())),
);

export const postClaim = endpoint(
  { params: valuationParamsSchema, body: claimBodySchema },
  async ({ params, body, caller }) =>
    ok(await claimValuation(params.id, body.secret, signedInCaller(caller), clock.now())),
);

export const getSharedValuation = endpoint({ params: shareParamsSchema }, async ({ params }) =>
  ok(await sharedValuation(params.token, clock.now())),
);

export const getAccuracy = endpoint({}, async () => ok(await modelAccuracy()));
