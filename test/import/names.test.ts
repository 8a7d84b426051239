import { camelCase, NameBook, nameWords, textWords } from "../../import/names";

test("DNS names as readable words: IDN in Latin letters, wildcards, separators as boundaries", () => {
  expect(nameWords("www.example.com.")).toEqual(["www", "example", "com"]);
  expect(nameWords("xn--bcher-kva.test.")).toEqual(["bucher", "test"]);
  // No Latin letter in the Unicode form: the punycode stays.
  expect(nameWords("xn--fiqs8s.example.")).toEqual(["xn", "fiqs8s", "example"]);
  expect(nameWords("*.dev.example.com")).toEqual(["wildcard", "dev", "example", "com"]);
  expect(nameWords("_dmarc.s1._domainkey.example.com.")).toEqual([
    "dmarc",
    "s1",
    "domainkey",
    "example",
    "com",
  ]);
  expect(textWords("Müller & Söhne GmbH")).toEqual(["Muller", "Sohne", "GmbH"]);
});

test("identifiers: camelCase, never starting with a digit", () => {
  expect(camelCase(["www", "example", "com", "A"])).toBe("wwwExampleComA");
  expect(camelCase(["1password", "com"])).toBe("_1passwordCom");
  expect(camelCase(["WWW", "CNAME"])).toBe("wwwCname");
  expect(camelCase([])).toBe("_");
});

test("a name book suffixes repeats 2, 3… in the order asked, and avoids reserved words", () => {
  const book = new NameBook();
  expect(book.claim(["www", "example", "com", "A"])).toBe("wwwExampleComA");
  expect(book.claim(["www", "example", "com", "A"])).toBe("wwwExampleComA2");
  expect(book.claim(["www", "example", "com", "A"])).toBe("wwwExampleComA3");
  expect(book.claim(["new"])).toBe("new2");
});
