import type { BackgroundTimers } from '../../src/lib/background-timers';

export const FAKE_START = Date.parse('2027-03-01T08:00:00.000Z');

/** A clock and timers that move only when the test says, so no test waits for a retry. */
export class FakeTime {
  now = FAKE_START;
  private timers: { at: number; order: number; callback: () => void }[] = [];
  private order = 0;

  readonly clock = () => new Date(this.now);

  readonly backgroundTimers: BackgroundTimers = {
    setTimeout: (callback, ms) => {
      const timer = { at: this.now + ms, order: ++this.order, callback };
      this.timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      this.timers = this.timers.filter((timer) => timer !== handle);
    },
  };

  /** Moves the clock on, firing each timer when its time comes and letting its work finish. */
  async advance(ms: number, settle: () => Promise<void>): Promise<void> {
    const end = this.now + ms;
    for (;;) {
      await settle();
      const due = this.timers
        .filter((timer) => timer.at <= end)
        .sort((a, b) => a.at - b.at || a.order - b.order)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.now = Math.max(this.now, due.at);
      due.callback();
    }
    this.now = end;
  }
}
