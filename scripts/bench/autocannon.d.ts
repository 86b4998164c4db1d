/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module "autocannon" {
  type Histogram = { average: number; total: number; p50: number; p99: number };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    statusCodeStats?: Record<string, { count: number }>;
    non2xx: number;
    "2xx": number;
  };
  export default function autocannon(options: Record<string, unknown>): Promise<Result>;
}
