import { type LinkProps, Link as RouterLink } from 'react-router';

/**
 * react-router's Link without `data-discover="true"`: that attribute serves the framework mode's
 * lazy route discovery, which this app (a BrowserRouter with its own route table) does not use,
 * and it cost 21 bytes on every link of every server-made page (issue 25, docs/decisions/073).
 * The app imports Link from here; `scripts/check-imports.mjs` refuses react-router's own.
 */
export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}
