import { data, type AppLoadContext } from "react-router";
import { trUsers } from "#core/messages/users.ts";
import { fieldErrors, normaliseEmail, resetRequestSchema } from "#core/schemas.ts";
import type { ErasurePreview } from "#server/account/erase.ts";
import type { SessionUser } from "#server/auth/auth-service.ts";
import { redirectWithToast } from "./toast.server";

export type ErasureAnswer = { error: string | null; erasure: ErasurePreview | null };

/**
 * A parent's erasure request on the admin's users page, in two steps: "erase-preview"
 * shows what the address has here; "erase" (the confirmation form's button) erases it.
 * Never the admin's own account, nor another admin's (server/account/erase.ts refuses them).
 */
export async function erasureStep(request: Request, context: AppLoadContext, admin: SessionUser, form: FormData) {
  // One e-mail field with the same rules (length first, then a linear pattern) as the reset form's.
  const parsed = resetRequestSchema.safeParse({ email: String(form.get("email") ?? "") });
  if (!parsed.success)
    return data<ErasureAnswer>({ error: fieldErrors(parsed.error).email, erasure: null }, { status: 400 });
  if (normaliseEmail(parsed.data.email) === admin.email)
    return data<ErasureAnswer>({ error: trUsers.notOwnErase, erasure: null }, { status: 400 });
  const refusedAdmin = data<ErasureAnswer>({ error: trUsers.notAdminErase, erasure: null }, { status: 400 });
  if (form.get("intent") === "erase-preview") {
    const erasure = await context.services.erasure.preview(parsed.data.email);
    return erasure.refused ? refusedAdmin : data<ErasureAnswer>({ error: null, erasure });
  }
  if ((await context.services.erasure.erase(parsed.data.email)) === "admin") return refusedAdmin;
  return redirectWithToast(context, "/admin/kullanicilar", trUsers.erased);
}
