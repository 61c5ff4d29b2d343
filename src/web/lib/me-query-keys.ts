// The signed-in customer's queries (/api/me/*), by key: the account screens read them, and the
// signed-in upload reads the profile and refreshes the dashboard's list after a submit.
export const meQueryKeys = {
  all: ['me'] as const,
  profile: () => ['me', 'profile'] as const,
  trackingNumbers: () => ['me', 'tracking-numbers'] as const,
  submissions: () => ['me', 'submissions'] as const,
};
