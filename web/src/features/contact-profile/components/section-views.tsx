import { Anchor, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { absoluteUrl } from '@shared/agent';
import { displayDate } from '@shared/format/dates';
import { ownershipDateLabel, ownershipLabels } from '@shared/profile';
import type { ManagedProfile } from '@shared/profile-sections';
import { logoImage } from '../../../ui/default-images';
import { accountValues, contactMethodLabels, homeOwnershipValues } from '../../../ui/profile-forms/profile-form-values';
import { agentFieldLabels, agentValues, isCustomer, showsPhone } from '../section-values';

/** A label and its value; an empty value reads 'Not set'. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} c={children ? undefined : 'dimmed'}>
        {children || 'Not set'}
      </Text>
    </Stack>
  );
}

export function AccountView({ profile, own }: { profile: ManagedProfile; own: boolean }) {
  const values = accountValues(profile);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Fact label="Email">{profile.email}</Fact>
      <Fact label="First name">{values.firstName}</Fact>
      <Fact label="Last name">{values.lastName}</Fact>
      {showsPhone(profile, own) && <Fact label="Phone">{values.phone}</Fact>}
      {isCustomer(profile) && (
        <>
          <Fact label="Mailing address">{values.address}</Fact>
          {/* Dates read as everywhere else in the product; the form types them mm/dd/yyyy (QA 55a L4). */}
          <Fact label="Date of birth">{profile.dob && displayDate(profile.dob)}</Fact>
          <Fact label="Contact preference">{contactMethodLabels[values.preferredContactMethod]}</Fact>
        </>
      )}
    </SimpleGrid>
  );
}

export function HomeOwnershipView({ profile }: { profile: ManagedProfile }) {
  const values = homeOwnershipValues(profile);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Fact label="Status">{values.ownershipStats && ownershipLabels[values.ownershipStats].status}</Fact>
      <Fact label={ownershipDateLabel(values.ownershipStats)}>
        {profile.purchaseDate && displayDate(profile.purchaseDate)}
      </Fact>
    </SimpleGrid>
  );
}

export function AgentView({ profile, onChangeLogo }: { profile: ManagedProfile; onChangeLogo?: () => void }) {
  const values = agentValues(profile);
  const link = (value: string) =>
    value && (
      <Anchor href={absoluteUrl(value)} target="_blank" rel="noopener noreferrer">
        {value}
      </Anchor>
    );
  // The saved logo, or the default one when none is set (document 2 §2).
  const logo = logoImage(profile.logoUrl);
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          Logo
        </Text>
        <Group gap="md" align="flex-end">
          <Image src={logo.src} alt={logo.alt} w={120} h={60} fit="contain" radius="sm" bg="gray.0" />
          {onChangeLogo && (
            <Anchor component="button" type="button" size="sm" onClick={onChangeLogo}>
              Change logo
            </Anchor>
          )}
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label={agentFieldLabels.jobDescription}>{values.jobDescription}</Fact>
        <Fact label={agentFieldLabels.website}>{link(values.website)}</Fact>
      </SimpleGrid>
      <Fact label={agentFieldLabels.aboutMe}>{values.aboutMe}</Fact>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label={agentFieldLabels.instagram}>{link(values.instagram)}</Fact>
        <Fact label={agentFieldLabels.linkedin}>{link(values.linkedin)}</Fact>
        <Fact label={agentFieldLabels.facebook}>{link(values.facebook)}</Fact>
        <Fact label={agentFieldLabels.twitter}>{link(values.twitter)}</Fact>
      </SimpleGrid>
    </Stack>
  );
}
