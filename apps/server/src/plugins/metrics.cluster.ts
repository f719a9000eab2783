import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** IPC messages between a worker that was scraped and the primary (docs/operations.md "Metrics"). */
const REQUEST = 'ads:metrics-request';
const ANSWER = 'ads:metrics-answer';
/** How long a worker waits for the primary's sum before it answers with its own figures, ms. */
const WAIT_MS = 3_000;

interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

const isAnswer = (m: unknown): m is MetricsAnswer => typeof m === 'object' && m !== null && (m as { type?: unknown }).type === ANSWER;

/**
 * In a node:cluster worker: hands `registry` to prom-client's cluster listener (it answers the primary's
 * collection requests with this registry's figures) and returns a reader of the whole cluster's figures:
 * it asks the primary, which collects every worker's registry and sums them (AggregatorRegistry).
 * If the primary does not answer within 3 s the reader returns this worker's figures alone, marked with a
 * comment line, rather than failing the scrape.
 */
export function workerMetrics(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry(); // registers prom-client's worker-side listener (idempotent)
  let next = 0;
  return () =>
    new Promise<string>((resolve) => {
      const id = next++;
      const finish = (text: string | Promise<string>) => {
        clearTimeout(timer);
        process.off('message', onMessage);
        resolve(text);
      };
      const alone = () =>
        registry.metrics().then((text) => `# this worker (pid ${process.pid}) only: the primary did not sum the workers\n${text}`);
      const onMessage = (message: unknown) => {
        if (!isAnswer(message) || message.id !== id) return;
        finish(message.text ?? alone());
      };
      const timer = setTimeout(() => finish(alone()), WAIT_MS);
      process.on('message', onMessage);
      process.send?.({ type: REQUEST, id });
    });
}

/**
 * In the node:cluster primary: answers a worker's request for the cluster's metrics with every
 * connected worker's registry summed (counters and histogram buckets add up across workers).
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (typeof message !== 'object' || message === null || (message as { type?: unknown }).type !== REQUEST) return;
    const id = (message as { id: number }).id;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: ANSWER, id, text } satisfies MetricsAnswer),
      (error: unknown) => worker.isConnected() && worker.send({ type: ANSWER, id, error: String(error) } satisfies MetricsAnswer),
    );
  });
}
