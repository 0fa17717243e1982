declare module 'autocannon' {
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Options {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: Array<{
      method?: string;
      path?: string;
      setupRequest?: (req: Record<string, unknown>) => Record<string, unknown>;
    }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
