import type { DnssecConfigInputs } from "../provider/resources/dnssec-config/inputs";
import type { DnssecConfigOutputs } from "../provider/resources/dnssec-config/outputs";
import { inputChanges } from "./field-changes";
import type { Operation } from "./plan";
import type { StepDetail } from "./step-detail";

/** A DnssecConfig's step: the domain's registry DNSSEC, what changes, and what `up` waits for. */
export function dnssecStep(
  op: Operation,
  olds: DnssecConfigOutputs | undefined,
  news: DnssecConfigInputs | undefined,
): StepDetail {
  const domain = news?.domain ?? olds?.domain ?? "";
  const notes: string[] = [];
  if (op === "delete") {
    notes.push("disabled (its DS records leave the registry); `up` waits until it is inactive");
  } else if (news && (op !== "update" || news.state !== olds?.state || news.mode !== olds?.mode)) {
    notes.push(
      news.state === "disabled"
        ? "disabled; `up` waits until it is inactive"
        : `enabled in mode ${news.mode}; \`up\` waits until it is ${news.waitFor}`,
    );
  }
  return {
    subject: `DNSSEC of ${domain}`,
    changes: op === "update" || op === "replace" ? inputChanges(olds, news) : [],
    notes,
  };
}
