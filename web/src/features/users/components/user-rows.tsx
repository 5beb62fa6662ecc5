import { Box } from '@mantine/core';
import type { UserListItem } from '@shared/users';
import { useMediaQuery } from '@mantine/hooks';
import { averageSessionLine, minutes } from '@shared/format/last-login';
import { mediaQueries } from '../../../ui/breakpoints';
import { firstDrawnRows, useDrawnRows } from '../hooks/use-drawn-rows';
import { isBeingDeleted, roleLabel } from '../row-facts';
import {
  FollowUpSuggestionHint,
  FollowUpText,
  LastLogin,
  NameCell,
  Phone,
  rowProps,
  SelectBox,
  SelectPage,
  Tag,
  type RowsProps,
} from './user-cells';
import cells from './user-cells.module.css';
import classes from './users-screen.module.css';

export type { RowSelection } from './user-cells';

/**
 * The list as a table on wide screens and as cards on a phone: only the one the window shows is
 * drawn (a hidden table of 50 rows cost a phone's first load as much again as the cards; issue
 * 26's contact-list figure), chosen before the first paint and swapped when the window crosses
 * the breakpoint.
 */
export function UserRows(props: RowsProps) {
  const phone = useMediaQuery(mediaQueries.belowSm, undefined, { getInitialValueInEffect: false });
  // A phone's cards a few at a time (use-drawn-rows.ts); the table's rows all at once, since a
  // table's columns take the width of their widest cell: rows drawn later would move them.
  const { drawn, busy } = useDrawnRows(props.users, phone);
  // Busy while the rest of the page's cards are still being drawn (assistive tech and tests wait).
  return (
    <Box aria-busy={busy} data-testid="user-rows">
      {phone ? <UserCards {...props} users={drawn} /> : <UserTable {...props} />}
    </Box>
  );
}

/**
 * A plain table in a CSS scroll box: Mantine's Table.ScrollContainer brings its ScrollArea and,
 * with it, floating-ui (~20 KB gzipped on the route's first load) for a sideways scroll the
 * browser does by itself.
 */
function UserTable({ users, now, showFollowUps, onOpen, selection, state, agentNames }: RowsProps) {
  return (
    <Box className={classes.scroller} role="region" aria-label={showFollowUps ? 'Contacts' : 'Users'} tabIndex={0}>
      <table className={classes.table}>
        <thead>
          <tr>
            {selection && (
              <th className={classes.select}>
                <SelectPage users={users} selection={selection} />
              </th>
            )}
            <th>Name</th>
            <th className={showFollowUps ? classes.followCell : undefined}>{showFollowUps ? 'Follow up' : 'Role'}</th>
            <th>Phone</th>
            <th className={classes.number}>Logins</th>
            <th className={classes.number}>Avg. time on site</th>
            <th className={classes.number}>Sold reports opened</th>
            <th>Last login</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.PK} className={classes.row} data-testid="user-row" {...rowProps(user, onOpen)}>
              {selection && (
                <td className={classes.select}>
                  <SelectBox user={user} selection={selection} />
                </td>
              )}
              <td className={classes.nameCell}>
                <NameCell user={user} state={state} />
              </td>
              <td className={showFollowUps ? classes.followCell : undefined}>
                {showFollowUps ? (
                  <FollowUpText user={user} now={now} />
                ) : (
                  <>
                    <Tag tone={roleLabel(user) === 'Contact' ? 'blue' : 'violet'}>{roleLabel(user)}</Tag>
                    <AgentOf user={user} agentNames={agentNames} />
                  </>
                )}
              </td>
              <td>
                <Phone phone={user.details.phone} />
              </td>
              <td className={classes.number}>{user.logins}</td>
              <td className={classes.number}>{minutes(user.averageSessionDuration)}</td>
              <td className={classes.number}>{user.totalReportOpen}</td>
              <td>
                <LastLogin user={user} now={now} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

/** The name of a contact's agent, when the admin's list knows it (an active agent). */
const agentOf = (user: UserListItem, agentNames: RowsProps['agentNames']) =>
  user.agentId ? agentNames?.get(user.agentId) : undefined;

/** Under a contact's role in an admin's table: whose contact they are. */
function AgentOf({ user, agentNames }: Pick<RowsProps, 'agentNames'> & { user: UserListItem }) {
  const agent = agentOf(user, agentNames);
  return agent ? <div className={`${cells.dimmed} ${classes.agentOf}`}>of {agent}</div> : null;
}

/** The cards of a phone; those below the window are laid out only as they come near it. */
const counted = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function UserCards({ users, now, showFollowUps, onOpen, selection, agentNames }: RowsProps) {
  // Plain elements styled as Mantine's Stack of Papers and their Groups: Mantine's components for
  // a page of 50 cards were most of the contact list's main-thread work on a phone (issue 26's TBT).
  return (
    <div className={classes.cards}>
      {users.map((user, index) => {
        const deleting = isBeingDeleted(user);
        // The first cards are on screen at once: laid out with the page, not placeholders first.
        const cardClass = index < firstDrawnRows ? classes.card : `${classes.card} ${classes.laterCard}`;
        const content = (
          <>
            {/* The last login goes under the name rather than squeeze it to its initials (a 320 px
                phone with larger text). */}
            <div className={`${cells.flexRow} ${cells.alignStart} ${classes.cardHead}`}>
              <div className={`${cells.shrinkable} ${classes.cardName}`}>
                <NameCell user={user} wrap />
              </div>
              <LastLogin user={user} now={now} labelled />
            </div>
            <div className={`${cells.flexRow} ${cells.dimmed} ${classes.cardFigures}`}>
              <Phone phone={user.details.phone} />
              <span>{counted(user.logins, 'login', 'logins')}</span>
              <span>{averageSessionLine(user.averageSessionDuration, 'avg.')}</span>
              {/* Not "20 reports": what was opened, and which reports (QA 39 L5). */}
              <span>{counted(user.totalReportOpen, 'sold report opened', 'sold reports opened')}</span>
              {!showFollowUps && (
                <span>
                  {roleLabel(user)}
                  {agentOf(user, agentNames) && ` of ${agentOf(user, agentNames)}`}
                </span>
              )}
            </div>
            {showFollowUps && user.followUp && (
              // The date goes under "Follow up" when larger text leaves it too little room beside it.
              <div className={`${cells.flexRow} ${cells.alignStart} ${cells.dimmed} ${classes.cardFollowUp}`}>
                Follow up
                <div className={`${cells.shrinkable} ${classes.cardFollowUpText}`}>
                  <FollowUpText user={user} now={now} wrap />
                </div>
              </div>
            )}
            {showFollowUps && !user.followUp && user.followUpSuggestion && (
              <div className={classes.cardFollowUp}>
                <FollowUpSuggestionHint suggestion={user.followUpSuggestion} wrap />
              </div>
            )}
          </>
        );
        const card = deleting ? (
          <div key={user.PK} className={cardClass} data-testid="user-card" aria-disabled data-deleting>
            {content}
          </div>
        ) : (
          <button
            key={user.PK}
            type="button"
            className={cardClass}
            data-testid="user-card"
            onClick={() => onOpen(user)}
          >
            {content}
          </button>
        );
        if (!selection) return card;
        // A checkbox cannot sit inside the card's button: it stands beside it.
        return (
          <div key={user.PK} className={`${cells.flexRow} ${cells.nowrap} ${classes.selectableCard}`}>
            <SelectBox user={user} selection={selection} large />
            <div className={`${cells.shrinkable} ${classes.cardBeside}`}>{card}</div>
          </div>
        );
      })}
    </div>
  );
}
