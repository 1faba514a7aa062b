import React from "react";

/** Like fillTemplate, but a {placeholder} may become a link or other element. */
export function fillNodes(template: string, values: Record<string, React.ReactNode>): React.ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return <React.Fragment key={index}>{key !== undefined && key in values ? values[key] : part}</React.Fragment>;
  });
}
