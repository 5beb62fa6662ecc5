import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { businessMetrics, metricsNamespace, type BusinessMetric, type MetricDimensions } from './metric-names';

/**
 * Traces and business metrics (DESIGN "Every function sends signals"), one of each per bundle,
 * as each Lambda is one bundle. Outside Lambda the Tracer switches itself off (no
 * AWS_EXECUTION_ENV). The metrics are written only where POWERTOOLS_METRICS_DISABLED is not set:
 * the tests and the local stack set it, as they quieten the logger with POWERTOOLS_LOG_LEVEL.
 * Made at first use rather than at import, so that a CLI that sets the variable after its
 * imports (ESM hoists them) is still heard.
 */
let instance: Metrics | undefined;
export const metrics = (): Metrics => (instance ??= new Metrics({ namespace: metricsNamespace }));
export const tracer = /* @__PURE__ */ new Tracer();

/** Every metric recorded from now until the next call carries exactly these dimensions. */
export function measureAs(dimensions: MetricDimensions): void {
  // Defaults, not per-flush dimensions: the store flushes itself every 100 values, and that
  // flush clears plain dimensions; a long job's later metrics would lose its name.
  metrics().clearDefaultDimensions();
  metrics().setDefaultDimensions(dimensions as Record<string, string>);
}

/** Writes what was recorded (one EMF log line); nothing when nothing was, so no empty-metrics warning. */
export function flushMetrics(): void {
  if (metrics().hasStoredMetrics()) metrics().publishStoredMetrics();
}

/** Records one business metric under this invocation's dimensions (`measureAs`). */
export function recordMetric(metric: BusinessMetric, value = 1): void {
  const { name, unit } = businessMetrics[metric];
  metrics().addMetric(name, MetricUnit[unit], value);
}
