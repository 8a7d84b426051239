import { parse } from "yaml";
import { compileRule, type IgnoreRule, ignoredKeys } from "../../provider/dns/ignore-rules";
import { recordKey } from "../../provider/dns/zone-keys";
import { allBlocks, isProgram, isYamlProgram } from "../e2e/support/doc-blocks";

// The ignore rules docs/guides/shared-zones.md gives for cert-manager, DKIM keys and
// external-dns, taken from the page's programs, on the records those tools write: an ACME
// challenge at the apex (for example.com and *.example.com) and below it, a DKIM key, an
// external-dns record with its ownership record; and on records they must leave to the program.

const zone = "example.com.";
const blocks = allBlocks.filter((block) => block.file === "docs/guides/shared-zones.md");

/** The `ignore: [ … ]` array of the page's TypeScript program, evaluated as the program would. */
const typeScriptRules = (() => {
  const program = blocks.find(isProgram)?.code ?? "";
  const start = program.indexOf("ignore: [");
  const end = program.indexOf("\n  ],", start);
  expect({ start: start > 0, end: end > start }).toEqual({ start: true, end: true });
  return new Function(`return [${program.slice(start + "ignore: [".length, end)}];`)() as IgnoreRule[];
})();

/** The `ignore` list of the page's YAML program. */
const yamlRules = (() => {
  const program = parse(blocks.find(isYamlProgram)?.code ?? "") as {
    resources: Record<string, { properties: { ignore?: IgnoreRule[] } }>;
  };
  return Object.values(program.resources)[0]?.properties.ignore ?? [];
})();

/** Which of `records` (absolute names) the rules leave alone, by key. */
function ignored(
  rules: IgnoreRule[],
  records: { name: string; type: "A" | "TXT" | "CNAME"; data: string }[],
) {
  const keys = records.map((record) => recordKey(record, zone));
  const found = ignoredKeys(rules.map(compileRule), keys, zone);
  return keys.filter((key) => found.has(key));
}

const challenges = [
  // cert-manager validating example.com, and *.example.com: the apex's own challenge.
  { name: "_acme-challenge.example.com.", type: "TXT" as const, data: "apex-token" },
  { name: "_acme-challenge.www.example.com.", type: "TXT" as const, data: "www-token" },
  { name: "_acme-challenge.api.dev.example.com.", type: "TXT" as const, data: "deep-token" },
];
const others = [
  { name: "s1._domainkey.example.com.", type: "TXT" as const, data: "v=DKIM1; k=rsa; p=MIIB" },
  { name: "a-shop.example.com.", type: "TXT" as const, data: "heritage=external-dns,external-dns/owner=k8s" },
  { name: "shop.example.com.", type: "A" as const, data: "192.0.2.50" },
];
const theProgramsOwn = [
  { name: "www.example.com.", type: "A" as const, data: "192.0.2.1" },
  { name: "_acme-challenge.example.com.", type: "CNAME" as const, data: "acme.example.net." },
  { name: "_dmarc.example.com.", type: "TXT" as const, data: "v=DMARC1; p=none" },
];

test("the page's TypeScript and YAML programs give the same rules", () => {
  expect(typeScriptRules.length).toBeGreaterThan(0);
  expect(yamlRules).toEqual(typeScriptRules);
});

test("the rules leave every ACME challenge alone, the apex's included, and the other tools' records", () => {
  expect(ignored(typeScriptRules, [...challenges, ...others])).toEqual(
    [...challenges, ...others].map((record) => recordKey(record, zone)),
  );
});

test("the rules leave the program's own records to it", () => {
  expect(ignored(typeScriptRules, theProgramsOwn)).toEqual([]);
});

test("`_acme-challenge.**` alone misses the apex's challenge, as the page warns", () => {
  const below = [{ name: "_acme-challenge.**", type: "TXT" }];
  expect(ignored(below, challenges)).toEqual(challenges.slice(1).map((record) => recordKey(record, zone)));
  // The one rule with alternatives the page offers instead catches all of them.
  expect(ignored([{ name: "{_acme-challenge,_acme-challenge.**}", type: "TXT" }], challenges)).toHaveLength(
    3,
  );
});
