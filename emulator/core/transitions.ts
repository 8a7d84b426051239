import type { Clock } from "./clock";

/**
 * Asynchronous state machines driven by the emulator's clock (DNSSEC jobs, certificate
 * orders): a job is created with its whole future, and its state at any moment is computed
 * from the clock when read. No timers run, so `POST /__emulator/clock`, a `ManualClock` or a
 * fast `--clock-rate` move jobs along exactly like real waiting would, and a reset simply drops
 * the objects.
 */

/** One step of a schedule: `state` begins `after` seconds after the previous step began. */
export interface Step<S> {
  /** Seconds after the previous step (after the start, for the first step); finite, ≥ 0. */
  after: number;
  state: S;
}

/** A state and the moment it begins. */
export interface Change<S> {
  at: Date;
  state: S;
}

/** What a view of an asynchronous object needs at one moment. */
export interface Snapshot<S> {
  state: S;
  /** When the current state began (the start for the initial state). */
  since: Date;
  /** When the state changes next; undefined once the last step has been reached. */
  nextChangeAt: Date | undefined;
}

/**
 * A fixed schedule: `initial` from `start`, then each step in turn. A state begins at its
 * instant (inclusive); steps with `after: 0` begin together with the previous one, and the
 * later step wins. Change times are rounded up to whole milliseconds (what a Date holds).
 */
export class Timeline<S> {
  readonly start: Date;
  readonly initial: S;
  private readonly steps: ReadonlyArray<{ atMs: number; state: S }>;

  constructor(start: Date, initial: S, steps: ReadonlyArray<Step<S>>) {
    const startMs = start.getTime();
    if (Number.isNaN(startMs)) throw new RangeError("timeline start is not a valid date");
    this.start = new Date(startMs);
    this.initial = initial;
    let offsetSeconds = 0;
    this.steps = steps.map((step, i) => {
      if (typeof step.after !== "number" || !Number.isFinite(step.after) || step.after < 0) {
        throw new RangeError(`steps.${i}.after must be a finite number of seconds ≥ 0, got ${step.after}`);
      }
      offsetSeconds += step.after;
      return { atMs: startMs + Math.ceil(offsetSeconds * 1000), state: step.state };
    });
  }

  /** Every step with its absolute time, in order. */
  get changes(): Change<S>[] {
    return this.steps.map(({ atMs, state }) => ({ at: new Date(atMs), state }));
  }

  /** The state the schedule ends in. */
  get finalState(): S {
    return this.steps.at(-1)?.state ?? this.initial;
  }

  /** When the final state begins (the start when there are no steps). */
  get settlesAt(): Date {
    return new Date(this.steps.at(-1)?.atMs ?? this.start.getTime());
  }

  /** Index of the last step begun by `now`, -1 for the initial state. */
  private indexAt(now: Date): number {
    const ms = now.getTime();
    let i = -1;
    while (i + 1 < this.steps.length && (this.steps[i + 1]?.atMs ?? Number.POSITIVE_INFINITY) <= ms) i++;
    return i;
  }

  /** The state at `now`; before the start, the initial state. */
  stateAt(now: Date): S {
    const i = this.indexAt(now);
    return i < 0 ? this.initial : (this.steps[i]?.state as S);
  }

  /** The first moment after `now` at which the state changes; undefined when settled. */
  nextChangeAt(now: Date): Date | undefined {
    const next = this.steps[this.indexAt(now) + 1];
    return next ? new Date(next.atMs) : undefined;
  }

  /** True once the final state has begun. */
  isSettled(now: Date): boolean {
    return this.indexAt(now) === this.steps.length - 1;
  }

  snapshot(now: Date): Snapshot<S> {
    const i = this.indexAt(now);
    const current = this.steps[i];
    return {
      state: current ? current.state : this.initial,
      since: current ? new Date(current.atMs) : this.start,
      nextChangeAt: this.nextChangeAt(now),
    };
  }
}

/** A Timeline read against a clock: `state` is always the state at `clock.now()`. */
export class ScheduledTimeline<S> {
  constructor(
    readonly clock: Clock,
    readonly timeline: Timeline<S>,
  ) {}

  get state(): S {
    return this.timeline.stateAt(this.clock.now());
  }

  get nextChangeAt(): Date | undefined {
    return this.timeline.nextChangeAt(this.clock.now());
  }

  get settled(): boolean {
    return this.timeline.isSettled(this.clock.now());
  }

  snapshot(): Snapshot<S> {
    return this.timeline.snapshot(this.clock.now());
  }
}

/**
 * Starts a schedule now: `initial` at once, then each step `after` seconds after the previous.
 *
 * ```ts
 * const job = scheduleSteps(runtime.clock, "pending", [
 *   { after: 60, state: "signing" },
 *   { after: 240, state: "active" },
 * ]);
 * job.state; // "pending" until 60 s of emulated time have passed
 * ```
 *
 * To change course (e.g. a job cancelled half-way), replace the object with a new schedule
 * that starts from the current state.
 */
export function scheduleSteps<S>(
  clock: Clock,
  initial: S,
  steps: ReadonlyArray<Step<S>>,
): ScheduledTimeline<S> {
  return new ScheduledTimeline(clock, new Timeline(clock.now(), initial, steps));
}
