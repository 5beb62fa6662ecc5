import { slices } from '../route';
import { accounts } from './accounts';
import { contacts } from './contacts';
import { deletion } from './deletion';
import { feedback } from './feedback';
import { followings } from './followings';
import { invitations } from './invitations';
import { mail } from './mail';
import { notesFollowUps } from './notes-follow-ups';
import { uploads } from './uploads';
import { webAnalytics } from './web-analytics';

/** The user service's contract, by product area (functions/user/README.md; document 1 §7.1, 2 §7). */
export const user = slices(
  accounts,
  contacts,
  notesFollowUps,
  invitations,
  mail,
  webAnalytics,
  deletion,
  feedback,
  followings,
  uploads,
);
