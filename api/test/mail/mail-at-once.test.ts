// A mail due now is sent at once, not at the job scheduler's next poll: the poll is only the
// backstop for jobs due later (JOB_POLL_SECONDS, 10 by default). Here the poll is 60 s, so a mail
// that waited for it would arrive about a minute after the app started.
import { describe, expect, it } from 'vitest';
import { createOutboxDir, registerMember, waitForMail } from '../helpers/accounts';
import { setupTestApp } from '../helpers/app';

const POLL_SECONDS = 60;
const outboxDir = createOutboxDir();
const t = setupTestApp({ config: { outboxDir, jobPollSeconds: POLL_SECONDS } });

describe('a mail due now', () => {
  it('reaches the outbox within seconds though the scheduler polls once a minute', async () => {
    // Well after the workers' first fetch at start: the next poll is almost a minute away.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const member = await registerMember(t.app);
    const registeredAt = Date.now();
    const mail = await waitForMail(outboxDir, member.email, 'verification');
    expect(mail.to).toBe(member.email);
    expect(Date.now() - registeredAt).toBeLessThan(10_000);
  }, 30_000);
});
