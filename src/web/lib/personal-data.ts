// Issue 24, decision 064: signing out leaves nothing of the person behind in this browser. A family
// phone or a borrowed one is handed to the next person right after; the guest form must not greet
// them with the last household's name, phone and street.

/**
 * What a sign-out keeps: settings of the device, not of a person. An event kiosk stays a kiosk
 * (staff set it for the booth's tablet), and the booth's offline queue holds visitors' requests
 * that have not reached the server yet: deleting it would lose them.
 */
const keptLocalKeys = new Set(['ligpit_kiosk_event']);
const keptDatabases = new Set(['ligpit-booth']);

function clearLocal(): void {
  try {
    sessionStorage.clear();
  } catch {
    // storage disabled: nothing was kept there either
  }
  try {
    for (const key of Object.keys(localStorage)) if (!keptLocalKeys.has(key)) localStorage.removeItem(key);
  } catch {
    // as above
  }
}

async function clearDatabases(): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  try {
    const databases = await indexedDB.databases();
    await Promise.all(
      databases
        .map((db) => db.name)
        .filter((name): name is string => Boolean(name) && !keptDatabases.has(name as string))
        .map(
          (name) =>
            new Promise<void>((resolve) => {
              const request = indexedDB.deleteDatabase(name);
              request.onsuccess = () => resolve();
              request.onerror = () => resolve();
              // Another tab holds it open: it is deleted once that tab lets go; do not wait for it.
              request.onblocked = () => resolve();
            }),
        ),
    );
  } catch {
    // IndexedDB refused (private mode): nothing of ours is in it
  }
}

/**
 * Forgets every draft and cached answer: session and local storage, IndexedDB and the TanStack
 * Query cache (loaded on demand, so the landing's first load does not carry it).
 */
export async function clearPersonalData(): Promise<void> {
  clearLocal();
  await clearDatabases();
  const { queryClient } = await import('./query-client.ts');
  queryClient.clear();
}
