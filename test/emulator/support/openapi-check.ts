import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import type { HttpAnswer } from "../../support/http-call";

/** One operation of an OpenAPI document: where it is, and the answers it declares. */
interface DocumentOperation {
  operationId: string;
  method: string;
  path: string;
  regex: RegExp;
  responses: Record<string, { content?: Record<string, unknown> }>;
}

/** What the document says of one answer. */
export interface AnswerVerdict {
  /** The operation the request named; undefined when the document has no such path and method. */
  operationId?: string;
  /** What the document does not allow; empty when it allows the answer. */
  problems: string[];
}

/** The document's pointer to a place of it (RFC 6901). */
const pointer = (...parts: string[]) =>
  `openapi#/${parts.map((p) => p.replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`;

/**
 * An OpenAPI 3.1 document as a judge of answers: the operation a request names, the status
 * declared for it, and the body valid against the schema declared for that status and media type
 * (JSON Schema 2020-12, so `additionalProperties: false` holds). Each schema is compiled once,
 * when first needed.
 */
export class OpenApiCheck {
  // Formats are left to the patterns beside them (a date-time has one); the document is not
  // checked against the meta-schema here (test/emulator/areas/meta/routes.test.ts does).
  private readonly ajv = new Ajv2020({ strict: false, validateFormats: false, validateSchema: false });
  private readonly validators = new Map<string, ValidateFunction>();
  readonly operations: readonly DocumentOperation[];

  // biome-ignore lint/suspicious/noExplicitAny: the document is parsed YAML, read by its known fields
  constructor(document: any) {
    this.ajv.addSchema({ ...document, $id: "openapi" });
    const operations: DocumentOperation[] = [];
    for (const [path, methods] of Object.entries<Record<string, DocumentOperation>>(document.paths)) {
      const source = path
        .split("/")
        .map((s) => (/^\{\w+\}$/.test(s) ? "[^/]+" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
        .join("/");
      for (const [method, op] of Object.entries(methods)) {
        operations.push({
          operationId: op.operationId,
          method: method.toUpperCase(),
          path,
          regex: new RegExp(`^${source}$`),
          responses: op.responses,
        });
      }
    }
    this.operations = operations;
  }

  /**
   * The operation a request names, if the document has one: the first whose method and path
   * match, in the document's order, which is the order in which the emulator's router tries them.
   */
  operationOf(method: string, path: string): DocumentOperation | undefined {
    return this.operations.find((op) => op.method === method.toUpperCase() && op.regex.test(path));
  }

  check(request: { method: string; url: string }, answer: HttpAnswer): AnswerVerdict {
    const op = this.operationOf(request.method, new URL(request.url).pathname);
    if (!op) return { problems: [] };
    const status = String(answer.status);
    const declared = [status, `${status[0]}XX`, "default"].find((key) => op.responses[key]);
    if (!declared) {
      const statuses = Object.keys(op.responses).join(", ");
      return { operationId: op.operationId, problems: [`status ${status} is not declared (${statuses})`] };
    }
    const content = op.responses[declared]?.content;
    if (!content) return { operationId: op.operationId, problems: [] };
    const mediaType =
      String(answer.headers["content-type"] ?? "")
        .split(";")[0]
        ?.trim() ?? "";
    if (!(mediaType in content)) {
      const types = Object.keys(content).join(", ");
      return {
        operationId: op.operationId,
        problems: [`content-type "${mediaType}" is not declared (${types})`],
      };
    }
    const body = mediaType === "application/json" ? answer.body : answer.text;
    const validate = this.validator(op, declared, mediaType);
    if (validate(body)) return { operationId: op.operationId, problems: [] };
    return { operationId: op.operationId, problems: (validate.errors ?? []).map(describe) };
  }

  private validator(op: DocumentOperation, status: string, mediaType: string): ValidateFunction {
    const ref = pointer(
      "paths",
      op.path,
      op.method.toLowerCase(),
      "responses",
      status,
      "content",
      mediaType,
      "schema",
    );
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.validators.set(ref, validate);
    }
    return validate;
  }
}

/** An error as a line: where in the body, what is wrong, and the property it names. */
function describe(error: ErrorObject): string {
  const where = error.instancePath || "the body";
  const property = (error.params as { additionalProperty?: string }).additionalProperty;
  return `${where} ${error.message}${property ? `: ${property}` : ""}`;
}
