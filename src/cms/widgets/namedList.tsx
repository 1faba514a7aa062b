import type { CMS, CmsWidgetControlProps, CmsWidgetPreviewProps } from "decap-cms-core";
import React from "react";
import { ListNamingContext, singularOf, type ListNaming } from "../a11y/listNaming";

/**
 * The list field (registered again under Decap's name, "list"): Decap's own control, inside a context that gives
 * its items' buttons the field's singular label ("Remove benefit 3", replacedParts/listTopBar.tsx). Decap's
 * Widget.js holds the control it draws by its ref, and takes the one inside through getWrappedInstance: Decap's
 * list control itself, as before, for validation, focus and its updates.
 */

type ListProps = CmsWidgetControlProps<unknown> & { field: { get(key: string): unknown } };

export function namedListControl(ListControl: React.ComponentType<ListProps>): React.ComponentType<ListProps> {
  return class NamedListControl extends React.Component<ListProps> {
    private inner: unknown = null;
    private naming: ListNaming | undefined;

    getWrappedInstance = (): unknown => this.inner;

    private setInner = (instance: unknown): void => {
      this.inner = instance;
    };

    private namingFor(field: ListProps["field"]): ListNaming {
      const item = singularOf(field);
      if (this.naming?.item !== item) this.naming = { item };
      return this.naming;
    }

    render(): React.ReactNode {
      const Control = ListControl as React.ComponentType<ListProps & React.RefAttributes<unknown>>;
      return (
        <ListNamingContext.Provider value={this.namingFor(this.props.field)}>
          <Control {...this.props} ref={this.setInner} />
        </ListNamingContext.Provider>
      );
    }
  };
}

/** Decap's registerWidget as its runtime takes it: a widget's schema fourth, which its published types leave out. */
type RegisterWidget = (name: string, control: React.ComponentType<ListProps>, preview?: React.ComponentType<CmsWidgetPreviewProps>, schema?: object) => void;

interface Registered {
  control: React.ComponentType<ListProps>;
  preview?: React.ComponentType<CmsWidgetPreviewProps>;
  schema?: object;
}

/** Registers the named list control in place of Decap's own under "list", with Decap's preview and schema. */
export function registerNamedListWidget(cms: Pick<CMS, "getWidget" | "registerWidget">): void {
  const list = cms.getWidget("list") as unknown as Registered | undefined;
  if (!list) throw new Error('Decap\'s "list" widget is not registered (src/cms/decap.ts registers it first).');
  (cms.registerWidget as unknown as RegisterWidget)("list", namedListControl(list.control), list.preview, list.schema);
}
