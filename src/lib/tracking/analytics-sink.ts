/**
 * Where tracked events go. The tracker prepares an event (masked, stripped, with the session
 * metadata); a sink only delivers it. Sinks must not throw: analytics never breaks a page.
 */

export interface AnalyticsEvent {
  readonly name: string;
  /** Epoch milliseconds when the event was tracked. */
  readonly time: number;
  readonly properties: Readonly<Record<string, unknown>>;
}

export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
}
