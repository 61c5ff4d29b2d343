import { useEffect, useState } from 'react';

// Kiosk mode (issue 14): a tablet at the booth serves visitor after visitor. It is on with
// `?kiosk=1`, or on a device staff switched to kiosk from the Events page (kept in localStorage,
// which is the device's, not the visitor's: "Next visitor" clears session storage, not this).

const kioskKey = 'ligpit_kiosk_event';

function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Staff turned this device into the kiosk of `slug`. */
export function rememberKiosk(slug: string): void {
  try {
    localStorage.setItem(kioskKey, slug);
  } catch {
    // Private mode: the ?kiosk=1 in the address still holds.
  }
}

export function isKiosk(slug: string, search: string): boolean {
  const flag = new URLSearchParams(search).get('kiosk');
  if (flag === '1' || flag === 'true') return true;
  if (flag === '0') return false;
  return readLocal(kioskKey) === slug;
}

interface WakeLockSentinelLike {
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

/**
 * Asks the browser to keep the screen on while `enabled` (Wake Lock API, where it exists). The
 * lock drops when the tab is hidden, so it is asked for again when the tab comes back.
 */
export function useWakeLock(enabled: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!enabled || !wakeLock) return;
    let sentinel: WakeLockSentinelLike | undefined;
    let stopped = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock
        .request('screen')
        .then((lock) => {
          if (stopped) void lock.release();
          else sentinel = lock;
        })
        .catch(() => undefined); // Refused (battery saver, no user gesture yet): the screen may dim.
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, [enabled]);
}

/** The default seconds of inactivity before the kiosk clears itself for the next visitor. */
export const kioskIdleSeconds = 90;

const activityEvents = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Seconds left before `onExpire`, counting down once a second and starting again on any touch,
 * key or scroll. Null while not `running`.
 */
export function useIdleCountdown(running: boolean, seconds: number, onExpire: () => void): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!running) {
      setLeft(null);
      return;
    }
    let remaining = seconds;
    setLeft(remaining);
    const reset = () => {
      remaining = seconds;
      setLeft(remaining);
    };
    for (const name of activityEvents) window.addEventListener(name, reset, { passive: true });
    const timer = window.setInterval(() => {
      remaining -= 1;
      if (remaining <= 0) {
        window.clearInterval(timer);
        setLeft(0);
        onExpire();
        return;
      }
      setLeft(remaining);
    }, 1000);
    return () => {
      window.clearInterval(timer);
      for (const name of activityEvents) window.removeEventListener(name, reset);
    };
  }, [running, seconds, onExpire]);
  return left;
}
