import type { dnssecJobActions, dnssecJobPhases, dnssecJobStatuses } from "../../../provider/contract/dnssec";
import { Timeline } from "../../core/transitions";
import type { Configuration, DnssecMode } from "./configuration";

export type JobAction = (typeof dnssecJobActions)[number];
export type JobPhase = (typeof dnssecJobPhases)[number];
export type JobStatus = (typeof dnssecJobStatuses)[number];

/** How long each phase of a DNSSEC job lasts, in seconds of emulated time (docs/emulator.md). */
export const DNSSEC_DURATIONS = {
  /** The service generates a key and signs the zone; the DNSKEY is published at the end. */
  signing: 60,
  /** The registry takes a new DS set, or removes the DS set. */
  registry: 120,
  /** After the registry's change, until the parent zone shows it and cached DS records expire. */
  propagation: 900,
  /** After the registry's change, the job's own delegation check (a verify may come first). */
  delegationCheck: 1800,
  /** After the DS is gone everywhere, the service stops signing and withdraws the DNSKEY. */
  unsigning: 60,
} as const;

/** Phases in which the registry has not yet taken the change: a job can still be cancelled. */
export const CANCELLABLE_PHASES: readonly JobPhase[] = ["signing", "registry_submission", "registry_removal"];
/** Phases reached once the registry has taken the change. */
const REGISTRY_CHANGED_PHASES: readonly JobPhase[] = ["propagation", "unsigning", "completed"];

interface PlannedPhase {
  phase: JobPhase;
  atMs: number;
}

const SECOND = 1000;

/** The phases of a job from `startMs`, each with the instant it begins. */
function planPhases(action: JobAction, previous: Configuration, target: Configuration, startMs: number) {
  const phases: Array<[JobPhase, number]> =
    action === "disable"
      ? [
          ["registry_removal", DNSSEC_DURATIONS.registry],
          ["propagation", DNSSEC_DURATIONS.delegationCheck],
          ...(previous.mode === "provider"
            ? [["unsigning", DNSSEC_DURATIONS.unsigning] as [JobPhase, number]]
            : []),
        ]
      : [
          ...(target.mode === "provider"
            ? [["signing", DNSSEC_DURATIONS.signing] as [JobPhase, number]]
            : []),
          ["registry_submission", DNSSEC_DURATIONS.registry],
          ["propagation", DNSSEC_DURATIONS.delegationCheck],
        ];
  const plan: PlannedPhase[] = [];
  let atMs = startMs;
  for (const [phase, seconds] of phases) {
    plan.push({ phase, atMs });
    atMs += seconds * SECOND;
  }
  plan.push({ phase: "completed", atMs });
  return plan;
}

function timelineOf(plan: readonly PlannedPhase[]): Timeline<JobPhase> {
  const [first, ...rest] = plan;
  if (!first) throw new Error("a DNSSEC job has at least one phase");
  let previousMs = first.atMs;
  const steps = rest.map(({ phase, atMs }) => {
    const after = (atMs - previousMs) / SECOND;
    previousMs = atMs;
    return { after, state: phase };
  });
  return new Timeline(new Date(first.atMs), first.phase, steps);
}

/**
 * One DNSSEC transition of a domain, from `previous` (in force when it started) to `target`.
 * Its phases follow a schedule on the emulator's clock (core/transitions.ts); a delegation
 * check that finds the change propagated moves the rest of the schedule forward, and a cancel
 * ends it.
 */
export class DnssecJob {
  readonly createdAt: Date;
  private plan: PlannedPhase[];
  private timeline: Timeline<JobPhase>;
  private cancelledAt: Date | undefined;

  constructor(
    readonly id: number,
    readonly domain: string,
    readonly action: JobAction,
    readonly previous: Configuration,
    readonly target: Configuration,
    start: Date,
  ) {
    this.createdAt = start;
    this.plan = planPhases(action, previous, target, start.getTime());
    this.timeline = timelineOf(this.plan);
  }

  /** The mode the job enables, updates or disables. */
  get mode(): DnssecMode {
    return this.action === "disable" ? this.previous.mode : this.target.mode;
  }

  phaseAt(now: Date): JobPhase {
    if (this.cancelledAt && now >= this.cancelledAt) return "cancelled";
    return this.timeline.stateAt(now);
  }

  statusAt(now: Date): JobStatus {
    const phase = this.phaseAt(now);
    if (phase === "cancelled") return "cancelled";
    return phase === "completed" ? "completed" : "running";
  }

  /** When the phase at `now` began. */
  phaseSince(now: Date): Date {
    if (this.cancelledAt && now >= this.cancelledAt) return this.cancelledAt;
    return this.timeline.snapshot(now).since;
  }

  /** When the phase changes next by itself; undefined once the job has ended. */
  nextChangeAt(now: Date): Date | undefined {
    return this.statusAt(now) === "running" ? this.timeline.nextChangeAt(now) : undefined;
  }

  /** When the job completed or was cancelled; undefined while it runs. */
  endedAt(now: Date): Date | undefined {
    return this.statusAt(now) === "running" ? undefined : this.phaseSince(now);
  }

  /** Whether the registry holds the job's change (new DS set, or DS removed) at `now`. */
  registryChangedAt(now: Date): boolean {
    return REGISTRY_CHANGED_PHASES.includes(this.phaseAt(now));
  }

  /** When the parent zone shows the registry's change and cached DS records have expired. */
  get propagatedAt(): Date {
    const accepted = this.plan.find((p) => p.phase === "propagation")?.atMs ?? this.createdAt.getTime();
    return new Date(accepted + DNSSEC_DURATIONS.propagation * SECOND);
  }

  /**
   * A delegation check at `now` (a verify): once the change has propagated, the job need not
   * wait for its own check, so the phases after propagation begin now. Otherwise nothing moves.
   */
  checkDelegation(now: Date): void {
    if (this.phaseAt(now) !== "propagation" || now < this.propagatedAt) return;
    const index = this.plan.findIndex((p) => p.phase === "propagation");
    const next = this.plan[index + 1];
    if (!next) return;
    const shiftMs = next.atMs - now.getTime();
    this.plan = this.plan.map((p, i) => (i > index ? { ...p, atMs: p.atMs - shiftMs } : p));
    this.timeline = timelineOf(this.plan);
  }

  /** Ends a running job at `now` (the caller checks that its phase allows it). */
  cancel(now: Date): void {
    this.cancelledAt = now;
  }
}
