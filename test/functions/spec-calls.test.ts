import { describe, expect, it } from 'vitest';
import { routeKey } from '../../functions/lib/route';
import { services } from '../../functions/services';

/**
 * Every call the spec's three documents name, with where (document and section), as the spec
 * writes it. The contract's rows (shared/contract/) are the only route list; this is what they
 * are checked against, so a call the spec names cannot go missing and a row cannot claim a
 * place in the spec it does not have. A call the spec does not name says so on its row
 * (`notInSpec`, with a `note` on the screen that needs it).
 */
const specCalls: [call: string, where: string][] = [
  ['GET /identity', '1 §7.1, 2 §7'],
  ['GET /myprofile', '1 §7.1, 2 §7'],
  ['PUT /myprofile', '1 §7.1, 2 §7'],
  ['GET /followings', '1 §7.1'],
  ['PUT /followings/neighbourhoods/{id}', '1 §7.1'],
  ['DELETE /followings/neighbourhoods/{id}', '1 §7.1'],
  ['PUT /followings/properties/{id}', '1 §7.1'],
  ['DELETE /followings/properties/{id}', '1 §7.1'],
  ['GET /followings/{userId}', '1 §7.1, 2 §7'],
  ['GET /users/{id}/followings', '2 §7'],
  ['GET /invite/{id}', '1 §7.1, 2 §7'],
  ['GET /waitlist/{email}', '1 §7.1'],
  ['PUT /waitlist', '1 §7.1'],
  ['GET /profiles/myagent', '1 §7.1, 3 §7.3'],
  ['GET /agents/{id}', '1 §2.8'],
  ['PUT /subscription', '1 §7.1, 2 §7, 3 §7.3'],
  ['POST /uploads', '1 §7.5, 2 §7'],
  ['GET /myprofile/{id}', '2 §7'],
  ['GET /profiles/{id}', '2 §7'],
  ['PUT /profiles/{id}', '2 §7'],
  ['PUT /profiles/{id}/archive', '2 §7'],
  ['GET /users', '2 §7'],
  ['GET /users/{id}', '2 §7'],
  ['DELETE /users/{id}', '2 §7'],
  ['PUT /users/{id}/role/admin', '2 §7'],
  ['DELETE /users/{id}/role/admin', '2 §7'],
  ['PUT /users/{id}/role/agent', '2 §7'],
  ['DELETE /users/{id}/role/agent', '2 §7'],
  ['POST /invite/admin', '2 §7'],
  ['POST /invite/agent', '2 §7'],
  ['POST /invite/client', '2 §7'],
  ['POST /invite/agent/{id}/client', '2 §7'],
  ['PUT /invite/{id}/resent', '2 §7'],
  ['GET /invite/contacts/import', '2 §7'],
  ['GET /invite/contacts/{id}/import', '2 §7'],
  ['POST /email/click/{id}', '2 §7, 3 §7.3'],
  ['POST /verifySesIdentity/{id}', '2 §7'],
  ['GET /admin/exportwaitlist', '2 §7'],
  ['GET /admin/exportcontacts', '2 §7'],
  ['POST /users/{id}/notes', '2 §7'],
  ['GET /users/{id}/notes', '2 §7'],
  ['PUT /users/{id}/notes/{noteId}', '2 §7'],
  ['DELETE /users/{id}/notes/{noteId}', '2 §7'],
  ['POST /users/{id}/follow-up', '2 §7'],
  ['GET /users/{id}/feeds', '2 §7'],
  ['POST /users/feedback', '2 §7'],
  ['GET /admin/webanalytics', '2 §7'],
  ['GET /admin/useranalytics', '2 §7'],
  ['GET /analytics/email', '2 §7'],
  ['GET /analytics/agentemail', '2 §7'],
  ['GET /contacts/search', '2 §7, 3 §7.3'],
  ['GET /soldreports/neighbourhoods', '1 §7.2, 3 §7.2'],
  ['GET /soldreports/{neighbourhoodId}', '1 §7.2, 3 §7.2'],
  ['GET /neighbourhoods', '1 §7.2'],
  ['GET /properties', '3 §7.2'],
  ['GET /markers', '3 §7.2'],
  ['GET /quickview', '3 §7.2'],
  ['GET /search', '3 §7.2'],
  ['GET /search/location/{id}', '3 §7.2'],
  ['GET /properties/{mls}', '3 §7.2'],
  ['POST /properties/{mls}/book', '3 §7.2'],
  ['GET /addressComplete', '3 §7.1'],
  ['GET /homevalue/lastlisting', '3 §7.1'],
  ['POST /homevalue', '3 §7.1'],
  ['GET /homevalue', '3 §7.1'],
  ['GET /homevalue/{id}', '3 §7.1'],
  ['PUT /homevalue/{id}', '3 §7.1'],
  ['DELETE /homevalue/{id}', '3 §7.1'],
  ['POST /homevalue/{id}/discussion', '3 §7.1'],
  ['GET /homevalue/{id}/chart', '3 §7.1'],
  ['GET /homevalue/{id}/similarSolds', '3 §7.1'],
  ['PUT /homevalue/{id}/receiveUpdates', '3 §7.1'],
  ['PUT /homevalue/{id}/assign/{contactId}', '2 §7, 3 §7.1'],
  ['PUT /homevalue/{id}/confirm', '3 §7.1'],
  ['POST /homevalue/{id}/report', '2 §7, 3 §7.1'],
  ['POST /homevalue/{id}/report/print', '2 §7, 3 §7.1'],
  ['GET /homevalue/agent/reports', '2 §7, 3 §7.1'],
  ['GET /homevalue/reports/{id}', '2 §7, 3 §7.1'],
  ['DELETE /homevalue/reports/{id}', '2 §7, 3 §7.1'],
  ['PUT /homevalue/reports/{id}/similarSolds/{mls}', '2 §7, 3 §7.1'],
  ['DELETE /homevalue/reports/{id}/similarSolds/{mls}', '2 §7, 3 §7.1'],
  ['GET /homevalue/agent', '2 §7, 3 §7.1'],
  ['GET /homevalue/contact/reports', '2 §7, 3 §7.1'],
];

const rows = services.flatMap((service) =>
  service.routes.map((row) => ({ service: service.name, key: routeKey(row), row })),
);

describe('the contract against the spec', () => {
  it.each(specCalls)('has a row for %s, referring to %s', (call, where) => {
    const found = rows.find((r) => r.key === call);
    expect(found, `${call} has no row in shared/contract/`).toBeDefined();
    expect(found!.row.spec).toBe(where);
    expect(found!.row.notInSpec).toBeUndefined();
  });

  it('marks every other row as not in the spec, saying why it exists', () => {
    const named = new Set(specCalls.map(([call]) => call));
    for (const { key, row } of rows.filter((r) => !named.has(r.key))) {
      expect(row.notInSpec, `${key} is not a call of the spec`).toBe(true);
      expect(row.note?.length ?? 0, `${key} says why it exists`).toBeGreaterThan(10);
    }
  });

  it('names no route twice across services', () => {
    const keys = rows.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
