import { homeValue } from '@shared/contract/home-value';
import { signedInCaller } from '../../lib/auth/caller';
import { clock } from '../../lib/clock';
import { created, noContent, ok } from '../../lib/http/answers';
import { handle } from '../../lib/http/handle';
import { callerKeyOf } from '../../lib/rate-limit/rate-key';
import { modelAccuracy, sharedValuation, similarSolds, valuationChart } from '../insights';
import { maskLastListing } from '../views';
import { createValuation, lastListingFor, readValuation, removeValuation, updateValuation } from '../valuations';
import { assignValuation, confirmValuation, requestDiscussion, setReceiveUpdates } from '../valuation-changes';
import { agentValuations, myValuations } from '../valuation-lists';
import { claimValuation } from '../claim';
import { agentHomes } from '../agent-homes';
import { readyEngine } from '../valuing';

/** `GET /addressComplete?q=` (public): listing addresses matching the text. */
export const getAddressComplete = handle(homeValue.addressComplete, async ({ query }) =>
  ok({ items: (await readyEngine()).addresses.search(query.q) }),
);

/** `GET /homevalue/lastlisting` (optional sign-in): sold facts for signed-in callers only. */
export const getLastListing = handle(homeValue.lastListing, async ({ query, caller }) =>
  ok(maskLastListing(await lastListingFor(query.locationId, query.unit), caller !== null)),
);

/** `POST /homevalue` (anyone; a visitor is rate-limited). */
export const postValuation = handle(homeValue.createValuation, async ({ body, caller, event }) =>
  created(await createValuation({ body, caller, callerKey: () => callerKeyOf(event), now: clock.now() })),
);

export const getMyValuations = handle(homeValue.myValuations, async ({ query, caller }) =>
  ok(await myValuations(signedInCaller(caller), query.cursor, clock.now())),
);

export const getValuationById = handle(homeValue.getValuation, async ({ params, caller }) =>
  ok(await readValuation(params.id, signedInCaller(caller), clock.now())),
);

export const putValuation = handle(homeValue.updateValuation, async ({ params, body, caller }) =>
  ok(await updateValuation(params.id, body, signedInCaller(caller), clock.now())),
);

export const deleteValuationById = handle(homeValue.deleteValuation, async ({ params, caller }) => {
  await removeValuation(params.id, signedInCaller(caller), clock.now());
  return noContent();
});

export const postDiscussion = handle(homeValue.requestDiscussion, async ({ params, caller }) =>
  ok((await requestDiscussion(params.id, signedInCaller(caller), clock.now())).view),
);

export const getChart = handle(homeValue.chart, async ({ params, query, caller }) =>
  ok(await valuationChart(params.id, query, signedInCaller(caller), clock.now())),
);

export const getSimilarSolds = handle(homeValue.similarSolds, async ({ params, caller }) =>
  ok(await similarSolds(params.id, signedInCaller(caller), clock.now())),
);

export const putReceiveUpdates = handle(homeValue.setReceiveUpdates, async ({ params, body, caller }) =>
  ok(await setReceiveUpdates(params.id, body.receiveUpdates, signedInCaller(caller), clock.now())),
);

export const putAssign = handle(homeValue.assignValuation, async ({ params, caller }) =>
  ok(await assignValuation(params.id, params.contactId, signedInCaller(caller), clock.now())),
);

export const putConfirm = handle(homeValue.confirmValuation, async ({ params, body, caller }) =>
  ok(await confirmValuation(params.id, body, signedInCaller(caller), clock.now())),
);

export const getAgentValuations = handle(homeValue.agentValuations, async ({ query, caller }) =>
  ok(await agentValuations(signedInCaller(caller), query.userId, query.cursor, clock.now())),
);

export const getAgentHomes = handle(homeValue.agentHomes, async ({ query, caller }) =>
  ok(await agentHomes(signedInCaller(caller), query.agentId)),
);

export const postClaim = handle(homeValue.claimValuation, async ({ params, body, caller }) =>
  ok(await claimValuation(params.id, body.secret, signedInCaller(caller), clock.now())),
);

export const getSharedValuation = handle(homeValue.sharedValuation, async ({ params }) =>
  ok(await sharedValuation(params.token, clock.now())),
);

export const getAccuracy = handle(homeValue.accuracy, async () => ok(await modelAccuracy()));
