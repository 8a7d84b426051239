/**
 * TypeScript source text of the values a generated program declares, laid out as Prettier (and
 * Biome, which follows it) lays them out at their defaults: 2 spaces, 80 columns, double quotes
 * unless single ones need fewer escapes, trailing commas. A value is written on one line when it
 * fits and broken one member per line otherwise, so a formatter leaves the program as it is.
 */

const WIDTH = 80;

/** A value of the program: an expression written as is, an object, an array, or a text. */
export type Expr =
  | { kind: "code"; text: string }
  | { kind: "string"; value: string }
  | { kind: "object"; entries: readonly (readonly [string, Expr])[] }
  | { kind: "array"; items: readonly Expr[] };

export const code = (text: string): Expr => ({ kind: "code", text });
export const str = (value: string): Expr => ({ kind: "string", value });
export const num = (value: number): Expr => code(String(value));
export const bool = (value: boolean): Expr => code(String(value));
export const arr = (items: readonly Expr[]): Expr => ({ kind: "array", items });

/** An object of the entries whose value is defined, in the order given. */
export function obj(entries: Record<string, Expr | undefined>): Expr {
  return {
    kind: "object",
    entries: Object.entries(entries).flatMap(([key, value]) => (value === undefined ? [] : [[key, value]])),
  };
}

/** A JSON value (strings, numbers, booleans, lists, objects) as the program writes it. */
export function literal(value: unknown): Expr {
  if (typeof value === "string") return str(value);
  if (typeof value === "number") return num(value);
  if (typeof value === "boolean") return bool(value);
  if (Array.isArray(value)) return arr(value.map(literal));
  if (value !== null && typeof value === "object")
    return obj(Object.fromEntries(Object.entries(value).map(([key, member]) => [key, literal(member)])));
  throw new Error(`no literal for ${String(value)}`);
}

const pad = (indent: number) => " ".repeat(indent);

/**
 * A string literal as Prettier writes it: double quotes, or single ones when the text holds more
 * double than single quotes. Multi-line text (a PEM) is a template literal, one line per line.
 */
export function stringLiteral(value: string): string {
  if (value.includes("\n") && !/[\r\u2028\u2029]/.test(value)) {
    return `\`${value.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${")}\``;
  }
  const doubles = (value.match(/"/g) ?? []).length;
  const singles = (value.match(/'/g) ?? []).length;
  const json = JSON.stringify(value);
  if (doubles <= singles) return json;
  // JSON's escapes, with the quotes swapped: \" unescaped, ' escaped.
  return `'${json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

/**
 * Prettier breaks an array of several objects (or arrays) of more than one member whatever its
 * width: one per line.
 */
function alwaysBreaks(expr: Expr): boolean {
  if (expr.kind !== "array" || expr.items.length < 2) return false;
  return expr.items.every(
    (item) =>
      (item.kind === "object" && item.entries.length > 1) || (item.kind === "array" && item.items.length > 1),
  );
}

/** The expression on one line, or undefined when it cannot be (a line break inside, a forced break). */
export function oneLine(expr: Expr): string | undefined {
  switch (expr.kind) {
    case "code":
      return expr.text.includes("\n") ? undefined : expr.text;
    case "string": {
      const text = stringLiteral(expr.value);
      return text.includes("\n") ? undefined : text;
    }
    case "object": {
      if (expr.entries.length === 0) return "{}";
      const parts: string[] = [];
      for (const [key, value] of expr.entries) {
        const inner = oneLine(value);
        if (inner === undefined) return undefined;
        parts.push(`${key}: ${inner}`);
      }
      return `{ ${parts.join(", ")} }`;
    }
    case "array": {
      if (alwaysBreaks(expr)) return undefined;
      const parts: string[] = [];
      for (const item of expr.items) {
        const inner = oneLine(item);
        if (inner === undefined) return undefined;
        parts.push(inner);
      }
      return `[${parts.join(", ")}]`;
    }
  }
}

/**
 * The expression at column `column` of a line indented by `indent`, followed by `tail`
 * characters on its last line (a comma, a parenthesis): on one line when it fits, else broken.
 */
export function layout(expr: Expr, indent: number, column: number, tail: number): string {
  const flat = oneLine(expr);
  if (flat !== undefined && column + flat.length + tail <= WIDTH) return flat;
  switch (expr.kind) {
    case "code":
      return expr.text;
    case "string":
      return stringLiteral(expr.value);
    case "object": {
      const inner = indent + 2;
      const lines = expr.entries.map(([key, value]) => `${pad(inner)}${property(key, value, inner)},\n`);
      return `{\n${lines.join("")}${pad(indent)}}`;
    }
    case "array": {
      const inner = indent + 2;
      const lines = expr.items.map((item) => `${pad(inner)}${layout(item, inner, inner, 1)},\n`);
      return `[\n${lines.join("")}${pad(indent)}]`;
    }
  }
}

/**
 * `key: value` on a line of its own, at `indent`. A string that does not fit after the key goes
 * to the next line, indented (Prettier's layout of a long string assigned to a property).
 */
function property(key: string, value: Expr, indent: number): string {
  const head = `${key}: `;
  const flat = oneLine(value);
  if (flat !== undefined && indent + head.length + flat.length + 1 <= WIDTH) return `${head}${flat}`;
  if (value.kind === "string" && flat !== undefined) return `${key}:\n${pad(indent + 2)}${flat}`;
  return `${head}${layout(value, indent, indent + head.length, 1)}`;
}

/**
 * `new Kind(args)` as a statement after `prefix` (`const x = `, or nothing): on one line when it
 * fits; with its last argument, an object, opened on the first line when that line fits and no
 * other argument is an object; else one argument per line.
 */
export function construct(prefix: string, kind: string, args: readonly Expr[]): string {
  const head = `${prefix}new ${kind}(`;
  const flatArgs = args.map(oneLine);
  if (flatArgs.every((a) => a !== undefined)) {
    const line = `${head}${flatArgs.join(", ")});`;
    if (line.length <= WIDTH) return line;
  }
  const last = args.at(-1);
  const firsts = flatArgs.slice(0, -1);
  const hugs =
    last?.kind === "object" &&
    args.slice(0, -1).every((arg) => arg.kind !== "object" && arg.kind !== "array") &&
    firsts.every((a) => a !== undefined);
  if (hugs) {
    const opening = `${head}${[...firsts, ""].join(", ")}`;
    if (opening.length + 1 <= WIDTH) return `${opening}${layout(last, 0, WIDTH, 0)});`;
  }
  const lines = args.map((arg) => `  ${layout(arg, 2, 2, 1)},\n`);
  return `${head}\n${lines.join("")});`;
}

/** `import { a, b } from "module";`, broken one name per line when it does not fit. */
export function importLine(names: readonly string[], module: string): string {
  const line = `import { ${names.join(", ")} } from ${stringLiteral(module)};`;
  if (line.length <= WIDTH) return line;
  return `import {\n${names.map((name) => `  ${name},\n`).join("")}} from ${stringLiteral(module)};`;
}

/** `// text` lines at `indent`, the text wrapped at word boundaries within the width. */
export function comment(text: string, indent = 0): string {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ")) {
      const next = line ? `${line} ${word}` : word;
      if (line && indent + 3 + next.length > WIDTH) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines.map((line) => `${pad(indent)}//${line ? ` ${line}` : ""}`).join("\n");
}
