import { Paper, Text, Title } from '@mantine/core';
import { formatCurrency } from '@shared/format/currency';
import { homeLastSale, replacedPurchase } from '@shared/home-value/last-sale';
import type { HomeValuation } from '@shared/home-value/types';
import classes from './home-valuation.module.css';

// A figure in one piece: a line may otherwise break after its sign ("−" alone) or a date's hyphen.
const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * The home's last sale beside today's estimate (issue 25): the owner's purchase when given, else
 * the listing's last sale; never a lease. None known: nothing shown.
 */
export function PurchaseFacts({ valuation, owner }: { valuation: HomeValuation; owner: string }) {
  const sale = homeLastSale(valuation);
  if (!sale) return null;
  const change = valuation.instanceValue - sale.price;
  const bought = sale.source === 'purchase';
  const replaced = replacedPurchase(valuation);
  // A price the estimate set aside as far from what similar homes sell for (a typo, a house
  // bought to be torn down) is no gain or loss to show in colour (QA 63a L3: "+$705,266, +904.2%"
  // in green beside "If the price you entered is mistyped, correct it").
  const carried = valuation.explanation?.carriedSale;
  const setAside =
    carried?.date === sale.date &&
    carried.price === sale.price &&
    (carried.setAside === 'aboveComparables' || carried.setAside === 'belowComparables');
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="purchase-title">
      <Title order={2} fz={18} id="purchase-title" mb="xs">
        {bought ? `Since ${owner} bought` : 'Since it last sold'}
      </Title>
      {/* As many columns as have 7rem: two on a phone, one with larger text on a 320 px one. */}
      <div className={classes.saleFigures}>
        <div>
          <Text size="xs" c="dimmed">
            {bought ? 'Purchase price' : 'Last sold price'}
          </Text>
          <Text fw={600} style={nowrap}>
            {formatCurrency(sale.price)}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {bought ? 'Purchase date' : 'Last sold date'}
          </Text>
          <Text fw={600} style={nowrap}>
            {sale.date}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Change to today&apos;s estimate
          </Text>
          <Text fw={600} c={setAside ? 'dimmed' : change >= 0 ? 'teal.8' : 'red.7'} style={nowrap}>
            {`${change >= 0 ? '+' : '−'}${formatCurrency(Math.abs(change))}`}
          </Text>
          {/* The figure in one piece; the words may wrap (a 7rem column on a 320 px phone). */}
          <Text size="xs" c="dimmed">
            <span
              style={nowrap}
            >{`${change >= 0 ? '+' : '−'}${Math.abs((change / sale.price) * 100).toFixed(1)}%`}</span>
            {` of the ${bought ? 'purchase' : 'sale'} price`}
          </Text>
        </div>
      </div>
      {setAside && (
        <Text size="sm" c="dimmed" mt="xs" data-testid="purchase-set-aside">
          The estimate sets this price aside as far from what similar homes nearby have sold for: see What moved the
          value.
        </Text>
      )}
      {replaced && (
        <Text size="sm" c="dimmed" mt="xs">
          {`The home sold again after the purchase ${owner} entered (${formatCurrency(replaced.price)} on ${replaced.date}), so the estimate starts from this later sale.`}
        </Text>
      )}
    </Paper>
  );
}
