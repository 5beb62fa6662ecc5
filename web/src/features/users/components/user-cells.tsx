/** The cells a contact's table row and phone card share (UserRows draws one or the other). */
import { Link } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { fullName } from '@shared/full-name';
import { lastLoginLabel } from '@shared/format/last-login';
import { isInvited, suggestionHint, type FollowUpSuggestion, type UserListItem } from '@shared/users';
import { isOverdue } from '@shared/follow-up';
import { userPageLink } from '../hooks/use-list-navigation';
import type { ListState } from '../list-state';
import { isBeingDeleted, loggedInWithinDay, missingPhone } from '../row-facts';
import cells from './user-cells.module.css';
import classes from './users-screen.module.css';

export interface RowsProps {
  users: UserListItem[];
  now: Date;
  /** Agents see follow-ups; admins see roles. */
  showFollowUps: boolean;
  onOpen: (user: UserListItem) => void;
  /** The list's search and page, which a row's link keeps for Back. */
  state: ListState;
  /** Rows picked for a bulk action (issue 29). */
  selection?: RowSelection;
  /** An admin's list: each active agent's name by id, to say whose contact a person is (QA 66b L4). */
  agentNames?: ReadonlyMap<string, string>;
}

export interface RowSelection {
  isSelected: (user: UserListItem) => boolean;
  onToggle: (user: UserListItem, on: boolean) => void;
  /** While a bulk action runs on the selection, it cannot change (QA 56a M1). */
  disabled?: boolean;
}

/** Mantine's check and indeterminate icons (Checkbox/CheckIcon). */
const checkIcon = (
  <svg className={cells.checkboxIcon} viewBox="0 0 10 7" fill="none" aria-hidden="true">
    <path
      d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);
const indeterminateIcon = (
  <svg className={cells.checkboxIcon} viewBox="0 0 32 6" fill="none" aria-hidden="true">
    <rect width="32" height="6" fill="currentColor" rx="3" />
  </svg>
);

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
    // Drawn as Mantine's Checkbox (user-cells.module.css), as a plain input: 50 of Mantine's on a
    // phone's page of cards had cost about as much as the rest of the cards together.
    <span className={cells.checkbox} data-size={large ? 'md' : 'sm'}>
      <input
        type="checkbox"
        className={cells.checkboxInput}
        aria-label={`Select ${name}`}
        checked={selection.isSelected(user)}
        disabled={selection.disabled}
        onChange={(event) => selection.onToggle(user, event.currentTarget.checked)}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
        data-testid="select-row"
      />
      {checkIcon}
    </span>
  );
  if (!large) return box;
  return (
    // The label holds the input, so a tap anywhere in it toggles the box; its name stays the aria-label.
    <label className={classes.selectHit} data-testid="select-row-area" onClick={(event) => event.stopPropagation()}>
      {box}
    </label>
  );
}

/**
 * The header's checkbox: every row of this page, on or off; indeterminate while some are. Drawn
 * as the rows' are, not as Mantine's Checkbox: its code was 3.3 KB gzipped of the contact list's
 * first load, for this one box.
 */
export function SelectPage({ users, selection }: { users: UserListItem[]; selection: RowSelection }) {
  const picked = users.filter((user) => selection.isSelected(user)).length;
  const indeterminate = picked > 0 && picked < users.length;
  return (
    <span className={cells.checkbox} data-size="sm">
      <input
        type="checkbox"
        // The input's own state, as Mantine sets it: a screen reader says "mixed".
        ref={(input) => {
          if (input) input.indeterminate = indeterminate;
        }}
        className={cells.checkboxInput}
        aria-label="Select this page"
        checked={users.length > 0 && picked === users.length}
        disabled={selection.disabled}
        data-indeterminate={indeterminate || undefined}
        onChange={(event) => {
          for (const user of users) selection.onToggle(user, event.currentTarget.checked);
        }}
        data-testid="select-page"
      />
      {indeterminate ? indeterminateIcon : checkIcon}
    </span>
  );
}

const initials = (user: UserListItem) =>
  `${user.details.firstName.charAt(0)}${user.details.lastName.charAt(0)}`.toUpperCase() || '?';

/** A badge drawn as Mantine's light one (filled for `teal`), as a plain element (user-cells.module.css). */
export function Tag({
  tone,
  size = 'sm',
  className,
  children,
  ...rest
}: {
  tone: 'gray' | 'orange' | 'red' | 'grape' | 'teal' | 'blue' | 'violet';
  size?: 'xs' | 'sm';
  className?: string;
  children: ReactNode;
} & Record<`data-${string}`, unknown>) {
  return (
    <span
      className={`${cells.badge} ${classes.whole}${className ? ` ${className}` : ''}`}
      data-tone={tone}
      data-size={size}
      {...rest}
    >
      {children}
    </span>
  );
}

