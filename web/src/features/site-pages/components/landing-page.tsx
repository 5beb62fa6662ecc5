import { Anchor, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, linkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { HomeSearchIcon, MapPinIcon, ReportIcon, ValuationIcon } from './landing-icons';
import classes from './landing-page.module.css';

export interface LandingPageProps {
  productName: string;
  brokerageName: string;
  contactEmail: string;
}

const features = [
  {
    icon: <ReportIcon />,
    title: 'Monthly sold reports',
    text: 'Every neighbourhood of the Greater Toronto Area, each month: what sold, for how much, how fast and against its asking price, by type of home.',
    link: linkOptions({ to: '/neighbourhoods' }),
    action: 'Browse the sold reports',
  },
  {
    icon: <MapPinIcon />,
    title: 'The neighbourhood map',
    text: 'Find a neighbourhood on the map, see its latest month at a glance and follow the ones you care about.',
    link: linkOptions({ to: '/neighbourhood/map' }),
    action: 'Open the map',
  },
  {
    icon: <HomeSearchIcon />,
    title: 'Home search',
    text: 'Homes for sale and for lease on a map or in a gallery, with the filters that matter and the sold history next door.',
    link: linkOptions({ to: '/home-search/$mapType/$saleType', params: { mapType: 'map', saleType: 'sale' } }),
    action: 'Search homes',
  },
  {
    icon: <ValuationIcon />,
    title: 'Home valuations',
    text: 'An estimate of what your home is worth today, from recent comparable sales, confirmed by your agent and kept up to date.',
    link: linkOptions({ to: '/home-valuation/$type', params: { type: 'property-valuation' } }),
    action: 'Value your home',
  },
] as const;

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <span className={classes.step} aria-hidden>
        {number}
      </span>
      <Stack gap={4}>
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Text c="dimmed">{children}</Text>
      </Stack>
    </Group>
  );
}

/**
 * `/get-started`, the landing page (document 3 §2.12): what the product is, and the two ways
 * in: sign in, or ask your realtor for an invitation (the site is invitation-only, document 1 §1).
 */
export function LandingPage({ productName, brokerageName, contactEmail }: LandingPageProps) {
  return (
    <>
      <Box component="section" className={classes.hero} aria-labelledby="landing-title">
        <Container className={classes.heroInner}>
          <Stack gap="lg" maw={680} align="flex-start">
            <span className={classes.eyebrow}>Invitation-only beta · Greater Toronto Area</span>
            <Title order={1} id="landing-title" className={classes.heroTitle}>
              Know what homes in your neighbourhood really sell for.
            </Title>
            <Text size="xl" className={classes.heroText}>
              {productName} brings you monthly sold reports for every GTA neighbourhood, a map and gallery of homes for
              sale and lease, and a value for your own home confirmed by your agent. It comes to you through your
              realtor at {brokerageName}.
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/sign-in" size="lg">
                Sign In
              </Button>
              <Button component="a" href="#request-access" size="lg" variant="white" color="dark">
                Request access
              </Button>
            </Group>
            <Text size="sm" className={classes.heroText}>
              Just looking?{' '}
              <Link to="/neighbourhoods" className={classes.heroLink}>
                Explore the neighbourhoods
              </Link>{' '}
              without an account.
            </Text>
          </Stack>
        </Container>
      </Box>

      <Box component="section" className={classes.section} aria-labelledby="features-title">
        <Container>
          <Stack gap="xs" mb={40} maw={640}>
            <Text fw={700} c="brand" tt="uppercase" lts={0.6} size="sm">
              What you get
            </Text>
            <Title order={2} id="features-title" fz={{ base: 'clamp(1.25rem, 9vw, 1.75rem)', sm: 36 }}>
              The whole market, neighbourhood by neighbourhood
            </Title>
            <Text c="dimmed" size="lg">
              Sold prices need an account, as the regional real-estate board requires. Yours shows every sale, not a
              sample.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {features.map((feature) => (
              <Paper
                key={feature.title}
                withBorder
                radius="lg"
                // lg, and md on the narrowest phones (more room for larger text).
                p="clamp(1rem, 5.2vw, 1.25rem)"
                className={classes.featureCard}
              >
                <Stack gap="sm" h="100%">
                  <ThemeIcon size={48} radius="md" variant="light">
                    {feature.icon}
                  </ThemeIcon>
                  <Title order={3} fz="clamp(1rem, 4.7vw, 1.125rem)">
                    {feature.title}
                  </Title>
                  <Text c="dimmed" size="sm" style={{ flex: 1 }}>
                    {feature.text}
                  </Text>
                  <Anchor renderRoot={(props) => <Link {...feature.link} {...props} />} fw={600} size="sm">
                    {feature.action} →
                  </Anchor>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box
        component="section"
        id="request-access"
        className={`${classes.section} ${classes.tinted}`}
        aria-labelledby="access-title"
      >
        <Container>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
            <Stack gap="xl">
              <Stack gap="xs">
                <Text fw={700} c="brand" tt="uppercase" lts={0.6} size="sm">
                  Request access
                </Text>
                <Title order={2} id="access-title" fz={{ base: 28, sm: 36 }}>
                  Access comes from your realtor
                </Title>
                <Text c="dimmed" size="lg">
                  {productName} is offered to the clients of {brokerageName}. Your agent sets up your account, so that
                  your reports, valuations and showings reach the person who looks after you.
                </Text>
              </Stack>
              <Stack gap="lg">
                <Step number={1} title="Ask your realtor for an invitation">
                  Tell your agent the e-mail address you want to use for your account.
                </Step>
                <Step number={2} title="Open the link in your invitation">
                  It takes you to sign-up with your address filled in. Choose a password and confirm the code we e-mail
                  you.
                </Step>
                <Step number={3} title="Sign in and see every sale">
                  Sold prices, your followed neighbourhoods, your home's value and your agent, all in one place.
                </Step>
              </Stack>
              <Group gap="sm">
                <Button component={Link} to="/sign-up-waitlist" size="md" data-wrap>
                  No realtor yet? Join the waitlist
                </Button>
                <Button component="a" href={`mailto:${contactEmail}`} size="md" variant="default">
                  Contact us
                </Button>
              </Group>
            </Stack>
            <img
              src="/auth/slide-2.svg"
              alt="A row of Toronto houses along a tree-lined street"
              className={classes.streetArt}
              loading="lazy"
            />
          </SimpleGrid>
        </Container>
      </Box>

      <Box component="section" className={`${classes.section} ${classes.closing}`} aria-labelledby="closing-title">
        <Container>
          <Group justify="space-between" align="center" gap="lg">
            <Stack gap={4}>
              <Title order={2} id="closing-title" c="white" fz={{ base: 24, sm: 30 }}>
                Already invited?
              </Title>
              <Text c="brand.0">Sign in with the e-mail address your realtor invited.</Text>
            </Stack>
            <Button component={Link} to="/sign-in" size="lg" variant="white">
              Sign In
            </Button>
          </Group>
        </Container>
      </Box>
    </>
  );
}
