import { clock } from "../../../provider/common/clock";
import { mayWaitBeforeDeadline, withinDeadline } from "../../../provider/common/deadline-scope";

test("inside a step every wait must end before the step's deadline; outside, any wait may", async () => {
  expect(mayWaitBeforeDeadline(3_600_000)).toBe(true);
  const deadline = clock.now() + 10_000;
  await withinDeadline(deadline, async () => {
    expect(mayWaitBeforeDeadline(1_000)).toBe(true);
    // However deep the call: the deadline follows the step's asynchronous work.
    await new Promise((done) => setTimeout(done, 1));
    expect(mayWaitBeforeDeadline(60_000)).toBe(false);
  });
  expect(mayWaitBeforeDeadline(60_000)).toBe(true);
});
