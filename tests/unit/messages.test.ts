import { describe, expect, it } from "vitest";
import { tr } from "#core/messages.ts";
import { newsletterSchema } from "#core/schemas.ts";

describe("message catalogue", () => {
  it("has docs/product.md's texts word for word", () => {
    expect(tr.lists.empty).toBe("Henüz ders eklenmedi.");
    expect(tr.common.notFound).toBe("Bir hata oluştu.");
    expect(tr.common.somethingWentWrong).toBe("Something went wrong.");
    expect(tr.blog.notFound).toBe("Blog Yazısı Bulunamadı");
    expect(tr.newsletter.subscribed).toBe("Abone Olundu");
    expect(tr.lists.loadFailed).toBe("Error fetching data");
  });
});

describe("newsletter e-mail rule", () => {
  it.each(["ali@example.com", "öğrenci@okul.k12.tr", " veli@mail.com "])("accepts %s", (email) => {
    expect(newsletterSchema.safeParse({ email }).success).toBe(true);
  });
  it.each(["", "ali", "ali@", "ali@example", "@example.com", "ali @example.com", "ali@exa mple.com"])(
    "refuses %j",
    (email) => {
      const result = newsletterSchema.safeParse({ email });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe("Invalid email address. Please enter a valid email.");
    },
  );
});

describe("'Sınıfım' texts", () => {
  // The texts made by a function are read with a sample argument (a class name, a number or an address).
  const texts = Object.values(tr.classes).map((v) =>
    typeof v === "function" ? (v as (x: never) => string)("5-B İngilizce" as never) : v,
  );

  it("has docs/product.md's join answers word for word", () => {
    expect(tr.classJoin.codeUnknown).toBe(
      "Bu kodla açık bir sınıf bulunamadı. Kodu öğretmenine sor; kod değişmiş olabilir.",
    );
    expect(tr.classJoin.codeLocked).toBe("Bu sınıfa katılma şu anda kapalı. Öğretmenine sor.");
    expect(tr.classJoin.joinTooMany).toBe("Çok fazla yanlış kod denendi. Lütfen bir saat sonra tekrar deneyin.");
    expect(tr.classes.deleteWhat(2)).toContain("2 öğrenci");
  });

  it("is cased the Turkish way: a capital İ keeps its dot, and no ASCII 'I' stands in for it", () => {
    for (const text of texts) {
      expect(text, text).not.toMatch(/\bI(?=[a-zçğöşü])/);
      expect(text.trim(), text).toBe(text);
    }
    expect("öğretmen hesabı iste".toLocaleUpperCase("tr-TR")).toBe("ÖĞRETMEN HESABI İSTE");
    expect(tr.teacherRequest.teacherRequest).toBe("Öğretmen hesabı iste");
  });
});

describe("the class sign-in's texts", () => {
  it("has the brief's texts word for word", () => {
    expect(tr.pictureLogin.classNotFound).toBe("Bu sınıf kodu bulunamadı. Öğretmenine sor.");
    expect(`${tr.pictureLogin.hello("Ayşe")} ${tr.pictureLogin.tapYourPictures}`).toBe(
      "Merhaba, Ayşe! Resimlerine dokun.",
    );
    expect(tr.pictureLogin.welcome("Ayşe")).toBe("Hoş geldin, Ayşe!");
    expect(tr.pictureLogin.classAccount).toBe("Bu hesabı öğretmenin açtı; silmek için öğretmenine söyle.");
  });

  it("is cased the Turkish way", () => {
    const texts = Object.values(tr.pictureLogin).map((v) =>
      typeof v === "function" ? (v as (x: never) => string)("İpek" as never) : v,
    );
    for (const text of texts) {
      expect(text, text).not.toMatch(/\bI(?=[a-zçğöşü])/);
      expect(text.trim(), text).toBe(text);
    }
  });
});
