// Fault injection: per endpoint, a queue of failures that the next matching requests get, consumed in order.

/** One injected failure. Each request to the endpoint takes the next fault from its queue. */
export type Fault =
  /** Answer with this status and GitHub's error body instead of handling the request (nothing is written). */
  | { status: 500 | 502 | 503 | 404 | 410 | 422; html?: false; message?: string; delayMs?: number }
  /**
   * A proxy's HTML page (`text/html`, about 6.5 KB) with this status instead of handling the request: GitHub's edge
   * sends one for a 502 or 504, a captive portal or a misconfigured proxy with a 200.
   */
  | { status: 200 | 502 | 504; html: true; delayMs?: number }
  /** Handle the request (the write happens), then answer 200 with the JSON cut in half: a body truncated on the way. */
  | { truncated: true; delayMs?: number }
  /** Handle the request, then answer with a `Link` whose `next` points back to page 1: a pagination loop. */
  | { linkLoop: true; delayMs?: number }
  /** Handle the request, then answer with a `Link` whose `next` is the page after this one, always: a list that never ends. */
  | { linkOnward: true; delayMs?: number }
  /** Handle a list request, then answer with every item of the page twice: a page that repeats what it holds. */
  | { repeatedItems: true; delayMs?: number }
  /** A refusal for lack of permission: 403 "Resource not accessible by integration" (a token without `issues: write`). */
  | { status: 403; secondaryRateLimit?: false; message?: string; delayMs?: number }
  /** A plain 429 "Too Many Requests" with `retry-after` (seconds; default 1) and no secondary-limit wording. */
  | { status: 429; secondaryRateLimit?: false; retryAfter?: number; delayMs?: number }
  /** A secondary rate limit: 403 or 429, GitHub's "You have exceeded a secondary rate limit" body, `retry-after`. */
  | { status: 403 | 429; secondaryRateLimit: true; retryAfter?: number; delayMs?: number }
  /** Destroy the connection without any response; nothing is written. */
  | { reset: true; delayMs?: number }
  /** Handle the request (the write happens), then destroy the connection: the client never sees the response. */
  | { lostResponse: true; delayMs?: number }
  /** Only wait, then handle the request normally. */
  | { delayMs: number }
  /**
   * A slow write: held for `landsAfterMs`, then handled (the write happens) and never answered. Longer than the
   * client's timeout, the client gives up first and the write lands after it stopped waiting: what a create that
   * timed out on GitHub's side looks like.
   */
  | { landsAfterMs: number }
  /**
   * A slow write that lands between two looks: held until `count` more requests to `endpoint` were answered (the
   * client's looks for it), then handled (the write happens) and never answered. No wait of its own, so the scenario
   * takes the client's timeout and its looks, not a margin of milliseconds around them; after `timeoutMs` (default
   * 30 s) it lands anyway.
   */
  | { landsAfterAnswers: { endpoint: string; count: number }; timeoutMs?: number }
  /**
   * Hold the request until `parties` requests carrying a barrier of the same name have arrived (or `timeoutMs`,
   * default 10 s, passed), then handle it normally: makes two concurrent runs overlap deterministically.
   */
  | { barrier: string; parties: number; timeoutMs?: number };

/** A fault that was used, for assertions. */
export interface ConsumedFault {
  endpoint: string;
  path: string;
  fault: Fault;
  at: number;
}

/**
 * Queues of faults keyed by endpoint, written as `METHOD /route/template` exactly as in GitHub's OpenAPI
 * description, e.g. `POST /repos/{owner}/{repo}/issues/{issue_number}/comments`.
 */
export class FaultPlan {
  readonly consumed: ConsumedFault[] = [];
  private readonly queues = new Map<string, Fault[]>();
  private readonly standing = new Map<string, Fault>();
  private readonly barriers = new Map<string, { arrived: number; release: Promise<void>; open: () => void }>();
  private readonly answerWaits: { endpoint: string; remaining: number; done: () => void }[] = [];

  /** @param isEndpoint rejects endpoint keys that are not GitHub operations, so a typo cannot silently inject nothing. */
  constructor(private readonly isEndpoint: (endpoint: string) => boolean) {}

  /**
   * Queues faults for the next requests to an endpoint.
   * @param endpoint `METHOD /template`, e.g. `PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}`
   * @param faults applied to the next requests in order, one per request
   */
  add(endpoint: string, ...faults: Fault[]): this {
    if (!this.isEndpoint(endpoint))
      throw new Error(`not an operation of GitHub's API: "${endpoint}" (use "METHOD /repos/{owner}/{repo}/…" as in the OpenAPI description)`);
    const queue = this.queues.get(endpoint) ?? [];
    queue.push(...faults);
    this.queues.set(endpoint, queue);
    return this;
  }

  /**
   * A fault every request to the endpoint gets, after any queued ones, until `clear()`: a loop that never ends by
   * itself. Not listed by `pending()`.
   */
  always(endpoint: string, fault: Fault): this {
    if (!this.isEndpoint(endpoint)) throw new Error(`not an operation of GitHub's API: "${endpoint}"`);
    this.standing.set(endpoint, fault);
    return this;
  }

