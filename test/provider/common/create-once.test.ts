import { z } from "zod";
import { BadRequestError, ServiceUnavailableError, TransportError } from "../../../provider/client/errors";
import { Transport } from "../../../provider/client/transport";
import { clock } from "../../../provider/common/clock";
import { createOnce } from "../../../provider/common/create-once";
import { silentLog } from "../../../provider/common/step-log";
import { rejection } from "../../support/rejection";
import { json, scriptedServer } from "../../support/scripted-server";

const unavailable = () => new ServiceUnavailableError(503, { method: "POST", path: "/widgets" }, "busy");

describe("createOnce", () => {
  const steps = (send: jest.Mock, find: jest.Mock) => ({
    what: "widget a",
    log: silentLog,
    send,
    find,
    retryDelayMs: 1,
  });
  test("an uncertain write that the lookup finds is not sent again", async () => {
    const send = jest.fn().mockRejectedValueOnce(unavailable()).mockResolvedValue("second");
    const find = jest.fn().mockResolvedValue("found");
    expect(await createOnce(steps(send, find))).toBe("found");
    expect(send).toHaveBeenCalledTimes(1);
    expect(find).toHaveBeenCalledTimes(1);
  });

  test("an uncertain write that the lookup does not find is sent again", async () => {
    const send = jest.fn().mockRejectedValueOnce(unavailable()).mockResolvedValue("second");
    const find = jest.fn().mockResolvedValue(undefined);
    expect(await createOnce(steps(send, find))).toBe("second");
    expect(send).toHaveBeenCalledTimes(2);
    expect(find).toHaveBeenCalledTimes(1);
  });

  test("when the lookup fails too, the error keeps the first failure and says the object may exist", async () => {
    const first = unavailable();
    const send = jest.fn().mockRejectedValue(first);
    const find = jest.fn().mockRejectedValue(new Error("lookup timed out"));
    const error = await rejection(createOnce(steps(send, find)));
    expect(error.message).toContain(first.message);
    expect(error.message).toContain("lookup timed out");
    expect(error.message).toContain("widget a may exist");
    expect(error.cause).toBe(first);
    expect(send).toHaveBeenCalledTimes(1);
  });

  test("a write that certainly never left is retried without a lookup", async () => {
    const refused = new TransportError(
      { method: "POST", path: "/widgets" },
      new Error("ECONNREFUSED"),
      false,
    );
    const send = jest.fn().mockRejectedValueOnce(refused).mockResolvedValue("created");
    const find = jest.fn();
    expect(await createOnce(steps(send, find))).toBe("created");
    expect(send).toHaveBeenCalledTimes(2);
    expect(find).not.toHaveBeenCalled();
  });

  test("a refused write (4xx) is final: no lookup, no retry", async () => {
    const refused = new BadRequestError(400, { method: "POST", path: "/widgets" }, "bad size");
    const send = jest.fn().mockRejectedValue(refused);
    const find = jest.fn();
    expect(await rejection(createOnce(steps(send, find)))).toBe(refused);
    expect(send).toHaveBeenCalledTimes(1);
    expect(find).not.toHaveBeenCalled();
  });

  test("gives up after its attempts with the last failure", async () => {
    const send = jest.fn().mockRejectedValue(unavailable());
    const find = jest.fn().mockResolvedValue(undefined);
    const error = await rejection(createOnce({ ...steps(send, find), attempts: 2 }));
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(send).toHaveBeenCalledTimes(2);
    expect(find).toHaveBeenCalledTimes(2);
  });
});

describe("createOnce of what is paid (lookForSeconds)", () => {
  /**
   * An API that completes an order after the client gave up on it: the POST is answered only
   * after the client's deadline, and the order shows in the listing `lateBy` listings later.
   */
  async function lateApi(lateBy: number) {
    const orders: { id: string }[] = [];
    let listings = 0;
    let posts = 0;
    const server = await scriptedServer((req, res) => {
      if (req.method === "POST") {
        posts++;
        setTimeout(() => {
          orders.push({ id: `crt-${1000 + posts}` });
          res.destroy(); // long after the client left
        }, 300);
        return;
      }
      listings++;
      const visible = listings > lateBy ? orders : [];
      json(200, { success: true, code: 200, response: visible })(req, res);
    });
    // The POST gives up after 100 ms; the listings have the default time, however loaded the machine.
    const client = new Transport({ baseUrl: server.url, apiKey: "k", timeoutMs: 100, maxRetries: 0 });
    const reader = new Transport({ baseUrl: server.url, apiKey: "k", maxRetries: 0 });
    const order = z.object({ id: z.string() });
    const steps = (lookForSeconds: number) => ({
      what: "order for www.example.com",
      log: silentLog,
      send: () => client.call("POST", "/tls/certificate", { body: {}, response: order }),
      find: async () => (await reader.call("GET", "/tls/certificate", { response: z.array(order) }))[0],
      lookForSeconds,
      takenBackBy: "by its CSR's key",
    });
    const close = async () => {
      await client.close();
      await reader.close();
      await server.close();
    };
    return { steps, close, posts: () => posts };
  }

  // The provider's clock, moved by the lookups' sleeps: nothing here waits a minute.
  let now = 0;
  beforeEach(() => {
    now = Date.parse("2026-11-26T10:00:00Z");
    jest.spyOn(clock, "now").mockImplementation(() => now);
    jest.spyOn(clock, "sleep").mockImplementation(async (ms) => {
      now += ms;
      await new Promise((resolve) => setTimeout(resolve, 100)); // the API finishes meanwhile
    });
  });
  afterEach(() => jest.restoreAllMocks());

  test("an order the API completes after the deadline is found by looking again, never sent twice", async () => {
    const api = await lateApi(2);
    try {
      expect(await createOnce(api.steps(60))).toEqual({ id: "crt-1001" });
      expect(api.posts()).toBe(1);
    } finally {
      await api.close();
    }
  });

  test("not found within the bound: it fails saying the order may exist and the next up takes it back", async () => {
    const api = await lateApi(1_000);
    try {
      const error = await rejection(createOnce(api.steps(30)));
      expect(error.message).toMatch(
        /^create of order for www\.example\.com failed \(.*\) and may have taken effect: it was not found within 30s, and it is not sent again, so as not to pay twice\. Run `pulumi up` again later: it takes it back by its CSR's key if it exists, or creates it$/,
      );
      expect(api.posts()).toBe(1);
    } finally {
      await api.close();
    }
  });
});
