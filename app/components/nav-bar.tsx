import { Suspense } from "react";
import { Link, NavLink } from "react-router";
import { useLinkPrefetch } from "#app/lib/data-saver.ts";
import { MAIN_NAV, MORE_NAV, type NavItem } from "#app/lib/navigation.ts";
import { SAVED_PATH } from "#core/site-path.ts";
import { useCloseDetails } from "#app/lib/use-close-details.ts";
import { DataSaverToggle } from "./data-saver-toggle";
import { GradeSelect } from "./grade-select";
import { SearchBox } from "./search-box";
import { SignOutForm } from "./sign-out";
import { trSearch } from "#core/messages/search.ts";

export interface NavUser {
  /** Null for a class pupil, who has no address. */
  email: string | null;
  /** A class pupil's name in the class, shown in the bar in place of an address. */
  name?: string | null;
  isAdmin: boolean;
  /** A teacher's bar has 'Sınıfım' beside 'Hesabım'. */
  isTeacher?: boolean;
  /** A pupil in a class has 'Ödevlerim'. */
  inClass?: boolean;
  /** How many homework items are still to do: 'Ödevlerim (N)' and the phone's badge. */
  homeworkOpen?: number;
}

/**
 * Every label on one line from 1024 px up (the admin's bar has ten items): between
 * 1024 and 1535 px the bar is set a size smaller with less padding.
 */
const barItem = "block whitespace-nowrap rounded-md px-3 py-2 lg:px-2 lg:text-sm xl:px-2.5 2xl:px-3 2xl:text-base";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `${barItem} font-medium hover:bg-brand-800 ${isActive ? "bg-brand-800 underline underline-offset-4" : ""}`;

function NavLinks({ items }: { items: NavItem[] }) {
  const prefetch = useLinkPrefetch();
  return items.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} end={item.to === "/"} className={linkClass} prefetch={prefetch}>
        {item.label}
      </NavLink>
    </li>
  ));
}

/**
 * A class pupil (no e-mail address: a child the teacher signed up) is not offered what is for an
 * adult: writing to the site's staff (decision 0111).
 */
const ACCOUNT_ITEM: NavItem = { to: "/hesabim", label: "Hesabım" };
const CLASSES_ITEM: NavItem = { to: "/sinifim", label: "Sınıfım" };
/** 'Günlük tekrar' (decision 0116): every signed-in pupil's words of the day. */
const REVIEW_ITEM: NavItem = { to: "/tekrar", label: "Bugünün tekrarı" };

const ADULT_ONLY = new Set(["/iletisim"]);
/** A visitor's review is on the device (decision 0118): in a visitor's 'more', after 'Kaydettiklerim', the other list the device keeps. */
const VISITOR_MORE = MORE_NAV.flatMap((i) => (i.to === SAVED_PATH ? [i, REVIEW_ITEM] : [i]));
const moreFor = (user: NavUser | null) =>
  !user ? VISITOR_MORE : user.email === null ? MORE_NAV.filter((i) => !ADULT_ONLY.has(i.to)) : MORE_NAV;
/** 'Ödevlerim', with what is still to do in brackets: a pupil sees there is something waiting before opening it. */
const homeworkItem = (open = 0): NavItem => ({
  to: "/odevlerim",
  label: open > 0 ? `Ödevlerim (${open})` : "Ödevlerim",
});

/** The admin's own account sits in the folded menu: the admin's bar is the fullest. */
const ADMIN_NAV: NavItem[] = [
  { to: "/admin", label: "Yönetim Paneli" },
  { to: "/admin/ice-aktar", label: "Toplu İçe Aktar" },
  { to: "/admin/mesajlar", label: "Mesajlar" },
  { to: "/admin/kullanicilar", label: "Kullanıcılar" },
  ACCOUNT_ITEM,
];

