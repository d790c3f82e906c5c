import { log } from '../observability/logger';

/**
 * Runs the publish job now and every `seconds` (0 = never); failures are logged, never fatal. A
 * run still going when the next is due is not doubled up.
 */
export function startPublishJob(publishDue: () => Promise<number>, seconds: number): () => void {
  if (seconds === 0) return () => undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const published = await publishDue();
      if (published) log().info({ published }, `Stories: published ${published} scheduled ${published === 1 ? 'story' : 'stories'}`);
    } catch (error) {
      log().error({ err: error }, 'Stories: the publish job failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
