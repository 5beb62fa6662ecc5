import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { HomeValuation } from '@shared/home-value/types';
import { PurchaseFacts } from './purchase-facts';
import { ValueExplanationCard } from './value-explanation';

/**
 * What a value the agent confirms rests on, as the summary gives it (QA 62a L7: the agent
 * confirmed a figure with only its range in sight): what moved it, the home's last sale or the
 * owner's purchase, and a link to the summary's history, improvements and similar sales. Its own
 * chunk, loaded with the page: the form is what the page is for.
 */
export function ConfirmationGrounds({
  valuation,
  owner,
  owners,
}: {
  valuation: HomeValuation;
  /** The owner as a sentence names them ("Olivia", "you"). */
  owner: string;
  /** Whose purchase ("Olivia's", "Your"). */
  owners: string;
}) {
  return (
    <>
      <ValueExplanationCard explanation={valuation.explanation} value={valuation.instanceValue} owners={owners} />
      <PurchaseFacts valuation={valuation} owner={owner} />
      <Anchor
        renderRoot={(props) => <Link {...props} to="/home-valuation-summary/$id" params={{ id: valuation.id }} />}
        size="sm"
      >
        The value’s history, the improvements and similar sales on the summary →
      </Anchor>
    </>
  );
}
