import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { CONTENT_TYPES } from "#core/content-types.ts";
import { SAVED_PATH } from "#core/site-path.ts";

/**
 * docs/product.md's URLs, grouped by audience; each group's modules live in the folder
 * of the same name under routes/. The nine list pages share one module; each gets
 * its own route id.
 */
export default [
  // Pages inside the site layout (navigation bar and footer).
  layout("routes/site-layout.tsx", [
    // public/: what every visitor reads.
    index("routes/public/home.tsx"),
    route("iletisim", "routes/public/contact.tsx"),
    // The grade pages. Their code says "grades": in the code a class is a teacher's classroom
    // (classes/ below). Their addresses keep the old word "classes", as they are public:
    // bookmarks, search engines and printed worksheets hold them (docs/decisions/0102).
    route("classes", "routes/public/grades.tsx"),
    route("classes/:grade", "routes/public/grade.tsx"),
    route("classes/:grade/:entry", "routes/public/content.tsx"),
    ...CONTENT_TYPES.map((t) => route(t.path.slice(1), "routes/public/content-list.tsx", { id: `list-${t.code}` })),
    route("blog/:slug", "routes/public/blog-post.tsx"),
    route("ara", "routes/public/search.tsx"),
    route("cevrimdisi", "routes/public/offline.tsx"),
    route("gizlilik", "routes/public/privacy.tsx"),
    route("cerezler", "routes/public/cookies.tsx"),
    // mailed-links/: the pages a link in a mail opens. Each shows a button; only its
    // POST uses the token (mail scanners open links).
    route("sifre-sifirla", "routes/mailed-links/reset-password.tsx"),
    route("dogrula", "routes/mailed-links/verify-email.tsx"),
    route("kurulum", "routes/mailed-links/setup.tsx"),
    route("bulten/onay", "routes/mailed-links/newsletter-confirm.tsx"),
    route("bulten/ayril", "routes/mailed-links/newsletter-unsubscribe.tsx"),
    route("eposta-degistir", "routes/mailed-links/email-change.tsx"),
    route("hesap-sil", "routes/mailed-links/account-delete.tsx"),
    // account/: the signed-in owner's own pages (every loader and action starts with requireUser).
    route("hesabim", "routes/account/my-account.tsx"),
    route(SAVED_PATH.slice(1), "routes/account/saved.tsx"),
    // 'Ödevlerim': a pupil's homework, and one item of it.
    route("odevlerim", "routes/homework/mine.tsx"),
    route("tekrar", "routes/review/today.tsx"),
    // 'Deneme' (decision 0121): a timed practice exam of an exam entry, its running exam, a finished attempt's result.
    route("deneme/:id", "routes/deneme/start.tsx"),
    route("deneme/:id/sinav", "routes/deneme/exam.tsx"),
    route("deneme/sonuc/:id", "routes/deneme/result.tsx"),
    route("odevlerim/:id", "routes/homework/item.tsx"),
    // classes/: a teacher's classes (every loader and action starts with requireTeacher and
    // reads the class only where it is the teacher's) and a pupil joining one.
    route("sinifim", "routes/classes/classes.tsx"),
    route("sinifim/:id", "routes/classes/class.tsx"),
    route("sinifim/:id/sil", "routes/classes/class-delete.tsx"),
    route("sinifim/:id/ogrenci/:uye/sil", "routes/classes/member-remove.tsx"),
    // Printable (the layout's bar and footer do not print): sign-in cards of the class pupils, the parent's letter.
    route("sinifim/:id/kartlar", "routes/classes/class-cards.tsx"),
    route("sinifim/:id/veli-mektubu", "routes/classes/class-letter.tsx"),
    route("sinifim/:id/veli-baglantilari", "routes/classes/parent-slips.tsx"),
    // A class's homework: 'Ödev ver' from a content page, the form of a new item and of one to edit.
    route("odev-ver", "routes/homework/assign.tsx"),
    route("sinifim/:id/odev", "routes/homework/form.tsx", { id: "homework-new" }),
    route("sinifim/:id/odev/:hid", "routes/homework/form.tsx", { id: "homework-edit" }),
    route("sinifim/:id/odevler", "routes/homework/grid.tsx"),
    route("sinifim/:id/odev/:hid/sorular", "routes/homework/questions.tsx"),
    // A class's deneme (decision 0123): the list with 'Sınıfta başlat', the report, the printable booklet,
    // and its pupils' optical form ('optik', the one view for the class's members, not its teacher).
    // One route for the four (every route is in the manifest each page loads: docs/decisions/0117);
    // the report's CSV is answered by server/http/deneme-report-csv.ts.
    route("sinifim/:id/deneme/:entry?/:view?", "routes/deneme-teacher/class-deneme.tsx"),
    route("katil", "routes/classes/join.tsx"),
    // A class's picture sign-in: open to whoever has the code, every answer private.
    route("sinif", "routes/classes/class-code.tsx"),
    route("sinif/:kod", "routes/classes/class-sign-in.tsx"),
    route("sinif/:kod/:ogrenci", "routes/classes/pupil-sign-in.tsx"),
    // A parent's read-only link to one pupil's homework: the token is the key, every answer private.
    route("veli/:token", "routes/public/parent.tsx"),
    // admin/: every loader and action starts with requireAdmin.
    route("notekle", "routes/admin/add-content.tsx"),
    route("notekle/:id/duzenle", "routes/admin/edit-content.tsx"),
    route("notekle/:id/sil", "routes/admin/delete-content.tsx"),
    // The word list and quiz are on the edit form now; the old address redirects there.
    route("notekle/:id/alistirma", "routes/admin/practice.tsx"),
    route("notekle/:id/deneme", "routes/admin/deneme.tsx"),
    route("admin/mesajlar", "routes/admin/messages.tsx"),
    route("admin/kullanicilar", "routes/admin/users.tsx"),
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/uniteler", "routes/admin/units.tsx"),
    route("admin/ice-aktar", "routes/admin/import.tsx"),
    route("admin/ice-aktar/:id", "routes/admin/import-detail.tsx"),
    route("hesabim/iki-adim", "routes/admin/two-step-setup.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  // auth/: signing in and up, without navigation bar or footer.
  layout("routes/auth-layout.tsx", [
    route("login", "routes/auth/login.tsx"),
    route("login/iki-adim", "routes/auth/two-step-code.tsx"),
    route("signup", "routes/auth/signup.tsx"),
    route("sifremi-unuttum", "routes/auth/forgot-password.tsx"),
  ]),
  // resources/: no page of their own (a POST and a redirect, a file).
  route("logout", "routes/resources/logout.tsx"),
  route("veri-tasarrufu", "routes/resources/data-saver.tsx"),
  route("isaretler", "routes/resources/marks.tsx"),
  route("alistirma/kontrol", "routes/resources/quiz-check.tsx"),
  route("alistirma/dikte", "routes/resources/dictation.tsx"),
  route("alistirma/kartlar", "routes/resources/flashcards.tsx"),
  route("ara/oneriler", "routes/resources/search-suggestions.tsx"),
  // The printable worksheet of an entry's word list and quiz: a page of its own, no navigation.
  route("classes/:grade/:entry/yazdir", "routes/public/worksheet.tsx"),
  route("admin/aboneler.csv", "routes/admin/subscribers-csv.tsx"),
  route("sinifim/:id/odevler.csv", "routes/homework/grid-csv.tsx"),
  route("hesabim/verilerim.json", "routes/account/export.tsx"),
] satisfies RouteConfig;
