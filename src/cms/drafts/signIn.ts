import { Backend } from "decap-cms-core/dist/esm/backend";

/**
 * A sign-in that expired while an editor was writing (issue 44, point 4). GitHub then answers the save 401 and Decap
 * said only "API_ERROR: Bad credentials". Now the draft is kept in this browser at that moment (Decap's own backup,
 * which it offers once the entry is opened again, and which the draft guard keeps in the form), and the editor is
 * told, in the site's words, that their sign-in expired and how to carry on: reload, sign in, accept the offer, save.
 */

/** Whether a failure is the backend refusing the editor's sign-in (GitHub's 401 "Bad credentials"). */
export function isExpiredSignIn(error: unknown): boolean {
  return typeof error === "object" && error !== null && "status" in error && (error as { status: unknown }).status === 401;
}

/** Shown as "Not saved. <message>", without the name an Error puts in front. */
class SignInExpired extends Error {
  toString(): string {
    return this.message;
  }
}

export function installSignInCheck(message: string): void {
  const persistEntry = Backend.prototype.persistEntry;
  Backend.prototype.persistEntry = async function (this: Backend, ...args: Parameters<Backend["persistEntry"]>) {
    try {
      return await persistEntry.apply(this, args);
    } catch (error) {
      if (!isExpiredSignIn(error)) throw error;
      const [{ entryDraft, collection }] = args;
      // Kept now, whatever Decap's own timer had kept: the offer after signing in again brings back all of it.
      await this.persistLocalDraftBackup(entryDraft.get("entry"), collection).catch(() => undefined);
      throw new SignInExpired(message);
    }
  };
}
