// Filipino (Tagalog) texts, by catalogue key (docs/decisions/006). Written as a Manila household
// says it: Taglish where that is what people say, and the words they use kept as they are
// ("pickup", "tracking number", "Submit", "e-mail", "SMS"). Parameters as in English.
// src/shared/i18n/fil-catalogue.test.ts fails on a key missing here or unknown to English.
// One file per subject under ./fil/ (the staff screens of submissions apart), so none grows past a screenful of screens.

import { accounts } from './fil/accounts.ts';
import { core } from './fil/core.ts';
import { crew } from './fil/crew.ts';
import { events } from './fil/events.ts';
import { notifications } from './fil/notifications.ts';
import { outcomes } from './fil/outcomes.ts';
import { photos } from './fil/photos.ts';
import { scheduling } from './fil/scheduling.ts';
import { staticPages } from './fil/static.ts';
import { submissions } from './fil/submissions.ts';
import { submissionsStaff } from './fil/submissions-staff.ts';
import { tracking } from './fil/tracking.ts';
import { verdicts } from './fil/verdicts.ts';

const fil: Record<string, string> = {
  ...accounts,
  ...core,
  ...crew,
  ...events,
  ...notifications,
  ...outcomes,
  ...photos,
  ...scheduling,
  ...staticPages,
  ...submissions,
  ...submissionsStaff,
  ...tracking,
  ...verdicts,
};

export default fil;
