import { describe, expect, it } from "vitest";
import { slugify, truncateTitle, trLower, trUpper, turkishCollator } from "#core/text.ts";

describe("Turkish casing", () => {
  it("upper-cases i to İ and ı to I", () => {
    expect(trUpper("istanbul")).toBe("İSTANBUL");
    expect(trUpper("ırmak")).toBe("IRMAK");
    expect(trUpper("Iğdır'da şenlik")).toBe("IĞDIR'DA ŞENLİK");
  });
  it("lower-cases I to ı and İ to i", () => {
    expect(trLower("IRMAK")).toBe("ırmak");
    expect(trLower("İSTANBUL")).toBe("istanbul");
  });
  it("sorts with Turkish order (ç after c, ı before i)", () => {
    expect(["çiçek", "cam", "dal"].sort(turkishCollator.compare)).toEqual(["cam", "çiçek", "dal"]);
    expect(["iz", "ılık"].sort(turkishCollator.compare)).toEqual(["ılık", "iz"]);
  });
});

describe("truncateTitle", () => {
  it("keeps titles of 16 characters or fewer as they are", () => {
    expect(truncateTitle("Colours")).toBe("Colours");
    expect(truncateTitle("abcdefghijklmnop")).toBe("abcdefghijklmnop");
  });
  it("cuts longer titles at 16 characters and adds ...", () => {
    expect(truncateTitle("Friendship and Teen Life")).toBe("Friendship and T...");
    expect(truncateTitle("abcdefghijklmnopq")).toBe("abcdefghijklmnop...");
  });
  it("counts Turkish letters as one character each", () => {
    expect(truncateTitle("Çğışöü Çğışöü Çğışöü")).toBe("Çğışöü Çğışöü Çğ...");
  });
  it("never cuts an emoji or a flag in half", () => {
    const title = "Animals 🐶🐱🐭🐹🐰🦊🇹🇷 at the zoo";
    const cut = truncateTitle(title);
    expect(cut).toBe("Animals 🐶🐱🐭🐹🐰🦊🇹🇷...");
    expect(cut.isWellFormed()).toBe(true);
    const family = "👨‍👩‍👧‍👦".repeat(20);
    expect(truncateTitle(family)).toBe("👨‍👩‍👧‍👦".repeat(16) + "...");
  });
  it("keeps a letter with its combining accent together", () => {
    const decomposed = "e\u0301".repeat(20);
    expect(truncateTitle(decomposed)).toBe("e\u0301".repeat(16) + "...");
  });
});

describe("slugify", () => {
  it("maps Turkish letters explicitly", () => {
    expect(slugify("İstanbul'da Bir Gün")).toBe("istanbul-da-bir-gun");
    expect(slugify("Iğdır Çiçekleri Şöyle Üzüm")).toBe("igdir-cicekleri-soyle-uzum");
  });
  it("drops everything else that is not a letter or digit", () => {
    expect(slugify("  Hello, World!!  ")).toBe("hello-world");
    expect(slugify("Café crème")).toBe("cafe-creme");
    expect(slugify("🐶🐱")).toBe("");
  });
  it("gives English titles with a capital I the same i as Turkish ones", () => {
    expect(slugify("Is It In My Bag?")).toBe("is-it-in-my-bag");
    expect(slugify("Is It In My Bağ?")).toBe("is-it-in-my-bag");
  });
});
