import type { ResourcePlan } from "./plan";

/** What a resource's step adds to its kind, name and operation. */
export type StepDetail = Pick<ResourcePlan, "subject" | "previously" | "changes" | "notes" | "paid" | "zone">;
