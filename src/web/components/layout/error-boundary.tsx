import { Component, type ReactNode } from 'react';
import { m } from '#src/shared/i18n/messages.ts';
import { Button } from '#src/web/components/ui/button.tsx';

/**
 * What a page shows when it cannot render: most often its chunk did not load (mobile data dropped,
 * a booth's Wi-Fi gone, a build replaced since the tab opened). Without it React unmounts the whole
 * app and leaves a blank screen, the way back included. It keeps the header and says what happened.
 *
 * Trying again is a reload: the browser remembers a module that failed to load and refuses it
 * again without asking the network, and a replaced build's chunks only come with its new HTML.
 * A page that did not load reloads by itself when the browser is back online.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate() {
    if (this.state.error && isLoadFailure(this.state.error)) window.addEventListener('online', reload);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', reload);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const notLoaded = isLoadFailure(this.state.error);
    return (
      <div className="container-page py-10" role="alert">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900">
          {notLoaded ? m['core.pageNotLoaded']() : m['core.titleError']()}
        </h1>
        <p className="mt-2 max-w-xl text-muted">{notLoaded ? m['core.network']() : m['core.somethingWentWrong']()}</p>
        <Button className="mt-6" onClick={reload}>
          {m['core.tryAgain']()}
        </Button>
      </div>
    );
  }
}

function reload() {
  window.location.reload();
}

/** A chunk that did not arrive, as browsers and Vite's preloader word it. */
export function isLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload|Failed to fetch/i.test(
    message,
  );
}
