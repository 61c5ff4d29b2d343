import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePartner,
  OutcomeReport,
  OutcomeSheet,
  Partner,
  RecordOutcomes,
  ReportRange,
  UpdatePartner,
} from '#src/shared/outcomes/outcome.schema.ts';
import {
  adminOutcomesApiPath,
  adminPartnerApiPath,
  adminReportApiPath,
  outcomesApi,
} from '#src/shared/outcomes/paths.ts';
import type { AdminSubmissionDetail } from '#src/shared/submissions/review.schema.ts';
import { ApiError, api } from '#src/web/lib/api.ts';
import { retryUnlessRefused, staffQueryKeys } from '#src/web/lib/staff-queries.ts';

// Issue 16, staff: partners, a request's outcomes and the reports.

export const outcomeKeys = {
  partners: () => ['admin', 'partners'] as const,
  sheet: (trackingNumber: string) => ['admin', 'outcomes', trackingNumber] as const,
  report: (range: ReportRange) => ['admin', 'report', range] as const,
};

export const partnersQuery = () =>
  queryOptions({
    queryKey: outcomeKeys.partners(),
    queryFn: () => api<Partner[]>(outcomesApi.adminPartners),
    retry: retryUnlessRefused,
  });

export function usePartners() {
  return useQuery(partnersQuery());
}

export function useCreatePartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePartner) => api<Partner>(outcomesApi.adminPartners, { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: outcomeKeys.partners() }),
  });
}

export function useUpdatePartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdatePartner }) =>
      api<Partner>(adminPartnerApiPath(id), { method: 'PATCH', body: changes }),
    onSuccess: () => client.invalidateQueries({ queryKey: outcomeKeys.partners() }),
  });
}

export function useDeletePartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(adminPartnerApiPath(id), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: outcomeKeys.partners() }),
  });
}

export const outcomeSheetQuery = (trackingNumber: string, enabled = true) =>
  queryOptions({
    queryKey: outcomeKeys.sheet(trackingNumber),
    queryFn: () => api<OutcomeSheet>(adminOutcomesApiPath(trackingNumber)),
    enabled,
    retry: retryUnlessRefused,
  });

export function useOutcomeSheet(trackingNumber: string, enabled: boolean) {
  return useQuery(outcomeSheetQuery(trackingNumber, enabled));
}

export function useRecordOutcomes(trackingNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordOutcomes) =>
      api<AdminSubmissionDetail>(adminOutcomesApiPath(trackingNumber), { method: 'PUT', body }),
    onSuccess: (detail) => {
      client.setQueryData(staffQueryKeys.submission(trackingNumber), detail);
      void client.invalidateQueries({ queryKey: outcomeKeys.sheet(trackingNumber) });
      void client.invalidateQueries({ queryKey: staffQueryKeys.submissionLists() });
      void client.invalidateQueries({ queryKey: staffQueryKeys.stats() });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'STALE_STATUS') {
        void client.invalidateQueries({ queryKey: staffQueryKeys.submission(trackingNumber) });
        void client.invalidateQueries({ queryKey: outcomeKeys.sheet(trackingNumber) });
      }
    },
  });
}

export const outcomeReportQuery = (range: ReportRange | null) =>
  queryOptions({
    queryKey: outcomeKeys.report(range ?? { from: '', to: '' }),
    queryFn: () => api<OutcomeReport>(adminReportApiPath(range!)),
    enabled: range !== null,
    retry: retryUnlessRefused,
  });

export function useOutcomeReport(range: ReportRange | null) {
  return useQuery(outcomeReportQuery(range));
}
