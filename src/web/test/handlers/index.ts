import { HttpResponse, http } from 'msw';
import { accountHandlers } from './accounts.ts';
import { sessionHandlers } from './session.ts';
import { staticHandlers } from './static.ts';

// What every web test's server answers unless the test says otherwise (`server.use` or answerFetch
// put theirs in front): nobody signed in, the default site settings. Anything else fails as a
// request to a server that is not there does, so a screen that asks for more than its test
// answers shows its "could not reach Ligpit" state rather than something made up.
export const handlers = [
  ...sessionHandlers,
  ...accountHandlers,
  ...staticHandlers,
  http.all('*', () => HttpResponse.error()),
];
