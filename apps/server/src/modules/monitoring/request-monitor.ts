import {
  MONITORING_ERROR_BUFFER,
  MONITORING_WINDOW_MINUTES,
  type ServerErrorEntry,
  type Traffic,
} from '@store/shared/schemas/monitoring';

const MINUTE_MS = 60_000;
const MAX_MESSAGE_LENGTH = 300;

interface MinuteCounts {
  requests: number;
  clientErrors: number;
  serverErrors: number;
  totalMs: number;
}

/**
 * An error message as it may be shown to an admin: its first line only (a failed query's
 * parameters follow on the next lines), anything after "params:" dropped, tokens masked.
 */
export function safeErrorMessage(message: string): string {
  const firstLine = message.split(/\r?\n/, 1)[0] ?? '';
  return firstLine
    .replace(/\bparams:.*$/i, '')
    .replace(/\bBearer\s+\S+/gi, 'Bearer [redacted]')
    .replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[redacted]')
    .trim();
}

/**
 * Counts answered requests per minute over the last hour, and remembers the latest server errors
 * (a ring buffer). In-process: each server instance reports its own traffic.
 */
export class RequestMonitor {
  private readonly minutes = new Map<number, MinuteCounts>();
  private readonly errors: ServerErrorEntry[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  record(status: number, elapsedMs: number): void {
    const minute = Math.floor(this.now() / MINUTE_MS);
    let counts = this.minutes.get(minute);
    if (!counts) {
      counts = { requests: 0, clientErrors: 0, serverErrors: 0, totalMs: 0 };
      this.minutes.set(minute, counts);
      this.prune(minute);
    }
    counts.requests += 1;
    counts.totalMs += elapsedMs;
    if (status >= 500) counts.serverErrors += 1;
    else if (status >= 400) counts.clientErrors += 1;
  }

  /** Remembers a 5xx answer: the route's pattern and the error's message only, shortened. */
  recordError(entry: Omit<ServerErrorEntry, 'time'>): void {
    const safe = safeErrorMessage(entry.message) || 'Server error';
    const message =
      safe.length > MAX_MESSAGE_LENGTH ? `${safe.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : safe;
    this.errors.unshift({ ...entry, message, time: new Date(this.now()).toISOString() });
    if (this.errors.length > MONITORING_ERROR_BUFFER) this.errors.length = MONITORING_ERROR_BUFFER;
  }

  latestErrors(): ServerErrorEntry[] {
    return [...this.errors];
  }

  traffic(): Traffic {
    const current = Math.floor(this.now() / MINUTE_MS);
    const perMinute: Traffic['perMinute'] = [];
    const totals = { requests: 0, clientErrors: 0, serverErrors: 0 };
    for (let minute = current - MONITORING_WINDOW_MINUTES + 1; minute <= current; minute++) {
      const counts = this.minutes.get(minute);
      perMinute.push({
        minute: new Date(minute * MINUTE_MS).toISOString(),
        requests: counts?.requests ?? 0,
        clientErrors: counts?.clientErrors ?? 0,
        serverErrors: counts?.serverErrors ?? 0,
        avgMs:
          counts && counts.requests > 0
            ? Math.round((counts.totalMs / counts.requests) * 10) / 10
            : null,
      });
      totals.requests += counts?.requests ?? 0;
      totals.clientErrors += counts?.clientErrors ?? 0;
      totals.serverErrors += counts?.serverErrors ?? 0;
    }
    return { windowMinutes: MONITORING_WINDOW_MINUTES, perMinute, totals };
  }

  private prune(current: number): void {
    for (const minute of this.minutes.keys()) {
      if (minute <= current - MONITORING_WINDOW_MINUTES) this.minutes.delete(minute);
    }
  }
}
