import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface IssueComment {
  id: number;
  body: string;
  user: { login: string; type: "User" | "Bot" };
}

export interface CommentRequest {
  method: string;
  path: string;
  authorization?: string;
}

/**
 * A loopback stand-in for the part of GitHub's REST API a workflow uses to comment on a pull
 * request: list an issue's comments (`per_page`, `page`), create one, update one. It answers as
 * GitHub documents it (the comment as JSON, 201 for a create), with `token` as the only key, and
 * comments made through it are the bot's (github-actions[bot], a "Bot").
 */
export async function githubComments(repository: string, token: string, existing: IssueComment[] = []) {
  const comments = [...existing];
  const requests: CommentRequest[] = [];
  let nextId = 1000;
  const server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "", "http://localhost");
      requests.push({
        method: req.method ?? "",
        path: url.pathname,
        authorization: req.headers.authorization,
      });
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${token}`) return answer(401, { message: "Bad credentials" });
      const list = new RegExp(`^/repos/${repository}/issues/(\\d+)/comments$`).exec(url.pathname);
      const one = new RegExp(`^/repos/${repository}/issues/comments/(\\d+)$`).exec(url.pathname);
      if (list && req.method === "GET") {
        const perPage = Number(url.searchParams.get("per_page") ?? 30);
        const page = Number(url.searchParams.get("page") ?? 1);
        return answer(200, comments.slice((page - 1) * perPage, page * perPage));
      }
      if (list && req.method === "POST") {
        const comment: IssueComment = {
          id: nextId++,
          body: JSON.parse(text).body,
          user: { login: "github-actions[bot]", type: "Bot" },
        };
        comments.push(comment);
        return answer(201, comment);
      }
      const found = one ? comments.find((c) => c.id === Number(one[1])) : undefined;
      if (found && req.method === "PATCH") {
        found.body = JSON.parse(text).body;
        return answer(200, found);
      }
      return answer(404, { message: "Not Found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    comments,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