/** A dropdown of links as a <details>: works by keyboard and touch without JavaScript. */
function NavDropdown({ label, items, className = "" }: { label: string; items: NavItem[]; className?: string }) {
  const ref = useCloseDetails();
  const prefetch = useLinkPrefetch();
  return (
    <details ref={ref}>
      <summary className={`${barItem} font-medium hover:bg-brand-800`}>
        {label} <span aria-hidden="true">▾</span>
      </summary>
      <ul
        className={`z-40 mt-1 w-60 rounded-lg bg-white p-1 text-slate-900 shadow-xl ring-1 ring-slate-200 ${className}`}
      >
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end className="block rounded-md px-3 py-2 hover:bg-brand-50" prefetch={prefetch}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

function AccountLinks({ user, homeworkFirst = false }: { user: NavUser | null; homeworkFirst?: boolean }) {
  if (!user) {
    return (
      <>
        <li>
          <NavLink to="/signup" className={linkClass}>
            Kayıt Ol
          </NavLink>
        </li>
        <li>
          <NavLink to="/login" className={`${barItem} bg-accent-400 font-semibold text-slate-900 hover:bg-accent-500`}>
            Giriş Yap
          </NavLink>
        </li>
      </>
    );
  }
  return (
    <>
      {user.name ? (
        <li className={`${barItem} font-semibold`} data-testid="nav-name">
          {user.name}
        </li>
      ) : null}
      {!user.isAdmin && (
        <NavLinks
          items={
            user.isTeacher
              ? [CLASSES_ITEM, ACCOUNT_ITEM]
              : homeworkFirst
                ? [ACCOUNT_ITEM]
                : user.inClass
                  ? // A class pupil's bar is full (the name, 'Ödevlerim'): the day's review is on 'Ödevlerim' and in the phone menu.
                    [homeworkItem(user.homeworkOpen), ACCOUNT_ITEM]
                  : [REVIEW_ITEM, ACCOUNT_ITEM]
          }
        />
      )}
      {user.isAdmin && (
        <>
          <li>
            <NavLink to="/notekle" className={linkClass}>
              Not Ekle
            </NavLink>
          </li>
          <li className="relative">
            {/* The admin's other pages, folded so the bar fits. */}
            <NavDropdown label="Yönetim" items={ADMIN_NAV} className="lg:absolute lg:right-0" />
          </li>
        </>
      )}
      <li>
        {/* A plain form on purpose: logging out reloads the home page (docs/product.md); a pupil's answers still on the device are asked about first. */}
        <SignOutForm
          pupil={Boolean(user.inClass)}
          className={`${barItem} w-full text-left font-medium hover:bg-brand-800`}
        />
      </li>
    </>
  );
}

/** On a phone, beside 'Menü': a pupil's way to the homework without opening the menu, with what is left to do. */
function HomeworkBadge({ open }: { open: number }) {
  return (
    <Link
      to="/odevlerim"
      className="ml-auto flex min-h-11 items-center gap-2 rounded-md px-3 py-2 font-semibold hover:bg-brand-800 lg:hidden"
    >
      Ödevlerim
      {open > 0 && (
        <span className="rounded-full bg-accent-400 px-2 text-sm font-bold text-slate-900">
          {open}
          <span className="sr-only"> ödev bekliyor</span>
        </span>
      )}
    </Link>
  );
}

/** The top bar of docs/product.md: the dropdown and the mobile menu are <details>, so they work without JavaScript. */
export function NavBar({ user }: { user: NavUser | null }) {
  const mobileRef = useCloseDetails();
  return (
    <header className="bg-brand-700 text-white print:hidden">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-900 focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
      >
        İçeriğe geç
      </a>
      <nav aria-label="Ana menü" className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-2">
        <Link to="/" className="flex items-center gap-2 rounded-md py-1 text-xl font-bold">
          <img src="/favicon.svg" alt="" width="32" height="32" className="h-8 w-8" />
          {/* The name gives its room to the menu's labels between 1024 and 1279 px, and on a phone to a pupil's
              'Ödevlerim' badge (at 360 px the three did not fit: decision 0111); the icon stays, and so does the name for screen readers. */}
          <span className={user?.inClass ? "max-sm:sr-only lg:max-xl:sr-only" : "lg:max-xl:sr-only"}>Merdiven</span>
        </Link>

        {/* Each part of the bar hydrates apart (a <Suspense> of its own): a tap on one hydrates it first. */}
        <Suspense>
          <ul className="hidden items-center gap-0.5 lg:flex xl:gap-1">
            <NavLinks items={MAIN_NAV} />
            <li className="relative">
              <NavDropdown label="Diğer" items={moreFor(user)} className="absolute right-0" />
            </li>
            <AccountLinks user={user} />
          </ul>
        </Suspense>

        {user?.inClass ? <HomeworkBadge open={user.homeworkOpen ?? 0} /> : null}
        <details ref={mobileRef} className="lg:hidden">
          <summary className="flex min-h-11 items-center gap-2 rounded-md px-3 py-2 font-medium hover:bg-brand-800">
            <span aria-hidden="true" className="text-xl leading-none">
              ☰
            </span>
            Menü
          </summary>
          <div className="absolute inset-x-0 z-40 mt-2 bg-brand-700 px-4 pb-4 shadow-xl">
            <Suspense>
              <div className="pt-3">
                <SearchBox id="ara-menu" name={trSearch.siteSearch} />
              </div>
            </Suspense>
            <Suspense>
              <GradeSelect compact className="py-3 text-slate-900 [&_button]:bg-accent-400 [&_button]:text-slate-900" />
            </Suspense>
            <Suspense>
              <ul className="grid gap-1 sm:grid-cols-2">
                {/* A pupil's homework leads the phone's menu, above the lessons (it was 16th). */}
                {user && !user.isTeacher && !user.isAdmin && (
                  <NavLinks items={user.inClass ? [homeworkItem(user.homeworkOpen), REVIEW_ITEM] : [REVIEW_ITEM]} />
                )}
                <NavLinks items={MAIN_NAV} />
                <NavLinks items={moreFor(user)} />
                <AccountLinks user={user} homeworkFirst />
              </ul>
            </Suspense>
            {/* On a phone the footer is far away: the switch is in the menu too. */}
            <Suspense>
              <DataSaverToggle className="mt-4 border-t border-brand-600 pt-4" />
            </Suspense>
          </div>
        </details>
      </nav>
      {/* On a wide screen the search box has a row of its own: the menu's labels keep theirs. */}
      <Suspense>
        <div className="mx-auto hidden max-w-6xl justify-end px-4 pb-2 lg:flex">
          <div className="w-full max-w-md">
            <SearchBox id="ara-ust" name={trSearch.siteSearch} />
          </div>
        </div>
      </Suspense>
    </header>
  );
}
