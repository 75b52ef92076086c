import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { trUsers } from "#core/messages/users.ts";
import { users } from "#server/db/schema.ts";
import { sessionHeaders } from "#tests/support/admin.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { requestsTo } from "#tests/support/requests.ts";

/** The admin's users page: who is admin, how many sessions each has, and ending them (a shared school computer left signed in). */
describe("the admin's users page", () => {
  const site = useTestSite();

  const idOf = async (headers: Record<string, string>) => {
    const token = headers.Cookie.slice("sid=".length);
    return (await site.services.auth.userForSession(token))!.id;
  };
  const { post } = requestsTo(() => site.app);

  it("shows who is admin and each account's open sessions, and ends a pupil's sessions", async () => {
    const admin = await sessionHeaders(site.services, "admin");
    const pupil = await sessionHeaders(site.services, "user");
    const pupilId = await idOf(pupil);
    const [{ email: stored }] = await site.services.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, pupilId));
    const email = stored!;
    await site.services.auth.createSession(pupilId);

    const page = await (await site.app.request("/admin/kullanicilar", { headers: admin })).text();
    expect(page).toContain("Yönetici");
    expect(page).toMatch(new RegExp(`${email}</td>[\\s\\S]*?<td[^>]*>2</td>`));
    expect(page).toContain(`aria-label="${trUsers.endSessions}: ${email}"`);

    // A pupil cannot; a page of another site cannot.
    expect((await post(pupil, "/admin/kullanicilar", { id: String(pupilId), intent: "end-sessions" })).status).toBe(
      403,
    );
    expect(
      (
        await post({ ...admin, Origin: "https://evil.example" }, "/admin/kullanicilar", {
          id: String(pupilId),
          intent: "end-sessions",
        })
      ).status,
    ).toBe(403);
    expect(await site.services.auth.userForSession(pupil.Cookie.slice(4))).not.toBeNull();

    const done = await post(admin, "/admin/kullanicilar", { id: String(pupilId), intent: "end-sessions" });
    expect(done.status).toBe(302);
    expect(await site.services.auth.userForSession(pupil.Cookie.slice(4))).toBeNull();
    expect((await site.services.auth.listUsers()).find((u) => u.id === pupilId)?.sessions).toBe(0);

    // The admin's own sessions end by logging out, not from here.
    expect(
      (await post(admin, "/admin/kullanicilar", { id: String(await idOf(admin)), intent: "end-sessions" })).status,
    ).toBe(400);
  });

  it("erases a parent's request for an address after a confirmation step, admin only, never the admin's own", async () => {
    const admin = await sessionHeaders(site.services, "admin");
    const pupil = await sessionHeaders(site.services, "user");
    const pupilId = await idOf(pupil);
    const [{ email: stored }] = await site.services.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, pupilId));
    const email = stored!;

    // A pupil cannot; a page of another site cannot.
    expect((await post(pupil, "/admin/kullanicilar", { intent: "erase", email })).status).toBe(403);
    expect(
      (await post({ ...admin, Origin: "https://evil.example" }, "/admin/kullanicilar", { intent: "erase", email }))
        .status,
    ).toBe(403);
    expect(
      (await post(admin, "/admin/kullanicilar", { intent: "erase", email: "a@".padEnd(60_000, ".") })).status,
    ).toBe(400);

    // First what would go, and nothing gone yet.
    const preview = await post(admin, "/admin/kullanicilar", { intent: "erase-preview", email: email.toUpperCase() });
    expect(preview.status).toBe(200);
    const page = await preview.text();
    expect(page).toContain(trUsers.eraseConfirmTitle);
    expect(page).toContain(trUsers.eraseAccount);
    expect(page).toContain(`name="email" value="${email}"`);
    expect(await site.services.auth.userForSession(pupil.Cookie.slice(4))).not.toBeNull();

    const done = await post(admin, "/admin/kullanicilar", { intent: "erase", email });
    expect(done.status).toBe(302);
    expect(done.headers.getSetCookie().join()).toContain("toast=");
    expect(await site.services.auth.userForSession(pupil.Cookie.slice(4))).toBeNull();
    expect(await site.services.database.db.select().from(users).where(eq(users.id, pupilId))).toHaveLength(0);

    // Not the admin's own account, neither step.
    const [self] = await site.services.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, await idOf(admin)));
    for (const intent of ["erase-preview", "erase"]) {
      const refused = await post(admin, "/admin/kullanicilar", { intent, email: self.email! });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(trUsers.notOwnErase);
    }
    expect(await site.services.auth.userForSession(admin.Cookie.slice(4))).not.toBeNull();
  });

  it("never disables or erases another admin's account (a stolen admin session must not lock the others out); ending its sessions stays", async () => {
    const admin = await sessionHeaders(site.services, "admin");
    const other = await sessionHeaders(site.services, "admin");
    const otherId = await idOf(other);
    const [{ email }] = await site.services.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, otherId));
    const page = await (await site.app.request("/admin/kullanicilar", { headers: admin })).text();
    expect(page).not.toContain(`aria-label="${trUsers.disable}: ${email}"`);

    // A form posted by hand is refused all the same, with the reason.
    const disable = await post(admin, "/admin/kullanicilar", { id: String(otherId), disable: "1" });
    expect(disable.status).toBe(400);
    expect(await disable.text()).toContain(trUsers.notAdminDisable);
    for (const intent of ["erase-preview", "erase"]) {
      const refused = await post(admin, "/admin/kullanicilar", { intent, email: email!.toUpperCase() });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(trUsers.notAdminErase);
    }
    const [kept] = await site.services.database.db
      .select({ disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, otherId));
    expect(kept).toEqual({ disabledAt: null });
    expect(await site.services.auth.userForSession(other.Cookie.slice(4))).not.toBeNull();

    expect((await post(admin, "/admin/kullanicilar", { id: String(otherId), intent: "end-sessions" })).status).toBe(
      302,
    );
    expect(await site.services.auth.userForSession(other.Cookie.slice(4))).toBeNull();
  });
});
