import { ipv6Key, isIPv4, isIPv6, parseIPv6 } from "../../../emulator/core/ip";

test.each(["0.0.0.0", "192.0.2.1", "255.255.255.255", "10.0.0.10"])("IPv4 %s accepted", (ip) => {
  expect(isIPv4(ip)).toBe(true);
});

test.each(["256.0.0.1", "1.2.3", "1.2.3.4.5", "01.2.3.4", "1.2.3.-4", " 1.2.3.4", "1.2.3.4 ", "a.b.c.d", ""])(
  "IPv4 %j refused",
  (ip) => {
    expect(isIPv4(ip)).toBe(false);
  },
);

test.each([
  ["::", [0, 0, 0, 0, 0, 0, 0, 0]],
  ["::1", [0, 0, 0, 0, 0, 0, 0, 1]],
  ["1::", [1, 0, 0, 0, 0, 0, 0, 0]],
  ["2001:DB8::a:1", [0x2001, 0xdb8, 0, 0, 0, 0, 0xa, 1]],
  ["1:2:3:4:5:6:7:8", [1, 2, 3, 4, 5, 6, 7, 8]],
  ["1:2:3:4:5:6:7::", [1, 2, 3, 4, 5, 6, 7, 0]],
  ["::ffff:192.0.2.1", [0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0201]],
  ["64:ff9b::1.2.3.4", [0x64, 0xff9b, 0, 0, 0, 0, 0x0102, 0x0304]],
])("IPv6 %s parsed", (text, groups) => {
  expect(parseIPv6(text)).toEqual(groups);
});

test.each([
  "1::2::3",
  ":1::2",
  "1::2:",
  ":::",
  "1:2:3:4:5:6:7",
  "1:2:3:4:5:6:7:8:9",
  "1:2:3:4:5:6:7:8::",
  "12345::",
  "g::1",
  "fe80::1%eth0",
  "[::1]",
  "1.2.3.4",
  "::1.2.3.4:5",
  "::256.1.1.1",
  "",
])("IPv6 %j refused", (text) => {
  expect(isIPv6(text)).toBe(false);
});

test("one key per address whatever the spelling", () => {
  expect(ipv6Key("2001:DB8:0:0:0:0:0:1")).toBe(ipv6Key("2001:db8::1"));
  expect(ipv6Key("::ffff:192.0.2.1")).toBe(ipv6Key("::FFFF:c000:201"));
  expect(ipv6Key("2001:db8::1")).not.toBe(ipv6Key("2001:db8::2"));
});
