import { describe, expect, it } from "vitest";
import { parseContentForm } from "#core/content-form.ts";
import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES, MAX_PDF_BYTES } from "#core/file-kinds.ts";
import { detectFileKind } from "#core/file-sniff.ts";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

describe("file kinds by their first bytes", () => {
  it.each([
    ["pdf", bytes("%PDF-1.7\n%âãÏÓ")],
    ["png", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ["jpeg", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF\0\x01")],
    ["gif", bytes("GIF89a\x01\0\x01\0\0\0")],
    ["gif", bytes("GIF87a\x01\0\x01\0\0\0")],
    ["webp", bytes("RIFF\x24\0\0\0WEBPVP8 ")],
  ])("recognises %s", (kind, head) => {
    expect(detectFileKind(head)).toBe(kind);
  });

  it.each([
    ["HTML renamed to .pdf", bytes("<!DOCTYPE html><html>")],
    ["HTML with a PDF marker later", bytes("<html>%PDF-1.4")],
    ["SVG", bytes('<svg xmlns="http://')],
    ["a WAV (RIFF but not WebP)", bytes("RIFF\x24\0\0\0WAVEfmt ")],
    ["empty", bytes()],
    ["too short", bytes("%PD")],
  ])("refuses %s", (_name, head) => {
    expect(detectFileKind(head)).toBeNull();
  });
});

const valid = {
  sinif: "7",
  unite: "3",
  konuIng: "  Daily   Routines ",
  konuTr: "Günlük işler",
  icerikTuru: "3",
  fileType: "pdf",
  donem: "1",
};
const pdf = { size: 1000, kind: "pdf" as const };

describe("the admin form's rules (docs/product.md)", () => {
  it("accepts a complete pdf entry and tidies the titles", () => {
    const result = parseContentForm(valid, pdf);
    expect(result).toEqual({
      success: true,
      data: {
        sinif: 7,
        unite: 3,
        konuIng: "Daily Routines",
        konuTr: "Günlük işler",
        icerikTuru: 3,
        donem: 1,
        fileType: "pdf",
        link: null,
        keepFile: false,
      },
    });
  });

  it("requires every field, each with its own Turkish message", () => {
    const result = parseContentForm({}, null);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toMatchObject({
      sinif: "Lütfen 2 ile 12 arasında bir sınıf seçin.",
      unite: "Ünite 1 ile 99 arasında bir sayı olmalıdır.",
      konuIng: "Lütfen İngilizce başlığı girin.",
      konuTr: "Lütfen Türkçe başlığı girin.",
      icerikTuru: "Lütfen bir içerik türü seçin.",
      fileType: "Lütfen bir dosya türü seçin.",
      donem: "Lütfen dönemi seçin (1 ya da 2).",
    });
  });

  it.each([
    ["sinif", "1"],
    ["sinif", "13"],
    ["sinif", "7.5"],
    ["sinif", "7a"],
    ["unite", "0"],
    ["unite", "100"],
    ["icerikTuru", "10"],
    ["donem", "3"],
    ["fileType", "exe"],
    ["konuIng", "   "],
    ["konuTr", "x".repeat(201)],
  ])("refuses %s = %j", (field, value) => {
    const result = parseContentForm({ ...valid, [field]: value }, pdf);
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(result.errors)).toEqual([field]);
  });

  it("says 'icerik secmediniz' when there is neither a file nor a link", () => {
    const result = parseContentForm(valid, null);
    expect(result).toEqual({ success: false, errors: { file: "icerik secmediniz", link: "icerik secmediniz" } });
    expect(parseContentForm({ ...valid, fileType: "video", link: "  " }, null)).toEqual({
      success: false,
      errors: { file: "icerik secmediniz", link: "icerik secmediniz" },
    });
  });

  it("converts a video watch link to its no-cookie embed form and refuses other links", () => {
    const video = { ...valid, fileType: "video" };
    for (const link of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ]) {
      const result = parseContentForm({ ...video, link }, null);
      expect(result.success && result.data.link).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    }
    for (const link of ["https://vimeo.com/123", "javascript:alert(1)", "https://evil.example/watch?v=dQw4w9WgXcQ"]) {
      const result = parseContentForm({ ...video, link }, null);
      expect(result.success ? null : result.errors.link).toBe(
        "Bu bir YouTube video bağlantısı değil. Örnek: https://www.youtube.com/watch?v=…",
      );
    }
  });

  it("wants a file for pdf and image and a link for video, not the other way round", () => {
    const video = parseContentForm({ ...valid, fileType: "video" }, pdf);
    expect(video.success ? null : video.errors).toEqual({
      file: "Video türü için dosya değil, bir video bağlantısı girin.",
      link: "Video türü için dosya değil, bir video bağlantısı girin.",
    });
    const pdfWithLink = parseContentForm({ ...valid, link: "https://youtu.be/dQw4w9WgXcQ" }, null);
    expect(pdfWithLink.success ? null : pdfWithLink.errors).toEqual({
      file: "PDF, resim ya da ses türü için bağlantı değil, bir dosya seçin.",
      link: "PDF, resim ya da ses türü için bağlantı değil, bir dosya seçin.",
    });
  });

  it("checks the file by its bytes and its size limit", () => {
    const refuse = (
      fileType: string,
      file: { size: number; kind: "pdf" | "png" | "mp3" | "ogg" | null; forged?: boolean },
    ) => {
      const result = parseContentForm({ ...valid, fileType }, file);
      return result.success ? null : result.errors.file;
    };
    expect(refuse("pdf", { size: 10, kind: null })).toBe(
      "Bu dosya bir PDF değil. Lütfen gerçek bir PDF dosyası seçin.",
    );
    expect(refuse("pdf", { size: 10, kind: "png" })).toBe(
      "Bu dosya bir PDF değil. Lütfen gerçek bir PDF dosyası seçin.",
    );
    expect(refuse("image", { size: 10, kind: "pdf" })).toBe(
      "Bu dosya bir resim değil. PNG, JPEG, WebP ya da GIF bir resim seçin.",
    );
    expect(refuse("pdf", { size: MAX_PDF_BYTES + 1, kind: "pdf" })).toBe("PDF dosyası en fazla 50 MB olabilir.");
    expect(refuse("image", { size: MAX_IMAGE_BYTES + 1, kind: "png" })).toBe("Resim en fazla 10 MB olabilir.");
    expect(refuse("pdf", { size: MAX_PDF_BYTES, kind: "pdf" })).toBeNull();
    expect(refuse("image", { size: MAX_IMAGE_BYTES, kind: "png" })).toBeNull();
    // Audio: its own kinds, its own limit, and a file whose structure lied about its type.
    expect(refuse("audio", { size: 10, kind: "pdf" })).toBe(
      "Bu dosya bir ses dosyası değil. MP3, M4A (AAC) ya da Ogg (Opus, Vorbis) bir ses dosyası seçin.",
    );
    expect(refuse("pdf", { size: 10, kind: "mp3" })).toBe(
      "Bu dosya bir PDF değil. Lütfen gerçek bir PDF dosyası seçin.",
    );
    expect(refuse("audio", { size: 10, kind: null, forged: true })).toBe(
      "Bu dosya ses dosyası gibi başlıyor ama içi bir ses dosyası değil: türü yanlış ya da dosya bozuk veya yarım. Dosya kaydedilmedi.",
    );
    expect(refuse("audio", { size: MAX_AUDIO_BYTES + 1, kind: "ogg" })).toBe("Ses dosyası en fazla 30 MB olabilir.");
    expect(refuse("audio", { size: MAX_AUDIO_BYTES, kind: "mp3" })).toBeNull();
  });

  it("lets an edit keep the entry's file, but not across pdf and image", () => {
    const keep = parseContentForm(valid, null, { fileType: "pdf", hasFile: true });
    expect(keep.success && keep.data.keepFile).toBe(true);
    const changed = parseContentForm({ ...valid, fileType: "image" }, null, { fileType: "pdf", hasFile: true });
    expect(changed.success ? null : changed.errors.file).toBe(
      "Dosya türü değişti: lütfen bu türe uygun yeni bir dosya seçin.",
    );
    const fromVideo = parseContentForm(valid, null, { fileType: "video", hasFile: false });
    expect(fromVideo.success ? null : fromVideo.errors.file).toBe("icerik secmediniz");
  });
});
