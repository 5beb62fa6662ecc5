import { Stack } from '@mantine/core';
import { lazy, useState, type ReactNode } from 'react';
import type { ManagedProfile } from '@shared/profile-sections';
import { usePictureDialog } from '../hooks/use-picture-dialog';
import { isAgent, isCustomer } from '../section-values';
import { SectionCard } from './section-card';
import { AccountView, AgentView, HomeOwnershipView } from './section-views';
import { SubscriptionsSection } from './subscriptions-section';
import { TestimonialsSection } from './testimonials-section';

// The forms (masks, zod, the phone rules) load when a section is first edited.
const AccountForm = lazy(() => import('./account-form').then((module) => ({ default: module.AccountForm })));
const HomeOwnershipForm = lazy(() =>
  import('./home-ownership-form').then((module) => ({ default: module.HomeOwnershipForm })),
);
const AgentDetailsForm = lazy(() =>
  import('./agent-details-form').then((module) => ({ default: module.AgentDetailsForm })),
);

/** The one section open for edit; a testimonial is edited by its index (-1: a new one). */
type OpenSection = { section: 'account' | 'homeOwnership' | 'agent' } | { section: 'testimonials'; index: number };

interface ProfileSectionsProps {
  profile: ManagedProfile;
  /** My profile (the caller's own), rather than a contact's Profile tab. */
  own: boolean;
  /** Document 2 §2, §6: Monthly Sold Reports shows when an agent views a customer. */
  showsSubscriptions: boolean;
  /** Fetches the profile again (after a 409); resolves when it has. */
  reload: () => Promise<unknown>;
  /** The headshot and its dialog, at the top of Account details. */
  headshot?: ReactNode;
}

/**
 * A profile's sections (document 2 §2 "Profile tab", "My profile"; §4 "Profile sections"):
 * each toggles between view and edit, one at a time: opening one closes the other, whose
 * unsaved values are dropped (Cancel restores the last saved ones). A save closes its section;
 * the profile then reloads.
 */
export function ProfileSections({ profile, own, showsSubscriptions, reload, headshot }: ProfileSectionsProps) {
  const [open, setOpen] = useState<OpenSection | null>(null);
  // A form remounts on Reload and whenever its section's version changes, so it edits the
  // latest values with the latest version.
  const [reloads, setReloads] = useState(0);
  const formKey = (section: keyof ManagedProfile['sectionVersions']) =>
    `${reloads}-${profile.sectionVersions[section]}`;
  const close = () => setOpen(null);
  const onReload = () => void reload().then(() => setReloads((count) => count + 1));
  const formProps = { profile, own, onDone: close, onReload };
  const customer = isCustomer(profile);
  const agent = isAgent(profile);
  const logoDialog = usePictureDialog(profile);

  return (
    <Stack gap="md">
      <SectionCard
        title="Account details"
        editing={open?.section === 'account'}
        onEdit={() => setOpen({ section: 'account' })}
        aside={headshot}
        view={<AccountView profile={profile} own={own} />}
        form={<AccountForm key={formKey('account')} {...formProps} />}
      />
      {customer && !own && (
        <SectionCard
          title="Home ownership"
          editing={open?.section === 'homeOwnership'}
          onEdit={() => setOpen({ section: 'homeOwnership' })}
          view={<HomeOwnershipView profile={profile} />}
          form={<HomeOwnershipForm key={formKey('homeOwnership')} {...formProps} />}
        />
      )}
      {showsSubscriptions && customer && <SubscriptionsSection profile={profile} onReload={onReload} />}
      {agent && (
        <SectionCard
          title="Agent details"
          editing={open?.section === 'agent'}
          onEdit={() => setOpen({ section: 'agent' })}
          view={<AgentView profile={profile} onChangeLogo={() => logoDialog.change('logo')} />}
          form={<AgentDetailsForm key={formKey('agent')} {...formProps} />}
        />
      )}
      {agent && (
        <TestimonialsSection
          profile={profile}
          own={own}
          editing={open?.section === 'testimonials' ? open.index : null}
          onEdit={(index) => setOpen({ section: 'testimonials', index })}
          onDone={close}
          onReload={onReload}
          formKey={formKey('testimonials')}
        />
      )}
      {logoDialog.dialog}
    </Stack>
  );
}
