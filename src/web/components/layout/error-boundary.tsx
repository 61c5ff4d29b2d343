import { Component, type ReactNode, useEffect } from 'react';
import { m } from '#src/shared/i18n/messages.ts';
import { Button } from '#src/web/components/ui/button.tsx';

/**
 * Shows `fallback` instead of children that could not render. Without one, React unmounts the whole
 * app on such an error and leaves a blank screen, the way back included. Most often a chunk did not
 * load: mobile data dropped, a booth's Wi-Fi gone, a build replaced since the tab opened.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; fallback: (error: unknown) => ReactNode },
  { failed: boolean; error?: unknown }
> {
  override state: { failed: boolean; error?: unknown } = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * A page that could not be shown, under the header, with what happened. Trying again is a reload:
 * the browser remembers a module that failed to load and refuses it again without asking the
 * network, and a replaced build's chunks only come with its new HTML. A page that did not load
 * reloads by itself when the browser is back online.
 */
export function PageNotShown({ error }: { error: unknown }) {
  const notLoaded = isLoadFailure(error);
  useEffect(() => {
    if (!notLoaded) return;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [notLoaded]);
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
