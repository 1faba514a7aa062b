import React, { useContext } from "react";
import { useConsent } from "../consent/ConsentProvider";

export interface FormConsent {
  /** The visitor has accepted marketing cookies. */
  marketing: boolean;
}

/**
 * What the enquiry forms need to know about cookie consent. The consent
 * banner provides it (wrapPageElement); until it does, nothing is assumed,
 * so forms whose provider sets marketing cookies wait for "Load form".
 */
export const FormConsentContext = React.createContext<FormConsent>({ marketing: false });

export function useFormConsent(): FormConsent {
  return useContext(FormConsentContext);
}

/** Passes the visitor's marketing choice from the cookie consent provider to the forms. */
export function FormConsentFromCookies({ children }: { children: React.ReactNode }): React.JSX.Element {
  const { choice } = useConsent();
  return <FormConsentContext.Provider value={{ marketing: choice.marketing }}>{children}</FormConsentContext.Provider>;
}
