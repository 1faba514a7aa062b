import styled from "@emotion/styled";
import React from "react";
import { colors, space } from "../theme/tokens";
import { Container } from "./ui";

export interface ErrorLabels {
  heading: string;
  intro: string;
  reload: string;
  home: string;
}

const Panel = styled.div`
  padding: ${space(8)} 0;
  pre {
    white-space: pre-wrap;
    background: ${colors.cream};
    border-left: 4px solid ${colors.error};
    padding: ${space(2)};
    font-size: 0.9375rem;
  }
  a,
  button {
    margin-right: ${space(2)};
  }
`;

interface Props {
  labels: ErrorLabels;
  children: React.ReactNode;
  /** Changing this (the path) clears the error, so navigating away recovers. */
  resetKey: string;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Shows "Unexpected Application Error!" with the message instead of a blank page. */
export class ErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  render(): React.ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { labels } = this.props;
    return (
      <Panel role="alert">
        <Container>
          <h1>{labels.heading}</h1>
          <p>{labels.intro}</p>
          <pre>{error.message || error.name}</pre>
          <button type="button" onClick={() => window.location.reload()}>
            {labels.reload}
          </button>
          <a href="/">{labels.home}</a>
        </Container>
      </Panel>
    );
  }
}
