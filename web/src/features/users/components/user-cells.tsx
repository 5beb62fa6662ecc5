/** The cells a contact's table row and phone card share (UserRows draws one or the other). */
import { Avatar, Badge, Box, Checkbox, Group, Text, VisuallyHidden } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { fullName } from '@shared/full-name';
import { lastLoginLabel } from '@shared/format/last-login';
import { followUpSuggestionTexts, isInvited, type FollowUpSuggestion, type UserListItem } from '@shared/users';
import { isOverdue } from '@shared/today';
import { isBeingDeleted, loggedInWithinDay, missingPhone } from '../row-facts';
import classes from './users-screen.module.css';

export interface RowsProps {
  users: UserListItem[];
  now: Date;
  /** Agents see follow-ups; admins see roles. */
  showFollowUps: boolean;
  onOpen: (user: UserListItem) => void;
  /** Rows picked for a bulk action (issue 29). */
  selection?: RowSelection;
}

export interface RowSelection {
  isSelected: (user: UserListItem) => boolean;
  onToggle: (user: UserListItem, on: boolean) => void;
}

/**
 * A row's checkbox: its click and keys stay its own, not the row's open. `large`: a phone's card,
 * where it sits in a 44 px label that toggles it too (QA 39 M3: a 20 px box beside a card that
 * opens the profile, so a missed tap opened the contact).
 */
export function SelectBox({
  user,
  selection,
  large = false,
}: {
  user: UserListItem;
  selection: RowSelection;
  large?: boolean;
}) {
  const name = fullName(user.details) || user.details.email;
  const box = (
    <Checkbox
      aria-label={`Select ${name}`}
      size={large ? 'md' : 'sm'}
      checked={selection.isSelected(user)}
      onChange={(event) => selection.onToggle(user, event.currentTarget.checked)}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
      data-testid="select-row"
    />
  );
  if (!large) return box;
  return (
    // The label holds the input, so a tap anywhere in it toggles the box; its name stays the aria-label.
    <label className={classes.selectHit} data-testid="select-row-area" onClick={(event) => event.stopPropagation()}>
      {box}
    </label>
  );
}

/** The header's checkbox: every row of this page, on or off. */
export function SelectPage({ users, selection }: { users: UserListItem[]; selection: RowSelection }) {
  const picked = users.filter((user) => selection.isSelected(user)).length;
  return (
    <Checkbox
      aria-label="Select this page"
      checked={users.length > 0 && picked === users.length}
      indeterminate={picked > 0 && picked < users.length}
      onChange={(event) => {
        for (const user of users) selection.onToggle(user, event.currentTarget.checked);
      }}
      data-testid="select-page"
    />
  );
}

const initials = (user: UserListItem) =>
  `${user.details.firstName.charAt(0)}${user.details.lastName.charAt(0)}`.toUpperCase() || '?';

/** `wrap`: a phone's card, where the name takes two lines rather than be cut (larger text). */
export function NameCell({ user, wrap = false }: { user: UserListItem; wrap?: boolean }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar radius="xl" color="brand" size={36} className={classes.nameAvatar}>
        {initials(user)}
      </Avatar>
      <Box style={{ minWidth: 0 }}>
        {/* A badge goes under the name when both do not fit: 'Hannah Lee' is never cut to 'Hanna…'. */}
        <Group gap={6} wrap="wrap" style={{ rowGap: 2 }}>
          <Text
            fw={600}
            size="sm"
            maw="100%"
            title={fullName(user.details) || user.details.email}
            {...(wrap ? { lineClamp: 2, style: { overflowWrap: 'anywhere' } } : { truncate: true })}
          >
            {fullName(user.details) || user.details.email}
          </Text>
          {isInvited(user) && (
            <Badge size="xs" variant="light" color="orange" className={classes.whole}>
              Invited
            </Badge>
          )}
          {user.status === 'archived' && (
            <Badge size="xs" variant="light" color="gray" className={classes.whole}>
              Archived
            </Badge>
          )}
          {isBeingDeleted(user) && (
            <Badge size="xs" variant="light" color="red" className={classes.whole}>
              Being deleted
            </Badge>
          )}
        </Group>
        {/* On a phone's card the address wraps (QA 39 L4: cut to 18 characters, the list could not be scanned by it). */}
        <Text
          size="xs"
          c="dimmed"
          title={user.details.email}
          {...(wrap ? { style: { overflowWrap: 'anywhere' } } : { truncate: true })}
        >
          {user.details.email}
        </Text>
      </Box>
    </Group>
  );
}

