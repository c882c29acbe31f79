"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState, type ChangeEvent } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { updateProfileAction } from "@/lib/accounts/actions";
import { profileSchema } from "@/lib/accounts/schemas";
import type { UserView } from "@/lib/accounts/user-view";
import { Avatar } from "@/components/ui/avatar";
import { Button, buttonClasses } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { notify } from "@/components/ui/toast";
import { showFailure, withLoadingToast } from "@/components/forms/action-helpers";
import { useViewer } from "@/components/layout/viewer-provider";
import { localFailure, useLocalMessage } from "@/components/i18n/page-words-context";
import { useT } from "@/components/i18n/locale-context";
import { account } from "@/lib/i18n/messages/account";

type ProfileInput = z.input<typeof profileSchema>;
type Profile = Pick<UserView, "fullname" | "email" | "phone" | "image">;

const PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp"];
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export function ProfileSection({ user }: { user: Profile }) {
  const { reload: reloadViewer } = useViewer();
  const t = useT(account);
  const local = useLocalMessage();
  const [profile, setProfile] = useState<Profile>(user);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema, undefined, { raw: true }),
    defaultValues: { fullname: user.fullname, phone: user.phone },
  });

  useEffect(() => {
    if (editing) setFocus("fullname");
  }, [editing, setFocus]);

  /** Sends the profile form data; on success keeps the answer and refreshes the server parts (header). */
  async function save(form: FormData): Promise<boolean> {
    setBusy(true);
    const result = await withLoadingToast(t("profileForm.updating"), () => updateProfileAction(form));
    setBusy(false);
    if (!result.ok) {
      showFailure(localFailure(result, local), setError, ["fullname", "phone"]);
      return false;
    }
    const { fullname, email, phone, image } = result.data;
    setProfile({ fullname, email, phone, image });
    reset({ fullname, phone });
    notify.success(t("profileForm.updated"));
    reloadViewer();
    return true;
  }

  function savedFields(): FormData {
    const form = new FormData();
    form.set("fullname", profile.fullname);
    form.set("phone", profile.phone);
    return form;
  }

  const onSubmit = handleSubmit(async (values) => {
    const form = new FormData();
    form.set("fullname", values.fullname);
    form.set("phone", values.phone ?? "");
    if (await save(form)) setEditing(false);
  });

  async function changePicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!PICTURE_TYPES.includes(file.type)) return void notify.error(t("profileForm.pictureType"));
    if (file.size > PICTURE_MAX_BYTES) return void notify.error(t("profileForm.pictureSize"));
    const form = savedFields();
    form.set("image", file);
    await save(form);
  }

  async function removePicture() {
    const form = savedFields();
    form.set("removeDP", "yes");
    await save(form);
  }

  function cancel() {
    reset({ fullname: profile.fullname, phone: profile.phone });
    setEditing(false);
  }

  const locked = busy || isSubmitting;

  return (
    <div className="space-y-6">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <Avatar name={profile.fullname} image={profile.image} size={96} className="ring-4 ring-brand-50" />
        <div className="min-w-0 max-w-full flex-1">
          <p className="truncate text-lg font-semibold text-ink">{profile.fullname}</p>
          <p className="truncate text-sm text-ink-muted">{profile.email}</p>
          <div className="mt-3 flex flex-wrap justify-center gap-2 sm:justify-start">
            {/* The file input is visually hidden but keeps focus; its label is the visible button. */}
            <label
              className={buttonClasses(
                "secondary",
                `cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ${
                  locked ? "pointer-events-none opacity-60" : ""
                }`,
              )}
            >
              <input type="file" accept={PICTURE_TYPES.join(",")} className="sr-only" disabled={locked} onChange={changePicture} />
              {t("profileForm.changePicture")}
            </label>
            {profile.image ? (
              <Button variant="ghost" onClick={removePicture} disabled={locked}>
                {t("profileForm.removePicture")}
              </Button>
            ) : null}
          </div>
        </div>
      </div>

      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("profileForm.fullName")}
            autoComplete="name"
            readOnly={!editing}
            error={errors.fullname?.message && local(errors.fullname.message)}
            {...register("fullname")}
          />
          <TextField
            label={t("profileForm.phone")}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            optional
            placeholder={editing ? t("profileForm.phonePlaceholder") : t("profileForm.notAdded")}
            readOnly={!editing}
            error={errors.phone?.message && local(errors.phone.message)}
            {...register("phone")}
          />
          <TextField
            label={t("profileForm.email")}
            type="email"
            value={profile.email ?? ""}
            placeholder={t("profileForm.notAdded")}
            readOnly
            className="sm:col-span-2"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          {editing ? (
            <>
              <Button key="save" type="submit" disabled={locked}>
                {t("profileForm.save")}
              </Button>
              <Button key="cancel" variant="secondary" onClick={cancel} disabled={locked}>
                {t("profileForm.cancel")}
              </Button>
            </>
          ) : (
            <Button key="edit" variant="secondary" onClick={() => setEditing(true)} disabled={locked}>
              {t("profileForm.edit")}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