  /** Takes the next fault for an endpoint, recording it as consumed. */
  take(endpoint: string, path: string): Fault | undefined {
    const fault = this.queues.get(endpoint)?.shift() ?? this.standing.get(endpoint);
    if (fault) this.consumed.push({ endpoint, path, fault, at: Date.now() });
    return fault;
  }

  /** Faults still queued, per endpoint (a test can assert its faults were all used). */
  pending(): Record<string, Fault[]> {
    const pending: Record<string, Fault[]> = {};
    for (const [endpoint, queue] of this.queues) if (queue.length > 0) pending[endpoint] = [...queue];
    return pending;
  }

  /** Resolves once `parties` requests have arrived at the named barrier, or after `timeoutMs`. */
  async arrive(name: string, parties: number, timeoutMs = 10_000): Promise<void> {
    let barrier = this.barriers.get(name);
    if (!barrier) {
      let open = (): void => {};
      const release = new Promise<void>((resolve) => {
        open = resolve;
      });
      barrier = { arrived: 0, release, open };
      this.barriers.set(name, barrier);
    }
    barrier.arrived++;
    if (barrier.arrived >= parties) {
      barrier.open();
      this.barriers.delete(name);
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    await Promise.race([barrier.release, timeout]);
    clearTimeout(timer);
  }

  /** Told by the stand-in each time it answered a request to `endpoint`: counts it for every write held for answers. */
  answered(endpoint: string): void {
    for (const wait of [...this.answerWaits]) {
      if (wait.endpoint !== endpoint) continue;
      wait.remaining -= 1;
      if (wait.remaining <= 0) wait.done();
    }
  }

  /** Resolves once `count` more requests to `endpoint` have been answered, or after `timeoutMs`. */
  async afterAnswers(endpoint: string, count: number, timeoutMs = 30_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      const wait = {
        endpoint,
        remaining: count,
        done: () => {
          this.answerWaits.splice(this.answerWaits.indexOf(wait), 1);
          resolve();
        },
      };
      this.answerWaits.push(wait);
      timer = setTimeout(wait.done, timeoutMs);
    });
    clearTimeout(timer);
  }

  /** Drops every queued fault. */
  clear(): void {
    this.queues.clear();
    this.standing.clear();
  }
}

/** A short name of a fault for the request log (`status 502`, `reset`, `lost response`, `delay 200ms`). */
export function describeFault(fault: Fault): string {
  if ('reset' in fault) return 'reset';
  if ('truncated' in fault) return 'truncated 200';
  if ('linkLoop' in fault) return 'link back to page 1';
  if ('linkOnward' in fault) return 'link to the next page, always';
  if ('repeatedItems' in fault) return 'items repeated';
  if ('html' in fault && fault.html === true) return `HTML ${fault.status}`;
  if ('lostResponse' in fault) return 'lost response';
  if ('landsAfterMs' in fault) return `lands after ${fault.landsAfterMs}ms, unanswered`;
  if ('landsAfterAnswers' in fault) return `lands after ${fault.landsAfterAnswers.count} answers to ${fault.landsAfterAnswers.endpoint}, unanswered`;
  if ('secondaryRateLimit' in fault && fault.secondaryRateLimit === true) return `secondary rate limit ${fault.status}`;
  if ('status' in fault) return `status ${fault.status}`;
  if ('barrier' in fault) return `barrier ${fault.barrier}`;
  return `delay ${fault.delayMs}ms`;
}

/** A proxy's error page, as GitHub's edge serves it for a 502 (about 6.5 KB of HTML). */
export function htmlErrorPage(status: number): string {
  const filler =
    '<p>We had issues producing the response to your request. Sorry about that. Please try resubmitting your request and contact us if the problem persists.</p>\n'.repeat(
      40,
    );
  return `<!DOCTYPE html>\n<html>\n<head><title>Unicorn! · GitHub</title><style>body { background-color: #f1f1f1; }</style></head>\n<body>\n<h1>${status} Server Error</h1>\n${filler}</body>\n</html>\n`;
}

/** A `Link` header whose `next` is the page after the one asked for (a new address every time). */
function onwardLink(requestUrl: URL): string {
  const next = new URL(requestUrl.href);
  next.searchParams.set('page', String(Number(requestUrl.searchParams.get('page') ?? '1') + 1));
  return `<${next.href}>; rel="next"`;
}

/** A `Link` header whose `next` is page 1 of the same list. */
function loopLink(requestUrl: URL): string {
  const first = new URL(requestUrl.href);
  first.searchParams.set('page', '1');
  return `<${first.href}>; rel="next"`;
}

/** The `Link` header a paging fault puts on its answer (`linkLoop`, `linkOnward`), or none. */
export function pagingFaultLink(fault: Fault | undefined, requestUrl: URL): { link?: string } {
  if (fault !== undefined && 'linkLoop' in fault) return { link: loopLink(requestUrl) };
  if (fault !== undefined && 'linkOnward' in fault) return { link: onwardLink(requestUrl) };
  return {};
}
