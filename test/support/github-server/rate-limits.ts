// Primary rate limits per resource (core: GITHUB_TOKEN's 1,000 requests an hour per repository; search: 30 a minute;
// graphql: points, 1,000 an hour for GITHUB_TOKEN, spent by each query's cost).

export interface RateLimitBucket {
  limit: number;
  used: number;
  /** Epoch seconds when the window resets. */
  reset: number;
}

export type RateLimitResource = 'core' | 'search' | 'graphql';

/** Counts requests per resource; a bucket with nothing left makes the server answer 403 "API rate limit exceeded". */
export class RateLimits {
  readonly buckets: Record<RateLimitResource, RateLimitBucket>;

  constructor(limits: { core?: number; search?: number; graphql?: number } = {}, now: Date = new Date()) {
    const seconds = Math.floor(now.getTime() / 1000);
    this.buckets = {
      core: { limit: limits.core ?? 1000, used: 0, reset: seconds + 3600 },
      search: { limit: limits.search ?? 30, used: 0, reset: seconds + 60 },
      graphql: { limit: limits.graphql ?? 1000, used: 0, reset: seconds + 3600 },
    };
  }

  /** Counts one request; false when the bucket was already empty (the request must be refused). */
  spend(resource: RateLimitResource): boolean {
    const bucket = this.buckets[resource];
    if (bucket.used >= bucket.limit) return false;
    bucket.used += 1;
    return true;
  }

  /** The `x-ratelimit-*` headers GitHub sends for a resource. */
  headers(resource: RateLimitResource): Record<string, string> {
    const bucket = this.buckets[resource];
    return {
      'x-ratelimit-limit': String(bucket.limit),
      'x-ratelimit-remaining': String(Math.max(0, bucket.limit - bucket.used)),
      'x-ratelimit-reset': String(bucket.reset),
      'x-ratelimit-used': String(bucket.used),
      'x-ratelimit-resource': resource,
    };
  }

  /** The `rate-limit` object of `GET /rate_limit`. */
  render(resource: RateLimitResource): Record<string, number> {
    const bucket = this.buckets[resource];
    return { limit: bucket.limit, used: bucket.used, remaining: Math.max(0, bucket.limit - bucket.used), reset: bucket.reset };
  }
}
