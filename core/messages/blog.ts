export const trBlog = {
  notFound: "Blog Yazısı Bulunamadı",
  back: "Geri Dön",
} as const;
