import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * List state kept in the URL (Back and reload keep the place), with a search box that updates
 * `q` once staff pause typing. Shared by the dashboard and the gallery.
 */
export function useUrlSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: q in the URL is the source of truth
  useEffect(() => {
    if (typed.trim() === q) return;
    const startedOn = window.location.pathname;
    const timer = window.setTimeout(() => {
      // React keeps this page mounted while the next one loads (navigations are transitions):
      // a search that fires after staff clicked away must not pull them back here.
      if (window.location.pathname !== startedOn) return;
      update({ q: typed.trim() || null, page: null });
    }, 300);
    return () => window.clearTimeout(timer);
  }, [typed, q]);

  return { params, q, typed, setTyped, update };
}
