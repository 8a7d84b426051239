/**
 * The zone a zone file is of, as `registrar-import --zone-file` and `registrar-lint --zone-file`
 * both take it: `--origin NAME`, or a spelling from before (registrar-import's `--zone`, and its
 * `--domain`), which still works with a deprecation line. `problem` when the flags name more
 * than one zone (a usage error).
 */
export function zoneFileOrigin(
  origin: string | undefined,
  older: Readonly<Record<string, readonly string[] | undefined>>,
): { origin?: string; deprecation?: string; problem?: string } {
  const used = Object.entries(older).filter(([, values]) => values && values.length > 0);
  const names = [
    ...new Set([...(origin === undefined ? [] : [origin]), ...used.flatMap(([, values]) => values ?? [])]),
  ];
  if (names.length > 1)
    return {
      problem: `--zone-file takes one zone, its origin (--origin NAME), got ${names.length}: ${names.join(", ")}`,
    };
  const [name] = names;
  if (used.length === 0 || name === undefined) return origin === undefined ? {} : { origin };
  const flags = used.map(([flag]) => `--${flag}`).join(" and ");
  return {
    origin: name,
    deprecation: `${flags} with --zone-file ${used.length > 1 ? "are" : "is"} deprecated: write --origin ${name} (the same meaning)`,
  };
}