/**
 * `wrap`: a phone's card, where the name takes two lines rather than be cut (larger text). `state`:
 * the table's, whose name is a link to the user's page, for the keyboard (a phone's card is a
 * button, which holds no link). Plain elements, not Mantine's Group, Avatar, Text and Badge: 50 of
 * them on a page (user-cells.module.css).
 */
export function NameCell({ user, wrap = false, state }: { user: UserListItem; wrap?: boolean; state?: ListState }) {
  const name = fullName(user.details) || user.details.email;
  return (
    <div className={`${cells.flexRow} ${cells.nowrap} ${cells.gapSm}`}>
      <span className={`${cells.avatar} ${classes.nameAvatar}`} aria-hidden="true">
        {initials(user)}
      </span>
      <div className={cells.shrinkable}>
        {/* A badge goes under the name when both do not fit: 'Hannah Lee' is never cut to 'Hanna…'. */}
        <div className={`${cells.flexRow} ${cells.nameLine}`}>
          <p className={`${cells.textSm} ${cells.strong} ${wrap ? cells.twoLines : cells.truncate}`} title={name}>
            {state && !isBeingDeleted(user) ? (
              <Link {...userPageLink(user, state)} className={cells.nameLink}>
                {name}
              </Link>
            ) : (
              name
            )}
          </p>
          {isInvited(user) && (
            <Tag tone="orange" size="xs">
              Invited
            </Tag>
          )}
          {user.status === 'archived' && (
            <Tag tone="gray" size="xs">
              Archived
            </Tag>
          )}
          {isBeingDeleted(user) && (
            <Tag tone="red" size="xs">
              Being deleted
            </Tag>
          )}
        </div>
        {/* On a phone's card the address wraps (QA 39 L4: cut to 18 characters, the list could not be scanned by it). */}
        <p
          className={`${cells.textXs} ${cells.dimmed} ${wrap ? cells.wrapAnywhere : cells.truncate}`}
          title={user.details.email}
        >
          {user.details.email}
        </p>
      </div>
    </div>
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
    <Tag tone={recent ? 'teal' : 'gray'} data-recent={recent || undefined} className={classes.loginBadge}>
      {lastLoginBadgeText(user.lastLoginAt, now, labelled)}
    </Tag>
  );
}

/** The phone, or the spec's placeholder dimmed, which a screen reader hears as "No phone". */
export function Phone({ phone }: { phone: string | undefined }) {
  if (phone) return <span className={classes.whole}>{phone}</span>;
  return (
    <span className={`${classes.whole} ${classes.noPhone}`} data-missing-phone>
      <span aria-hidden="true">{missingPhone}</span>
      <span className={cells.visuallyHidden}>No phone</span>
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
    <div
      className={`${cells.flexRow} ${cells.nowrap} ${cells.gap6}${wrap ? ` ${cells.alignStart}` : ''}`}
      data-follow-up-suggestion
    >
      <Tag tone="grape" size="xs">
        Suggested
      </Tag>
      <p className={`${cells.textXs} ${cells.dimmed} ${wrap ? classes.wrappedNote : classes.note}`}>
        {suggestionHint(suggestion)}
      </p>
    </div>
  );
}

/**
 * The follow-up date (warning colour when overdue) with its note beneath, always visible; `wrap`:
 * a phone's card, where the note wraps rather than lose its point (QA 39 L4).
 */
export function FollowUpText({ user, now, wrap = false }: { user: UserListItem; now: Date; wrap?: boolean }) {
  if (!user.followUp && user.followUpSuggestion)
    return <FollowUpSuggestionHint suggestion={user.followUpSuggestion} wrap={wrap} />;
  if (!user.followUp) return <p className={`${cells.textSm} ${cells.dimmed}`}>—</p>;
  const overdue = isOverdue(user.followUp.date, now);
  return (
    <div className={cells.shrinkable}>
      <p
        className={`${cells.textSm} ${classes.whole}${overdue ? ` ${cells.overdue}` : ''}`}
        data-overdue={overdue || undefined}
      >
        {user.followUp.date}
      </p>
      {user.followUp.note && (
        <p
          className={`${cells.textXs} ${cells.dimmed} ${wrap ? classes.wrappedNote : classes.note}`}
          title={user.followUp.note}
        >
          {user.followUp.note}
        </p>
      )}
    </div>
  );
}

/**
 * How a row opens: a click anywhere on it, for a mouse; the keyboard's way is the name's link,
 * which opens the page itself. A row whose user is being deleted (document 2 §2, the delete job)
 * is inert and says so (`aria-disabled`).
 */
export function rowProps(user: UserListItem, onOpen: (user: UserListItem) => void) {
  if (isBeingDeleted(user)) return { 'aria-disabled': true, 'data-deleting': true };
  return {
    onClick: (event: MouseEvent) => {
      if (!(event.target instanceof Element && event.target.closest('a'))) onOpen(user);
    },
  };
}
