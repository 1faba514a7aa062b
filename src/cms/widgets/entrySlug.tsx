import type { CmsWidgetControlProps } from "decap-cms-core";
import React from "react";
import { entriesFromHits, provideEntryLister } from "../folderEntries";

/**
 * The widget of a folder entry's own address (slug): Decap's string box, which also gives the checks on save
 * (index.tsx, events.ts) their way to list the folder's entries, through Decap's search of a collection.
 */

/** What Decap gives a widget's control beyond its documented props (decap-cms-core 3.6, Widget.js; the relation widget's search). */
interface ControlProps extends CmsWidgetControlProps<string | undefined> {
  query: (namespace: string, collection: string, searchFields: string[], searchTerm: string) => Promise<{ payload?: { hits?: unknown } }>;
}

export function entrySlugControl(StringControl: React.ComponentType<CmsWidgetControlProps<string | undefined>>): React.ComponentType<ControlProps> {
  return class EntrySlugControl extends React.Component<ControlProps> {
    componentDidMount(): void {
      // An empty search term answers every entry of the collection, read afresh from the backend.
      provideEntryLister(async (collection) => entriesFromHits((await this.props.query(`${this.props.forID}-entries`, collection, ["slug"], "")).payload?.hits));
    }

    render(): React.ReactNode {
      return <StringControl {...this.props} />;
    }
  };
}
