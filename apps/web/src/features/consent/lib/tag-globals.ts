/** The globals the platforms' base codes define (MARKETING-TAGS.md, "Base codes"). */
export type Command = (...args: unknown[]) => void;

export interface FbqStub extends Command {
  callMethod?: Command;
  queue: unknown[][];
  push: Command;
  loaded: boolean;
  version: string;
}

export interface SnaptrStub extends Command {
  handleRequest?: Command;
  queue: unknown[][];
}

export interface TtqStub extends Array<unknown> {
  methods: string[];
  page: Command;
  track: Command;
  load: (id: string) => void;
  _i?: Record<string, unknown[] & { _u?: string }>;
  _t?: Record<string, number>;
  _o?: Record<string, object>;
  [method: string]: unknown;
}

export interface TagWindow {
  dataLayer?: unknown[];
  gtag?: Command;
  fbq?: FbqStub;
  _fbq?: FbqStub;
  snaptr?: SnaptrStub;
  ttq?: TtqStub;
  TiktokAnalyticsObject?: string;
}

export function tagWindow(): TagWindow {
  return window as unknown as TagWindow;
}
