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
  it.each(["", "ali", "ali@", "ali@example", "@example.com", "ali @example.com", "ali@exa mple.com"])("refuses %j", (email) => {
    const result = newsletterSchema.safeParse({ email });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Invalid email address. Please enter a valid email.");
  });
});
