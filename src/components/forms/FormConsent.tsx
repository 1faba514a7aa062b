import React, { useContext } from "react";

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
