import type { Db } from '../db/client.ts';
import { pruneDispatchedEvents } from '../events/event-dispatcher.ts';
import type { JobRunner } from './job-runner.ts';
import { pruneDoneJobs } from './job-store.ts';

/** Once a night (03:17 store time): done jobs after a week, dispatched events after 90 days. */
export function registerMaintenanceJobs(jobs: JobRunner, db: Db): void {
  jobs.schedule(
    { name: 'jobs.prune', jobType: 'jobs.prune', cron: '17 3 * * *' },
    async (_payload, { log, now }) => {
      const removed = {
        jobs: await pruneDoneJobs(db, now),
        events: await pruneDispatchedEvents(db, now),
      };
      if (removed.jobs + removed.events > 0) log.info(removed, 'old jobs and events removed');
    },
  );
}
