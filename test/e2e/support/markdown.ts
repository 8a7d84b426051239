export interface CodeBlock {
  /** The info string's first word: "ts", "sh", "yaml", … */
  lang: string;
  code: string;
  /** 1-based line of the opening fence, for messages. */
  line: number;
  /** The nearest heading above the block. */
  heading: string;
}

/** The fenced code blocks of a Markdown document, in order. */
export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split("\n");
  let heading = "";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const fence = /^(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (!fence) {
      if (/^#{1,6} /.test(line)) heading = line.replace(/^#+ /, "").trim();
      continue;
    }
    const marker = fence[1] as string;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !(lines[j] as string).startsWith(marker)) body.push(lines[j++] as string);
    blocks.push({ lang: fence[2] ?? "", code: `${body.join("\n")}\n`, line: i + 1, heading });
    i = j;
  }
  return blocks;
}
