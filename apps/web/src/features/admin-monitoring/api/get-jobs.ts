import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobState, JobsList } from '@store/shared/schemas/jobs';
import { MONITORING_REFRESH_MS } from '@store/shared/schemas/monitoring';
import { apiEnvelope } from '../../../lib/api-client.ts';

export interface JobsParams {
  /** Without a state: every job but the done ones. */
  state?: JobState;
  type?: string;
  page?: number;
  limit?: number;
}

export const jobKeys = {
  all: ['admin', 'jobs'] as const,
  list: (params: JobsParams) => [...jobKeys.all, 'list', params] as const,
};

export type JobsPage = Pick<JobsList, 'pagination'> & JobsList['data'];

/** GET /api/admin/jobs: one page of jobs (every one but the done ones without a state) and the counts. */
export async function getJobs(params: JobsParams, signal?: AbortSignal): Promise<JobsPage> {
  const envelope = await apiEnvelope<JobsList>('/admin/jobs', { query: { ...params }, signal });
  return { ...envelope.data, pagination: envelope.pagination };
}

export function jobsQuery(params: JobsParams) {
  return queryOptions({
    queryKey: jobKeys.list(params),
    queryFn: ({ signal }) => getJobs(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: MONITORING_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}

/** The background jobs, refreshed with the rest of the monitoring screen. */
export function useJobs(params: JobsParams) {
  return useQuery(jobsQuery(params));
}
