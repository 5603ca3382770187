/**
 * Timers the job runner (jobs/job-runner.ts) schedules its looks and time limits with, and the
 * recompute its close's grace; tests pass their own so that no test waits.
 */
export interface BackgroundTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Node's timers, unref'd: a waiting worker never keeps a process alive (a server has its sockets). */
export const UNREF_TIMERS: BackgroundTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};
