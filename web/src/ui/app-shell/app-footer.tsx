import { Anchor, Box, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import classes from './app-shell.module.css';
import { BrandLogo } from './brand-logo';
import { SocialIcon } from '../icons/social-icons';
import { mainNav } from './nav-items';
import { socialLinks } from './site-links';

function Heading({ children }: { children: string }) {
  return (
    <Text size="xs" fw={700} tt="uppercase" lts={0.6} c="dimmed" mb="sm">
      {children}
    </Text>
  );
}

export interface AppFooterProps {
  productName: string;
  /** The brokerage that offers the product, from `/config.json`. */
  brokerage: { name: string; url: string };
}

/** The footer of document 3 §2.2: the tagline and links to the brokerage, About, Privacy Policy and social pages. */
export function AppFooter({ productName, brokerage }: AppFooterProps) {
  return (
    <Box component="footer" className={classes.footer}>
      <Container py={{ base: 40, sm: 56 }}>
        {/* Plain CSS grid: the footer is on every first load, Mantine's Grid is not needed for it. */}
        <div className={classes.footerGrid}>
          <div className={classes.footerBrand}>
            <Stack gap="sm" maw={360}>
              <BrandLogo productName={productName} />
              <Title order={2} fz={22} fw={700} data-testid="footer-tagline">
                Your Home. {productName}.
              </Title>
              <Text size="sm" c="dimmed">
                Monthly neighbourhood sold reports, home search and home valuations across the Greater Toronto Area.
              </Text>
            </Stack>
          </div>
          <div>
            <Heading>Explore</Heading>
            <Stack gap={8}>
              {mainNav.map((item) => (
                <Link key={item.section} {...item.link} className={classes.footerLink}>
                  {item.label}
                </Link>
              ))}
            </Stack>
          </div>
          <div>
            <Heading>Company</Heading>
            <Stack gap={8}>
              <a className={classes.footerLink} href={brokerage.url} target="_blank" rel="noopener noreferrer">
                Brokerage
              </a>
              <Link to="/about" className={classes.footerLink}>
                About
              </Link>
              <Link to="/privacy" className={classes.footerLink}>
                Privacy Policy
              </Link>
            </Stack>
          </div>
          <div className={classes.footerSocial}>
            <Heading>Follow us</Heading>
            <Group gap={4}>
              {socialLinks.map((link) => (
                <a
                  key={link.network}
                  className={classes.socialLink}
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                >
                  <SocialIcon network={link.network} />
                </a>
              ))}
            </Group>
          </div>
        </div>
        <Divider my="lg" />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()}{' '}
            <Anchor href={brokerage.url} target="_blank" rel="noopener noreferrer" inherit c="dimmed">
              {brokerage.name}
            </Anchor>
            . All rights reserved.
          </Text>
          <Text size="xs" c="dimmed">
            Contains information licensed under the Open Government Licence – Toronto.
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
