import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export type Handler = (req: SeenRequest, res: ServerResponse) => void;

/** A loopback HTTP server answering each request with the next scripted handler (the last one repeats). */
export async function scriptedServer(...handlers: Handler[]) {
  const seen: SeenRequest[] = [];
  let connections = 0;
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const request = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body };
      seen.push(request);
      const handler = handlers[Math.min(seen.length - 1, handlers.length - 1)];
      handler?.(request, res);
    });
  });
  server.on("connection", () => {
    connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Handler {
  return (_req, res) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };
}

/** Cut the connection without answering, as a proxy or a crash would. */
export const hangUp: Handler = (_req, res) => {
  res.socket?.destroy();
};
