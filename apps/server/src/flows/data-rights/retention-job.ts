import type { Db } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { eraseBuyersPastRetention } from './retention.ts';

/** Once a night (03:41 store time): the end of the retention period of erased buyers' documents. */
export function registerRetentionJob(jobs: JobRunner, db: Db): void {
  jobs.schedule(
    { name: 'privacy.retention', jobType: 'privacy.retention', cron: '41 3 * * *' },
    async (_payload, { log, now }) => {
      const cleared = await eraseBuyersPastRetention(db, now);
      if (cleared > 0) log.info({ cleared }, 'tax documents past retention cleared of the buyer');
    },
  );
}
