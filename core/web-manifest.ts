import { trApp } from "./messages/app";

/** The brand colour of the browser bar and the installed app's title bar (root.tsx and the manifest). */
export const THEME_COLOR = "#4338ca";
/** The splash screen behind the icon while the installed app starts: the page background (slate-50). */
const BACKGROUND_COLOR = "#f8fafc";

/** /manifest.webmanifest: what makes the site installable on a pupil's phone, in Turkish. */
export const webManifest = {
  id: "/",
  lang: "tr",
  dir: "ltr",
  name: trApp.name,
  short_name: trApp.shortName,
  description: trApp.description,
  start_url: "/",
  scope: "/",
  display: "standalone",
  orientation: "any",
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ["education"],
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
} as const;
