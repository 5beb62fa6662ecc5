import {
  ActionIcon,
  Anchor,
  Avatar,
  Blockquote,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { absoluteUrl, type AgentProfile } from '@shared/agent';
import { fullName } from '@shared/full-name';
import { headshotImage, logoImage } from '../../../ui/default-images';
import { telHref } from '@shared/phone-link';
import { SocialIcon } from '../../../ui/icons/social-icons';
import { agentNetworks } from '../agent-networks';

/** Document 1 §2.8, verbatim. */
export const agentQuote = 'Our agents live and breathe doing what is right for their clients.';

/**
 * The agent details page (document 1 §2.8): logo, headshot, name, job description, phone,
 * an Email button, a Website button when there is a website, social links, the quote,
 * testimonials and "More about" the agent.
 */
export function AgentDetails({ agent }: { agent: AgentProfile }) {
  const name = fullName(agent);
  const networks = agentNetworks.filter(({ network }) => agent.socialMedias[network]);
  return (
    <Stack gap="xl">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
        <Group justify="space-between" align="flex-start" wrap="wrap-reverse" gap="lg">
          <Group gap="xl" align="center" wrap="wrap">
            <Avatar size={140} radius={140} color="brand" name={name} {...headshotImage(agent.headshotUrl, name)} />
            <Stack gap={6} miw={0}>
              <Title
                order={1}
                fz={{ base: 'clamp(1.5rem, 9vw, 1.75rem)', sm: 36 }}
                style={{ overflowWrap: 'anywhere' }}
              >
                {name}
              </Title>
              {agent.jobDescription && (
                <Text size="lg" c="dimmed">
                  {agent.jobDescription}
                </Text>
              )}
              {agent.phone && (
                <Anchor href={telHref(agent.phone)} fw={600} size="lg">
                  {agent.phone}
                </Anchor>
              )}
              <Group gap="sm" mt="xs">
                <Button component="a" href={`mailto:${agent.email}`}>
                  Email
                </Button>
                {agent.website && (
                  <Button
                    component="a"
                    href={absoluteUrl(agent.website)}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="light"
                  >
                    Website
                  </Button>
                )}
              </Group>
              {networks.length > 0 && (
                <Group gap={4} mt="xs">
                  {networks.map(({ network, label, icon }) => (
                    <ActionIcon
                      key={network}
                      component="a"
                      href={absoluteUrl(agent.socialMedias[network]!)}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="subtle"
                      color="gray"
                      size="lg"
                      aria-label={label}
                    >
                      <SocialIcon network={icon} />
                    </ActionIcon>
                  ))}
                </Group>
              )}
            </Stack>
          </Group>
          <Image {...logoImage(agent.logoUrl)} h={64} w="auto" fit="contain" data-testid="agent-logo" />
        </Group>
      </Paper>

      <Blockquote color="brand" radius="lg" fz={{ base: 'lg', sm: 'xl' }} fw={500}>
        {agentQuote}
      </Blockquote>

      {agent.aboutMe && (
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Title order={2} fz="xl" mb="sm">
            More about {agent.firstName}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{agent.aboutMe}</Text>
        </Paper>
      )}

      {agent.testimonials.length > 0 && (
        <Stack gap="md">
          <Title order={2} fz="xl">
            Testimonials
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {agent.testimonials.map((testimonial) => (
              <Paper key={testimonial} withBorder radius="lg" p="lg" bg="gray.0">
                <Text fs="italic">“{testimonial}”</Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
