import { useEffect, useState } from 'react';

/**
 * False in pre-rendered HTML and on the first client render, true once React runs the page.
 * Buttons of pre-rendered pages stay disabled until then: a tap on a button with no JavaScript
 * behind it yet would otherwise do nothing (or submit the form natively) without a word.
 */
export function useLive(): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live;
}
