import { classPath } from "#core/classes/paths.ts";
import { trClasses } from "#core/messages/classes.ts";
import { ConfirmStep } from "#app/components/confirm-step.tsx";
import { memberRemoveAction, memberRemovePage } from "./member-remove.server";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/member-remove";

/**
 * /sinifim/{id}/ogrenci/{uye}/sil: what removing one member takes, and the button. A class
 * pupil's account goes with all its work; a pupil with an own account only leaves the class.
 */
export const meta: Route.MetaFunction = () => titled(trClasses.removeTitle);

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  memberRemovePage(request, context, params.id, params.uye);

export const action = ({ request, context, params }: Route.ActionArgs) =>
  memberRemoveAction(request, context, params.id, params.uye);

export default function MemberRemove({ loaderData }: Route.ComponentProps) {
  const { class: c, displayName, classPupil } = loaderData;
  return (
    <ConfirmStep
      title={trClasses.removeTitle}
      subject={`${displayName} · ${c.name}`}
      what={classPupil ? trClasses.removeWhatPupil(displayName) : trClasses.removeWhatMember(displayName)}
      testId="remove-what"
      back={classPath(c.id)}
      confirm={classPupil ? trClasses.removePupilConfirm : trClasses.removeMemberConfirm}
    />
  );
}
