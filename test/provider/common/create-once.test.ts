import { BadRequestError, ServiceUnavailableError, TransportError } from "../../../provider/client/errors";
import { createOnce } from "../../../provider/common/create-once";
import { rejection } from "../../support/rejection";

const unavailable = () => new ServiceUnavailableError(503, { method: "POST", path: "/widgets" }, "busy");

describe("createOnce", () => {
  const steps = (send: jest.Mock, find: jest.Mock) => ({
    what: "widget a",
    send,
    find,
    retryDelayMs: 1,
  });
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, "log").mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

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
