import { describe, expect, it } from 'vitest';
import { viewerOf } from '../../../web/src/features/home-valuation/viewer';
import { agentIdentity, clientIdentity, valuation } from '../fixtures/valuations';

const owned = { ...valuation(), userId: 'u-client', user: { firstName: 'Olivia', lastName: 'Chen' } };

describe('who reads a valuation, in its words (QA 21)', () => {
  it('speaks to the owner as "you", to their agent or an admin of the owner by name', () => {
    expect(viewerOf(owned, clientIdentity)).toMatchObject({ isOwner: true, owner: 'you', owners: 'Your' });
    expect(viewerOf(owned, agentIdentity)).toMatchObject({ isOwner: false, owner: 'Olivia', owners: "Olivia's" });
  });

  it('names the home "yours" to the owner and by the owner\'s name to their agent (QA 62a L4: "yours" to the agent)', () => {
    expect(viewerOf(owned, clientIdentity).ownersHome).toBe('yours');
    expect(viewerOf(owned, agentIdentity).ownersHome).toBe("Olivia's");
    expect(viewerOf({ ...owned, user: undefined }, agentIdentity).ownersHome).toBe("the owner's");
  });

  it("speaks to an agent of their own valuation, which the answer gives them without its owner's id, as its owner (QA 63a M2)", () => {
    const agentsOwn = { ...valuation(), user: { firstName: 'Sarah', lastName: 'Thompson' } };
    expect(viewerOf(agentsOwn, agentIdentity)).toMatchObject({ isOwner: true, title: 'Your Valuation', owner: 'you' });
  });

  it("sends an agent back to Contact Valuations and an admin to Annual Reports, the page's name in each menu", () => {
    expect(viewerOf(owned, agentIdentity).back).toBe('Contact Valuations');
    expect(viewerOf(owned, { ...agentIdentity, sub: 'u-admin', roles: ['admin'] }).back).toBe('Annual Reports');
  });
});
