import { Stack } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ManagedProfile } from '@shared/profile-sections';
import { usePictureDialog } from '../hooks/use-picture-dialog';
import { useFormReload } from '../../../ui/profile-forms/use-form-reload';
import { isAgent, isCustomer } from '../section-values';
import { SectionCard, sectionHeadingOrder } from './section-card';
import { AccountView, AgentView, HomeOwnershipView } from './section-views';
import { SubscriptionsSection } from './subscriptions-section';
import { TestimonialsSection } from './testimonials-section';

// The forms (masks, zod, the phone rules) load when a section is first edited.
const AccountForm = lazy(() => import('./section-forms').then((module) => ({ default: module.AccountSectionForm })));
const HomeOwnershipForm = lazy(() =>
  import('./section-forms').then((module) => ({ default: module.HomeOwnershipSectionForm })),
);
const AgentDetailsForm = lazy(() =>
  import('./agent-details-form').then((module) => ({ default: module.AgentDetailsForm })),
);

const ConfirmDialog = lazy(() => import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

/** The one section open for edit; a testimonial is edited by its index (-1: a new one). */
type OpenSection = { section: 'account' | 'homeOwnership' | 'agent' } | { section: 'testimonials'; index: number };

const sectionTitles: Record<OpenSection['section'], string> = {
  account: 'Account details',
  homeOwnership: 'Home ownership',
  agent: 'Agent details',
  testimonials: 'Testimonials',
};

const sameSection = (a: OpenSection, b: OpenSection) =>
  a.section === b.section && (a.section !== 'testimonials' || (b.section === 'testimonials' && a.index === b.index));

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
 * each toggles between view and edit, one at a time: opening one closes the other. When the
 * open one has changes not saved (anything typed or chosen in it), opening another asks first:
 * "Discard your changes to Account details?" (issue 29). Cancel restores the last saved values.
 * A save closes its section; the profile then reloads.
 */
export function ProfileSections({ profile, own, showsSubscriptions, reload, headshot }: ProfileSectionsProps) {
  const [open, setOpenSection] = useState<OpenSection | null>(null);
  // Whether the open section's form was changed, and the section asked for meanwhile.
  const [dirty, setDirty] = useState(false);
  const [asked, setAsked] = useState<OpenSection | null>(null);
  const [askedOnce, setAskedOnce] = useState(false);
  const show = (next: OpenSection | null) => {
    setOpenSection(next);
    setDirty(false);
  };
  const setOpen = (next: OpenSection) => {
    if (open && dirty && !sameSection(open, next)) {
      setAskedOnce(true);
      setAsked(next);
    } else show(next);
  };
  const markDirty = () => setDirty(true);
  // Input and change events bubble from every field of the open form (masked ones too).
  const watched = (form: ReactNode) => (
    <div onInput={markDirty} onChange={markDirty}>
      {form}
    </div>
  );
  // A form remounts on Reload and whenever its section's version changes, so it edits the
  // latest values with the latest version.
  const reloading = useFormReload(reload);
  const formKey = (section: keyof ManagedProfile['sectionVersions']) =>
    reloading.formKey(profile.sectionVersions[section]);
  const close = () => show(null);
  const { onReload } = reloading;
  const formProps = { profile, own, onDone: close, onReload };
  const customer = isCustomer(profile);
  const agent = isAgent(profile);
  const logoDialog = usePictureDialog(profile);
  const headingOrder = sectionHeadingOrder(own);

  return (
    <Stack gap="md">
      <SectionCard
        title="Account details"
        headingOrder={headingOrder}
        editing={open?.section === 'account'}
        onEdit={() => setOpen({ section: 'account' })}
        aside={headshot}
        view={<AccountView profile={profile} own={own} />}
        form={watched(<AccountForm key={formKey('account')} {...formProps} />)}
      />
      {customer && !own && (
        <SectionCard
          title="Home ownership"
          headingOrder={headingOrder}
          editing={open?.section === 'homeOwnership'}
          onEdit={() => setOpen({ section: 'homeOwnership' })}
          view={<HomeOwnershipView profile={profile} />}
          form={watched(<HomeOwnershipForm key={formKey('homeOwnership')} {...formProps} />)}
        />
      )}
      {showsSubscriptions && customer && <SubscriptionsSection profile={profile} onReload={onReload} />}
      {agent && (
        <SectionCard
          title="Agent details"
          headingOrder={headingOrder}
          editing={open?.section === 'agent'}
          onEdit={() => setOpen({ section: 'agent' })}
          view={<AgentView profile={profile} onChangeLogo={() => logoDialog.change('logo')} />}
          form={watched(<AgentDetailsForm key={formKey('agent')} {...formProps} />)}
        />
      )}
      {agent && (
        <div onInput={open?.section === 'testimonials' ? markDirty : undefined}>
          <TestimonialsSection
            profile={profile}
            own={own}
            editing={open?.section === 'testimonials' ? open.index : null}
            onEdit={(index) => setOpen({ section: 'testimonials', index })}
            onDone={close}
            onReload={onReload}
            formKey={formKey('testimonials')}
          />
        </div>
      )}
      {logoDialog.dialog}
      {askedOnce && open && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened={asked !== null}
            title="Unsaved changes"
            confirmLabel="Discard"
            busy={false}
            onCancel={() => setAsked(null)}
            onConfirm={() => {
              show(asked);
              setAsked(null);
            }}
          >
            Discard your changes to {sectionTitles[open.section]}?
          </ConfirmDialog>
        </Suspense>
      )}
    </Stack>
  );
}