/**
 * "Last login 2026-09-08" on a phone's card (QA 39 L5: a bare date or "23 days ago" said
 * nothing); the table's column heading says it there. "Never signed in" says it alone.
 */
export function lastLoginBadgeText(lastLoginAt: string | undefined, now: Date, labelled: boolean): string {
  const when = lastLoginLabel(lastLoginAt, now);
  if (!labelled || !lastLoginAt) return when;
  return `Last login ${when === 'Today' || when === 'Yesterday' ? when.toLowerCase() : when}`;
}

export function LastLogin({ user, now, labelled = false }: { user: UserListItem; now: Date; labelled?: boolean }) {
  const recent = loggedInWithinDay(user.lastLoginAt, now);
  return (
    <Badge
      variant={recent ? 'filled' : 'light'}
      color={recent ? 'teal' : 'gray'}
      size="sm"
      data-recent={recent || undefined}
      className={`${classes.loginBadge} ${classes.whole}`}
    >
      {lastLoginBadgeText(user.lastLoginAt, now, labelled)}
    </Badge>
  );
}

/** The phone, or the spec's placeholder dimmed, which a screen reader hears as "No phone". */
export function Phone({ phone }: { phone: string | undefined }) {
  if (phone) return <span className={classes.whole}>{phone}</span>;
  return (
    <span className={`${classes.whole} ${classes.noPhone}`} data-missing-phone>
      <span aria-hidden="true">{missingPhone}</span>
      <VisuallyHidden component="span">No phone</VisuallyHidden>
    </span>
  );
}

/**
 * A follow-up suggestion (issue 16): the contact opened or clicked e-mails twice this week and
 * has no follow-up yet. Words, not only a colour, so a screen reader says the same; it goes
 * once the agent sets a follow-up (the server clears it).
 */
export function FollowUpSuggestionHint({
  suggestion,
  wrap = false,
}: {
  suggestion: FollowUpSuggestion;
  wrap?: boolean;
}) {
  return (
    <Group gap={6} wrap="nowrap" align={wrap ? 'flex-start' : 'center'} data-follow-up-suggestion>
      <Badge size="xs" variant="light" color="grape" className={classes.whole}>
        Suggested
      </Badge>
      <Text size="xs" c="dimmed" className={wrap ? classes.wrappedNote : classes.note}>
        {followUpSuggestionTexts[suggestion.reason]}
      </Text>
    </Group>
  );
}

/**
 * The follow-up date (warning colour when overdue) with its note beneath, always visible; `wrap`:
 * a phone's card, where the note wraps rather than lose its point (QA 39 L4).
 */
export function FollowUpText({ user, now, wrap = false }: { user: UserListItem; now: Date; wrap?: boolean }) {
  if (!user.followUp && user.followUpSuggestion)
    return <FollowUpSuggestionHint suggestion={user.followUpSuggestion} wrap={wrap} />;
  if (!user.followUp)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const overdue = isOverdue(user.followUp.date, now);
  return (
    <Box miw={0}>
      <Text
        size="sm"
        fw={overdue ? 600 : 400}
        c={overdue ? 'orange.8' : undefined}
        data-overdue={overdue || undefined}
        className={classes.whole}
      >
        {user.followUp.date}
      </Text>
      {user.followUp.note && (
        <Text size="xs" c="dimmed" className={wrap ? classes.wrappedNote : classes.note} title={user.followUp.note}>
          {user.followUp.note}
        </Text>
      )}
    </Box>
  );
}

/**
 * How a row opens: a click or Enter, unless the user is being deleted (document 2 §2, the
 * delete job): that row is inert and says so (`aria-disabled`).
 */
export function rowProps(user: UserListItem, onOpen: (user: UserListItem) => void) {
  if (isBeingDeleted(user)) return { 'aria-disabled': true, 'data-deleting': true };
  return {
    onClick: () => onOpen(user),
    onKeyDown: (event: KeyboardEvent) => event.key === 'Enter' && onOpen(user),
    tabIndex: 0,
  };
}
