import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { CONTENT_TYPES } from "../core/content-types";

/**
 * SPEC.md §2's URLs, grouped by audience. The nine list pages share one module;
 * each gets its own route id.
 */
export default [
  // Public pages, inside the site layout (navigation bar and footer).
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("iletisim", "routes/contact.tsx"),
    route("classes", "routes/classes.tsx"),
    route("classes/:grade", "routes/classes-grade.tsx"),
    route("classes/:grade/:entry", "routes/content.tsx"),
    ...CONTENT_TYPES.map((t) => route(t.path.slice(1), "routes/content-list.tsx", { id: `list-${t.code}` })),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("cevrimdisi", "routes/offline.tsx"),
    route("sifre-sifirla", "routes/reset-password.tsx"),
    // A mailed link: the page shows a button; only its POST uses the token (mail scanners open links).
    route("dogrula", "routes/verify-email.tsx"),
    route("kurulum", "routes/setup.tsx"),
    // The newsletter's mailed links (core/newsletter.ts): pages with a button, like /dogrula.
    route("bulten/onay", "routes/newsletter-confirm.tsx"),
    route("bulten/ayril", "routes/newsletter-unsubscribe.tsx"),
    // Admin pages: every loader and action starts with requireAdmin.
    route("notekle", "routes/add-content.tsx"),
    route("notekle/:id/duzenle", "routes/edit-content.tsx"),
    route("notekle/:id/sil", "routes/delete-content.tsx"),
    route("admin/mesajlar", "routes/admin-messages.tsx"),
    route("admin/kullanicilar", "routes/admin-users.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // Auth pages: no navigation bar, no footer.
  layout("routes/auth-layout.tsx", [
    route("login", "routes/login.tsx"),
    route("signup", "routes/signup.tsx"),
    route("sifremi-unuttum", "routes/forgot-password.tsx"),
  ]),
  // Resource routes.
  route("logout", "routes/logout.tsx"),
  route("veri-tasarrufu", "routes/data-saver.tsx"),
  route("admin/aboneler.csv", "routes/admin-subscribers-csv.tsx"),
] satisfies RouteConfig;
