import type { CmsWidgetControlProps } from "decap-cms-core";
import React from "react";
import { EntryExistence, missingEntryMessage, unbuiltEntryTarget } from "../siteLink";

/**
 * The "site-link" widget of internal link fields: Decap's string box, whose
 * pattern (src/node/cms/config.ts) accepts the pages the CMS was built with and
 * any well-formed sector, service or type address. For an address of an
 * entry whose page is not built yet, it asks the backend whether the entry
 * exists, as the editor types, so a link to a sector added a minute ago can
 * be saved and a link to one that does not exist cannot.
 */

/** What Decap gives a widget's control beyond its documented props (decap-cms-core 3.6, Widget.js). */
interface ControlProps extends CmsWidgetControlProps<string | undefined> {
  loadEntry: (collection: string, slug: string) => Promise<unknown>;
}

/** Decap's answer format for a widget's own check: true, or an error it shows under the field. */
type Validity = boolean | { error: { type: "CUSTOM"; message: string } } | Promise<unknown>;

export function siteLinkControl(
  StringControl: React.ComponentType<CmsWidgetControlProps<string | undefined>>,
  knownRoutes: readonly string[],
  folderLabels: Readonly<Record<string, string>>,
): React.ComponentType<ControlProps> {
  let existence: EntryExistence | undefined;

  return class SiteLinkControl extends React.Component<ControlProps> {
    private entries(): EntryExistence {
      existence ??= new EntryExistence((folder, slug) => this.props.loadEntry(folder, slug));
      return existence;
    }

    private target() {
      return typeof this.props.value === "string" ? unbuiltEntryTarget(this.props.value.trim(), knownRoutes) : undefined;
    }

    componentDidMount(): void {
      this.lookAhead();
    }

    componentDidUpdate(previous: ControlProps): void {
      if (previous.value !== this.props.value) this.lookAhead();
    }

    /** Asks as the editor types, so the answer is there by the time they save. */
    private lookAhead(): void {
      const target = this.target();
      if (target) void this.entries().check(target.folder, target.slug);
    }

    /** Called by Decap as the entry is saved (and as the field changes). */
    isValid = (): Validity => {
      const target = this.target();
      if (!target) return true;
      const error = { error: { type: "CUSTOM" as const, message: missingEntryMessage(String(this.props.value).trim(), folderLabels[target.folder] ?? target.folder) } };
      const known = this.entries().peek(target.folder, target.slug);
      if (known === "exists") return true;
      // A missing entry may have been created since: ask again for the next save, refuse this one.
      const answer = this.entries().check(target.folder, target.slug);
      if (known === "missing") return error;
      // Not answered yet: Decap waits for the promise and checks the field again when it settles.
      // Decap shows what the promise is rejected with after the field's label.
      return answer.then((found) => (found === "exists" ? undefined : Promise.reject(error.error.message)));
    };

    render(): React.ReactNode {
      return <StringControl {...this.props} />;
    }
  };
}
