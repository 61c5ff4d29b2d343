import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { CurrentUser } from '#src/web/lib/session.ts';

// The HTTP boundary of a screen under test: fetch is the only thing replaced, every hook is real.

export { json, renderAt } from './render-at.tsx';

/** A call the screen made, as the server would read it. */
export interface SeenRequest {
  url: string;
  method: string;
  body: unknown;
}

/** Answers fetch with `handler` (like the server would) and records every call in the returned list. */
export function answerFetch(handler: (request: SeenRequest) => Response | Promise<Response>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    seen.push(request);
    return handler(request);
  });
  return seen;
}

/** The calls that changed something (anything but GET), e.g. to show nothing was sent. */
export const writes = (seen: readonly SeenRequest[]) => seen.filter((request) => request.method !== 'GET');

export const staffUser: CurrentUser = { id: 'u1', email: 'staff@ligpit.ph', name: 'Liza Soriano', role: 'admin' };
export const customerUser: CurrentUser = {
  id: 'u2',
  email: 'juan@example.ph',
  name: 'Juan Dela Cruz',
  role: 'customer',
};

/** Waits for the toast that says `description`, and checks its title. */
export async function expectToast(title: string, description: string): Promise<void> {
  const toast = (await screen.findByText(description, { selector: '[data-sonner-toast] *' })).closest(
    '[data-sonner-toast]',
  ) as HTMLElement;
  expect(within(toast).getByText(title)).toBeTruthy();
}

/** The visitor's language as the switch in the header sets it (the `ligpit_lang` cookie); none clears it. */
export function setLanguage(locale?: 'en' | 'fil'): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the page reads this cookie; a test sets it the same way
  document.cookie = locale ? `ligpit_lang=${locale}; path=/` : 'ligpit_lang=; path=/; max-age=0';
}
