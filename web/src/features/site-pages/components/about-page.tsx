import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageSection, StaticPage } from './static-page';

export interface AboutPageProps {
  productName: string;
  brokerageName: string;
  /** Its mailing address, given with the other ways to reach us. */
  brokerageAddress: string;
  brokerageUrl: string;
  contactEmail: string;
}

/** `/about`: who offers the product, what it does, where its figures come from, and how to reach us. */
export function AboutPage({
  productName,
  brokerageName,
  brokerageAddress,
  brokerageUrl,
  contactEmail,
}: AboutPageProps) {
  return (
    <StaticPage
      title={`About ${productName}`}
      lead={`${productName} is how the clients of ${brokerageName} follow the Greater Toronto Area's housing market: neighbourhood by neighbourhood, month by month, with their own agent beside them.`}
    >
      <PageSection id="what" title="What it does">
        <ul>
          <li>
            <strong>Monthly sold reports</strong> for every neighbourhood of Toronto and the surrounding communities:
            the homes that sold, their prices, days on market and sale-to-list ratios, by type of home.
          </li>
          <li>
            <strong>A neighbourhood map</strong> to find an area, see its latest month and follow the ones you care
            about, with a newsletter when their reports come out.
          </li>
          <li>
            <strong>Home search</strong> on a map or in a gallery, for sale and for lease, with each listing’s history.
          </li>
          <li>
            <strong>Home valuations</strong> built from recent comparable sales, which your agent confirms and keeps up
            to date.
          </li>
        </ul>
      </PageSection>

      <PageSection id="who" title="Who we are">
        <Text>
          {productName} is offered by{' '}
          <Anchor href={brokerageUrl} target="_blank" rel="noopener noreferrer" inherit>
            {brokerageName}
          </Anchor>
          , a real-estate brokerage serving the Greater Toronto Area. Access is by invitation: each client’s account is
          set up by their agent, who sees what they follow and is there when they are ready to buy, sell or lease.
        </Text>
      </PageSection>

      <PageSection id="figures" title="Where the figures come from">
        <Text>
          The reports are computed each month from the listings and sales the brokerage receives, and every figure is
          shown in Toronto time. The regional real-estate board requires sign-in to see sold prices, so visitors see
          neighbourhood figures only where they cover at least three sales, and a blurred sample in place of the list.
        </Text>
        <Text>
          Neighbourhood names and boundaries contain information licensed under the Open Government Licence – Toronto.
        </Text>
      </PageSection>

      <PageSection id="contact" title="Get in touch">
        <Text>
          Write to us at{' '}
          <Anchor href={`mailto:${contactEmail}`} inherit>
            {contactEmail}
          </Anchor>
          . If you are a client, your agent is the quickest way to us. Read how we handle your information in our{' '}
          <Anchor component={Link} to="/privacy" inherit>
            Privacy Policy
          </Anchor>
          .
        </Text>
        <Text>
          By post: {brokerageName}, {brokerageAddress}.
        </Text>
        <Group gap="sm" mt="xs">
          <Button component={Link} to="/get-started">
            Get started
          </Button>
          <Button component={Link} to="/neighbourhoods" variant="default" data-wrap>
            Explore the neighbourhoods
          </Button>
        </Group>
      </PageSection>
    </StaticPage>
  );
}
