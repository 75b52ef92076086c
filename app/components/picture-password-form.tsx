import { useState, type MouseEvent } from "react";
import { trPictureLogin } from "#core/messages/picture-login.ts";
import {
  PICTURE_FORM_FIELDS,
  PICTURE_SECRET_LENGTH,
  PICTURES,
  writePictureSequence,
  type PictureKey,
} from "#core/picture-password.ts";
import { Picture } from "./pictures/picture";

const NO_TAPS: readonly PictureKey[] = [];

export interface PicturePasswordFormProps {
  /** The taps of the posts before (readPictureTap's "more"); none at first and after a check. */
  taps?: readonly PictureKey[];
  /** A refusal to show (pictureCheckMessage): a wrong secret, a wait. */
  message?: string | null;
  /**
   * Where the form posts: by default the page itself, at the form, so that without
   * JavaScript the answer to each tap opens where the pictures are.
   */
  action?: string;
  /** Hidden fields the page needs besides the taps (which pupil, for instance). */
  hidden?: Readonly<Record<string, string>>;
  /** While the pupil must wait (too many wrong tries): the pictures cannot be tapped. */
  disabled?: boolean;
  /** The form's id, also its anchor. */
  id?: string;
}

/**
 * Picture sign-in for young pupils: tap three of twelve pictures in order.
 * Works without JavaScript: each picture is a submit button (`resim=kedi`), the taps so
 * far ride in a hidden field (`secilen=elma-kedi`) and the page shows only filled dots
 * and '2 / 3 resim seçildi', never which pictures; the third tap posts the secret for
 * the check. With JavaScript the first two taps stay in the page (no round trip) and
 * the third button posts the very same form. Buttons are named by the picture's word,
 * which they also show; progress is announced by a live region; targets are at least
 * 80 px, for small fingers.
 */
export function PicturePasswordForm({
  taps = NO_TAPS,
  message = null,
  action,
  hidden = {},
  disabled = false,
  id = "resimli-sifre",
}: PicturePasswordFormProps) {
  const carried = writePictureSequence(taps);
  // The taps kept in the page (with JavaScript), started again from each answer's.
  const [state, setState] = useState({
    from: carried,
    chosen: [...taps],
    announce: null as string | null,
    sending: false,
  });
  if (state.from !== carried) setState({ from: carried, chosen: [...taps], announce: null, sending: false });
  const { chosen, sending } = state;
  const count = chosen.length;
  const progress = trPictureLogin.progress(count, PICTURE_SECRET_LENGTH);

  function tap(event: MouseEvent<HTMLButtonElement>, key: PictureKey) {
    if (sending) return event.preventDefault();
    // The third tap is the browser's own submit, with this button and the two taps before.
    if (count + 1 >= PICTURE_SECRET_LENGTH)
      return setState({ ...state, sending: true, announce: trPictureLogin.checking });
    event.preventDefault();
    const next = [...chosen, key];
    setState({ ...state, chosen: next, announce: trPictureLogin.progress(next.length, PICTURE_SECRET_LENGTH) });
  }

  function startOver(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    if (!sending) setState({ ...state, chosen: [], announce: trPictureLogin.startedOver });
  }

  return (
    <form method="post" action={action ?? `#${id}`} id={id} className="mx-auto max-w-xl">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={PICTURE_FORM_FIELDS.taps} value={writePictureSequence(chosen)} />
      <fieldset>
        <legend className="text-xl font-bold">{trPictureLogin.legend}</legend>
        <p className="mt-1" id={`${id}-intro`}>
          {trPictureLogin.intro}
        </p>
        <div className="mt-3 flex items-center gap-3">
          <span aria-hidden="true" className="flex gap-2" data-dots="">
            {Array.from({ length: PICTURE_SECRET_LENGTH }, (_, i) => (
              <span
                key={i}
                data-filled={i < count ? "" : undefined}
                className={`h-5 w-5 rounded-full border-2 border-brand-700 ${i < count ? "bg-brand-700" : "bg-white"}`}
              />
            ))}
          </span>
          <p role="status" className="font-semibold" data-progress="">
            {state.announce && state.announce !== progress ? `${state.announce} ${progress}` : progress}
          </p>
        </div>
        {message ? (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-semibold text-red-800">
            {message}
          </p>
        ) : null}
        <div className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-4" aria-describedby={`${id}-intro`}>
          {PICTURES.map(({ key, name }) => (
            <button
              key={key}
              type="submit"
              name={PICTURE_FORM_FIELDS.picture}
              value={key}
              disabled={disabled}
              onClick={(event) => tap(event, key)}
              className="flex min-h-20 min-w-20 flex-col items-center justify-center gap-1 rounded-2xl border-2 border-slate-300 bg-white p-2 text-lg font-semibold text-slate-900 hover:border-brand-700 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700 active:bg-brand-50 disabled:opacity-50"
            >
              <Picture picture={key} decorative className="h-14 w-14" />
              <span>{name}</span>
            </button>
          ))}
        </div>
      </fieldset>
      <button
        type="submit"
        name={PICTURE_FORM_FIELDS.startOver}
        value="1"
        onClick={startOver}
        className="mt-4 min-h-12 rounded-xl border-2 border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {trPictureLogin.startOver}
      </button>
    </form>
  );
}
