import { classPath } from "#core/classes/paths.ts";
import { trClasses } from "#core/messages/classes.ts";
import { ConfirmStep } from "#app/components/confirm-step.tsx";
import { classDeleteAction, classDeletePage } from "./class-delete.server";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/class-delete";

/** /sinifim/{id}/sil: what deleting the class takes (its class pupils' accounts with their work; self-joined pupils only leave), and the button. */
export const meta: Route.MetaFunction = () => titled(trClasses.deleteTitle);

export const loader = ({ request, context, params }: Route.LoaderArgs) => classDeletePage(request, context, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) =>
  classDeleteAction(request, context, params.id);

export default function ClassDelete({ loaderData }: Route.ComponentProps) {
  const { class: c, classPupils, ownAccounts } = loaderData;
  return (
    <ConfirmStep
      title={trClasses.deleteTitle}
      subject={c.name}
      what={
        classPupils === 0 ? trClasses.deleteWhat(ownAccounts) : trClasses.deleteWhatPupils(classPupils, ownAccounts)
      }
      testId="delete-what"
      back={classPath(c.id)}
      confirm={trClasses.deleteConfirm}
    />
  );
}
