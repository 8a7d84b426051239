import type { Policies } from "@pulumi/policy";
import { caaAllowsCa } from "./rules/caa-allows-ca";
import { certificateStrength } from "./rules/certificate-strength";
import { dcvZoneInAccount } from "./rules/dcv-zone-in-account";
import { delegationServesZone } from "./rules/delegation-serves-zone";
import { dnssecZoneSigned } from "./rules/dnssec-zone-signed";

/** The pack's policies, apart from index.ts, which serves them: tests call them directly. */
export const policies: Policies = [
  caaAllowsCa,
  dnssecZoneSigned,
  dcvZoneInAccount,
  delegationServesZone,
  certificateStrength,
];
