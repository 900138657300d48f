import { env } from 'cloudflare:test';
import { queueDigests } from '../../src/notify/digest';
import type { DigestJob, NotifyJob } from '../../src/notify/jobs';

/** Runs the digest cron at `now` with a queue that only collects: the jobs it queued. */
export async function queuedDigests(now: number): Promise<DigestJob[]> {
  const jobs: DigestJob[] = [];
  const collect = async (messages: { body: NotifyJob }[]) => {
    for (const m of messages) if (m.body.type === 'digest') jobs.push(m.body);
  };
  const queue = { send: (body: NotifyJob) => collect([{ body }]), sendBatch: collect } as unknown as Queue<NotifyJob>;
  await queueDigests({ ...(env as object), NOTIFY: queue } as never, now);
  return jobs;
}
