import { buildPlan } from "../../plan/build-plan";
import { planMarkdown } from "../../plan/markdown";
import { claimed } from "../e2e/support/doc-blocks";
import { type FixtureName, fixture, useRecordingClock } from "./support/previews";

// The Markdown of recorded previews, as a pull request's comment shows it.

useRecordingClock();

const markdownOf = (name: FixtureName) => planMarkdown(buildPlan(fixture(name)));

const changed = `### Registrar plan for stack \`dev\`

**0 to create, 4 to change, 2 to replace, 0 to delete** · 💳 1 paid

#### DnsZone \`example-org\`: example.org.

1 to create, 2 to change, 1 to delete

\`\`\`diff
+ new A 192.0.2.5
~ h0 A 192.0.2.100: ttl 300 → 600
~ alias CNAME old.example. → new.example.
- old TXT bye
\`\`\`

Added outside Pulumi since the last \`up\` (the next \`up\` accepts them as the drift gate's baseline, and changes no record for them): \`hand A 192.0.2.99\`.

Guard: within its limits: 2 to change and 1 to delete of 11 records (maxUpdateRatio 0.3 allows 3, maxDeleteRatio 0.3 allows 3).

#### DNS records

\`\`\`diff
~ DnsRecord api: api.example.com A 192.0.2.10 → 192.0.2.11; ttl 300 → 600
\`\`\`

#### Delegation and DNSSEC

\`\`\`diff
~ NameserverDelegation example-com: delegation of example.com; vanitySetId null → 1
\`\`\`

#### TLS

\`\`\`diff
~ TlsOrganization org: TLS organization Example Shop AG; organization Example Shop GmbH → Example Shop AG
+- CertificateRequest web-key: key and CSR for shop.example.com (ecdsa-p256) (replaced: commonName); commonName www.example.com → shop.example.com — a new private key and CSR, made locally
+- TlsCertificate web: www.example.com (dv-single) → shop.example.com (dv-single) (replaced: commonName) — a new order; then crt-1001 is retained (onDelete retain), valid until 2027-11-27 💳 paid: new order
\`\`\`
`;

test("a change: the zone's records, the drift and the guard, then the other resources, the paid one marked", () => {
  expect(markdownOf("change")).toBe(changed);
});

test("the plan docs/guides/plan.md shows is this plan", () => {
  expect(claimed("a plan as registrar-plan prints it").map((block) => block.code)).toEqual([changed]);
});

test("a zone refused by its change limits: the failed preview's error, then the steps it reached", () => {
  const text = markdownOf("refused");
  expect(text).toContain(
    "> [!CAUTION]\n> **The preview failed**: `pulumi up` would stop at the errors below, and the steps after them are not in this plan.\n" +
      "> - **DnsZone `example-org`** refused by its change limits: zone example.org.: this update would update 2 of its 11 records (18%), more than maxUpdateRatio 0.1 allows.",
  );
  expect(text).toContain("~ DnsRecord api: api.example.com A 192.0.2.11 → 192.0.2.12");
  expect(text).not.toContain("#### DnsZone");
});

test("the same lifted for one run: allowed, and what up needs to allow it too", () => {
  expect(markdownOf("allowed")).toContain(
    "Guard: beyond maxUpdateRatio (2 to change and 0 to delete of 11 records; maxUpdateRatio 0.1 allows 1, maxDeleteRatio 0.1 allows 1), " +
      "**allowed for this run**: the preview ran with REGISTRAR_MAX_CHANGE_RATIO or `registrar:maxChangeRatio`, which `pulumi up` needs too.",
  );
});

test("a first preview: a new zone, the guard at up, each resource created, the order paid", () => {
  const text = markdownOf("create");
  expect(text).toContain(
    "#### DnsZone `example-org`: example.org. (new)\n\n4 to create, 0 to change, 0 to delete",
  );
  expect(text).toContain("Guard: applied during `up`, to the zone as listed then.");
  expect(text).toContain(
    "+ TlsCertificate web: www.example.com (dv-single) — a new order 💳 paid: new order",
  );
  expect(text).toContain("Other providers' resources (not shown): 1 to create.");
});

test("records unknown until up, a reissue and a renewal", () => {
  const reissue = markdownOf("reissue");
  expect(reissue).toContain("```diff\n+ _certificate TXT (records[4] unknown)\n```");
  expect(reissue).toContain("Guard: applied during `up`, once every record is known");
  expect(reissue).toMatch(
    /^~ TlsCertificate web: .* — a reissue of crt-1002 \(the CSR changed\) 💳 paid: reissue$/m,
  );
  const renewal = markdownOf("renewal");
  expect(renewal).toContain("~ _certificate TXT crt-1002 → (known after up)");
  expect(renewal).toMatch(
    /^~ TlsCertificate web: .* — a renewal of crt-1002 \(due \d{4}-\d\d-\d\d\): a new order 💳 paid: renewal$/m,
  );
});

test("deletes: records nobody declared, resources gone, what their delete does", () => {
  const text = markdownOf("delete");
  expect(text).toContain('- hand A 192.0.2.99 (declared by no resource: unmanaged "remove")');
  expect(text).toContain("Settings: unmanaged report → remove");
  expect(text).toMatch(/^- TlsCertificate web: .* — crt-1003 is retained \(onDelete retain\), valid until /m);
  expect(text).toContain("> ⚠️ Undefined value (certificateId) will not show as a stack output.");
});

test("a program that failed: no step reached", () => {
  expect(markdownOf("program-error")).toBe(
    "### Registrar plan for stack `dev`\n\nNo changes among the steps the preview reached.\n\n" +
      "> [!CAUTION]\n> **The preview failed**: `pulumi up` would stop at the errors below, and the steps after them are not in this plan.\n" +
      "> - Configuration 'registrar-plan:zone' value 'not JSON' is not a valid JSON object\n",
  );
});
