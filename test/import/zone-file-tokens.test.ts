import { type Entry, tokenize, ZoneFileSyntaxError } from "../../import/zone-file-tokens";

// The lexical layer alone: which entries a text makes, on which line, with which fields.

const texts = (entry: Entry | undefined) => entry?.tokens.map((token) => token.text);

/** The line and message of the syntax error `text` makes. */
function fault(text: string): { line: number; message: string } {
  try {
    tokenize(text);
  } catch (error) {
    if (error instanceof ZoneFileSyntaxError) return { line: error.line, message: error.message };
    throw error;
  }
  throw new Error("no syntax error");
}

test("one entry per line; blank lines and comments make none; a leading blank is kept", () => {
  const entries = tokenize("a 1 IN A 192.0.2.1 ; the first\n\n; nothing here\n\t  A 192.0.2.2\r\nb\tTXT x\n");
  expect(entries.map((e) => [e.line, e.blankOwner, texts(e)])).toEqual([
    [1, false, ["a", "1", "IN", "A", "192.0.2.1"]],
    [4, true, ["A", "192.0.2.2"]],
    [5, false, ["b", "TXT", "x"]],
  ]);
});

test("parentheses join lines into one entry, comments inside them included; the entry keeps its first line", () => {
  const entries = tokenize("@ SOA ns hm ( ; open\n  1 ; serial\n  2 3 4\n  5 )\nnext A 192.0.2.1\n");
  expect(entries.map((e) => [e.line, texts(e)])).toEqual([
    [1, ["@", "SOA", "ns", "hm", "1", "2", "3", "4", "5"]],
    [5, ["next", "A", "192.0.2.1"]],
  ]);
  expect(texts(tokenize("a(TXT)b")[0])).toEqual(["a", "TXT", "b"]);
});

test("quoted strings keep spaces and semicolons; escapes are decoded, the raw text kept", () => {
  const [entry] = tokenize('t TXT "a b; c" "say \\"hi\\"" "\\065\\\\x" un\\032quoted "" "é"\n');
  expect(
    entry?.tokens.slice(2).map(({ text, raw, quoted, octets }) => ({ text, raw, quoted, octets })),
  ).toEqual([
    { text: "a b; c", raw: '"a b; c"', quoted: true, octets: 6 },
    { text: 'say "hi"', raw: '"say \\"hi\\""', quoted: true, octets: 8 },
    { text: "A\\x", raw: '"\\065\\\\x"', quoted: true, octets: 3 },
    { text: "un quoted", raw: "un\\032quoted", quoted: false, octets: 9 },
    { text: "", raw: '""', quoted: true, octets: 0 },
    { text: "é", raw: '"é"', quoted: true, octets: 2 },
  ]);
  // \DDD octets make UTF-8 as the file's own characters do.
  expect(tokenize('x TXT "\\195\\169"')[0]?.tokens[2]).toMatchObject({ text: "é", octets: 2 });
});

test("lexical faults name their line", () => {
  expect(fault("a A 192.0.2.1\nb TXT (\n x\n")).toEqual({
    line: 2,
    message: 'the "(" on this line is never closed by a ")"',
  });
  expect(fault("a A 1\nb TXT x )\n")).toEqual({ line: 2, message: '")" without a "(" before it' });
  expect(fault("a TXT ( (\n")).toEqual({ line: 1, message: '"(" inside the "(" opened on line 1' });
  expect(fault('\n\nt TXT "open\n"')).toEqual({
    line: 3,
    message: "a quoted string is not closed on its line",
  });
  expect(fault('t TXT "open')).toEqual({ line: 1, message: "a quoted string is not closed on its line" });
  expect(fault("t TXT a\\12b\n")).toEqual({
    line: 1,
    message: '"\\12" is not an escape: write \\DDD with three digits, 000 to 255',
  });
  expect(fault("\nt TXT \\256\n").line).toBe(2);
  expect(fault("t TXT a\\\n").message).toBe('a "\\" at the end of a line escapes nothing');
});
